import Foundation
import Lifecycle
import StrictJSON
import SystemInterop

/// The options of `apphost run` as the launch reads them, with their defaults.
///
/// `RunCommand` (swift-argument-parser) reads them for help, errors and anything unusual. A plain
/// command line is read by ``init(quicklyParsing:)`` instead: swift-argument-parser builds its
/// definition of every option by reflection on each parse, about a millisecond at every launch.
struct RunOptions: Equatable {
    var target = ""
    var delegateClass: String?
    var applicationClass: String?
    var mainStoryboard: String?
    var launchReason: LaunchReason = .user
    var notificationPayload = "{}"
    var events: String?
    var trace: String?
    var snapshot: String?
    var snapshotFormat: SnapshotWriter.Format?
    var screen = "390x844"
    var scale = 3.0
    var layoutDirection = LayoutDirectionOption.leftToRight
    var strict = false
    var suspendAfter = "5s"
    var backgroundTime = "30s"
    var expirationWarning = "5s"
    var watchdogLaunch = "20s"
    var watchdogBackground = "5s"
    var watchdogTerminate = "5s"
    var noWatchdog = false
    var control: String?
    var watch = false
    var window = false
    var debounce = "50ms"
    var stateFile: String?
    var supervisedSession: String?
    var resumeImage: String?
    var resumeGeneration = 1
    var resumeState: String?
    var appendTrace = false
    var announcedBuilds = false
    var verbose = false
    var quiet = false

    /// The defaults.
    init() {}

    /// The defaults, which `RunCommand`'s options show in its help.
    static let defaults = RunOptions()

