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

let package = Package(
    name: "AppHost",
    products: [
        .executable(name: "apphost", targets: ["apphost"]),
        .library(name: "HostKit", type: .dynamic, targets: ["HostKit", "HostRuntime"]),
        // The C ABI's public header, `apphost.h`, for plugins written in C (or any language that
        // can call and export C functions). Header only: a C plugin links nothing of AppHost.
        .library(name: "AppHostABI", targets: ["CAppHostABI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // The executable finds libHostKit.so beside it (a build folder) or in ../lib (a prefix made
        // by `apphost install`).
        .executableTarget(name: "apphost", linkerSettings: [.unsafeFlags(["-Xlinker", "-rpath=$ORIGIN/../lib"])]),
        .target(name: "HostKit", dependencies: ["StoryboardFormat", "ErrorReporting", "Rendering"], swiftSettings: libraryEvolution),
        // The one shape of every error (code, message, facts, remedy, source location) and its
        // printed forms; every module's errors adopt it.
        .target(name: "ErrorReporting", swiftSettings: libraryEvolution),
        .target(name: "StrictJSON", dependencies: ["ErrorReporting"]),
        .target(name: "StoryboardFormat", dependencies: ["StrictJSON", "ErrorReporting"], exclude: ["storyboard.schema.json"]),
        .target(name: "Lifecycle", dependencies: ["ErrorReporting"]),
        // The signal handler of the stack capture and the GNU-only calls Swift cannot import.
        .target(name: "CSystemInterop"),
        .target(name: "CAppHostABI"),
        // libffi, which calls a C plugin's methods from their type encodings. Only SystemInterop
        // may depend on it.
        .systemLibrary(name: "CLibFFI", pkgConfig: "libffi", providers: [.apt(["libffi-dev"])]),
        // The control socket's rules for each connection (framing, reply order, limits, refusals),
        // with no system calls; SystemInterop's server loop makes the calls.
        .target(name: "ControlSocket"),
        // Cairo draws, Pango lays out text, fontconfig finds the pinned fonts: only Rendering may
        // depend on it. Their functions are bound with dlopen when something is first drawn, so
        // that a run which draws nothing does not load them (see its header).
        .target(name: "CCairoPango"),
        // Pixels: a canvas, text and images, with no C types in its API; HostKit draws through it.
        .target(name: "Rendering", dependencies: ["CCairoPango", "ErrorReporting"]),
        // SDL2, for `apphost run --window`: declared by SDL's own headers, bound with dlopen when
        // the first window opens, so that a run without a window does not load it (SDL2 brings
        // some fifty libraries). Only Windowing may depend on it.
        .target(name: "CSDL2"),
        // A desktop window that shows frames and reports input, with no C types in its API.
        .target(name: "Windowing", dependencies: ["CSDL2", "ErrorReporting"]),
        .target(name: "SystemInterop", dependencies: ["CSystemInterop", "CAppHostABI", "CLibFFI", "ErrorReporting", "ControlSocket"]),
        .target(
            name: "HostRuntime",
            dependencies: [
                "HostKit", "Lifecycle", "SystemInterop", "StoryboardFormat", "StrictJSON", "ErrorReporting", "ControlSocket", "Rendering", "Windowing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // One test target per module; AppHostTests holds the host's own tests and the integration
        // tests that launch the real `apphost` on plugins built by the `Plugins/` package.
        .testTarget(name: "ErrorReportingTests", dependencies: ["ErrorReporting"]),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(name: "StoryboardFormatTests", dependencies: ["StoryboardFormat"]),
        .testTarget(name: "ControlSocketTests", dependencies: ["ControlSocket"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering"]),
        .testTarget(name: "SystemInteropTests", dependencies: ["SystemInterop", "ControlSocket"]),
        .testTarget(name: "HostKitTests", dependencies: ["HostKit", "StoryboardFormat", "Rendering"], exclude: ["Schema", "Drawing/References"]),
        .testTarget(
            name: "AppHostTests",
            dependencies: ["Lifecycle", "HostRuntime", "SystemInterop", "StrictJSON", "StoryboardFormat", "Rendering"],
            exclude: ["Storyboards", "References"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
