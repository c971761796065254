import Foundation
import HostKit
import SystemInterop

/// The bodies of `apphost_host`'s functions for one C plugin. A misuse (a NULL where a string is
/// needed, a handle that is no object, or not the right kind of object) is reported as an issue
/// naming the function, and the function returns its zero: a plugin's mistake never crashes the
/// host.
@MainActor
struct CHostFunctions {
    let plugin: CPlugin

    /// The handler for `function`, as ``CHostTable`` takes it. C calls it on the main
    /// thread (apphost.h requires it), which `assumeIsolated` checks.
    ///
    /// The handlers hold the plugin, and the plugin holds the table: the cycle keeps both for the
    /// life of the process, which is the lifetime the C plugin was promised for the table (a
    /// plugin is never unloaded).
    nonisolated static func handler(for plugin: CPlugin) -> (CHostFunction) -> ([CValue]) -> CValue {
        { function in
            { arguments in
                MainActor.assumeIsolated {
                    CHostFunctions(plugin: plugin).call(function, arguments)
                }
            }
        }
    }

    func call(_ function: CHostFunction, _ arguments: [CValue]) -> CValue {
        var reader = ArgumentReader(function: function, arguments: arguments, objects: plugin.objects)
        let result = perform(function, &reader)
        return result ?? .zero(of: CHostFunction.resultType(of: function))
    }

    /// `nil` when an argument was refused (and reported).
    private func perform(_ function: CHostFunction, _ reader: inout ArgumentReader) -> CValue? {
        switch function {
        case .application:
            return .object(plugin.objects.handle(for: Application.current))
        case .applicationState:
            return .int32(Int32(Application.current?.applicationState.rawValue ?? Application.State.background.rawValue))
        case .className:
            guard let object = reader.object("object") else { return nil }
            return .string(HostLink.typeName(of: object))
        case .state:
            guard let object = reader.object("object") else { return nil }
            return .pointer((object as? any CAdapter)?.binding?.state.address ?? 0)
        case .view:
            guard let controller = reader.object("controller", as: ViewController.self) else { return nil }
            return .object(plugin.objects.handle(for: controller.view))
        case .viewWithTag:
            guard let root = reader.rootView(), let tag = reader.int64() else { return nil }
            return .object(plugin.objects.handle(for: root.viewWithTag(Int(tag))))
        case .viewWithIdentifier:
            guard let root = reader.rootView(), let identifier = reader.string("identifier") else { return nil }
            return .object(plugin.objects.handle(for: root.firstView { $0.accessibilityIdentifier == identifier }))
        case .getString:
            guard let object = reader.object("object"), let property = reader.string("property"),
                  let buffer = reader.pointer(), let capacity = reader.int64() else { return nil }
            // -1 both for no such property (reported) and for a property that is unset.
            guard let value = CProperties.string(property, of: object, in: function), let text = value else { return .int64(-1) }
            return .int64(CMemory.copy(text, toBuffer: buffer, capacity: capacity))
        case .setString:
            guard let object = reader.object("object"), let property = reader.string("property") else { return nil }
            return .bool(CProperties.setString(property, of: object, to: reader.optionalString(), in: function))
        case .getBool:
            guard let object = reader.object("object"), let property = reader.string("property") else { return nil }
            return .bool(CProperties.bool(property, of: object, in: function) ?? false)
        case .setBool:
            guard let object = reader.object("object"), let property = reader.string("property"), let value = reader.bool() else { return nil }
            return .bool(CProperties.setBool(property, of: object, to: value, in: function))
        case .getNumber:
            guard let object = reader.object("object"), let property = reader.string("property") else { return nil }
            return .double(CProperties.number(property, of: object, in: function) ?? 0)
        case .setNumber:
            guard let object = reader.object("object"), let property = reader.string("property"), let value = reader.double() else { return nil }
            return .bool(CProperties.setNumber(property, of: object, to: value, in: function))
        case .performSegue:
            guard let controller = reader.object("controller", as: ViewController.self), let identifier = reader.string("identifier") else { return nil }
            controller.performSegue(withIdentifier: identifier, sender: reader.optionalObject())
            return .bool(true)
        case .segueDestination:
            guard let segue = reader.object("segue", as: StoryboardSegue.self) else { return nil }
            return .object(plugin.objects.handle(for: segue.destination))
        case .beginBackgroundTask:
            let name = reader.optionalString()
            let expiration = reader.target(optional: true)
            guard let application = Application.current else { return .int64(0) }
            var handler: (@MainActor () -> Void)?
            if let expiration {
                handler = { [plugin] in plugin.send(expiration) }
            }
            let task = application.beginBackgroundTask(withName: name, expirationHandler: handler)
            return .int64(Int64(task.rawValue))
        case .endBackgroundTask:
            guard let task = reader.int64() else { return nil }
            Application.current?.endBackgroundTask(BackgroundTaskIdentifier(rawValue: Int(task)))
            return .void
        case .postNotification:
            guard let name = reader.string("name") else { return nil }
            NotificationCenter.default.post(name: Notification.Name(name), object: reader.optionalObject())
            return .void
        case .observeNotification:
            guard let name = reader.string("name"), let target = reader.target() else { return nil }
            plugin.observe(Notification.Name(name), target)
            return .bool(true)
        case .scheduleTimer:
            guard let seconds = reader.double(), let repeats = reader.bool(), let target = reader.target() else { return nil }
            return .int64(plugin.scheduleTimer(after: seconds, repeats: repeats, target))
        case .invalidateTimer:
            guard let timer = reader.int64() else { return nil }
            plugin.timers.removeValue(forKey: timer)?.invalidate()
            return .void
        case .log:
            guard let message = reader.string("message") else { return nil }
            AppLog.info(message)
            return .void
        }
    }
}

extension CHostFunction {
    static func resultType(of function: CHostFunction) -> CType {
        // The encodings are literals a unit test reads; the first character is the result.
        CType(rawValue: function.encoding.first!)!
    }
}

/// An object and one of its actions, registered by a host function to be called later.
struct CActionTarget {
    let handle: UInt
    let action: String
}

extension CPlugin {
    /// Calls a registered action; nothing when its object is gone.
    func send(_ target: CActionTarget) {
        _ = (objects.object(for: target.handle) as? any CObject)?.performCAction(target.action, sender: nil)
    }

    func observe(_ name: Notification.Name, _ target: CActionTarget) {
        observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
            // Safe: the observer block runs synchronously on the thread that posts, and
            // `assumeIsolated` below stops the process unless that is the main thread, so the
            // object never leaves the thread it was posted on.
            nonisolated(unsafe) let sender = notification.object.map { $0 as AnyObject }
            MainActor.assumeIsolated {
                guard let self, let object = self.objects.object(for: target.handle) as? any CObject else { return }
                _ = object.performCAction(target.action, sender: sender)
            }
        })
    }

    func scheduleTimer(after seconds: Double, repeats: Bool, _ target: CActionTarget) -> Int64 {
        let identifier = nextTimerIdentifier
        nextTimerIdentifier += 1
        timers[identifier] = Timer.scheduledTimer(withTimeInterval: max(seconds, 0), repeats: repeats) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                if !repeats { self.timers.removeValue(forKey: identifier) }
                self.send(target)
            }
        }
        return identifier
    }
}
