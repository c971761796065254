import ErrorReporting
import Foundation
@testable import HostRuntime
import Testing

/// Every JSON input the program reads follows the storyboards' rule (``StrictJSONInput``): CR LF
/// accepted, duplicate keys refused at their place, and no input a trap.
@Suite("Strict JSON inputs")
struct StrictJSONInputTests {
    /// Keys that differ in their scalars but are equal Swift strings (`é` precomposed and
    /// decomposed) are distinct JSON keys: read as a value, the first wins; never a trap.
    @Test func canonicallyEquivalentKeysAreNotATrap() throws {
        let object = try #require(try StrictJSONInput.foundationObject("{\"\u{E9}\":1,\"e\u{301}\":2}".utf8) as? [String: Any])
        #expect(object.count == 1)
        #expect((object["\u{E9}"] as? NSNumber)?.intValue == 1)
    }

    /// Siblings of the events script's rule: a saved state file and `--notification-payload`
    /// refuse a repeated key (with its place) where `JSONDecoder`/`JSONSerialization` kept one.
    @Test func stateFilesAndPayloadsRefuseDuplicateKeys() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strict-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("state.json").path
        try "{\r\n\"format\": 1,\r\n\"format\": 2}".write(toFile: state, atomically: true, encoding: .utf8)
        let error = #expect(throws: HostError.self) { try RestorationArchiveFile.read(at: state) }
        #expect(error?.code == .restoreFailed)
        #expect(error?.fileLocation == FileLocation(file: state, line: 3, column: 1), "\(error?.report ?? "")")
        #expect(error?.message.contains("duplicate key \"format\"") == true)

        let run = try RunCommand.parse(["libX.so", "--notification-payload", #"{"aps":{"badge":1,"badge":2}}"#])
        let usage = #expect(throws: HostError.self) { try run.options.makeSettings() }
        #expect(usage?.message == "--notification-payload is not strict JSON: 1:19: duplicate key \"badge\" (first at line 1, column 9)", "\(usage?.message ?? "")")
    }

    /// `apphost ctl --json` takes one line: a request ending in CR LF (one Swift `Character`,
    /// which `contains("\n")` does not find) is refused, not sent as two lines; a CR alone,
    /// which `$(cat request.json)` leaves from a CR LF file, is JSON whitespace and goes through.
    @Test func ctlJSONIsOneLineByBytes() throws {
        let crlf = try CtlCommand.parse(["/tmp/socket", "--json", "{\"event\":\"home\"}\r\n"])
        let error = #expect(throws: HostError.self) { try crlf.requestLine() }
        #expect(error?.code == .usage)
        let carriageReturn = try CtlCommand.parse(["/tmp/socket", "--json", "{\"event\":\"home\"}\r"])
        #expect(try carriageReturn.requestLine() == "{\"event\":\"home\"}\r")
        #expect(try EventScriptParser.parseLine(carriageReturn.requestLine(), location: "request") == .system(.home))
    }

    /// A JSON request given where the event's name goes is pointed at `--json`, not sent as an
    /// event named `{"event":…}`; and the note of a bad request shows its line without the CR a
    /// CR LF request keeps.
    @Test func ctlPointsAJSONEventAtJSONAndNotesShowNoCR() throws {
        let given = try CtlCommand.parse(["/tmp/socket", "{\"event\":\"state\"}"])
        let error = #expect(throws: HostError.self) { try given.requestLine() }
        #expect(error?.code == .usage)
        #expect(error?.remedy.contains("--json '{\"event\":\"state\"}'") == true, "\(error?.remedy ?? "")")
        let duplicate = #expect(throws: HostError.self) { try EventScriptParser.object(from: "{\"tag\":1,\"tag\":2}\r", location: "request") }
        #expect(duplicate?.notes == ["the line: {\"tag\":1,\"tag\":2}"])
    }
}
