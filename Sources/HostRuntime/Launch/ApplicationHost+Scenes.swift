import Foundation
import HostKit
import Lifecycle

/// A scene-based app's sessions and scenes, as the host keeps them.
struct SceneRegistry {
    /// The sessions not discarded, by number.
    var sessions: [SceneSessionID: SceneSession] = [:]
    /// The connected scenes; the host holds them (a session holds its scene weakly).
    var scenes: [SceneSessionID: Scene] = [:]
    /// The options each scene connected with, handed to `scene(_:willConnectTo:options:)`.
    var connectionOptions: [SceneSessionID: Scene.ConnectionOptions] = [:]
    /// Sessions discarded and not yet reported to the app delegate.
    var discarded: [SceneSession] = []
    /// What the last run saved (`--state-file`), by session number: a session made with that
    /// number takes its activity.
    var saved: [SceneSessionID: SavedSceneSession] = [:]
    /// The generation whose classes `SceneManifestLink` holds.
    var publishedGeneration: Int?
}

/// The actions of the scene-based life cycle (see `Sources/HostKit/HostKit.docc/SceneLifecycle.md`).
extension ApplicationHost {
    static func sceneFields(of event: LifecycleEvent) -> [(String, TraceRecorder.Value)] {
        switch event {
        case .homeScene(let id), .foregroundScene(let id), .disconnectScene(let id), .closeScene(let id), .discardSession(let id):
            [("scene", .int(Int64(id)))]
        case .openScene(let configuration?):
            [("configuration", .string(configuration))]
        default:
            []
        }
    }

    /// Hands HostKit the manifest's configurations with the running generation's classes, for
    /// `SceneConfiguration(name:sessionRole:)`.
    private func publishSceneManifest(_ manifest: SceneManifest) throws(HostError) {
        guard sceneRegistry.publishedGeneration != trace.generation else { return }
        var configurations: [String: SceneManifestLink.Declared] = [:]
        for configuration in manifest.configurations {
            guard let delegateClass = StoryboardLibrary.current.catalog?.findClass(named: configuration.delegate) else {
                throw HostError(.classNotFound, "the scene configuration \"\(configuration.name)\" names the delegate class \(configuration.delegate), which the plugin does not define",
                                remedy: "make \(configuration.delegate) a public class of the plugin that adopts WindowSceneDelegate, or correct \"delegate\" in app.json's \"scenes\"")
            }
            var storyboard: Storyboard?
            if let path = configuration.storyboard {
                do throws(StoryboardError) {
                    storyboard = try Storyboard(path: path)
                } catch {
                    throw HostError(.badStoryboard, "the storyboard of scene configuration \"\(configuration.name)\": \(error.message)",
                                    notes: error.problems, remedy: error.remedy)
                }
            }
            configurations[configuration.name] = SceneManifestLink.Declared(delegateClass: delegateClass, storyboard: storyboard)
        }
        SceneManifestLink.configurations = configurations
        SceneManifestLink.supportsMultipleScenes = manifest.supportsMultipleScenes
        sceneRegistry.publishedGeneration = trace.generation
    }

    private func sceneFields(_ id: SceneSessionID) -> KeyValuePairs<String, TraceRecorder.Value> {
        ["scene": .int(Int64(id))]
    }

    /// Makes the session (the first time), asks the app delegate for its configuration, creates
    /// the scene and its delegate, and the window of the configuration's storyboard.
    func connectScene(_ id: SceneSessionID) throws(HostError) {
        guard let manifest = settings.sceneManifest else { return }
        try publishSceneManifest(manifest)
        let session = try sceneSession(id, manifest: manifest)
        let options = Scene.ConnectionOptions(userActivities: session.stateRestorationActivity.map { [$0] } ?? [])
        let asked = "application(_:configurationForConnecting:options:)"
        trace.record(.app, asked, object: delegateName, state: currentState, sceneFields(id))
        watchdog?.noteCallback("\(delegateName).\(asked)")
        let configuration = delegate.application(application, configurationForConnecting: session, options: options)
        session.configuration = configuration
        let configurationName = configuration.name ?? "unnamed"
        guard let delegateClass = configuration.delegateClass else {
            throw HostError(.launchRuleBroken, "scene configuration \"\(configurationName)\" has no delegate class",
                            remedy: "name \"delegate\" in app.json's \"scenes\", or set delegateClass in application(_:configurationForConnecting:options:)")
        }
        guard let sceneDelegateType = delegateClass as? any SceneDelegate.Type else {
            throw HostError(.wrongClassKind, "\(HostLink.typeName(ofType: delegateClass)), the delegate class of scene configuration \"\(configurationName)\", does not adopt SceneDelegate",
                            remedy: "declare it `public final class \(HostLink.typeName(ofType: delegateClass).split(separator: ".").last ?? ""): Responder, WindowSceneDelegate`")
        }
        let sceneType = (configuration.sceneClass as? Scene.Type) ?? WindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        let sceneDelegate = sceneDelegateType.init()
        scene.delegate = sceneDelegate
        session.scene = scene
        sceneRegistry.scenes[id] = scene
        sceneRegistry.connectionOptions[id] = options
        if let storyboard = configuration.storyboard, let windowScene = scene as? WindowScene {
            let initial = try initialController(ofStoryboard: storyboard.path, role: "the storyboard of scene configuration \"\(configurationName)\"",
                                                manifestKey: "\"storyboard\" in \"scenes\"")
            if let windowDelegate = sceneDelegate as? any WindowSceneDelegate {
                let window = windowDelegate.window ?? Window(windowScene: windowScene)
                window.windowScene = windowScene
                window.rootViewController = initial
                windowDelegate.window = window
            }
        }
        trace.record(.host, "sceneConnected", state: currentState, [
            "scene": .int(Int64(id)), "configuration": .string(configurationName), "delegate": .string(Self.typeName(of: sceneDelegate)),
        ])
    }

