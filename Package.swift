// swift-tools-version: 6.1
import PackageDescription

// The SDK (HostKit) and the host runtime ship as ONE dynamic library, libHostKit.so.
// The `apphost` executable does not link it: its C `main` dlopens it by bare name, so that
// plugins, which record `NEEDED libHostKit.so`, bind to the very same copy
// (see Sources/HostKit/HostKit.docc/WritingAPlugin.md, "Rules the host relies on").

// HostKit and the one module its interface exposes are built for library evolution: a plugin built
// against one HostKit keeps loading with a later, compatible one (WritingAPlugin.md, "SDK updates").
// The compiler warns at each `import Foundation` in HostKit, because Foundation on Linux is not
// built that way; Foundation ships with the toolchain, and plugins build with the SDK's toolchain.
let libraryEvolution: [SwiftSetting] = [.unsafeFlags(["-enable-library-evolution"])]

// Launch speed and memory (Benchmarks/README.md, "Launch benchmark"): a launch runs about a fifth
// of libHostKit.so's code, and the kernel maps 64 KB around every page of code it touches, so
// code scattered over the library makes all of it resident. In release builds each function of
// the modules in libHostKit.so gets a section of its own, and lld lays out the functions a launch
// runs first, together: those of Benchmarks/launch-order.txt (written by Benchmarks/launch_order.py;
// a function missing from it only stays where it was), after the few private ones that have no
// symbol to name them by (Benchmarks/launch-order.ld).
//
// Generic types a launch first uses (`[Int32: Route]`'s storage, an array of tuples) are made by the
// runtime from their mangled names by default; each conformance such a name needs (`Int32:
// Hashable`) is then found by scanning the conformance records of every loaded image, some 6,600
// with Foundation, once per type and protocol: 0.3 million instructions each, and a launch made
// about fifteen of them. Release builds call the types' metadata accessors with the witness
// tables instead, which the compiler already knows (Benchmarks/README.md, "Launch benchmark").
// swift-argument-parser and swift-log are built without it, and the linker keeps one copy of each
// generic specialization: theirs of `[String: String]` is the one libHostKit.so runs, so a launch
// keeps that type off its path.
let launchCodeGeneration: [SwiftSetting] = [.unsafeFlags([
    "-Xfrontend", "-function-sections",
    "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
], .when(configuration: .release))]
let launchOrder: [LinkerSetting] = [.unsafeFlags([
    "-use-ld=lld",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Benchmarks/launch-order.txt",
    "-Xlinker", "--no-warn-symbol-ordering",
    "-Xlinker", "--script=\(Context.packageDirectory)/Benchmarks/launch-order.ld",
], .when(configuration: .release))]

