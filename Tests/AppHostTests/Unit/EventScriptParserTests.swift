import Foundation
import ErrorReporting
import HostKit
@testable import HostRuntime
import Lifecycle
import StoryboardFormat
import Testing

@Suite("Events script")
struct EventScriptParserTests {
    @Test func parsesEveryEventInOrder() throws {
        let script = """
            {"event":"interruptionBegan"}
            {"event":"interruptionEnded"}

            {"event":"home"}
            {"event":"advance","ms":6000}
            {"event":"wait","ms":20}
            {"event":"foreground"}
            {"event":"memoryWarning"}
            {"event":"forceQuit"}
            {"event":"terminate"}
            """
        let events = try EventScriptParser.parse(script, source: "s.jsonl")
        #expect(events == [
            .system(.interruptionBegan), .system(.interruptionEnded), .system(.home), .advance(.milliseconds(6000)),
            .wait(.milliseconds(20)), .system(.foreground), .system(.memoryWarning), .system(.forceQuit), .system(.terminate),
        ])
    }

    @Test(arguments: [
        ("{\"event\":\"hom\"}", "s.jsonl:2:1: unknown event \"hom\"", "did you mean \"home\"?"),
        ("{\"event\":\"home\",\"ms\":3}", "s.jsonl:2:1: unknown key \"ms\" for event \"home\"", nil),
        ("{\"event\":\"advance\"}", "s.jsonl:2:1: \"advance\" needs \"ms\"", nil),
        ("{\"event\":\"wait\",\"ms\":-1}", "s.jsonl:2:1: \"wait\" needs \"ms\"", nil),
        ("{\"event\":\"wait\",\"ms\":true}", "s.jsonl:2:1: \"wait\" needs \"ms\"", nil),
        ("{\"ev\":\"home\"}", "s.jsonl:2:1: the object has no \"event\" (or \"expect\") string", nil),
        ("[\"home\"]", "s.jsonl:2:1: not a JSON object", nil),
        ("{\"event\":\"home\"", "s.jsonl:2:16: unexpected end of file inside an object", nil),
        ("{\"event\":\"home\",\"event\":\"terminate\"}", "s.jsonl:2:17: duplicate key \"event\" (first at column 2)", nil),
        ("{\"event\":\"wait\",\"ms\":1,\"ms\":2}", "s.jsonl:2:24: duplicate key \"ms\" (first at column 17)", nil),
    ] as [(String, String, String?)])
    func badLinesNameTheirPlace(line: String, message: String, note: String?) {
        let error = #expect(throws: HostError.self) {
            try EventScriptParser.parse("{\"event\":\"home\"}\n\(line)\n", source: "s.jsonl")
        }
        #expect(error?.code == .badEventScript)
        // The place leads the printed error, as a compiler's: `s.jsonl:2:16: error: …`.
        #expect(error?.oneLineReport.hasPrefix(message) == true, "\(error?.oneLineReport ?? "")")
        #expect(error?.report.hasPrefix(message.replacingOccurrences(of: ": ", with: ": error: ", options: [], range: message.range(of: ": "))) == true,
                "\(error?.report ?? "")")
        if let note { #expect(error?.notes.contains(note) == true) }
        #expect(error?.code.exitStatus == 64)
    }

    /// One rule for every JSON input: a script saved with CR LF line endings reads as it does with
    /// LF, from a file (`parse`) as from standard input or a socket (`parseLine`), and the line
    /// numbers of errors still count lines.
    @Test func crlfLineEndingsReadAsLF() throws {
        let lines = ["{\"event\":\"home\"}", "", "{\"event\":\"advance\",\"ms\":5}", "{\"event\":\"foreground\"}"]
        let expected: [ScriptedEvent] = [.system(.home), .advance(.milliseconds(5)), .system(.foreground)]
        #expect(try EventScriptParser.parse(lines.joined(separator: "\r\n") + "\r\n", source: "s.jsonl") == expected)
        #expect(try lines.compactMap { line throws(HostError) in try EventScriptParser.parseLine(line + "\r", location: "stdin:1") } == expected)
        let error = #expect(throws: HostError.self) {
            try EventScriptParser.parse("{\"event\":\"home\"}\r\n{\"event\":\"hom\"}\r\n", source: "s.jsonl")
        }
        #expect(error?.oneLineReport.hasPrefix("s.jsonl:2:1: unknown event \"hom\"") == true, "\(error?.oneLineReport ?? "")")
    }

    /// Columns count from the line's start, its leading whitespace included, so an editor's
    /// jump lands on the key.
    @Test func columnsCountTheLinesLeadingWhitespace() {
        let error = #expect(throws: HostError.self) {
            try EventScriptParser.parse("\t  {\"event\":\"home\",\"event\":\"terminate\"}\n", source: "s.jsonl")
        }
        #expect(error?.fileLocation == FileLocation(file: "s.jsonl", line: 1, column: 20), "\(error?.report ?? "")")
    }

    @Test func duplicateKeysInARequestNameTheColumn() {
        let error = #expect(throws: HostError.self) {
            try EventScriptParser.object(from: "{\"event\":\"tap\",\"tag\":1,\"tag\":2}", location: "request")
        }
        #expect(error?.message.hasPrefix("request, column 24: duplicate key \"tag\" (first at column 16)") == true, "\(error?.message ?? "")")
    }

    @Test func parsesInputAndQuestions() throws {
        let script = """
            {"event":"tap","x":120,"y":300.5}
            {"event":"tap","identifier":"increment","id":4}
            {"event":"tap","tag":7}
            {"event":"tap","title":"Delete"}
            {"event":"activate","title":"OK"}
            {"event":"touch","phase":"began","x":1,"y":2}
            {"event":"touch","phase":"moved","x":3,"y":4,"finger":2}
            {"event":"type","text":"hi\\n"}
            {"event":"deleteBackward"}
            {"event":"shake"}
            {"event":"remoteControl","command":"togglePlayPause"}
            {"event":"memoryPressure"}
            {"event":"state"}
            {"event":"snapshot"}
            """
        #expect(try EventScriptParser.parse(script, source: "s.jsonl") == [
            .tap(.point(x: 120, y: 300.5)), .tap(.view(.accessibilityIdentifier("increment"))), .tap(.view(.tag(7))),
            .tap(.view(.title("Delete"))), .activate(.title("OK")),
            .touch(.began, finger: 0, x: 1, y: 2), .touch(.moved, finger: 2, x: 3, y: 4), .type("hi\n"), .deleteBackward, .shake,
            .remoteControl(.togglePlayPause), .system(.memoryPressure), .state, .snapshot(label: nil),
        ])
    }

    @Test(arguments: [
        ("{\"event\":\"tap\"}", "\"tap\" needs either \"identifier\""),
        ("{\"event\":\"tap\",\"x\":1}", "\"tap\" needs \"y\""),
        ("{\"event\":\"tap\",\"x\":1,\"y\":2,\"tag\":3}", "\"tap\" takes either a point"),
        ("{\"event\":\"tap\",\"x\":1,\"y\":2,\"title\":\"OK\"}", "\"tap\" takes either a point"),
        ("{\"event\":\"tap\",\"title\":\"OK\",\"tag\":3}", "\"tap\" needs either"),
        ("{\"event\":\"tap\",\"title\":\"\"}", "\"title\" (a button's title)"),
        ("{\"event\":\"tap\",\"x\":\"1\",\"y\":2}", "\"tap\" needs \"x\""),
        ("{\"event\":\"touch\",\"phase\":\"down\",\"x\":1,\"y\":2}", "\"touch\" needs \"phase\""),
        ("{\"event\":\"touch\",\"phase\":\"began\",\"x\":1,\"y\":2,\"finger\":10}", "\"touch\" needs \"finger\""),
        ("{\"event\":\"type\",\"text\":\"\"}", "\"type\" needs \"text\""),
        ("{\"event\":\"remoteControl\",\"command\":\"rewind\"}", "\"remoteControl\" needs \"command\""),
        ("{\"event\":\"shake\",\"times\":2}", "unknown key \"times\""),
        ("{\"event\":\"key\"}", "\"key\" needs a key's name: one of backspace, deleteForward, downArrow"),
        ("{\"event\":\"key\",\"key\":\"A\"}", "\"A\" is no key"),
        ("{\"event\":\"key\",\"key\":\"up\"}", "\"up\" is no key"),
        ("{\"event\":\"key\",\"key\":\"a\",\"modifiers\":[\"cmd\"]}", "cmd is not a modifier"),
        ("{\"event\":\"key\",\"key\":\"a\",\"modifiers\":\"command\"}", "\"modifiers\" must be a list"),
        ("{\"event\":\"key\",\"key\":\"a\",\"phase\":\"down\"}", "\"phase\" must be began or ended"),
        ("{\"event\":\"key\",\"key\":\"a\",\"text\":\"a\"}", "unknown key \"text\""),
    ] as [(String, String)])
    func badInputNamesTheKey(line: String, message: String) {
        let error = #expect(throws: HostError.self) { try EventScriptParser.parse(line, source: "s.jsonl") }
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
        #expect(error?.remedy.contains("{\"event\"") == true || error?.remedy.hasPrefix("remove it") == true)
    }

    @Test func readsKeysTheirModifiersAndPhase() throws {
        let events = try EventScriptParser.parse("""
            {"event":"key","key":"upArrow","modifiers":["command","shift"]}
            {"event":"key","key":"f","phase":"began"}
            {"event":"key","key":"escape","phase":"ended","modifiers":[]}
            """, source: "s.jsonl")
        #expect(events == [
            .key(try #require(KeyStroke(named: "upArrow", modifiers: [.command, .shift])), phase: nil),
            .key(try #require(KeyStroke(named: "f", modifiers: [])), phase: .began),
            .key(try #require(KeyStroke(named: "escape", modifiers: [])), phase: .ended),
        ])
    }

    @Test func tapWithoutATargetOffersAPointToo() {
        let error = #expect(throws: HostError.self) { try EventScriptParser.parse("{\"event\":\"tap\"}", source: "s.jsonl") }
        #expect(error?.message.contains("or a point (\"x\" and \"y\")") == true, "\(error?.message ?? "")")
        #expect(error?.remedy.contains("\"x\":120") == true, "\(error?.remedy ?? "")")
    }

    @Test func controlRepliesAreJSON() throws {
        let success = ControlSocketReply.success(id: ControlSocketReply.idJSON("a\"b"), event: "tap",
                                           fields: [("state", .string("active")), ("x", .double(1.5)), ("n", .int(3)), ("held", .bool(false)), ("tree", .json("{\"a\":1}"))])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(success.utf8)) as? [String: Any])
        #expect(object["ok"] as? Bool == true)
        #expect(object["id"] as? String == "a\"b")
        #expect(object["x"] as? Double == 1.5)
        #expect((object["tree"] as? [String: Any])?["a"] as? Int == 1)
        let failure = ControlSocketReply.failure(id: "7", event: nil, code: "bad-request", message: "line\nbreak", remedy: "fix", state: "active")
        let error = try #require(try JSONSerialization.jsonObject(with: Data(failure.utf8)) as? [String: Any])
        #expect(error["id"] as? Int == 7)
        #expect((error["error"] as? [String: Any])?["message"] as? String == "line\nbreak")
        #expect(ControlSocketReply.idJSON(true) == nil, "only strings and numbers are echoed")
    }

    @Test func eventNamesRoundTrip() {
        for (name, event) in ScriptedEvent.systemEventNames {
            #expect(ScriptedEvent.name(of: event) == name)
        }
        #expect(ScriptedEvent.name(of: .launch(.user)) == "launch")
    }
}

