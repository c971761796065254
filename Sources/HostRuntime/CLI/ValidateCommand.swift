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

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        var files: [(path: String, isMain: Bool)] = []
        var pluginPath = plugin
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw HostError(.fileNotFound, "'\(path)' does not exist", remedy: "pass storyboard files (.storyboard.json) or folders that hold them")
            }
            guard isDirectory.boolValue else {
                files.append(((path as NSString).standardizingPath, false))
                continue
            }
            var mainStoryboard: String?
            let manifestPath = (path as NSString).appendingPathComponent("app.json")
            if FileManager.default.fileExists(atPath: manifestPath) {
                let target = try LaunchTarget.resolve(path, delegate: nil, application: nil)
                pluginPath = pluginPath ?? target.pluginPath
                mainStoryboard = target.mainStoryboardPath.map { ($0 as NSString).standardizingPath }
            }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(StoryboardDecoder.fileSuffix) }.sorted()
            if names.isEmpty {
                throw HostError(.fileNotFound, "folder '\(path)' holds no .storyboard.json file", remedy: "pass a folder that holds storyboards, or the files themselves")
            }
            for name in names {
                let file = ((path as NSString).appendingPathComponent(name) as NSString).standardizingPath
                files.append((file, file == mainStoryboard))
            }
        }

        let catalog = try pluginPath.map { path throws(HostError) in PluginClassCatalog(plugin: try PluginLoader.load(path)) }
        let library = StoryboardLibrary(catalog: catalog)
        var diagnostics: [StoryboardDiagnostic] = []
        for file in files {
            for diagnostic in library.check(file.path, requireInitial: file.isMain) where !diagnostics.contains(diagnostic) {
                diagnostics.append(diagnostic)
            }
        }

        if !diagnostics.isEmpty {
            writeToStandardError(diagnostics.map(\.description).joined(separator: "\n") + "\n")
        }
        let fileCount = "\(files.count) storyboard\(files.count == 1 ? "" : "s")"
        var summary = diagnostics.isEmpty ? "ok: \(fileCount) valid" : "\(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s") in \(fileCount)"
        if catalog == nil { summary += " (plugin classes not checked: pass --plugin)" }
        writeToStandardOutputAndFlush(summary + "\n")
        return diagnostics.isEmpty ? 0 : HostError.Code.badStoryboard.exitStatus
    }
}