let package = Package(
    name: "AppHost",
    products: [
        .executable(name: "apphost", targets: ["apphost"]),
        .library(name: "HostKit", type: .dynamic, targets: ["HostKit", "HostRuntime"]),
        // `apphost import`'s converter, loaded (dlopen) only by that command: FoundationXML and
        // libxml2 stay out of every other run's launch.
        .library(name: "StoryboardImport", type: .dynamic, targets: ["StoryboardImport"]),
        // The C ABI's public header, `apphost.h`, for plugins written in C (or any language that
        // can call and export C functions). Header only: a C plugin links nothing of AppHost.
        .library(name: "AppHostABI", targets: ["CAppHostABI"]),
        // `@IBAction func name(_ sender: T)` connected by name: a plugin target names it in its
        // `plugins:` (see Sources/HostKit/HostKit.docc/Storyboards.md).
        .plugin(name: "IBActions", targets: ["IBActions"]),
        .executable(name: "apphost-actions", targets: ["apphost-actions"]),
        // The Cassowary constraint solver under Auto Layout, on its own for the benchmarks.
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        // Plugin authors' tests: an app in the test process (`AppHarness`) or a running
        // `apphost` (`AppProcess`), one vocabulary (Swift Testing). A test target links the
        // app's module and this library statically, HostKit with them; libHostKit.so, which the
        // app's target names, is loaded too but nothing calls into it (the static definitions
        // win at link time), so the one HostKit that runs is the test's.
        .library(name: "HostKitTesting", targets: ["HostKitTesting"]),
        // Strategies for swift-snapshot-testing (`.viewTree`, `.png(precision:)`), apart so that
        // authors who do not use it do not build it.
        .library(name: "HostKitSnapshotTesting", targets: ["HostKitSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The executable finds libHostKit.so beside it (a build folder) or in ../lib (a prefix made
        // by `apphost install`).
        .executableTarget(name: "apphost", linkerSettings: [.unsafeFlags(["-Xlinker", "-rpath=$ORIGIN/../lib"])]),
        .target(name: "HostKit", dependencies: ["StoryboardFormat", "ErrorReporting", "Rendering", "LayoutSolver"], swiftSettings: libraryEvolution + launchCodeGeneration),
        // The incremental Cassowary solver that Auto Layout's constraints are solved with; it
        // knows nothing of views.
        .target(name: "LayoutSolver", swiftSettings: launchCodeGeneration),
        // The one shape of every error (code, message, facts, remedy, source location) and its
        // printed forms; every module's errors adopt it.
        .target(name: "ErrorReporting", swiftSettings: libraryEvolution + launchCodeGeneration),
        .target(name: "StrictJSON", dependencies: ["ErrorReporting"], swiftSettings: launchCodeGeneration),
        .target(name: "StoryboardFormat", dependencies: ["StrictJSON", "ErrorReporting"], exclude: ["storyboard.schema.json"], swiftSettings: launchCodeGeneration),
        .target(name: "Lifecycle", dependencies: ["ErrorReporting"], swiftSettings: launchCodeGeneration),
        // A Swift lexer, and what is found with it: `@IBAction` methods (for the IBActions plugin's
        // tool) and the renames of `apphost port`. No dependencies, so the tool builds in seconds.
        .target(name: "SwiftSourceScan"),
        .executableTarget(name: "apphost-actions", dependencies: ["SwiftSourceScan"]),
        .plugin(name: "IBActions", capability: .buildTool(), dependencies: ["apphost-actions"], path: "BuildPlugins/IBActions"),
        // `apphost import`: Xcode's storyboard XML (read with FoundationXML) to JSON storyboards.
        // Its own library with a C entry point; nothing of libHostKit.so links it.
        .target(name: "StoryboardImport"),
        // The signal handler of the stack capture and the GNU-only calls Swift cannot import.
        .target(name: "CSystemInterop"),
        .target(name: "CAppHostABI"),
        // libffi, which calls a C plugin's methods from their type encodings. Only SystemInterop
        // may depend on it.
        .systemLibrary(name: "CLibFFI", pkgConfig: "libffi", providers: [.apt(["libffi-dev"])]),
        // The control socket's rules for each connection (framing, reply order, limits, refusals),
        // with no system calls; SystemInterop's server loop makes the calls.
        .target(name: "ControlSocket", swiftSettings: launchCodeGeneration),
        // Cairo draws, Pango lays out text, fontconfig finds the pinned fonts: only Rendering may
        // depend on it. Their functions are bound with dlopen when something is first drawn, so
        // that a run which draws nothing does not load them (see its header).
        .target(name: "CCairoPango"),
        // Pixels: a canvas, text and images, with no C types in its API; HostKit draws through it.
        .target(name: "Rendering", dependencies: ["CCairoPango", "ErrorReporting"], swiftSettings: launchCodeGeneration),
        // SDL2, for `apphost run --window`: declared by SDL's own headers, bound with dlopen when
        // the first window opens, so that a run without a window does not load it (SDL2 brings
        // some fifty libraries). Only Windowing may depend on it.
        .target(name: "CSDL2"),
        // A desktop window that shows frames and reports input, with no C types in its API.
        .target(name: "Windowing", dependencies: ["CSDL2", "ErrorReporting"], swiftSettings: launchCodeGeneration),
        .target(name: "SystemInterop", dependencies: ["CSystemInterop", "CAppHostABI", "CLibFFI", "ErrorReporting", "ControlSocket"], swiftSettings: launchCodeGeneration),
        .target(
            name: "HostRuntime",
            dependencies: [
                "HostKit", "Lifecycle", "SystemInterop", "StoryboardFormat", "StrictJSON", "ErrorReporting", "ControlSocket", "Rendering", "SwiftSourceScan", "Windowing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: launchCodeGeneration,
            linkerSettings: launchOrder
        ),
        .target(
            name: "HostKitTesting",
            dependencies: ["HostRuntime", "HostKit", "Lifecycle", "ErrorReporting", "StoryboardFormat", "SystemInterop", "ControlSocket", "StrictJSON"]
        ),
        .target(
            name: "HostKitSnapshotTesting",
            dependencies: ["HostKitTesting", "Rendering", "SystemInterop", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // One test target per module; AppHostTests holds the host's own tests and the integration
        // tests that launch the real `apphost` on plugins built by the `Plugins/` package.
        .testTarget(name: "ErrorReportingTests", dependencies: ["ErrorReporting"]),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle"]),
        .testTarget(name: "SwiftSourceScanTests", dependencies: ["SwiftSourceScan"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(name: "StoryboardFormatTests", dependencies: ["StoryboardFormat"]),
        .testTarget(name: "StoryboardImportTests", dependencies: ["StoryboardImport", "StoryboardFormat", "HostKit"], exclude: ["Fixtures"]),
        .testTarget(name: "ControlSocketTests", dependencies: ["ControlSocket"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "WindowingTests", dependencies: ["Windowing", "CSDL2"]),
        .testTarget(name: "SystemInteropTests", dependencies: ["SystemInterop", "ControlSocket"]),
        .testTarget(name: "HostKitTests", dependencies: ["HostKit", "StoryboardFormat", "Rendering"], exclude: ["Schema", "Drawing/References"]),
        .testTarget(name: "HostKitTestingTests", dependencies: ["HostKitTesting", "HostKit"], exclude: ["Apps"]),
        .testTarget(name: "HostKitSnapshotTestingTests", dependencies: ["HostKitSnapshotTesting", "HostKitTesting", "HostKit",
                                                                      .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["Apps"]),
        .testTarget(
            name: "AppHostTests",
            dependencies: ["Lifecycle", "HostRuntime", "SystemInterop", "StrictJSON", "StoryboardFormat", "Rendering"],
            exclude: ["Storyboards", "References"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