    private func sceneSession(_ id: SceneSessionID, manifest: SceneManifest) throws(HostError) -> SceneSession {
        if let session = sceneRegistry.sessions[id] { return session }
        let requested = lifecycle.scenes.first { $0.id == id }?.configuration
        let saved = sceneRegistry.saved.removeValue(forKey: id)
        guard let declared = manifest.configuration(named: requested ?? saved?.configuration) ?? manifest.configuration(named: requested) else {
            throw HostError(.badEventScript, "the scene manifest has no configuration \"\(requested ?? "")\"",
                            notes: ["configurations: \(manifest.configurations.map(\.name).joined(separator: ", "))"],
                            remedy: "open a scene with one of the configurations listed in app.json's \"scenes\"")
        }
        let session = SceneSession(persistentIdentifier: String(id), role: .windowApplication,
                                   configuration: SceneConfiguration(name: declared.name, sessionRole: .windowApplication))
        session.stateRestorationActivity = saved?.activity?.makeActivity()
        sceneRegistry.sessions[id] = session
        application.sceneSessions.append(session)
        return session
    }

    func changeSceneState(_ id: SceneSessionID, from: SceneState, to: SceneState) {
        sceneRegistry.scenes[id]?.activationState = switch to {
        case .unattached: .unattached
        case .foregroundActive: .foregroundActive
        case .foregroundInactive: .foregroundInactive
        case .background, .suspended: .background
        }
        trace.record(.host, "sceneState", state: currentState, ["scene": .int(Int64(id)), "from": .string(from.rawValue), "to": .string(to.rawValue)])
        logger.info("scene \(id): \(from.rawValue) → \(to.rawValue)")
    }

