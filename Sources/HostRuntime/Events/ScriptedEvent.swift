import Foundation
import Lifecycle
import StoryboardFormat

/// One line of an events script: a system event, or a step of time.
enum ScriptedEvent: Equatable, Sendable {
    case system(LifecycleEvent)
    /// Moves the app clock on by this much at once, as if that time had passed: for background
    /// time in deterministic tests.
    case advance(Duration)
    /// Lets this much real time pass before the next event.
    case wait(Duration)
    /// Works a control of the key window as assistive technology does: a button is pressed, a
    /// switch flips, a text field begins editing.
    case activate(ViewQuery)
    /// Writes the window's view tree to the `--snapshot` file.
    case snapshot(label: String?)

    /// The event names an events script (and, later, the control socket) accepts.
    static let systemEventNames: [String: LifecycleEvent] = [
        "interruptionBegan": .interruptionBegan,
        "interruptionEnded": .interruptionEnded,
        "home": .home,
        "foreground": .foreground,
        "memoryWarning": .memoryWarning,
        "terminate": .terminate,
        "forceQuit": .forceQuit,
    ]

    static var allNames: [String] { systemEventNames.keys.sorted() + ["advance", "wait", "activate", "snapshot"] }

    /// The name of a lifecycle event in scripts and traces.
    static func name(of event: LifecycleEvent) -> String {
        switch event {
        case .launch: "launch"
        case .suspensionDue: "suspensionDue"
        default: systemEventNames.first { $0.value == event }?.key ?? "\(event)"
        }
    }
}

/// How an event names a view of the key window.
enum ViewQuery: Equatable, Sendable, CustomStringConvertible {
    case accessibilityIdentifier(String)
    case tag(Int)

    var description: String {
        switch self {
        case .accessibilityIdentifier(let identifier): "accessibility identifier \"\(identifier)\""
        case .tag(let tag): "tag \(tag)"
        }
    }
}

/// Reads events scripts: JSON Lines of `{"event": NAME}` objects, `advance` and `wait` with `"ms"`.
enum EventScriptParser {
    /// Parses a whole script. Blank lines are skipped; the first bad line is an error naming
    /// `source` and the line number.
    static func parse(_ text: String, source: String) throws(HostError) -> [ScriptedEvent] {
        var events: [ScriptedEvent] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let event = try parseLine(String(line), location: "\(source):\(index + 1)") { events.append(event) }
        }
        return events
    }

    /// Parses one line; `nil` for a blank one.
    static func parseLine(_ line: String, location: String) throws(HostError) -> ScriptedEvent? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return nil }
        let example = "write one JSON object per line, e.g. {\"event\":\"home\"} or {\"event\":\"advance\",\"ms\":6000}"
        guard let object = (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8))) as? [String: Any] else {
            throw HostError(.badEventScript, "\(location): not a JSON object: \(trimmed.prefix(80))", remedy: example)
        }
        guard let name = object["event"] as? String else {
            throw HostError(.badEventScript, "\(location): the object has no \"event\" string", remedy: example)
        }
        if let event = ScriptedEvent.systemEventNames[name] {
            try expectKeys(["event"], in: object, location: location, event: name)
            return .system(event)
        }
        switch name {
        case "advance", "wait":
            try expectKeys(["event", "ms"], in: object, location: location, event: name)
            guard let number = object["ms"] as? NSNumber, !(number is Bool), number.doubleValue >= 0, number.doubleValue.isFinite,
                  number.doubleValue <= 86_400_000
            else {
                throw HostError(.badEventScript, "\(location): \"\(name)\" needs \"ms\": a number of milliseconds from 0 to 86400000",
                                remedy: "write {\"event\":\"\(name)\",\"ms\":1000}")
            }
            let duration = Duration.milliseconds(number.int64Value)
            return name == "advance" ? .advance(duration) : .wait(duration)
        case "activate":
            try expectKeys(["event", "identifier", "tag"], in: object, location: location, event: name)
            switch (object["identifier"], object["tag"]) {
            case (let identifier as String, nil) where !identifier.isEmpty:
                return .activate(.accessibilityIdentifier(identifier))
            case (nil, let tag as NSNumber) where !(tag is Bool) && tag.doubleValue == tag.doubleValue.rounded():
                return .activate(.tag(tag.intValue))
            default:
                throw HostError(.badEventScript, "\(location): \"activate\" needs either \"identifier\" (a view's accessibility identifier) or \"tag\" (a whole number)",
                                remedy: "write {\"event\":\"activate\",\"identifier\":\"increment\"}")
            }
        case "snapshot":
            try expectKeys(["event", "label"], in: object, location: location, event: name)
            if let label = object["label"], !(label is String) {
                throw HostError(.badEventScript, "\(location): \"label\" must be a string", remedy: "write {\"event\":\"snapshot\",\"label\":\"after push\"}")
            }
            return .snapshot(label: object["label"] as? String)
        default:
            let suggestion = Suggestions.closest(to: name, among: ScriptedEvent.allNames)
            throw HostError(.badEventScript, "\(location): unknown event \"\(name)\"",
                            notes: (suggestion.map { ["did you mean \"\($0)\"?"] } ?? []) + ["events: \(ScriptedEvent.allNames.joined(separator: ", "))"],
                            remedy: "use one of the events listed above")
        }
    }

    private static func expectKeys(_ allowed: Set<String>, in object: [String: Any], location: String, event: String) throws(HostError) {
        guard let extra = object.keys.sorted().first(where: { !allowed.contains($0) }) else { return }
        throw HostError(.badEventScript, "\(location): unknown key \"\(extra)\" for event \"\(event)\"",
                        remedy: "remove it; \"\(event)\" takes \(allowed.subtracting(["event"]).sorted().map { "\"\($0)\"" }.joined(separator: ", ").nonEmpty ?? "no other keys")")
    }
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
