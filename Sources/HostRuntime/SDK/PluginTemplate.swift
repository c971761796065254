import Foundation
import ArgumentParser

/// The starting points `apphost init` offers. Each makes a package that is also an app folder:
/// `swift build` builds the plugin, `apphost run .` runs it, `swift test` tests it.
enum PluginTemplate: String, CaseIterable, ExpressibleByArgument {
    /// A storyboard lays out the screen; Swift code gives it behaviour through outlets and actions.
    case storyboard
    /// The window and the screen are built in Swift code; no storyboard.
    case code
    /// A C plugin against `apphost.h` with a storyboard; its logic is tested from Swift.
    case c

    /// One file of a new package: its path inside the package folder, and its text.
    struct File: Equatable {
        let path: String
        let contents: String
    }

    /// The files of a new package named `name` that builds against `sdk`.
    func files(name: String, sdk: HostKitSDK) -> [File] {
        let common = [
            File(path: "app.json", contents: manifest(name: name)),
            File(path: "tour.jsonl", contents: Self.tour),
            File(path: ".gitignore", contents: ".build/\n.swiftpm/\nPackage.resolved\n"),
            File(path: "README.md", contents: readme(name: name, sdk: sdk)),
        ]
        switch self {
        case .storyboard, .code: return common + swiftFiles(name: name, sdk: sdk)
        case .c: return common + cFiles(name: name, sdk: sdk)
        }
    }

    private func manifest(name: String) -> String {
        let storyboard = self == .code ? "" : ",\n  \"mainStoryboard\": \"Main\""
        return """
            {
              "format": 1,
              "plugin": ".build/debug/lib\(name).so",
              "delegate": "\(name).AppDelegate"\(storyboard)
            }

            """
    }

    /// Taps "Greet" three times (by touch and as VoiceOver does), with a snapshot and an
    /// expectation before and after: `apphost test tour.jsonl` fails when the label is wrong.
    static let tour = """
        {"event":"snapshot","label":"launched"}
        {"expect":"text","identifier":"greeting","equals":"Hello!"}
        {"event":"tap","identifier":"greet"}
        {"event":"tap","identifier":"greet"}
        {"event":"activate","identifier":"greet"}
        {"expect":"text","identifier":"greeting","equals":"Greeted 3 times"}
        {"event":"snapshot","label":"greeted 3 times"}
        {"event":"terminate"}

        """

    /// The one-screen storyboard the `storyboard` and `c` templates share: a navigation controller
    /// around `Module.MainViewController`, a label `greeting` and a button `greet`.
    static func storyboard(name: String, outlets: Bool) -> String {
        let outletLine = outlets ? ",\n      \"outlets\": { \"greetingLabel\": \"greeting\" }" : ""
        return """
            {
              "format": 1,
              "scenes": [
                { "id": "navigation", "class": "NavigationController", "initial": true, "restorationIdentifier": "navigation", "rootViewController": "main" },
                {
                  "id": "main",
                  "class": "\(name).MainViewController",
                  "restorationIdentifier": "main",
                  "title": "\(name)",
                  "view": {
                    "class": "View",
                    "backgroundColor": "white",
                    "subviews": [
                      { "class": "Label", "id": "greeting", "accessibilityIdentifier": "greeting", "text": "", "textAlignment": "center",
                        "frame": { "x": 20, "y": 120, "width": 350, "height": 60 } },
                      { "class": "Button", "id": "greet", "accessibilityIdentifier": "greet", "title": "Greet",
                        "frame": { "x": 20, "y": 200, "width": 350, "height": 44 },
                        "actions": [ { "event": "touchUpInside", "action": "greet" } ] }
                    ]
                  }\(outletLine)
                }
              ]
            }

            """
    }

    private func readme(name: String, sdk: HostKitSDK) -> String {
        let layout = switch self {
        case .storyboard: "`Main.storyboard.json` lays out the screen; `Sources/\(name)/MainViewController.swift` gives it behaviour through `@Outlet` and `@Action`."
        case .code: "`Sources/\(name)/MainViewController.swift` builds the screen in `loadView()`; `AppDelegate.swift` makes the window."
        case .c: "`Main.storyboard.json` lays out the screen; `Sources/\(name)/\(name).c` is the plugin, written against `apphost.h` (see HostKit's \"Plugins in C\")."
        }
        return """
            # \(name)

            An app for `apphost`, made by `apphost init`. This folder is both a Swift package (the
            plugin and its tests) and the app's folder (`app.json`, the storyboard, an events script).
            \(layout)

            ```sh
            swift build                                      # builds .build/debug/lib\(name).so
            apphost run . --events tour.jsonl --snapshot -   # runs the app through tour.jsonl
            apphost test tour.jsonl                          # the same script as a test: its expectations must hold
            apphost run . --watch                            # reloads the app at every build
            swift test                                       # runs Tests/
            ```

            The package builds against the HostKit SDK of the `apphost` that created it
            (`\(sdk.libraryFolder)`), without compiling AppHost: `Package.swift` names its folders. To
            build against another SDK, change those lines (or run that SDK's `apphost init` again).

            """
    }

    /// `text` as a Swift string literal.
    static func swiftLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
