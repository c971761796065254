// swift-tools-version: 6.1
import PackageDescription

// Performance checks for AppHost. It is a separate package so that the root package's build stays
// lean; `launch.py` (next to this file) builds and runs everything.
//
// - `FoundationBaseline`: the reference process that `apphost` launch time and peak RSS are
//   compared against: a Swift program that imports Foundation and decodes a tiny JSON.
// - In-process micro-benchmarks (ordo-one/benchmark) will be added to this package when later
//   issues need them; until then it has no dependencies, so it stays cheap to build.
let package = Package(
    name: "AppHostBenchmarks",
    targets: [
        .executableTarget(name: "FoundationBaseline"),
    ],
    swiftLanguageModes: [.v6]
)