    /// The options of a command line made only of what this reader knows exactly as
    /// swift-argument-parser reads it: one target, known long options each given once with a
    /// value (`--name value` or `--name=value`) that is valid for its type, and known flags each
    /// given once. `nil` for anything else (help, a typo, `--`, a value that looks like an option,
    /// combined short flags…): then `RunCommand` parses it, and reports what is wrong.
    init?(quicklyParsing arguments: [String]) {
        var seen: [String] = []  // at most one entry per known option: a name not known ends the reading
        var hasTarget = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                guard !hasTarget else { return nil }
                hasTarget = true
                target = argument
                continue
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
                guard value?.isEmpty == false else { return nil }
            }
            let canonical = Self.canonicalName(of: name)
            guard !seen.contains(canonical) else { return nil }
            seen.append(canonical)
            if let set = Self.flag(named: name) {
                guard value == nil else { return nil }
                set(&self)
                continue
            }
            guard let set = Self.option(named: name) else { return nil }
            if value == nil {
                guard index < arguments.endIndex, !arguments[index].hasPrefix("-") || arguments[index] == "-" else { return nil }
                value = arguments[index]
                index += 1
            }
            guard let value, set(&self, value) else { return nil }
        }
        guard hasTarget else { return nil }
    }

    // The names are switched over, not looked up in dictionaries: each dictionary's type (and
    // the Set of names seen) is made at run time on first use, which cost every launch more than
    // reading its command line does.

    private static func canonicalName(of name: String) -> String {
        switch name {
        case "-v": "--verbose"
        case "-q": "--quiet"
        default: name
        }
    }

    private static func flag(named name: String) -> ((inout RunOptions) -> Void)? {
        switch name {
        case "--no-watchdog": { $0.noWatchdog = true }
        case "--strict": { $0.strict = true }
        case "--watch": { $0.watch = true }
        case "--window": { $0.window = true }
        case "--append-trace": { $0.appendTrace = true }
        case "--announced-builds": { $0.announcedBuilds = true }
        case "--verbose", "-v": { $0.verbose = true }
        case "--quiet", "-q": { $0.quiet = true }
        default: nil
        }
    }

    /// Each sets its option from a value, or answers false for a value of the wrong type.
    private static func option(named name: String) -> ((inout RunOptions, String) -> Bool)? {
        switch name {
        case "--delegate": { $0.delegateClass = $1; return true }
        case "--application": { $0.applicationClass = $1; return true }
        case "--main-storyboard": { $0.mainStoryboard = $1; return true }
        case "--launch-reason": { options, value in
            guard let reason = LaunchReason(rawValue: value) else { return false }
            options.launchReason = reason
            return true
        }
        case "--notification-payload": { $0.notificationPayload = $1; return true }
        case "--events": { $0.events = $1; return true }
        case "--trace": { $0.trace = $1; return true }
        case "--snapshot": { $0.snapshot = $1; return true }
        case "--snapshot-format": { options, value in
            guard let format = SnapshotWriter.Format(rawValue: value) else { return false }
            options.snapshotFormat = format
            return true
        }
        case "--screen": { $0.screen = $1; return true }
        case "--scale": { options, value in
            guard let scale = Double(value) else { return false }
            options.scale = scale
            return true
        }
        case "--layout-direction": { options, value in
            guard let direction = LayoutDirectionOption(rawValue: value) else { return false }
            options.layoutDirection = direction
            return true
        }
        case "--suspend-after": { $0.suspendAfter = $1; return true }
        case "--background-time": { $0.backgroundTime = $1; return true }
        case "--expiration-warning": { $0.expirationWarning = $1; return true }
        case "--watchdog-launch": { $0.watchdogLaunch = $1; return true }
        case "--watchdog-background": { $0.watchdogBackground = $1; return true }
        case "--watchdog-terminate": { $0.watchdogTerminate = $1; return true }
        case "--control": { $0.control = $1; return true }
        case "--debounce": { $0.debounce = $1; return true }
        case "--state-file": { $0.stateFile = $1; return true }
        case "--supervised-session": { $0.supervisedSession = $1; return true }
        case "--resume-image": { $0.resumeImage = $1; return true }
        case "--resume-generation": { options, value in
            guard let generation = Int(value) else { return false }
            options.resumeGeneration = generation
            return true
        }
        case "--resume-state": { $0.resumeState = $1; return true }
        default: nil
        }
    }

    func makeSettings() throws(HostError) -> HostSettings {
        let suspendAfter = try Duration(option: "--suspend-after", value: suspendAfter, allowingZero: true)
        let example = "pass an object, e.g. --notification-payload '{\"aps\":{\"content-available\":1}}'"
        let parsed: Any
        do {
            // The default, an empty object, needs no parser (every launch would run one).
            parsed = notificationPayload == Self.defaults.notificationPayload
                ? [String: Any]() : try StrictJSONInput.foundationObject(notificationPayload.utf8)
        } catch {
            throw HostError(.usage, "--notification-payload is not strict JSON: \(error.position): \(error.message)", remedy: "\(error.remedy); \(example)")
        }
        guard let payload = parsed as? [String: Any] else {
            throw HostError(.usage, "--notification-payload is not a JSON object: \(notificationPayload.prefix(80))", remedy: example)
        }
        var settings = HostSettings(launchReason: launchReason, suspendAfter: suspendAfter, remoteNotificationPayload: payload)
        settings.screenSize = try ScreenOption.size(screen)
        settings.screenScale = try ScreenOption.scale(scale)
        settings.layoutDirection = layoutDirection.direction
        settings.backgroundTime = try Duration(option: "--background-time", value: backgroundTime)
        settings.expirationWarning = try Duration(option: "--expiration-warning", value: expirationWarning)
        settings.watchdogLimits = WatchdogLimits(
            launch: try Duration(option: "--watchdog-launch", value: watchdogLaunch),
            didEnterBackground: try Duration(option: "--watchdog-background", value: watchdogBackground),
            willTerminate: try Duration(option: "--watchdog-terminate", value: watchdogTerminate))
        return settings
    }

    /// The events of an events file, read and checked before launch so that a typo stops the
    /// run before any app code does; `nil` for standard input, which is read as it arrives.
    func readEventsFile() throws(HostError) -> [ScriptStep]? {
        guard let events, events != "-" else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.readRegularFileOrStream(events)
        } catch {
            switch error {
            case .missing:
                throw HostError(.fileNotFound, "events script '\(events)' does not exist", remedy: "correct the path given to --events")
            case .notRegular(let kind):
                throw HostError(.fileNotFound, "events script '\(events)' cannot be read: it is \(kind)",
                                remedy: "give --events a file of JSON lines, a pipe, or - for standard input")
            default:
                throw HostError(.fileNotFound, "events script '\(events)' cannot be read: \(error)", remedy: "check the path given to --events and its permissions")
            }
        }
        return try EventScriptParser.parseSteps(String(decoding: bytes, as: UTF8.self), source: events)
    }
}
