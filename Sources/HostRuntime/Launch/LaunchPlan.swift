import Foundation
import SystemInterop

/// Everything `apphost run` needs, read and checked once from the command line before any
/// plugin code runs: what to launch, the host's settings, the events to play, where output goes,
/// and whether this process supervises a `--watch` session or is the app it supervises.
struct LaunchPlan {
    /// Whether this process is the `--watch` supervisor, the app it runs, or a plain app.
    enum Role {
        case plain
        /// Runs the app in a child, restarting it after a crash.
        case supervisor(arguments: [String])
        /// The supervisor's child: generations live in `sessionFolder`.
        case supervised(sessionFolder: String, resumeImage: String?, resumeGeneration: Int, resumeState: String?)
    }

    let target: LaunchTarget
    let settings: HostSettings
    let role: Role
    /// The events file's events, read and checked before launch; `nil` when there is none or
    /// they come from standard input.
    let scriptedEvents: [ScriptStep]?
    /// `--strict`: the script is a test (see `EventScriptPlayer`).
    let isStrict: Bool
    let readsEventsFromStandardInput: Bool
    let debounce: Duration
    /// Whether hot reload watches the plugin file; not when `apphost dev` announces its builds.
    let watchesPluginFile: Bool
    /// The main storyboard's folder, which hot reload watches with the plugin's.
    let storyboardFolder: String?
    let tracePath: String?
    let appendsTrace: Bool
    let snapshot: (path: String, format: SnapshotWriter.Format)?
    let controlSocketPath: String?
    let usesWatchdog: Bool
    /// `--window`: the app shows in a desktop window with this title (its name), which takes input.
    let windowTitle: String?

    /// Whether a `trace` expectation can arrive: from the events file, standard input or the
    /// control socket. Only then does the trace keep the names of the callbacks so far.
    var mayExpectTraceRecords: Bool {
        readsEventsFromStandardInput || controlSocketPath != nil || scriptedEvents?.contains { step in
            if case .expect(.trace) = step.event { return true }
            return false
        } == true
    }

    @MainActor
    init(_ command: RunOptions) throws(HostError) {
        var settings = try command.makeSettings()
        target = try LaunchTarget.resolve(command.target, delegate: command.delegateClass, application: command.applicationClass,
                                          mainStoryboard: command.mainStoryboard)
        settings.mainStoryboardPath = target.mainStoryboardPath
        settings.sceneManifest = target.sceneManifest
        settings.stateFilePath = command.stateFile
        self.settings = settings
        scriptedEvents = try command.readEventsFile()
        readsEventsFromStandardInput = command.events == "-"
        isStrict = command.strict
        debounce = try Duration(option: "--debounce", value: command.debounce, allowingZero: true)
        watchesPluginFile = !command.announcedBuilds
        if let session = command.supervisedSession {
            role = .supervised(sessionFolder: session, resumeImage: command.resumeImage, resumeGeneration: command.resumeGeneration,
                               resumeState: command.resumeState)
        } else if command.watch {
            role = .supervisor(arguments: RunCommand.givenArguments)
        } else {
            role = .plain
        }
        storyboardFolder = target.mainStoryboardPath.map(PathNames.folder(of:))
        tracePath = command.trace
        appendsTrace = command.appendTrace
        snapshot = command.snapshot.map { ($0, command.snapshotFormat ?? .implied(byPath: $0)) }
        controlSocketPath = command.control
        usesWatchdog = !command.noWatchdog
        windowTitle = command.window ? Self.appName(target: command.target, plugin: target.pluginPath) : nil
    }

    /// The app's name: its folder's, or its plugin's without `lib` and `.so`.
    static func appName(target: String, plugin: String) -> String {
        if PathKind.of(target) == .folder {
            let name = URL(fileURLWithPath: target).standardizedFileURL.lastPathComponent
            if !name.isEmpty, name != "/" { return name }
        }
        var name = URL(fileURLWithPath: plugin).lastPathComponent
        if name.hasSuffix(".so") { name.removeLast(3) }
        if name.hasPrefix("lib"), name.count > 3 { name.removeFirst(3) }
        return name
    }
}
