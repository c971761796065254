import Foundation
import HostKit
import StoryboardFormat
import StoryboardImport
import Testing

/// Each hand-written fixture (one feature each) imported and compared with its expected JSON
/// storyboard and warnings, then read back by the storyboard reader as `apphost validate` reads
/// it. `AppHostTests`' ImportCommandTests runs the same fixtures through the real program and
/// instantiates every scene with `apphost render`.
///
/// After an intended change of the importer, `IMPORT_RECORD_FIXTURES=1 swift test --filter
/// FixtureImportTests` rewrites the expected files; review their diff before committing.
@Suite("Importing the fixtures")
struct FixtureImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let names = ["Scenes", "Views", "StandIns", "Colors", "Fonts", "Connections", "Segues", "References", "AutoLayout", "Tables", "Ids"]

    static func importFixture(_ name: String, module: String? = nil) throws -> StoryboardImportResult {
        let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent("\(name).storyboard")))
        let folder = fixtures.path
        let options = StoryboardImportOptions(module: module) { other in
            FileManager.default.fileExists(atPath: "\(folder)/\(other).storyboard")
        }
        return try StoryboardImporter.importStoryboard(bytes, path: "\(name).storyboard", options: options)
    }

    @Test(arguments: names)
    func fixtureImportsAsExpected(_ name: String) throws {
        let result = try Self.importFixture(name)
        let warnings = result.warnings.map(\.description).joined(separator: "\n") + "\n"
        let expectedJSON = Self.fixtures.appendingPathComponent("\(name).storyboard.json")
        let expectedWarnings = Self.fixtures.appendingPathComponent("\(name).warnings")
        if ProcessInfo.processInfo.environment["IMPORT_RECORD_FIXTURES"] == "1" {
            try result.json.write(to: expectedJSON, atomically: true, encoding: .utf8)
            try warnings.write(to: expectedWarnings, atomically: true, encoding: .utf8)
        }
        #expect(result.json == (try String(contentsOf: expectedJSON, encoding: .utf8)))
        #expect(warnings == (try String(contentsOf: expectedWarnings, encoding: .utf8)))
    }

    @Test(arguments: names) @MainActor
    func importedFixtureReadsBack(_ name: String) throws {
        let result = try Self.importFixture(name)
        do {
            _ = try StoryboardDecoder.decode(Array(result.json.utf8), path: "\(name).storyboard.json", name: name, viewClasses: BuiltInViews.table)
        } catch {
            Issue.record("\(name): \(error.description)")
        }
    }

    /// Importing is a function of the file: twice gives the same bytes (and the same warnings).
    @Test(arguments: names)
    func importingTwiceGivesTheSameBytes(_ name: String) throws {
        let first = try Self.importFixture(name)
        let second = try Self.importFixture(name)
        #expect(Array(first.json.utf8) == Array(second.json.utf8))
        #expect(first.warnings == second.warnings)
        #expect(first.idMapJSON == second.idMapJSON)
    }

    @Test func moduleOptionQualifiesClassesThatNameNone() throws {
        let without = try Self.importFixture("Ids")
        #expect(without.json.contains("\"class\": \"ViewController\""))
        #expect(without.warnings.contains { $0.kind == "classWithoutModule" && $0.message.contains("LegacyController") })
        let with = try Self.importFixture("Ids", module: "Legacy")
        #expect(with.json.contains("\"class\": \"Legacy.LegacyController\""))
        #expect(!with.warnings.contains { $0.kind == "classWithoutModule" })
        // A class that names its module keeps it.
        #expect(with.json.contains("\"class\": \"Ids.ViewController\""))
    }

    @Test func idMapNamesEveryNewID() throws {
        let result = try Self.importFixture("Ids")
        let map = try #require(try JSONSerialization.jsonObject(with: Data(result.idMapJSON.utf8)) as? [String: String])
        #expect(map["BYZ-38-t0r"] == "viewController")
        #expect(map["Zx1-cv-bnm"] == "viewController-2")
        #expect(map["dkx-z0-nzr"] == "viewController-3")
        #expect(map["3Zq-aa-xyz"] == "headerView")
        #expect(map["Lk9-jh-gfd"] == "uberUns")
        #expect(map["Qw3-er-tyu"] == "_2ndScreen")
        for id in map.values { #expect(!id.contains("BYZ")) }
        #expect(Set(map.values).count == map.count, "new ids are unique")
    }
}
