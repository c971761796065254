import ArgumentParser
import Foundation
import SystemInterop

/// `apphost dev [PACKAGE_DIR]`: the development loop. Builds the plugin, runs the app, and on
/// every save builds again and hot-reloads it, keeping its state.
struct DevCommand: HostSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: "Builds the plugin package, runs the app, and reloads it at every save.",
        discussion: """
            Run it in a plugin's Swift package (one `apphost init` made, say). It builds the \
            plugin product with `swift build --product NAME` (your toolchain; its output as it \
            comes, errors at file:line:column as the compiler prints them), then runs the app as \
            `apphost run APP_FOLDER --watch` does, in a window where there is a display (as \
            `run --window`; `--headless` never opens one) and with a control socket (printed; \
            `apphost ctl SOCKET tap identifier=greet` works on it); --screen and --scale set the \
            app's screen as for `run` (--scale 1 or 2 makes a window that fits most monitors).

            Then it watches the package's Sources/ and the app folder's Assets/ (every folder \
            below them; editors' saves by rename included). A saved source builds again, and the \
            running app loads the new build as a new generation, keeping its screens and the \
            state its controllers encode; each reload prints the compile time and the time from \
            the build's end until the new generation is live. An edited storyboard reloads at \
            once, with no build. A build that fails keeps the last good one running, prints the \
            compiler's first error and shows it over the app's screen as a banner until the next \
            good build; a crash in new code restarts the app with the last good build.

            Ctrl-C (or SIGTERM, SIGHUP) ends the session: the build is stopped, the app goes home \
            (an app that opts in saves its state in .build/apphost-dev-state.json, which the next \
            session restores) and terminates, and nothing is left behind.

            Exit statuses: 0 when the session is ended by Ctrl-C; the app's status when it ends \
            by itself; 64 no dynamic library product, several without --product, or bad \
            arguments; 65 Package.swift cannot be read; 66 not a Swift package, or no app.json; \
            69 no `swift` on PATH. See the documentation (The development loop, ExitCodes).
            """
    )

    @Argument(help: ArgumentHelp("The plugin's Swift package folder.", valueName: "package-dir"))
    var packageFolder: String = "."

    @Option(help: ArgumentHelp("The dynamic library product to build and run (default: the package's only one).", valueName: "name"))
    var product: String?

    @Option(name: .customLong("app"), help: ArgumentHelp("The app folder, holding app.json (default: the package folder, as `apphost init` lays it out).", valueName: "app-folder"))
    var appFolder: String?

    @Option(help: ArgumentHelp("How long the watched files must be quiet before a build starts (a burst of saves is one build).", valueName: "duration"))
    var debounce: String = "100ms"

    @Flag(help: "Never open a window, even where a display is available.")
    var headless = false

    @Option(help: ArgumentHelp("The screen's size in points, as `apphost run --screen` (default: 390x844).", valueName: "WxH"))
    var screen: String?

    @Option(help: ArgumentHelp("The screen's scale, as `apphost run --scale`: 1 or 2 makes a window that fits most monitors (default: 3).", valueName: "N"))
    var scale: Double?

    @Option(help: ArgumentHelp("The direction of the app's language, as `apphost run --layout-direction`: left-to-right (the default) or right-to-left.", valueName: "direction"))
    var layoutDirection: LayoutDirectionOption?

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        let debounce = try Duration(option: "--debounce", value: debounce, allowingZero: true)
        // Checked here, so that a bad value is this command's usage error, not the app's.
        var displayArguments: [String] = []
        if let screen { displayArguments += ["--screen", try ScreenOption.size(screen).formattedAsOption] }
        if let scale { displayArguments += ["--scale", try ScreenOption.scale(scale).formatted()] }
        if let layoutDirection { displayArguments += ["--layout-direction", layoutDirection.rawValue] }
        let environment = ProcessInfo.processInfo.environment
        let package = try PluginPackage.read(folder: packageFolder, product: product, environment: environment)
        let appFolder = appFolder.map { (SDKFiles.absolute($0) as NSString).standardizingPath } ?? package.folder
        guard FileManager.default.fileExists(atPath: (appFolder as NSString).appendingPathComponent("app.json")) else {
            throw HostError(.fileNotFound, "the app folder '\(appFolder)' has no app.json",
                            remedy: "pass the app's folder with --app, or add an app.json naming the plugin (see AppManifest in the documentation)")
        }
        let target = try LaunchTarget.resolve(appFolder, delegate: nil, application: nil)
        let builtFile = "lib\(package.product).so"
        guard PathNames.lastComponent(of: target.pluginPath) == builtFile else {
            throw HostError(.usage, "\(appFolder)/app.json runs '\(target.pluginPath)', which is not what product '\(package.product)' builds (\(builtFile))",
                            remedy: "set app.json's \"plugin\" to \".build/debug/\(builtFile)\", or pass the product it names with --product")
        }
        let session = try DevSession(settings: DevSession.Settings(package: package, appFolder: appFolder, pluginPath: target.pluginPath,
                                                                   debounce: debounce, headless: headless, displayArguments: displayArguments,
                                                                   environment: environment))
        return try session.run()
    }
}
