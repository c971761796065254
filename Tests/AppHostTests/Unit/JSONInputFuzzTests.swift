import ErrorReporting
import Foundation
import HostKit
@testable import HostRuntime
import StoryboardFormat
import Testing

/// Random mutations of the examples' events script, `app.json` and storyboard, fed to the
/// in-process readers the program uses. Each run is seeded, so a failure names the seed and case
/// that reproduce it. What must hold for every input: no trap (the test would not finish), and
/// every answer is either a value or an error that says where, within the text.
@Suite("JSON inputs under random mutation")
struct JSONInputFuzzTests {
    static let cases = 1500

    private static func example(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: AppHostHarness.repositoryRoot.appendingPathComponent(path)))
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func eventsScripts(seed: UInt64) throws {
        let original = try Self.example("Examples/Counter/tour.jsonl")
        var generator = SeededGenerator(seed: seed)
        var values = 0
        for index in 0..<Self.cases {
            let text = String(decoding: JSONMutator.mutate(original, using: &generator), as: UTF8.self)
            let lineCount = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
            do {
                _ = try EventScriptParser.parse(text, source: "s.jsonl")
                values += 1
            } catch {
                #expect(error.code == .badEventScript, "seed \(seed), case \(index)")
                // The place leads the printed error: a line and a column inside the text.
                let location = error.fileLocation
                #expect(location?.file == "s.jsonl", "seed \(seed), case \(index): \(error.report)")
                #expect(location.map { (1...lineCount).contains($0.line) } == true, "seed \(seed), case \(index): \(error.report)")
                if let location { Self.expectInside(Array(text.utf8), location.line, location.column, "seed \(seed), case \(index): \(error.report)") }
            }
            // Each line as standard input and the control socket read it.
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                do {
                    _ = try EventScriptParser.parseLine(String(line), location: "stdin:\(number + 1)")
                } catch {
                    #expect(error.message.hasPrefix("stdin:\(number + 1)"), "seed \(seed), case \(index): \(error.message)")
                }
            }
        }
        #expect(values > 0 && values < Self.cases, "the mutations reach both outcomes")
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func appManifests(seed: UInt64) throws {
        let original = try Self.example("Examples/Counter/app.json")
        var generator = SeededGenerator(seed: seed)
        for index in 0..<Self.cases {
            let bytes = JSONMutator.mutate(original, using: &generator)
            do {
                _ = try AppManifest.decode(Data(bytes), path: "app.json")
            } catch {
                #expect(error.code == .badManifest, "seed \(seed), case \(index)")
                let location = error.fileLocation
                #expect(location?.file == "app.json", "seed \(seed), case \(index): \(error.report)")
                if let location { Self.expectInside(bytes, location.line, location.column, "seed \(seed), case \(index): \(error.report)") }
            }
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    @MainActor
    func storyboards(seed: UInt64) throws {
        let original = try Self.example("Examples/Counter/Main.storyboard.json")
        var generator = SeededGenerator(seed: seed)
        for index in 0..<Self.cases / 3 {
            let bytes = JSONMutator.mutate(original, using: &generator)
            do {
                _ = try StoryboardDecoder.decode(bytes, path: "Main.storyboard.json", name: "Main", viewClasses: BuiltInViews.table)
            } catch {
                #expect(!error.diagnostics.isEmpty, "seed \(seed), case \(index)")
                for diagnostic in error.diagnostics {
                    #expect(diagnostic.location.file == "Main.storyboard.json")
                    Self.expectInside(bytes, diagnostic.location.line, diagnostic.location.column, "seed \(seed), case \(index): \(diagnostic)")
                }
            }
        }
    }

    /// `line` is a line of `bytes` (or the one after a final newline) and `column` at most one past
    /// its end, counted in scalars.
    private static func expectInside(_ bytes: [UInt8], _ line: Int, _ column: Int, _ comment: String) {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else {
            Issue.record("line \(line) of \(lines.count): \(comment)")
            return
        }
        let scalars = lines[line - 1].count { $0 & 0xC0 != 0x80 }
        #expect(column >= 1 && column <= scalars + 1, "column \(column) of \(scalars): \(comment)")
    }
}

/// Small, structure-aware edits of a JSON text: the mistakes people and broken tools make.
enum JSONMutator {
    /// Bytes that change JSON's structure, plus CR, a lone continuation byte and an invalid one.
    private static let interesting: [UInt8] = Array("{}[]\":,\\ \r\n0-.eE".utf8) + [0x80, 0xC3, 0xFF, 0x00]

    static func mutate(_ original: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            guard !bytes.isEmpty else { bytes = original; continue }
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<7, using: &generator) {
            case 0: bytes[at] = interesting.randomElement(using: &generator)!
            case 1: bytes.insert(interesting.randomElement(using: &generator)!, at: at)
            case 2: bytes.remove(at: at)
            case 3: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &generator)))
            case 4:
                // A repeated run: often a key written twice, or an object inside itself.
                let slice = bytes[at..<min(bytes.count, at + Int.random(in: 1...60, using: &generator))]
                bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &generator))
            case 5:
                // CR LF line endings, or a CR alone.
                for index in bytes.indices.reversed() where bytes[index] == UInt8(ascii: "\n") && Bool.random(using: &generator) {
                    bytes.insert(UInt8(ascii: "\r"), at: index)
                }
            default: bytes.removeSubrange(at...)
            }
        }
        return bytes
    }
}

/// SplitMix64: a fixed sequence for each seed, so that a failing case can be run again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
