// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The project's own app plugins, built exactly as a user builds theirs: a separate package that
// depends on AppHost by path and links the `.dynamic` HostKit product, so each plugin records
// `NEEDED libHostKit.so` and binds to the host's one copy at run time.

// A path dependency's identity is its folder's name, which depends on where the repository was
// cloned; derive it rather than hard-code it.
let hostPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
let hostKit = Target.Dependency.product(name: "HostKit", package: hostPackage)
// The examples' tests, written as a plugin author writes theirs: HostKitTesting in process, and
// the apphost product, built beside the test executable, for AppProcess.
let hostKitTesting = Target.Dependency.product(name: "HostKitTesting", package: hostPackage)
let apphost = Target.Dependency.product(name: "apphost", package: hostPackage)
/// Connects each target's `@IBAction` methods by name.
let ibActions = Target.PluginUsage.plugin(name: "IBActions", package: hostPackage)

let package = Package(
    name: "AppHostPlugins",
    products: [
        .library(name: "HelloApp", type: .dynamic, targets: ["HelloApp"]),
        .library(name: "CounterApp", type: .dynamic, targets: ["CounterApp"]),
        .library(name: "ContactsApp", type: .dynamic, targets: ["ContactsApp"]),
        // The scene-based life cycle: a scene delegate per configuration, restoration by activity.
        .library(name: "SceneApp", type: .dynamic, targets: ["SceneApp"]),
        // A small app written as a UIKit developer writes one: a scene delegate, @IBAction
        // methods, an alert, a bar button item, a gesture and an animation.
        .library(name: "WaterApp", type: .dynamic, targets: ["WaterApp"]),
        .library(name: "StoryboardProbe", type: .dynamic, targets: ["StoryboardProbe"]),
        .library(name: "ProbeApp", type: .dynamic, targets: ["ProbeApp"]),
        .library(name: "EventsProbe", type: .dynamic, targets: ["EventsProbe"]),
        .library(name: "BackgroundProbe", type: .dynamic, targets: ["BackgroundProbe"]),
        .library(name: "BrokenMissingSymbol", type: .dynamic, targets: ["BrokenMissingSymbol"]),
        .library(name: "BrokenOldHostKit", type: .dynamic, targets: ["BrokenOldHostKit"]),
        // The C ABI example and its Swift twin: the same app, traced the same.
        .library(name: "CounterTwin", type: .dynamic, targets: ["CounterTwin"]),
        .library(name: "CounterTwinC", type: .dynamic, targets: ["CounterTwinC"]),
    ],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .target(name: "HelloApp", dependencies: [hostKit], plugins: [ibActions]),
        .target(name: "CounterApp", dependencies: [hostKit], plugins: [ibActions]),
        .target(name: "ContactsApp", dependencies: [hostKit], plugins: [ibActions]),
        .target(name: "SceneApp", dependencies: [hostKit], plugins: [ibActions]),
        .target(name: "WaterApp", dependencies: [hostKit], plugins: [ibActions]),
        .target(name: "StoryboardProbe", dependencies: [hostKit], plugins: [ibActions]),
        .target(name: "ProbeApp", dependencies: [hostKit], plugins: [ibActions]),
        .target(name: "EventsProbe", dependencies: [hostKit], plugins: [ibActions]),
        .target(name: "BackgroundProbe", dependencies: [hostKit], plugins: [ibActions]),
        .target(name: "BrokenMissingSymbol", dependencies: [hostKit], plugins: [ibActions]),
        .target(name: "BrokenOldHostKit", dependencies: [hostKit], plugins: [ibActions]),
        .target(name: "CounterTwin", dependencies: [hostKit], plugins: [ibActions]),
        // A C plugin needs only the header: it links nothing of AppHost.
        .target(name: "CounterTwinC", dependencies: [.product(name: "AppHostABI", package: hostPackage)], publicHeadersPath: "."),
        .testTarget(name: "CounterAppTests", dependencies: ["CounterApp", hostKitTesting, apphost]),
        .testTarget(name: "CounterTwinTests", dependencies: ["CounterTwin", hostKitTesting, apphost]),
        .testTarget(name: "HelloAppTests", dependencies: ["HelloApp", hostKitTesting]),
        .testTarget(name: "WaterAppTests", dependencies: ["WaterApp", hostKitTesting, apphost]),
    ],
    swiftLanguageModes: [.v6]
)
