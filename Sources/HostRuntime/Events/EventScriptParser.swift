import Foundation
import ErrorReporting
import HostKit
import Lifecycle
import StoryboardFormat

/// Reads the event vocabulary: JSON Lines of `{"event": NAME, …}` objects. The same parser
/// serves `--events` files, standard input and control-socket requests, so each accepts
/// exactly the same events with the same errors.
enum EventScriptParser {
    /// Parses a whole script. Blank lines are skipped; the first bad line is an error naming
    /// `source` and the line number.
    ///
    /// Lines end at `\n` bytes, not at Swift's `Character` `"\n"`: a CR LF pair is one
    /// `Character`, so a script saved with CR LF line endings would otherwise be one long line.
    static func parse(_ text: String, source: String) throws(HostError) -> [ScriptedEvent] {
        try parseSteps(text, source: source).map(\.event)
    }

    /// Parses a whole script, each event with its `file:line`, which a failed step reports.
    static func parseSteps(_ text: String, source: String) throws(HostError) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        for (index, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let location = "\(source):\(index + 1)"
            do {
                if let event = try parseLine(String(decoding: line, as: UTF8.self), location: location) { steps.append(ScriptStep(event: event, location: location)) }
            } catch {
                throw error.placed(atScriptLine: location)
            }
        }
        return steps
    }

    /// Parses one line; `nil` for a blank one. A `\r` before the line's end is whitespace, as
    /// JSON has it, so CR LF scripts read the same from a file, standard input or a socket.
    static func parseLine(_ line: String, location: String) throws(HostError) -> ScriptedEvent? {
        // JSON's own whitespace, found without Foundation's character sets (which bridge to
        // NSString: a tenth of a millisecond of every launch with a script).
        let isJSONWhitespace = { (character: Character) in character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n" }
        guard line.contains(where: { !isJSONWhitespace($0) }) else { return nil }
        // The line as it is, its whitespace included: columns in errors count from its start.
        return try parse(try object(from: line, location: location), location: location)
    }

    /// The JSON object of one line, read as strictly as a storyboard (``StrictJSONInput``): a
    /// repeated key is an error at its column, never a silent choice of one value.
    static func object(from line: String, location: String) throws(HostError) -> [String: Any] {
        let value: Any
        do {
            value = try StrictJSONInput.foundationObject(line.utf8)
        } catch {
            // One line is parsed at a time, so the parser's "line 1" is the script's line
            // `location` names: say only the column.
            let message = error.message.replacingOccurrences(of: "line 1, column ", with: "column ")
            // A control-socket request keeps its CR LF's CR, which JSON reads as whitespace.
            let shown = line.last == "\r" ? line.dropLast() : Substring(line)
            throw HostError(.badEventScript, "\(columnLocation(location, error.position.column)): \(message)",
                            notes: ["the line: \(shown.prefix(80))"], remedy: "\(error.remedy); \(example)")
        }
        guard let object = value as? [String: Any] else {
            throw HostError(.badEventScript, "\(location): not a JSON object: \(line.prefix(80))", remedy: example)
        }
        return object
    }

    /// `file:line:column` when `location` names a line (`file:line`), else `location, column N`
    /// (a control-socket request is one line with no number).
    private static func columnLocation(_ location: String, _ column: Int) -> String {
        location.last?.isNumber == true ? "\(location):\(column)" : "\(location), column \(column)"
    }

    private static let example = "write one JSON object per line, e.g. {\"event\":\"home\"} or {\"event\":\"tap\",\"identifier\":\"increment\"}"

    /// Parses one event object. An `"id"` key is allowed on every event: the control socket
    /// echoes it in the reply.
    static func parse(_ object: [String: Any], location: String) throws(HostError) -> ScriptedEvent {
        if object["expect"] != nil, object["event"] == nil { return .expect(try parseExpectation(object, location: location)) }
        guard let name = object["event"] as? String else {
            throw HostError(.badEventScript, "\(location): the object has no \"event\" (or \"expect\") string", remedy: example)
        }
        let fields = EventFields(object: object, event: name, location: location)
        if let event = ScriptedEvent.systemEventNames[name] {
            guard name == "home" || name == "foreground" else {
                try fields.allow([])
                return .system(event)
            }
            // A scene-based app's `home` or `foreground` may name one of its scenes.
            try fields.allow(["scene"])
            guard object["scene"] != nil else { return .system(event) }
            let scene = try fields.sceneSession(example: "{\"event\":\"\(name)\",\"scene\":2}")
            return .system(name == "home" ? .homeScene(scene) : .foregroundScene(scene))
        }
        switch name {
        case "openScene":
            try fields.allow(["configuration"])
            if let configuration = object["configuration"], (configuration as? String)?.isEmpty != false {
                throw HostError(.badEventScript, "\(location): \"configuration\" must be the non-empty name of a configuration of the app's scene manifest",
                                remedy: "write {\"event\":\"openScene\",\"configuration\":\"Default\"}, or leave it out for the manifest's first")
            }
            return .system(.openScene(configuration: object["configuration"] as? String))
        case "closeScene", "disconnectScene", "discardSession":
            try fields.allow(["scene"])
            let scene = try fields.sceneSession(example: "{\"event\":\"\(name)\",\"scene\":2}")
            return .system(name == "closeScene" ? .closeScene(scene) : name == "disconnectScene" ? .disconnectScene(scene) : .discardSession(scene))
        case "advance", "wait":
            try fields.allow(["ms"])
            let milliseconds = try fields.number("ms", in: 0...86_400_000, example: "{\"event\":\"\(name)\",\"ms\":1000}")
            let duration = Duration.milliseconds(Int64(milliseconds))
            return name == "advance" ? .advance(duration) : .wait(duration)
        case "activate":
            try fields.allow(["identifier", "tag", "title"])
            return .activate(try fields.viewQuery(example: "{\"event\":\"activate\",\"identifier\":\"increment\"}"))
        case "tap":
            try fields.allow(["identifier", "tag", "title", "x", "y", "row", "section"])
            if object["row"] != nil || object["section"] != nil {
                let example = "{\"event\":\"tap\",\"row\":3,\"section\":0} (and \"identifier\": the table's, when several show)"
                guard object["x"] == nil, object["y"] == nil else {
                    throw HostError(.badEventScript, "\(location): \"tap\" takes either a point (\"x\", \"y\") or a row (\"row\", \"section\"), not both", remedy: "write \(example)")
                }
                let row = Int(try fields.number("row", in: 0...1e9, example: example))
                let section = object["section"] == nil ? 0 : Int(try fields.number("section", in: 0...1e9, example: example))
                guard Double(row) == (object["row"] as? NSNumber)?.doubleValue, object["section"] == nil || Double(section) == (object["section"] as? NSNumber)?.doubleValue else {
                    throw HostError(.badEventScript, "\(location): \"tap\" needs whole numbers for \"row\" and \"section\"", remedy: "write \(example)")
                }
                let table = object["identifier"] == nil && object["tag"] == nil ? nil : try fields.viewQuery(example: example)
                return .tap(.row(row: row, section: section, table: table))
            }
            if object["x"] != nil || object["y"] != nil {
                guard object["identifier"] == nil, object["tag"] == nil, object["title"] == nil else {
                    throw HostError(.badEventScript, "\(location): \"tap\" takes either a point (\"x\", \"y\") or a view (\"identifier\", \"tag\" or \"title\"), not both",
                                    remedy: "write {\"event\":\"tap\",\"x\":120,\"y\":300} or {\"event\":\"tap\",\"identifier\":\"increment\"}")
                }
                let point = try fields.point(example: "{\"event\":\"tap\",\"x\":120,\"y\":300}")
                return .tap(.point(x: point.x, y: point.y))
            }
            return .tap(.view(try fields.viewQuery(example: "{\"event\":\"tap\",\"identifier\":\"increment\"} or {\"event\":\"tap\",\"x\":120,\"y\":300}",
                                                   orElse: "a point (\"x\" and \"y\")")))
        case "touch":
            try fields.allow(["phase", "finger", "x", "y"])
            let example = "{\"event\":\"touch\",\"phase\":\"began\",\"x\":120,\"y\":300}"
            guard let phaseName = object["phase"] as? String, let phase = TouchPhase(rawValue: phaseName) else {
                throw HostError(.badEventScript, "\(location): \"touch\" needs \"phase\": one of \(TouchPhase.allCases.map(\.rawValue).joined(separator: ", "))",
                                remedy: "write \(example)")
            }
            let finger = object["finger"] == nil ? 0 : Int(try fields.number("finger", in: 0...9, example: example))
            let point = try fields.point(example: example)
            return .touch(phase, finger: finger, x: point.x, y: point.y)
        case "scroll":
            try fields.allow(["dx", "dy", "identifier", "tag", "x", "y"])
            let example = "{\"event\":\"scroll\",\"dy\":300} or {\"event\":\"scroll\",\"dx\":0,\"dy\":-120,\"identifier\":\"list\"} or {\"event\":\"scroll\",\"x\":195,\"y\":400,\"dy\":120}"
            guard object["dx"] != nil || object["dy"] != nil else {
                throw HostError(.badEventScript, "\(location): \"scroll\" needs \"dx\" or \"dy\": how far the content moves, in points", remedy: "write \(example)")
            }
            let limit = 1_000_000_000.0
            let dx = object["dx"] == nil ? 0 : try fields.number("dx", in: -limit...limit, example: example)
            let dy = object["dy"] == nil ? 0 : try fields.number("dy", in: -limit...limit, example: example)
            if object["x"] != nil || object["y"] != nil {
                // The wheel over a point, as a window's mouse turns it: the scroll view under it.
                guard object["identifier"] == nil, object["tag"] == nil else {
                    throw HostError(.badEventScript, "\(location): \"scroll\" takes either a point (\"x\", \"y\") or a view (\"identifier\" or \"tag\"), not both", remedy: "write \(example)")
                }
                let point = try fields.point(example: example)
                return .scrollAt(dx: dx, dy: dy, x: point.x, y: point.y)
            }
            let view = object["identifier"] == nil && object["tag"] == nil ? nil : try fields.viewQuery(example: example)
            return .scroll(dx: dx, dy: dy, view: view)
        case "type":
            try fields.allow(["text"])
            guard let text = object["text"] as? String, !text.isEmpty else {
                throw HostError(.badEventScript, "\(location): \"type\" needs \"text\": a non-empty string", remedy: "write {\"event\":\"type\",\"text\":\"hello\\n\"}")
            }
            return .type(text)
        case "deleteBackward":
            try fields.allow([])
            return .deleteBackward
        case "key":
            return try parseKey(fields)
        case "rotate":
            try fields.allow(["direction"])
            guard let directionName = object["direction"] as? String, let direction = RotationDirection(rawValue: directionName) else {
                throw HostError(.badEventScript, "\(location): \"rotate\" needs \"direction\": left or right",
                                remedy: "write {\"event\":\"rotate\",\"direction\":\"left\"}")
            }
            return .rotate(direction)
        case "shake":
            try fields.allow([])
            return .shake
        case "remoteControl":
            try fields.allow(["command"])
            guard let commandName = object["command"] as? String, let command = RemoteControlCommand(rawValue: commandName) else {
                throw HostError(.badEventScript, "\(location): \"remoteControl\" needs \"command\": one of \(RemoteControlCommand.allCases.map(\.rawValue).joined(separator: ", "))",
                                remedy: "write {\"event\":\"remoteControl\",\"command\":\"togglePlayPause\"}")
            }
            return .remoteControl(command)
        case "state":
            try fields.allow([])
            return .state
        case "reload":
            try fields.allow([])
            return .reload
        case "banner":
            try fields.allow(["text"])
            guard let text = object["text"] else { return .banner(nil) }
            guard let text = text as? String, text.utf8.count <= ScriptedEvent.bannerLimit else {
                throw HostError(.badEventScript, "\(location): \"text\" must be a string of at most \(ScriptedEvent.bannerLimit) bytes",
                                remedy: "write {\"event\":\"banner\",\"text\":\"Main.swift:3:1: error: …\"}, or leave \"text\" out to take the banner away")
            }
            return .banner(text.isEmpty ? nil : text)
        case "snapshot":
            try fields.allow(["label", "png"])
            if let label = object["label"], !(label is String) {
                throw HostError(.badEventScript, "\(location): \"label\" must be a string", remedy: "write {\"event\":\"snapshot\",\"label\":\"after push\"}")
            }
            if let png = object["png"], (png as? NSNumber)?.isJSONBoolean != true {
                throw HostError(.badEventScript, "\(location): \"png\" must be true or false", remedy: "write {\"event\":\"snapshot\",\"png\":true}")
            }
            return .snapshot(label: object["label"] as? String, png: (object["png"] as? NSNumber)?.boolValue ?? false)
        default:
            let suggestion = Suggestions.closest(to: name, among: ScriptedEvent.allNames)
            throw HostError(.badEventScript, "\(location): unknown event \"\(name)\"",
                            notes: (suggestion.map { ["did you mean \"\($0)\"?"] } ?? []) + ["events: \(ScriptedEvent.allNames.joined(separator: ", "))"],
                            remedy: "use one of the events listed above")
        }
    }
}