@Suite("Small parsers")
struct SmallParserTests {
    @Test(arguments: [("250ms", 250), ("5s", 5000), ("1.5s", 1500), ("2m", 120_000), ("0s", 0)] as [(String, Int64)])
    func durations(text: String, milliseconds: Int64) {
        #expect(Duration(userText: text)?.milliseconds == milliseconds)
    }

    // "1e300s" is finite, but too many milliseconds for the whole number a duration is made from.
    @Test(arguments: ["5", "s", "-1s", "fast", "1e999s", "nans", "1e300s", "1e17m", "ms", "5 s"])
    func badDurations(text: String) {
        #expect(Duration(userText: text) == nil)
    }

    /// A number too large to time is told apart from text that is no duration at all.
    @Test func aDurationTooLongToTimeIsNamedAsSuch() throws {
        let tooLong = #expect(throws: HostError.self) { try Duration(option: "--watchdog-launch", value: "1e300s") }
        #expect(tooLong?.message == "--watchdog-launch '1e300s' is longer than apphost can time (about 292 million years)")
        #expect(tooLong?.code == .usage)
        let notOne = #expect(throws: HostError.self) { try Duration(option: "--timeout", value: "fast") }
        #expect(notOne?.message == "--timeout 'fast' is not a duration")
        #expect(try Duration(option: "--timeout", value: "1e15s") == .seconds(1_000_000_000_000_000))
    }

