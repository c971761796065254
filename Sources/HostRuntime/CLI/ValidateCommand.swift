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
            Each PATH is a .storyboard.json file, or a folder whose storyboards are all checked. \
            For an app folder (one that holds app.json) the manifest's plugin is used, and its main \
            storyboard must have an initial view controller. With a plugin, every class a \
            storyboard names must exist and be of the right kind, and every outlet and action must \
            exist on its owner. Errors are printed as file:line:column: error: message, each with a \
            fix. Exit status: 0 when every storyboard is valid, 65 when one is not, 66 when a path \
            does not exist.
            """
    )

    @Argument(help: ArgumentHelp("Storyboard files, or folders of them.", valueName: "path"))
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
    }

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        // Each app folder is checked against its own manifest's plugin; loose files, and folders
        // without a manifest, against --plugin (or none).
        var groups: [Group] = [Group(pluginPath: plugin)]
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw HostError(.fileNotFound, "'\(path)' does not exist", remedy: "pass storyboard files (.storyboard.json) or folders that hold them")
            }
            guard isDirectory.boolValue else {
                groups[0].files.append(((path as NSString).standardizingPath, false))
                continue
            }
            var group = Group(pluginPath: plugin)
            var mainStoryboard: String?
            let manifestPath = (path as NSString).appendingPathComponent("app.json")
            if FileManager.default.fileExists(atPath: manifestPath) {
                let target = try LaunchTarget.resolve(path, delegate: nil, application: nil)
                group.pluginPath = plugin ?? target.pluginPath
                mainStoryboard = target.mainStoryboardPath.map { ($0 as NSString).standardizingPath }
            }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(StoryboardDecoder.fileSuffix) }.sorted()
            if names.isEmpty {
                throw HostError(.fileNotFound, "folder '\(path)' holds no .storyboard.json file", remedy: "pass a folder that holds storyboards, or the files themselves")
            }
            for name in names {
                let file = ((path as NSString).appendingPathComponent(name) as NSString).standardizingPath
                group.files.append((file, file == mainStoryboard))
            }
            groups.append(group)
        }

        var diagnostics: [StoryboardDiagnostic] = []
        var seen: Set<StoryboardDiagnostic> = []
        var uncheckedClasses = false
        for group in groups where !group.files.isEmpty {
            let catalog = try group.pluginPath.map { path throws(HostError) in PluginClassCatalog(plugin: try PluginLoader.load(path)) }
            uncheckedClasses = uncheckedClasses || catalog == nil
            let library = StoryboardLibrary(catalog: catalog)
            for file in group.files {
                for diagnostic in library.check(file.path, requireInitial: file.isMain) where seen.insert(diagnostic).inserted {
                    diagnostics.append(diagnostic)
                }
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
        var summary = diagnostics.isEmpty ? "ok: \(files) valid" : "\(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s") in \(files)"
        if uncheckedClasses { summary += " (plugin classes not checked: pass --plugin)" }
        writeToStandardOutputAndFlush(summary + "\n")
        return diagnostics.isEmpty ? 0 : HostError.Code.badStoryboard.exitStatus
    }
}