extension EventScriptParser {
    /// `{"event":"key","key":NAME,"modifiers":[…],"phase":"began"|"ended"}`.
    static func parseKey(_ fields: EventFields) throws(HostError) -> ScriptedEvent {
        try fields.allow(["key", "modifiers", "phase"])
        let object = fields.object, location = fields.location
        let example = "{\"event\":\"key\",\"key\":\"upArrow\",\"modifiers\":[\"command\"]}"
        var modifiers: KeyModifierFlags = []
        if let value = object["modifiers"] {
            let names = KeyModifierFlags.names.map(\.name)
            guard let list = value as? [Any], list.count <= names.count else {
                throw HostError(.badEventScript, "\(location): \"modifiers\" must be a list of modifier names: \(names.joined(separator: ", "))", remedy: "write \(example)")
            }
            for item in list {
                guard let name = item as? String, let flag = KeyModifierFlags.names.first(where: { $0.name == name })?.flag else {
                    throw HostError(.badEventScript, "\(location): \(item) is not a modifier; the modifiers are \(names.joined(separator: ", "))", remedy: "write \(example)")
                }
                modifiers.insert(flag)
            }
        }
        let keyNames = KeyStroke.scriptNames.keys.filter { !$0.hasPrefix("f") }.sorted() + ["f1…f12"]
        guard let name = object["key"] as? String, let stroke = KeyStroke(named: name, modifiers: modifiers) else {
            let written = (object["key"] as? String).map { "\"\($0)\" is no key" } ?? "\"key\" needs a key's name"
            throw HostError(.badEventScript, "\(location): \(written): one of \(keyNames.joined(separator: ", ")), or one unshifted character of a US keyboard (a, 1, /)",
                            remedy: "write \(example); for Shift+A write \"key\":\"a\",\"modifiers\":[\"shift\"]")
        }
        var phase: KeyPhase?
        if let value = object["phase"] {
            guard let phaseName = value as? String, let known = KeyPhase(rawValue: phaseName) else {
                throw HostError(.badEventScript, "\(location): \"phase\" must be began or ended (leave it out for a press and release)", remedy: "write {\"event\":\"key\",\"key\":\"a\",\"phase\":\"began\"}")
            }
            phase = known
        }
        return .key(stroke, phase: phase)
    }
}


