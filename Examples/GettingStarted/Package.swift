// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GettingStarted",
    platforms: [.macOS(.v15)],
    dependencies: [
        // NatureKit itself, two folders up; your package would use
        // .package(url: "https://…/NatureKit.git", from: "1.0.0") instead.
        .package(name: "NatureKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "GettingStarted",
            dependencies: [
                .product(name: "NatureKit", package: "NatureKit"),
                .product(name: "NatureKitTesting", package: "NatureKit"),
            ]
        ),
        .testTarget(
            name: "GettingStartedTests",
            dependencies: [
                "GettingStarted",
                .product(name: "NatureKit", package: "NatureKit"),
                .product(name: "NatureKitTesting", package: "NatureKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