    @Test func suggestionsFindTypos() {
        let names = ["HelloApp.AppDelegate", "HelloApp.GreetingViewController"]
        #expect(Suggestions.closest(to: "HelloApp.AppDelegat", among: names) == "HelloApp.AppDelegate")
        #expect(Suggestions.closest(to: "helloapp.appdelegate", among: names) == "HelloApp.AppDelegate")
        #expect(Suggestions.closest(to: "Something.Else", among: names) == nil)
        // After a rename, the old name is not matched with an unrelated class of the same module.
        let renamed = ["Greeter.AppDelegate", "Greeter.DetailViewController", "Greeter.GreetingViewController"]
        #expect(Suggestions.closest(to: "Greeter.GreeterViewController", among: renamed) == "Greeter.GreetingViewController")
        #expect(Suggestions.closest(to: "Greeter.GreeterViewController", among: renamed.dropLast()) == nil)
        #expect(Suggestions.closest(to: "Greeter.WelcomeViewController", among: renamed) == nil)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.editDistance("", "abc") == 3)
        #expect(Suggestions.editDistance("abc", "") == 3)
    }

    @Test func jsonStringsAreEscaped() {
        var text = ""
        JSONText.appendString("a\"b\\c\nd\u{1}é", to: &text)
        #expect(text == "\"a\\\"b\\\\c\\nd\\u0001é\"")
    }