    func callSceneDelegate(_ callback: SceneCallback, _ id: SceneSessionID) {
        guard let scene = sceneRegistry.scenes[id], let sceneDelegate = scene.delegate else { return }
        let name = Self.typeName(of: sceneDelegate)
        trace.record(.app, callback.swiftName, object: name, state: currentState, sceneFields(id))
        watchdog?.noteCallback("\(name).\(callback.swiftName)")
        logger.debug("\(name).\(callback.swiftName) (scene \(id))")
        switch callback {
        case .willConnect:
            let options = sceneRegistry.connectionOptions.removeValue(forKey: id) ?? Scene.ConnectionOptions(userActivities: [])
            sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)
        case .willEnterForeground: sceneDelegate.sceneWillEnterForeground(scene)
        case .didBecomeActive: sceneDelegate.sceneDidBecomeActive(scene)
        case .willResignActive: sceneDelegate.sceneWillResignActive(scene)
        case .didEnterBackground: sceneDelegate.sceneDidEnterBackground(scene)
        case .didDisconnect: sceneDelegate.sceneDidDisconnect(scene)
        }
    }

    func postScene(_ notification: SceneNotification, _ id: SceneSessionID) {
        guard let scene = sceneRegistry.scenes[id] else { return }
        let name: Notification.Name = switch notification {
        case .willConnect: Scene.willConnectNotification
        case .willEnterForeground: Scene.willEnterForegroundNotification
        case .didActivate: Scene.didActivateNotification
        case .willDeactivate: Scene.willDeactivateNotification
        case .didEnterBackground: Scene.didEnterBackgroundNotification
        case .didDisconnect: Scene.didDisconnectNotification
        }
        trace.record(.host, "post", state: currentState, ["notification": .string(name.rawValue), "scene": .int(Int64(id))])
        NotificationCenter.default.post(name: name, object: scene)
    }

    /// Shows the scene's window: its delegate's, or else the scene's first.
    func showSceneWindow(_ id: SceneSessionID) throws(HostError) {
        guard let scene = sceneRegistry.scenes[id] as? WindowScene else { return }
        application.isInterfaceShown = true
        let sceneDelegate = scene.delegate
        guard let window = (sceneDelegate as? any WindowSceneDelegate)?.window ?? scene.windows.first else {
            let name = sceneDelegate.map { Self.typeName(of: $0) } ?? "the scene"
            logger.warning("\(name) has no window once scene \(id) connected: the scene shows nothing")
            trace.record(.host, "noWindow", state: currentState, sceneFields(id))
            return
        }
        window.windowScene = scene
        guard window.rootViewController != nil else {
            throw HostError(.launchRuleBroken, "the window of scene \(id) has no root view controller when the scene comes to the foreground",
                            remedy: "set window.rootViewController in scene(_:willConnectTo:options:), or name a \"storyboard\" in the scene's configuration")
        }
        if window.isKeyWindow {
            window.showRootViewController()
        } else {
            window.makeKeyAndVisible()
        }
    }

    func saveSceneActivity(_ id: SceneSessionID) {
        guard let scene = sceneRegistry.scenes[id], let sceneDelegate = scene.delegate else { return }
        let name = Self.typeName(of: sceneDelegate)
        trace.record(.app, "stateRestorationActivity(for:)", object: name, state: currentState, sceneFields(id))
        scene.session.stateRestorationActivity = sceneDelegate.stateRestorationActivity(for: scene)
    }

    func releaseScene(_ id: SceneSessionID) {
        guard let scene = sceneRegistry.scenes.removeValue(forKey: id) else { return }
        if let windowScene = scene as? WindowScene { application.releaseWindows(of: windowScene) }
        scene.session.scene = nil
        trace.record(.host, "sceneReleased", state: currentState, sceneFields(id))
    }

    func discardSession(_ id: SceneSessionID) {
        guard let session = sceneRegistry.sessions.removeValue(forKey: id) else { return }
        application.sceneSessions.removeAll { $0 === session }
        sceneRegistry.discarded.append(session)
        // An app that runs no code now may never run again: the next launch reports the session.
        if !lifecycle.runsAppCode { updateSavedSceneSessions() }
    }

    /// Rewrites the sessions kept in the state file, leaving the rest of it as it is.
    private func updateSavedSceneSessions() {
        guard let path = settings.stateFilePath else { return }
        do throws(HostError) {
            var archive = try RestorationArchiveFile.read(at: path) ?? RestorationArchive(delegateState: CoderContents(), windows: [])
            let saved = savedSceneSessions()
            archive.sceneSessions = saved.sessions
            archive.discardedSceneSessions = saved.discarded
            try RestorationArchiveFile.write(archive, to: path)
            trace.record(.host, "stateSaved", state: currentState, ["path": .string(path)])
        } catch {
            HostLink.reportIssue(error.message, remedy: error.remedy)
        }
    }

    func reportDiscardedSessions() {
        guard !sceneRegistry.discarded.isEmpty else { return }
        let sessions = Set(sceneRegistry.discarded)
        sceneRegistry.discarded = []
        let name = "application(_:didDiscardSceneSessions:)"
        trace.record(.app, name, object: delegateName, state: currentState,
                     ["sessions": .string(sessions.map(\.persistentIdentifier).sorted().joined(separator: ","))])
        watchdog?.noteCallback("\(delegateName).\(name)")
        delegate.application(application, didDiscardSceneSessions: sessions)
    }

    // MARK: Reload and relaunch

    /// Before a reload: each connected scene's delegate gives the activity its successor
    /// connects with.
    func captureSceneActivities() {
        for id in sceneRegistry.scenes.keys.sorted() { saveSceneActivity(id) }
    }

    /// The old generation's scenes, delegates and windows go; their sessions stay, for the new
    /// generation's scenes to connect to.
    func releaseAllScenes() {
        for id in sceneRegistry.scenes.keys.sorted() { releaseScene(id) }
        sceneRegistry.publishedGeneration = nil
    }

    /// The sessions as the state file keeps them.
    func savedSceneSessions() -> (sessions: [SavedSceneSession], discarded: [String]) {
        var dropped: [String] = []
        let sessions = sceneRegistry.sessions.keys.sorted().compactMap { id -> SavedSceneSession? in
            guard let session = sceneRegistry.sessions[id] else { return nil }
            return SavedSceneSession(persistentIdentifier: session.persistentIdentifier, configuration: session.configuration.name,
                                     activity: session.stateRestorationActivity.map { SavedActivity($0, dropped: &dropped) })
        }
        if !dropped.isEmpty {
            HostLink.reportIssue("a scene's restoration activity holds userInfo entries a state file cannot keep: \(dropped.joined(separator: ", "))",
                                 remedy: "keep strings, numbers, booleans, and arrays and string-keyed dictionaries of them in userInfo")
        }
        return (sessions, sceneRegistry.discarded.map(\.persistentIdentifier))
    }

    /// Takes the sessions a state file kept: their activities wait for the sessions of the same
    /// number, and the discarded ones are reported after `didFinishLaunching`.
    func adoptSavedSceneSessions(_ sessions: [SavedSceneSession], discarded: [String]) {
        for saved in sessions {
            if let id = Int(saved.persistentIdentifier) { sceneRegistry.saved[id] = saved }
        }
        for identifier in discarded {
            sceneRegistry.discarded.append(SceneSession(persistentIdentifier: identifier, role: .windowApplication,
                                                        configuration: SceneConfiguration(name: nil, sessionRole: .windowApplication)))
        }
    }
}
