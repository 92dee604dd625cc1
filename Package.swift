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
        .library(name: "NatureSystem", targets: ["NatureSystem"]),
        .library(name: "NatureKitTesting", targets: ["NatureKitTesting"]),
        .executable(name: "nature-cli", targets: ["nature-cli"]),
        .executable(name: "nature-bench", targets: ["nature-bench"]),
    ],
    targets: [
        .target(
            // The domain an adopter's program uses: objects, catalogs, cards, scenes and the player. It
            // makes no system call of its own.
            name: "NatureKit",
            // Embedded at build time so the catalog travels inside the binary: `Bundle.module`
            // breaks on Linux as soon as `.build` is moved or deleted.
            resources: [.embedInCode("../../Resources/objects.json")],
            swiftSettings: strictness
        ),
        .target(
            // What a program needs to play without a terminal or real time, in its tests above all: the
            // manual clock, scripted events and a recording output. Kept out of NatureKit, as swift-nio
            // keeps its embedded event loop out of NIO, so that the library holds no test-only API.
            name: "NatureKitTesting",
            dependencies: ["NatureKit"],
            swiftSettings: strictness
        ),
        .target(
            // Every call NatureKit's programs make to the operating system: the terminal, its keys and
            // signals, files, clocks and the process.
            name: "NatureSystem",
            dependencies: ["NatureKit", "CNatureSystem"],
            swiftSettings: strictness
        ),
        // The system calls Swift's Glibc module does not offer (`ppoll`), and what must run before
        // `main`; NatureSystem's alone.
        .target(name: "CNatureSystem"),
        .target(
            // nature-cli itself: arguments, commands, exit codes, and the command line's furniture
            // (help, completions, the manual page, browse). A target of its own so that tests reach it.
            name: "NatureCommandLine",
            // NatureKitTesting's manual clock records a cast when there is no terminal to play on.
            dependencies: ["NatureKit", "NatureKitTesting", "NatureSystem"],
            swiftSettings: strictness
        ),
        .executableTarget(
            name: "nature-cli",
            dependencies: ["NatureCommandLine"],
            swiftSettings: strictness
        ),
        .executableTarget(
            name: "nature-bench",
            dependencies: ["NatureKit", "NatureKitTesting", "NatureSystem"],
            swiftSettings: strictness
        ),
        // What the test targets of NatureKit and nature-cli need: the catalog builder, `JSONFixture`. Not a product, and it uses
        // NatureKit's package API only, so it builds in every configuration.
        .target(
            name: "NatureKitTestSupport",
            dependencies: ["NatureKit"],
            path: "Tests/NatureKitTestSupport",
            swiftSettings: strictness
        ),
        .testTarget(
            name: "NatureKitTests",
            dependencies: ["NatureKit", "NatureKitTesting", "NatureKitTestSupport"],
            swiftSettings: strictness
        ),
        .testTarget(
            // NatureSystem's own, on real system objects: a pseudo-terminal from `openpty`, pipes, files in a
            // temporary folder, signals sent to this process. CNatureSystem for the wait it offers.
            name: "NatureSystemTests",
            dependencies: ["NatureSystem", "CNatureSystem"],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "NatureCommandLineTests",
            dependencies: ["NatureCommandLine", "NatureKit", "NatureKitTesting", "NatureKitTestSupport"],
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
