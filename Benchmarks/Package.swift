// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Performance checks for AppHost. It is a separate package so that the root package's build stays
// lean; `launch.py` (next to this file) builds and runs the launch benchmark, and
// `swift package benchmark` (ordo-one/benchmark) runs the in-process ones.
//
// - `FoundationBaseline`: the reference process that `apphost` launch time and peak RSS are
//   compared against: a Swift program that imports Foundation and decodes a tiny JSON.
// - `StoryboardBenchmarks`: parsing and instantiating generated storyboards of 10,000 and 20,000
//   views through HostKit's public API (`Benchmarks/StoryboardBenchmarks/`, where ordo-one's
//   plugin looks for benchmark targets).
// - `EventBenchmarks`: taps dispatched in process on a 1,000-button hierarchy: hit test, touches,
//   control tracking and target-action (`Benchmarks/EventBenchmarks/`).
// - `CCallBenchmarks`: a C plugin's action called through libffi (a cached cif) against a
//   direct call (`Benchmarks/CCallBenchmarks/`, with the C action in `Sources/CBenchmarkActions`).
// - `RenderingBenchmarks`: display passes (Counter's screen, 1,000 cards against the same drawn
//   straight with Cairo and Pango by `Sources/CairoBaseline`, a frame from cached contents, one
//   label changing) through HostKit's SPI (`Benchmarks/RenderingBenchmarks/`).
// - `LayoutSolverSystems`: the constraint systems of `layout_solver.py`, which times them against
//   kiwisolver (the C++ kiwi solver) on identical systems in one run.
// - `AutoLayoutBenchmarks`: the same screen of 1,000 and 10,000 views laid out and resized through
//   HostKit's layout pass (`Benchmarks/AutoLayoutBenchmarks/`); the screen is `ConstrainedScreens`,
//   which `AutoLayoutProbe` also lays out, alone in a process, for `layout_instructions.py`
//   (callgrind's instruction counts, steady on a loaded machine).
// - `TableBenchmarks`: a table view of 1,000,000 rows: reloadData, a scroll step, cells created
//   while scrolling, a full redraw @2x, memory against 100 rows (`Benchmarks/TableBenchmarks/`).
// - `HarnessBenchmarks`: 1,000 taps through HostKitTesting's `AppHarness` (issue 21).
// - `runtime.py`: control-socket round trips and idle CPU of a running `apphost`.

// A path dependency's identity is its folder's name, which depends on where the repository was
// cloned; derive it rather than hard-code it (as Plugins/Package.swift does).
let hostPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "AppHostBenchmarks",
    dependencies: [
        .package(path: ".."),
        // Only the MallocInterposer trait (for the malloc metrics): leaving out the default
        // RuntimeInterposer trait keeps swift-runtime-interposer, which is not available here, out.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(name: "FoundationBaseline"),
        .executableTarget(
            name: "LayoutSolverSystems",
            dependencies: [.product(name: "LayoutSolver", package: hostPackage)]
        ),
        .target(name: "ConstrainedScreens", dependencies: [.product(name: "HostKit", package: hostPackage)]),
        .executableTarget(name: "AutoLayoutProbe", dependencies: ["ConstrainedScreens", .product(name: "HostKit", package: hostPackage)]),
        .executableTarget(
            name: "AutoLayoutBenchmarks",
            dependencies: [
                "ConstrainedScreens",
                .product(name: "HostKit", package: hostPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/AutoLayoutBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        .executableTarget(
            name: "StoryboardBenchmarks",
            dependencies: [
                .product(name: "HostKit", package: hostPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/StoryboardBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        .executableTarget(
            name: "EventBenchmarks",
            dependencies: [
                .product(name: "HostKit", package: hostPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/EventBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // The rendering benchmark's floor: the same cards drawn straight with Cairo and Pango.
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .target(name: "CairoBaseline", dependencies: ["CPangoCairo"]),
        .executableTarget(
            name: "RenderingBenchmarks",
            dependencies: [
                "CairoBaseline",
                .product(name: "HostKit", package: hostPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RenderingBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        .executableTarget(
            name: "TableBenchmarks",
            dependencies: [
                .product(name: "HostKit", package: hostPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TableBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // HostKitTesting's harness links the host's engine into the benchmark, as into a test:
        // no libHostKit.so.
        .executableTarget(
            name: "HarnessBenchmarks",
            dependencies: [
                .product(name: "HostKitTesting", package: hostPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/HarnessBenchmarks",
            exclude: ["App"],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // The C action the libffi benchmark calls.
        .target(name: "CBenchmarkActions", dependencies: [.product(name: "AppHostABI", package: hostPackage)]),
        .executableTarget(
            name: "CCallBenchmarks",
            dependencies: [
                "CBenchmarkActions",
                .product(name: "HostKit", package: hostPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CCallBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