/// The keys of one event object, read with errors that name the line, the event and the key.
struct EventFields {
    let object: [String: Any]
    let event: String
    let location: String
    /// The keys every object may have besides its own.
    var allowedBase: Set<String> = ["event", "id"]

    func allow(_ keys: Set<String>) throws(HostError) {
        let allowed = keys.union(allowedBase)
        guard let extra = object.keys.sorted().first(where: { !allowed.contains($0) }) else { return }
        let takes = keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        throw HostError(.badEventScript, "\(location): unknown key \"\(extra)\" for event \"\(event)\"",
                        remedy: "remove it; \"\(event)\" takes \(takes.isEmpty ? "no other keys" : takes)")
    }

    func number(_ key: String, in range: ClosedRange<Double>, example: String) throws(HostError) -> Double {
        guard let number = object[key] as? NSNumber, !number.isJSONBoolean, range.contains(number.doubleValue) else {
            throw HostError(.badEventScript, "\(location): \"\(event)\" needs \"\(key)\": a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))",
                            remedy: "write \(example)")
        }
        return number.doubleValue
    }

    func point(example: String) throws(HostError) -> (x: Double, y: Double) {
        let limit = 1_000_000.0
        return (try number("x", in: -limit...limit, example: example), try number("y", in: -limit...limit, example: example))
    }

