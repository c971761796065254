import Foundation
import HostKit
import Logging
import SystemInterop

/// The app as a launch plan loads it, before the host drives it: the plugin (or its first
/// generation under `--watch`), its class catalog, the principal `Application` object and the
/// delegate, created by class name.
@MainActor
final class LoadedApp {
    let plugin: LoadedPlugin
    let catalog: any ClassCatalog
    let application: Application
    let generations: PluginGenerations?
    let supervisor: SupervisorLink?
    private var delegate: (any ApplicationDelegate)?
    private let resumeStatePath: String?

    init(_ plan: LaunchPlan, recorder: TraceRecorder, logger: Logger) throws(HostError) {
        let target = plan.target
        if case .supervised(let sessionFolder, let resumeImage, let resumeGeneration, let resumeState) = plan.role {
            let loaded = try PluginGenerations(sourcePath: target.pluginPath, folder: sessionFolder, delegateClassName: target.delegateClassName,
                                               resumingImage: resumeImage, resumingNumber: resumeGeneration)
            generations = loaded
            supervisor = SupervisorLink(descriptor: 3)
            guard let image = loaded.current.plugin else { preconditionFailure("a generation loaded from a file has its image") }
            plugin = image
            catalog = loaded.current.catalog
            resumeStatePath = resumeState
            recorder.generation = loaded.current.number
            supervisor?.send(.starting(generation: loaded.current.number, image: loaded.current.imagePath))
        } else {
            generations = nil
            supervisor = nil
            plugin = try PluginLoader.load(target.pluginPath)
            catalog = PluginClassCatalog(plugin: plugin)
            resumeStatePath = nil
        }
        // Plugin code calls `Storyboard(name:)` with no catalog or folder of its own: HostKit reads
        // it through the current library, in the app's folder.
        StoryboardLibrary.current = StoryboardLibrary(catalog: catalog)
        HostLink.resourceFolderPath = PathNames.absolute(target.resourceFolder)
        let resolver = AppClassResolver(plugin: plugin)
        let applicationType = try resolver.applicationClass(named: target.applicationClassName)
        application = applicationType.init()
        Application.current = application
        let delegate: any ApplicationDelegate
        if let generations {
            delegate = generations.current.makeDelegate()
        } else {
            delegate = try resolver.makeDelegate(named: target.delegateClassName)
        }
        self.delegate = delegate
        let delegateName = HostLink.typeName(of: delegate)
        recorder.record(.host, "pluginLoaded", state: .notRunning, [
            "path": .string(plugin.displayPath),
            "delegate": .string(delegateName),
            "application": .string(HostLink.typeName(ofType: applicationType)),
        ])
        logger.info("loaded \(plugin.displayPath): delegate \(delegateName)")
    }

    /// The delegate, handed over once: only the host holds it afterwards, so that a reload can
    /// let it go.
    func takeDelegate() -> any ApplicationDelegate {
        defer { delegate = nil }
        return delegate!
    }

    /// The state a restarted `--watch` session resumes from, when the supervisor passed one.
    func resumeArchive() throws(HostError) -> RestorationArchive? {
        try resumeStatePath.map { path throws(HostError) in
            guard let archive = try RestorationArchiveFile.read(at: path) else {
                throw HostError(.fileNotFound, "the state to resume '\(path)' cannot be read", remedy: "start the session again")
            }
            return archive
        }
    }
}
