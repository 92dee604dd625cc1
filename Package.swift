// swift-tools-version:6.0
import PackageDescription

let strictness: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "NatureKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "NatureKit", targets: ["NatureKit"]),
        .library(name: "NatureTerminal", targets: ["NatureTerminal"]),
        .executable(name: "nature-cli", targets: ["nature-cli"]),
        .executable(name: "nature-bench", targets: ["nature-bench"]),
    ],
    targets: [
        .target(
            name: "NatureKit",
            // Embedded at build time so the catalog travels inside the binary: `Bundle.module`
            // breaks on Linux as soon as `.build` is moved or deleted.
            resources: [.embedInCode("../../Resources/objects.json")],
            swiftSettings: strictness
        ),
        .target(
            // The only target that talks to the terminal through the OS: capability, size, the write
            // path, signals and the session that restores what it changed.
            name: "NatureTerminal",
            dependencies: ["NatureKit"],
            swiftSettings: strictness
        ),
        .executableTarget(
            name: "nature-cli",
            dependencies: ["NatureKit", "NatureTerminal"],
            swiftSettings: strictness
        ),
        .executableTarget(
            name: "nature-bench",
            dependencies: ["NatureKit", "NatureTerminal"],
            swiftSettings: strictness
        ),
        // What both test targets need: the catalog builder, `JSONFixture`. Not a product, and it uses
        // NatureKit's package API only, so it builds in every configuration.
        .target(
            name: "NatureKitTestSupport",
            dependencies: ["NatureKit"],
            path: "Tests/NatureKitTestSupport",
            swiftSettings: strictness
        ),
        .testTarget(
            name: "NatureKitTests",
            dependencies: ["NatureKit", "NatureKitTestSupport"],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "NatureCLIEndToEndTests",
            // These tests run the built nature-cli, so it must be built first.
            dependencies: ["NatureKit", "NatureKitTestSupport", "nature-cli"],
            // The golden snapshots are read from the source tree by path, not bundled.
            exclude: ["Golden"],
            swiftSettings: strictness
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer target exists only when asked for (Scripts/fuzz.sh sets NATUREKIT_FUZZ), so that ordinary
// builds and `swift test` never link the fuzzer's runtime.
if Context.environment["NATUREKIT_FUZZ"] != nil {
    package.products.append(.executable(name: "catalog-fuzzer", targets: ["CatalogFuzzer"]))
    package.targets.append(
        .executableTarget(
            name: "CatalogFuzzer",
            dependencies: ["NatureKit"],
            path: "Fuzz/CatalogFuzzer",
            swiftSettings: strictness
        ))
}