    /// The view an event names; `alternative` names what else the event accepts instead (a point for `tap`).
    func viewQuery(example: String, orElse alternative: String? = nil) throws(HostError) -> ViewQuery {
        switch (object["identifier"], object["tag"], object["title"]) {
        case (let identifier as String, nil, nil) where !identifier.isEmpty:
            return .accessibilityIdentifier(identifier)
        case (nil, let tag as NSNumber, nil) where !tag.isJSONBoolean && tag.doubleValue == tag.doubleValue.rounded() && abs(tag.doubleValue) < 1e15:
            return .tag(tag.intValue)
        case (nil, nil, let title as String) where !title.isEmpty:
            return .title(title)
        default:
            let identifier = "\"identifier\" (a view's accessibility identifier)", tag = "\"tag\" (a whole number)"
            let title = "\"title\" (a button's title)"
            let choices = alternative.map { "\(identifier), \(tag), \(title) or \($0)" } ?? "\(identifier), \(tag) or \(title)"
            throw HostError(.badEventScript, "\(location): \"\(event)\" needs either \(choices)",
                            remedy: "write \(example)")
        }
    }

    /// A scene session, by its number (its `persistentIdentifier`), as a number or a string.
    func sceneSession(example: String) throws(HostError) -> SceneSessionID {
        if let number = object["scene"] as? NSNumber, !number.isJSONBoolean, number.doubleValue >= 1, number.doubleValue <= 1e9,
           number.doubleValue == number.doubleValue.rounded() {
            return number.intValue
        }
        if let text = object["scene"] as? String, let id = Int(text), id >= 1, id <= 1_000_000_000 { return id }
        throw HostError(.badEventScript, "\(location): \"\(event)\" needs \"scene\": a scene session's number (its persistentIdentifier, from 1)",
                        remedy: "write \(example)")
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int64(number)) : String(number)
    }
}

