// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Fireflies",
    platforms: [.macOS(.v15)],
    dependencies: [
        // NatureKit itself, two folders up. `name:` keeps `package: "NatureKit"` below independent of
        // the folder's name: a path's identity is its last component, whatever the clone is called.
        .package(name: "NatureKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "fireflies",
            dependencies: [
                .product(name: "NatureKit", package: "NatureKit"),
                .product(name: "NatureKitTesting", package: "NatureKit"),
                .product(name: "NatureSystem", package: "NatureKit"),
            ],
            // The catalog travels inside the binary, as NatureKit's own does.
            resources: [.embedInCode("fireflies.json")],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        )
    ],
    swiftLanguageModes: [.v6]
)