    @Test func undefinedSymbolIsFoundInTheLoaderMessage() {
        let message = "/tmp/libX.so: undefined symbol: $s7HostKit11ApplicationC3fooyyF"
        #expect(PluginLoader.undefinedSymbol(in: message) == "$s7HostKit11ApplicationC3fooyyF")
        #expect(PluginLoader.undefinedSymbol(in: "libfoo.so: cannot open shared object file") == nil)
    }
}

/// `scroll`, the mouse wheel's event: the shape the window's wheel and scripts share.
@Suite("Scroll event")
struct ScrollEventParserTests {
    @Test func readsTheDistancesAndTheOptionalView() throws {
        let events = try EventScriptParser.parse("""
            {"event":"scroll","dx":0,"dy":300}
            {"event":"scroll","dy":-40.5,"identifier":"list"}
            {"event":"scroll","dx":12,"tag":3}
            {"event":"scroll","x":195,"y":400,"dy":120}
            """, source: "s.jsonl")
        #expect(events == [.scroll(dx: 0, dy: 300, view: nil), .scroll(dx: 0, dy: -40.5, view: .accessibilityIdentifier("list")),
                           .scroll(dx: 12, dy: 0, view: .tag(3)), .scrollAt(dx: 0, dy: 120, x: 195, y: 400)])
    }

    @Test(arguments: [
        ("{\"event\":\"scroll\"}", "s.jsonl:1:1: \"scroll\" needs \"dx\" or \"dy\""),
        ("{\"event\":\"scroll\",\"dy\":\"down\"}", "s.jsonl:1:1: \"scroll\" needs \"dy\": a number"),
        ("{\"event\":\"scroll\",\"dy\":1,\"x\":3,\"y\":4,\"identifier\":\"list\"}", "s.jsonl:1:1: \"scroll\" takes either a point"),
        ("{\"event\":\"scroll\",\"dy\":1,\"identifier\":\"\"}", "s.jsonl:1:1: \"scroll\" needs either"),
    ])
    func badScrollsNameTheirPlace(line: String, message: String) {
        let error = #expect(throws: HostError.self) { try EventScriptParser.parse(line, source: "s.jsonl") }
        #expect(error?.oneLineReport.hasPrefix(message) == true, "\(error?.oneLineReport ?? "")")
    }
}
