/// The Swift templates: `storyboard` and `code`.
extension PluginTemplate {
    func swiftFiles(name: String, sdk: HostKitSDK) -> [File] {
        var files = [
            File(path: "Package.swift", contents: Self.swiftPackage(name: name, sdk: sdk)),
            File(path: "Plugins/IBActions/plugin.swift", contents: Self.actionsPlugin(sdk: sdk)),
            File(path: "Sources/\(name)/AppDelegate.swift", contents: self == .code ? Self.codeDelegate : Self.storyboardDelegate),
            File(path: "Sources/\(name)/MainViewController.swift", contents: self == .code ? Self.codeController(name: name) : Self.storyboardController),
            File(path: "Tests/\(name)Tests/MainViewControllerTests.swift", contents: Self.swiftTests(name: name, template: self)),
        ]
        if self == .storyboard {
            files.append(File(path: "Main.storyboard.json", contents: Self.storyboard(name: name, outlets: true)))
        }
        return files
    }

    /// A package whose plugin compiles against the SDK's module files and links its
    /// `libHostKit.so`: AppHost's sources are not part of the build, and no second
    /// `libHostKit.so` is made. The test target links the same library (found through its RUNPATH).
    static func swiftPackage(name: String, sdk: HostKitSDK) -> String {
        """
        // swift-tools-version: 6.1
        import PackageDescription

        // Made by `apphost init`. The plugin builds against the HostKit SDK of the apphost that made
        // this package, without compiling AppHost: the compiler reads HostKit's module files and the
        // linker links its libHostKit.so, the one copy apphost loads in every process. To build
        // against another SDK (after `apphost install --prefix DIR`: DIR/lib/swift/linux and
        // DIR/lib), change these two lines.
        let hostKitModules = \(swiftLiteral(sdk.moduleFolder))
        let hostKitLibraries = \(swiftLiteral(sdk.libraryFolder))

        let compileAgainstHostKit: [SwiftSetting] = [.unsafeFlags(["-I", hostKitModules])]
        let linkHostKit: [LinkerSetting] = [
            .unsafeFlags(["-L", hostKitLibraries, "-lHostKit", "-Xlinker", "-rpath", "-Xlinker", hostKitLibraries]),
        ]

        let package = Package(
            name: \(swiftLiteral(name)),
            products: [.library(name: \(swiftLiteral(name)), type: .dynamic, targets: [\(swiftLiteral(name))])],
            targets: [
                .target(name: \(swiftLiteral(name)), swiftSettings: compileAgainstHostKit, linkerSettings: linkHostKit, plugins: ["IBActions"]),
                // Lists the target's @IBAction methods, so that storyboards connect them by name.
                .plugin(name: "IBActions", capability: .buildTool(), path: "Plugins/IBActions"),
                .testTarget(name: \(swiftLiteral(name + "Tests")), dependencies: [\(swiftLiteral(name))],
                            swiftSettings: compileAgainstHostKit, linkerSettings: linkHostKit),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    /// The IBActions build-tool plugin, running the SDK's `apphost-actions` (the package does not
    /// depend on AppHost's, where the same plugin builds the tool from source).
    static func actionsPlugin(sdk: HostKitSDK) -> String {
        """
        import Foundation
        import PackagePlugin

        /// Made by `apphost init`: before the target compiles, the SDK's apphost-actions reads its
        /// Swift sources and lists their `@IBAction func name(_ sender: T)` methods, which storyboards
        /// and `addTarget(_:action:for:)` then find by name, as in UIKit. With another SDK, change
        /// this path as you change the two in Package.swift.
        @main
        struct IBActions: BuildToolPlugin {
            static let tool = \(swiftLiteral(sdk.actionsTool))

            func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
                guard let target = target as? SourceModuleTarget else { return [] }
                let sources = target.sourceFiles(withSuffix: "swift").map(\\.url)
                let output = context.pluginWorkDirectoryURL.appending(path: "AppHostIBActions.swift")
                return [
                    .buildCommand(displayName: "Listing the @IBAction methods of \\(target.name)",
                                  executable: URL(fileURLWithPath: Self.tool),
                                  arguments: ["--output", output.path] + sources.map(\\.path),
                                  inputFiles: sources, outputFiles: [output]),
                ]
            }
        }

