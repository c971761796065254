import ArgumentParser
import Foundation
import HostKit
import StoryboardFormat
import SystemInterop

/// `apphost validate PATH...`: checks storyboards without launching anything.
struct ValidateCommand: HostSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Checks storyboards: strict JSON, the format, references, and the plugin's classes.",
        discussion: """
            Each PATH is a .storyboard.json file, a folder whose storyboards are all checked, or an \
            app's app.json. For an app (an app.json, or a folder that holds one) the manifest is \
            checked (errors at file:line:column), its plugin is loaded and the classes it names \
            found, and its main storyboard must have an initial view controller. With a plugin, \
            every class a storyboard names must exist and be of the right kind, every outlet and \
            action must exist on its owner, and every non-optional outlet must be connected. \
            Containment cycles through storyboard references are found across files. Errors are \
            printed as file:line:column: error: message, each with a fix. Each valid storyboard \
            is then laid out on a 390x844 screen: conflicting constraints and views whose frame \
            their constraints leave ambiguous are printed as warnings (file:line:column: warning:), \
            which do not change the exit status. Exit status: 0 when \
            every storyboard is valid, 65 when one (or a manifest) is not, 66 when a path does not \
            exist; for an app, what its launch would stop with (10 a plugin that does not load, 11 \
            or 12 a delegate, scene delegate or principal class missing or of the wrong kind).
            """
    )

    @Argument(help: ArgumentHelp("Storyboard files, app.json files, or folders of them.", valueName: "path"))
    var paths: [String]

    @Option(help: ArgumentHelp("The plugin whose classes the storyboards name. Default: the app folder's manifest's plugin.", valueName: "plugin.so"))
    var plugin: String?

    /// The most errors printed; the rest are counted, so that a file with 100,000 mistakes
    /// reports in moments rather than scrolling for minutes.
    static let printedErrorLimit = 200

    /// Storyboards checked against the same plugin (or none).
    private struct Group {
        var pluginPath: String?
        var files: [(path: String, isMain: Bool)] = []
        /// An app's manifest: its group loads the plugin even with no storyboard, and finds the
        /// classes it names, so that what stops a launch stops `validate` too.
        var app: LaunchTarget?
        var checksPlugin: Bool { app != nil }
    }

    /// A `.json` file that is not a storyboard is read as an app manifest, as `apphost run` reads it.
    static func isManifest(_ path: String) -> Bool {
        path.hasSuffix(".json") && !path.hasSuffix(StoryboardDecoder.fileSuffix)
    }

    /// The storyboards of `folder`, checked against the plugin of its manifest (when there is
    /// one, read with its errors at `file:line:column`) or `--plugin`.
    private func appGroup(folder: String, manifest manifestPath: String?) throws(HostError) -> Group {
        var group = Group(pluginPath: plugin)
        var mainStoryboard: String?
        // A scene configuration's storyboard needs an initial view controller, as a main one does.
        var sceneStoryboards: Set<String> = []
        if let manifestPath {
            let target = try LaunchTarget.resolve(manifestPath, delegate: nil, application: nil)
            group.app = target
            group.pluginPath = plugin ?? target.pluginPath
            mainStoryboard = target.mainStoryboardPath.map { ($0 as NSString).standardizingPath }
            sceneStoryboards = Set(target.sceneManifest?.configurations.compactMap { $0.storyboard.map { ($0 as NSString).standardizingPath } } ?? [])
        }
        let listed = folder.isEmpty ? "." : folder
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: listed)) ?? []).filter { $0.hasSuffix(StoryboardDecoder.fileSuffix) }.sorted()
        if names.isEmpty, manifestPath == nil || mainStoryboard != nil {
            throw HostError(.fileNotFound, "folder '\(listed)' holds no .storyboard.json file", remedy: "pass a folder that holds storyboards, or the files themselves")
        }
        for name in names {
            let file = ((listed as NSString).appendingPathComponent(name) as NSString).standardizingPath
            group.files.append((file, file == mainStoryboard || sceneStoryboards.contains(file)))
        }
        if let mainStoryboard, !group.files.contains(where: { $0.path == mainStoryboard }) {
            group.files.append((mainStoryboard, true))  // the check reports the missing file
        }
        return group
    }

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        // Each app folder is checked against its own manifest's plugin; loose files, and folders
        // without a manifest, against --plugin (or none).
        var groups: [Group] = [Group(pluginPath: plugin)]
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw HostError(.fileNotFound, "'\(path)' does not exist", remedy: "pass storyboard files (.storyboard.json), app.json files or folders that hold them")
            }
            if isDirectory.boolValue {
                let manifestPath = (path as NSString).appendingPathComponent("app.json")
                groups.append(try appGroup(folder: path, manifest: FileManager.default.fileExists(atPath: manifestPath) ? manifestPath : nil))
            } else if Self.isManifest(path) {
                // `run` takes an app.json as its target, so validate does too: the app it names.
                groups.append(try appGroup(folder: PathNames.folder(of: path), manifest: path))
            } else {
                groups[0].files.append(((path as NSString).standardizingPath, false))
            }
        }

        var diagnostics: [StoryboardDiagnostic] = []
        var seen: Set<StoryboardDiagnostic> = []
        var uncheckedClasses = false
        for group in groups where !group.files.isEmpty || group.checksPlugin {
            let loaded = try group.pluginPath.map { path throws(HostError) in try PluginLoader.load(path) }
            if let app = group.app, let loaded {
                // The classes the manifest names, found and checked as the launch finds them.
                let resolver = AppClassResolver(plugin: loaded)
                _ = try resolver.delegateClass(named: app.delegateClassName)
                _ = try resolver.applicationClass(named: app.applicationClassName)
                for configuration in app.sceneManifest?.configurations ?? [] {
                    _ = try resolver.sceneDelegateClass(named: configuration.delegate, configuration: configuration.name)
                }
            }
            let catalog = loaded.map { PluginClassCatalog(plugin: $0) }
            uncheckedClasses = uncheckedClasses || catalog == nil
            let library = StoryboardLibrary(catalog: catalog)
            for file in group.files {
                for diagnostic in library.check(file.path, requireInitial: file.isMain) where seen.insert(diagnostic).inserted {
                    diagnostics.append(diagnostic)
                }
            }
        }

        // Files without errors are laid out on the default screen, as `render` draws them: their
        // conflicting constraints and ambiguous views are warnings, not errors.
        let failedFiles = Set(diagnostics.map(\.location.file))
        for group in groups {
            for file in group.files where !failedFiles.contains(file.path) {
                guard let canvas = try? StoryboardCanvas(storyboardAt: URL(fileURLWithPath: file.path), screen: CGSize(width: 390, height: 844), scale: 1) else { continue }
                let warnings = canvas.layoutWarnings()
                if !warnings.isEmpty { writeToStandardError(warnings.joined(separator: "\n") + "\n") }
            }
        }

        if !diagnostics.isEmpty {
            var report = diagnostics.prefix(Self.printedErrorLimit).map(\.description).joined(separator: "\n") + "\n"
            if diagnostics.count > Self.printedErrorLimit {
                report += "… and \(diagnostics.count - Self.printedErrorLimit) more errors, not printed\n"
            }
            writeToStandardError(report)
        }
        let fileCount = groups.reduce(0) { $0 + $1.files.count }
        let files = "\(fileCount) storyboard\(fileCount == 1 ? "" : "s")"
        // "in 1 of 2 storyboards" when only some have errors: the count of files checked alone
        // read as if every one had them.
        let filesWithErrors = failedFiles.count < fileCount ? "\(failedFiles.count) of \(files)" : files
        var summary = diagnostics.isEmpty ? "ok: \(files) valid" : "\(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s") in \(filesWithErrors)"
        if uncheckedClasses { summary += " (plugin classes not checked: pass --plugin)" }
        writeToStandardOutputAndFlush(summary + "\n")
        return diagnostics.isEmpty ? 0 : HostError.Code.badStoryboard.exitStatus
    }
}
