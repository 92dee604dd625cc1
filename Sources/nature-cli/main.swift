import NatureCommandLine

// Everything nature-cli does lives in NatureCommandLine, where its tests reach it.
await NatureCLI.main()