        """
    }

    static let storyboardDelegate = """
        import HostKit

        /// The app's delegate. `app.json` names the main storyboard, which builds the window and its
        /// screens, so launching needs no code here. Classes apphost creates by name are public.
        public final class AppDelegate: Responder, ApplicationDelegate {
            public var window: Window?
        }

        """

    static let codeDelegate = """
        import Foundation
        import HostKit

        /// The app's delegate: builds the window in code, with the main screen in a navigation
        /// controller. Classes apphost creates by name are public.
        public final class AppDelegate: Responder, ApplicationDelegate {
            public var window: Window?

            public func application(_ application: Application,
                                    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
                let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.rootViewController = NavigationController(rootViewController: MainViewController())
                window.makeKeyAndVisible()
                self.window = window
                return true
            }
        }

        """

    /// What both Swift controllers say after `count` greetings.
    private static let greetingFunction = """
            /// What the label says after `count` greetings.
            static func greeting(after count: Int) -> String {
                count == 0 ? "Hello!" : "Greeted \\(count) time\\(count == 1 ? "" : "s")"
            }
        """

    static let storyboardController = """
        import HostKit

        /// The main screen: counts greetings. `Main.storyboard.json` lays it out and connects
        /// `greetingLabel` (the outlet) and the "Greet" button (the `greet` action) by name.
        public final class MainViewController: ViewController {
            @Outlet var greetingLabel: Label

            private(set) var greetings = 0

            public override func viewDidLoad() {
                super.viewDidLoad()
                showGreeting()
            }

            @IBAction func greet(_ sender: Button) {
                greetings += 1
                showGreeting()
            }

            // What a hot reload (apphost run --watch) hands to the new build, so the count stays.
            public override func encodeRestorableState(with coder: Coder) {
                coder.encode(greetings, forKey: "greetings")
            }

            public override func decodeRestorableState(with coder: Coder) throws {
                greetings = try coder.decode(Int.self, forKey: "greetings")
                showGreeting()
            }

        \(greetingFunction)

            private func showGreeting() {
                guard isViewLoaded else { return }
                greetingLabel.text = Self.greeting(after: greetings)
            }
        }

        """

    static func codeController(name: String) -> String {
        """
        import Foundation
        import HostKit

        /// The main screen, built in `loadView()`: a label and a "Greet" button that counts greetings.
        public final class MainViewController: ViewController {
            let greetingLabel = Label(frame: CGRect(x: 20, y: 120, width: 350, height: 60))

            private(set) var greetings = 0

            public override func loadView() {
                let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                root.backgroundColor = .white
                greetingLabel.accessibilityIdentifier = "greeting"
                greetingLabel.textAlignment = .center
                let button = Button(frame: CGRect(x: 20, y: 200, width: 350, height: 44))
                button.title = "Greet"
                button.accessibilityIdentifier = "greet"
                button.addTarget(self, action: "greet", for: .touchUpInside)
                root.addSubview(greetingLabel)
                root.addSubview(button)
                view = root
            }

            public override func viewDidLoad() {
                super.viewDidLoad()
                title = \(swiftLiteral(name))
                showGreeting()
            }

            @IBAction func greet(_ sender: Button) {
                greetings += 1
                showGreeting()
            }

        \(greetingFunction)

            private func showGreeting() {
                guard isViewLoaded else { return }
                greetingLabel.text = Self.greeting(after: greetings)
            }
        }

        """
    }

    static func swiftTests(name: String, template: PluginTemplate) -> String {
        // A storyboard connects the outlet when the app runs; the test connects it by hand.
        let connect = template == .storyboard ? "\n        controller.greetingLabel = Label()" : ""
        return """
            import HostKit
            import Testing
            @testable import \(name)

            @MainActor
            struct MainViewControllerTests {
                @Test func greetingCountsEachTap() {
                    let controller = MainViewController()\(connect)
                    _ = controller.view
                    #expect(controller.greetingLabel.text == "Hello!")

                    controller.greet(Button())
                    #expect(controller.greetingLabel.text == "Greeted 1 time")

                    controller.greet(Button())
                    controller.greet(Button())
                    #expect(controller.greetingLabel.text == "Greeted 3 times")
                }
            }

            """
    }
}
