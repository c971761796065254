import Foundation
import HostKit
import Testing

/// `Coder` on its own: what goes in comes out, and every way of reading a value wrongly is an
/// error that names the key, the coder's owner, the type asked for and what was there.
@Suite("Coder", .serialized)
@MainActor
struct CoderTests {
    struct Draft: Codable, Equatable {
        var title: String
        var tags: [String]
        var pinned: Bool
        var position: CGPoint
    }

    enum Mode: String, Codable {
        case list, grid
    }

    private func coder() -> Coder {
        Coder(owner: "Tests.Notes (restoration path \"nav/notes\")")
    }

    @Test func valuesComeBackAsTheyWereStored() throws {
        let coder = coder()
        let draft = Draft(title: "Groceries", tags: ["home", "weekly"], pinned: true, position: CGPoint(x: 1.5, y: -2))
        coder.encode(42, forKey: "count")
        coder.encode(Int.max, forKey: "big")
        coder.encode(UInt64.max, forKey: "huge")
        coder.encode(0.1, forKey: "ratio")
        coder.encode("", forKey: "empty")
        coder.encode(draft, forKey: "draft")
        coder.encode(Mode.grid, forKey: "mode")
        coder.encode(String?.none, forKey: "nothing")
        #expect(try coder.decode(Int.self, forKey: "count") == 42)
        #expect(try coder.decode(Int.self, forKey: "big") == Int.max, "whole numbers stay exact beyond 2^53")
        #expect(try coder.decode(UInt64.self, forKey: "huge") == UInt64.max)
        #expect(try coder.decode(Double.self, forKey: "ratio") == 0.1)
        #expect(try coder.decode(String.self, forKey: "empty") == "")
        #expect(try coder.decode(Draft.self, forKey: "draft") == draft)
        #expect(try coder.decode(Mode.self, forKey: "mode") == .grid)
        #expect(try coder.decode(String?.self, forKey: "nothing") == nil)
        #expect(coder.allKeys == ["big", "count", "draft", "empty", "huge", "mode", "nothing", "ratio"])
        #expect(coder.containsValue(forKey: "nothing") && !coder.containsValue(forKey: "absent"))

        coder.encode("replaced", forKey: "count")
        #expect(try coder.decode(String.self, forKey: "count") == "replaced")
    }

    @Test func decodeIfPresentReturnsNilOnlyForAMissingKey() throws {
        let coder = coder()
        coder.encode(3, forKey: "count")
        #expect(try coder.decodeIfPresent(Int.self, forKey: "count") == 3)
        #expect(try coder.decodeIfPresent(Int.self, forKey: "draft") == nil)
        let error = try #require(throws: RestorationError.self) { try coder.decodeIfPresent(String.self, forKey: "count") }
        #expect(error.code == .typeMismatch, "a value of another type is an error, not nil")
    }

    @Test func aMissingKeyNamesTheKeyTheOwnerAndTheTypeAndSuggestsDecodeIfPresent() throws {
        let coder = coder()
        coder.encode(3, forKey: "count")
        coder.encode("x", forKey: "title")
        let error = try #require(throws: RestorationError.self) { try coder.decode(Int.self, forKey: "cuont") }
        #expect(error.code == .missingKey)
        #expect(error.key == "cuont")
        #expect(error.message == #"Tests.Notes (restoration path "nav/notes") has no value for key "cuont" (expected Int; the coder holds keys "count", "title")"#)
        #expect(error.remedy.hasPrefix(#"did you mean "count"? "#))
        #expect(error.remedy.contains("decodeIfPresent(_:forKey:)"))
        #expect(error.description.hasSuffix("fix: \(error.remedy)"))
    }

    @Test func aValueOfAnotherTypeNamesTheKeyTheOwnerTheTypeAndWhatWasFound() throws {
        let coder = coder()
        coder.encode("twelve", forKey: "count")
        let error = try #require(throws: RestorationError.self) { try coder.decode(Int.self, forKey: "count") }
        #expect(error.code == .typeMismatch)
        #expect(error.key == "count")
        #expect(error.message.hasPrefix(#"the value for key "count" of Tests.Notes (restoration path "nav/notes") cannot be read as Int: found a string "twelve""#))

        coder.encode(["title": "Groceries"], forKey: "draft")
        let nested = try #require(throws: RestorationError.self) { try coder.decode(Draft.self, forKey: "draft") }
        #expect(nested.code == .typeMismatch)
        #expect(nested.message.contains("cannot be read as HostKitTests.CoderTests.Draft: found an object {\"title\":\"Groceries\"} (member \"tags\" is missing)"))
    }

    @Test func aValueTheTypeRejectsIsCorrupt() throws {
        let coder = coder()
        coder.encode("table", forKey: "mode")
        let error = try #require(throws: RestorationError.self) { try coder.decode(Mode.self, forKey: "mode") }
        #expect(error.code == .corruptValue)
        #expect(error.message.contains(#"key "mode""#) && error.message.contains("HostKitTests.CoderTests.Mode") && error.message.contains(#"a string "table""#))
    }

    @Test func aValueJSONCannotHoldIsReportedAndNotStored() {
        let recorder = EventTestSupport.Recorder()
        HostLink.observer = recorder
        defer { HostLink.observer = nil }
        let coder = coder()
        coder.encode(1.0, forKey: "ratio")
        coder.encode(Double.nan, forKey: "ratio")
        #expect(!coder.containsValue(forKey: "ratio"), "the old value is not left behind as if it were the new one")
        #expect(recorder.issues.count == 1)
        #expect(recorder.issues.first?.contains(#"the Double for key "ratio" of Tests.Notes"#) == true)
    }

    @Test func theContentsAreReadableJSON() throws {
        let coder = coder()
        coder.encode(3, forKey: "count")
        coder.encode(Draft(title: "a", tags: [], pinned: false, position: .zero), forKey: "draft")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = try #require(String(data: try encoder.encode(coder.contents), encoding: .utf8))
        #expect(text == #"{"count":3,"draft":{"pinned":false,"position":[0,0],"tags":[],"title":"a"}}"#)
        let decoded = try JSONDecoder().decode(CoderContents.self, from: Data(text.utf8))
        #expect(decoded == coder.contents)
        #expect(try Coder(owner: "copy", contents: decoded).decode(Int.self, forKey: "count") == 3)
    }
}