extension NSNumber {
    /// Whether JSONSerialization made this from `true` or `false`. On Linux every NSNumber
    /// casts to `Bool`, so `is Bool` cannot tell; the boolean ones alone have the type `c`.
    var isJSONBoolean: Bool {
        String(cString: objCType) == "c"
    }
}

extension HostError {
    /// The error of a script's line, its place moved from the start of the message to the
    /// error's file location, so that it prints as a compiler's does (`file:line:column: error:
    /// …`) and as a storyboard's errors do. `location` is the line's `source:line`; a message
    /// that does not start with it (a control-socket request, whose place is "request") is
    /// kept as it is.
    func placed(atScriptLine location: String) -> HostError {
        guard fileLocation == nil, let colon = location.lastIndex(of: ":"),
              let line = Int(location[location.index(after: colon)...]), message.hasPrefix(location) else { return self }
        var rest = message.dropFirst(location.count)
        var column = 1
        if rest.first == ":" {
            let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            if let number = Int(digits), rest.dropFirst(1 + digits.count).hasPrefix(": ") {
                column = number
                rest = rest.dropFirst(1 + digits.count)
            }
        }
        guard rest.hasPrefix(": ") else { return self }
        return HostError(code, String(rest.dropFirst(2)), notes: notes, remedy: remedy,
                         at: FileLocation(file: String(location[..<colon]), line: line, column: column))
    }
}
