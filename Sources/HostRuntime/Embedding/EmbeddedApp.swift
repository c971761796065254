import Foundation
@_spi(Drawing) import HostKit
import Lifecycle
import Logging

/// An app whose classes are linked into the process, run by the host's own engine: the life-cycle
/// machine, the main storyboard, the event vocabulary of scripts and the control socket, the
/// layout pass at the end of each run-loop turn and the display pass for pixels. Time is a
/// virtual clock that moves only when told, and the trace is kept in memory as values.
/// HostKitTesting's `AppHarness` is its public face.
///
/// HostKit's globals (`Application.shared`, the host link, the storyboard library, the screen)
/// belong to one app at a time: an embedded app takes them when it is made and gives them back
/// when it ends, and the caller keeps a second from overlapping a first.
@MainActor
package final class EmbeddedApp {
    package let application: Application
    package let clock: AppClock
    private let host: ApplicationHost
    private let trace: TraceRecorder
    private let generation: PluginGeneration
    private let catalog: LinkedClassCatalog
    private let resourceFolder: URL
    private let screen: (bounds: CGRect, scale: Double)
    /// The storyboard library this app's code reads through (a reload makes a new one).
    private var storyboards: StoryboardLibrary

    /// Reads `appFolder`'s `app.json` for the main storyboard, the scene manifest and the principal class (the
    /// plugin file it names is not loaded: the delegate's classes are already in the process).
    package init(delegateType: any ApplicationDelegate.Type, appFolder: String, screenSize: CGSize = CGSize(width: 390, height: 844),
                 screenScale: Double = 3) throws(HostError) {
        let target = try LaunchTarget.resolve(appFolder, delegate: nil, application: nil)
        var settings = HostSettings()
        settings.mainStoryboardPath = target.mainStoryboardPath
        // A scene-based app gets its scene delegates and their windows, as under `apphost run`.
        settings.sceneManifest = target.sceneManifest
        settings.screenSize = screenSize
        settings.screenScale = screenScale
        catalog = LinkedClassCatalog()
        storyboards = StoryboardLibrary(catalog: catalog)
        resourceFolder = URL(fileURLWithPath: target.resourceFolder, isDirectory: true)
        screen = (CGRect(origin: .zero, size: screenSize), screenScale)
        StoryboardLibrary.current = storyboards
        HostLink.resourceFolder = resourceFolder
        Screen.main.bounds = screen.bounds
        Screen.main.scale = screen.scale
        let applicationType = try Self.applicationClass(named: target.applicationClassName, in: catalog)
        application = applicationType.init()
        Application.current = application
        generation = PluginGeneration(linkedClasses: catalog, delegateType: delegateType)
        trace = TraceRecorder(keepingRecordsFrom: .now)
        trace.keepsCallbackNames = true  // a `trace` expectation may come at any time
        clock = AppClock.virtual()
        host = ApplicationHost(application: application, delegate: generation.makeDelegate(), settings: settings, trace: trace, clock: clock,
                               logger: Logger(label: "apphost") { _ in SwiftLogNoOpLogHandler() })
        host.keepsScreenPictures = true
    }

    private static func applicationClass(named name: String?, in catalog: LinkedClassCatalog) throws(HostError) -> Application.Type {
        guard let name else { return Application.self }
        guard let type = catalog.findClass(named: name) as? Application.Type else {
            throw HostError(.classNotFound, "the app.json's principal class '\(name)' is not an Application subclass linked into the test process",
                            remedy: "make the test target depend on the app's module, or correct \"application\" in app.json")
        }
        return type
    }

    package var state: LifecycleState { host.state }
    /// Set once the app has ended: the status `apphost` would exit with.
    package var exitStatus: Int32? { host.exitStatus }
    package var records: [TraceRecorder.Record] { trace.keptRecords }

    /// Launches the app, as `apphost run` does first.
    package func launch(reason: LaunchReason = .user) {
        host.send(.launch(reason))
        endRunLoopTurn()
    }

    /// Applies one event of the scripts' vocabulary, then ends the run-loop turn.
    package func perform(_ event: ScriptedEvent) -> EventOutcome {
        let outcome = host.perform(event)
        endRunLoopTurn()
        return outcome
    }

    /// The host's timers that are due, then the layout pass.
    private func endRunLoopTurn() {
        clock.fireDue()
        host.endRunLoopTurn()
        keepGlobals()
    }

    /// The windows' view tree, as `--snapshot` writes it.
    package var viewTreeText: String {
        ViewTreeSnapshot(application: application).text
    }

    package func screenPNG() throws(HostError) -> Data {
        try host.screenPNG()
    }

    /// Rebuilds the interface from the storyboards as they are now, handing the controllers'
    /// state over as a hot reload does.
    package func reload() -> HostError? {
        defer { endRunLoopTurn() }
        switch host.reloadInPlace(generation) {
        case nil: return nil
        case .incomplete?: return nil
        case .unusable(let problem)?: return problem
        }
    }

    /// Takes HostKit's globals (again): other code of the process (a test of HostKit's own, run
    /// while this app's test awaited) may have set them since this app last ran.
    package func attach() {
        Application.current = application
        HostLink.observer = host
        HostLink.backgroundExecution = host
        StoryboardLibrary.current = storyboards
        HostLink.resourceFolder = resourceFolder
        Screen.main.bounds = screen.bounds
        Screen.main.scale = screen.scale
    }

    /// The globals as this app's code left them, to be taken again by `attach()`.
    private func keepGlobals() {
        storyboards = StoryboardLibrary.current
    }

    /// Gives HostKit's globals back, so that the next app starts from nothing of this one's.
    package func detach() {
        if HostLink.observer === host { HostLink.observer = nil }
        if HostLink.backgroundExecution === host { HostLink.backgroundExecution = nil }
        if Application.current === application { Application.current = nil }
        StoryboardLibrary.current = StoryboardLibrary(catalog: nil)
        HostLink.resourceFolder = nil
    }
}
