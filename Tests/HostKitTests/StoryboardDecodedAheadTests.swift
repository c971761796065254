import Foundation
import Testing
@testable import HostKit

/// A storyboard decoded on another thread ahead of need (`apphost run` does this for the main
/// storyboard while the plugin loads) must stand in for reading the file exactly once, for its
/// own path only, and decoding a file must give what the library gives.
@MainActor
@Suite("Storyboards decoded ahead", .serialized)
struct StoryboardDecodedAheadTests {
    private static func storyboard(sceneID: String) -> String {
        """
        {"format": 1, "scenes": [{"id": "\(sceneID)", "class": "ViewController", "initial": true, "view": {"class": "View"}}]}
        """
    }

    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-decoded-ahead-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name + ".storyboard.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aStoryboardDecodedAheadIsTakenOnceInsteadOfTheFile() throws {
        try withFolder { folder in
            let path = try write(Self.storyboard(sceneID: "onDisk"), "Main", in: folder)
            let elsewhere = try write(Self.storyboard(sceneID: "decodedAhead"), "Other", in: folder)
            let ahead = StoryboardLibrary.decodeFile(at: elsewhere, viewClasses: BuiltInViews.table)
            var waits = 0
            StoryboardLibrary.useDecoding(of: path) {
                waits += 1
                return ahead
            }
            let first = try StoryboardLibrary(catalog: nil).description(at: path).get()
            #expect(first.scenes.map(\.id) == ["decodedAhead"], "the file was read although it was being decoded ahead")
            let second = try StoryboardLibrary(catalog: nil).description(at: path).get()
            #expect(second.scenes.map(\.id) == ["onDisk"], "a decoding ahead is taken once")
            #expect(waits == 1)
        }
    }

    @Test func aDecodingAheadOfAnotherPathLeavesTheFileToBeRead() throws {
        try withFolder { folder in
            let path = try write(Self.storyboard(sceneID: "onDisk"), "Main", in: folder)
            let other = folder.appendingPathComponent("Other.storyboard.json").path
            var waits = 0
            StoryboardLibrary.useDecoding(of: other) {
                waits += 1
                return .failure(StoryboardError(.fileNotFound, "not this one", remedy: ""))
            }
            let description = try StoryboardLibrary(catalog: nil).description(at: path).get()
            #expect(description.scenes.map(\.id) == ["onDisk"])
            #expect(waits == 0, "the decoding of another path was waited for")
            // Still there for its own path.
            #expect(StoryboardLibrary.takeDecodingAhead(other) != nil && waits == 1)
        }
    }

    @Test func decodingAFileAheadGivesTheLibrarysErrors() throws {
        try withFolder { folder in
            let missing = folder.appendingPathComponent("Missing.storyboard.json").path
            guard case .failure(let notFound) = StoryboardLibrary.decodeFile(at: missing, viewClasses: BuiltInViews.table) else {
                Issue.record("a missing file decoded")
                return
            }
            #expect(notFound.code == .fileNotFound && notFound.message.contains(missing))
            let broken = try write(#"{"format": 1, "scenes": [{"id": "a", "class": "ViewController", "colour": 1}]}"#, "Broken", in: folder)
            guard case .failure(let invalid) = StoryboardLibrary.decodeFile(at: broken, viewClasses: BuiltInViews.table) else {
                Issue.record("a storyboard with an unknown key decoded")
                return
            }
            #expect(invalid.code == .invalidStoryboard && !invalid.diagnostics.isEmpty)
            #expect(invalid.diagnostics.contains { $0.description.contains("colour") })
        }
    }
}
