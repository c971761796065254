import Foundation
import HostKit
import StoryboardFormat
import StoryboardImport
import Testing

/// The shared corpus of real Xcode storyboards, read where it lies (`../shared/xcode-storyboards`
/// beside the checkout, or `IMPORT_CORPUS`), never copied into the project: every file imports,
/// reads back as a valid storyboard, and imports to the same bytes twice. Skipped where the corpus
/// is not there; `Benchmarks/import.py --check` also validates and renders each result.
@Suite("Importing the shared corpus")
struct CorpusImportTests {
    static let corpus: URL? = {
        let candidates = [ProcessInfo.processInfo.environment["IMPORT_CORPUS"].map { URL(fileURLWithPath: $0) },
                          URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                              .deletingLastPathComponent().appendingPathComponent("shared/xcode-storyboards")]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.path) }
    }()

    static var files: [URL] {
        guard let corpus else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") }.sorted().map { corpus.appendingPathComponent($0) }
    }

    @Test(.enabled(if: corpus != nil, "the shared corpus is not beside this checkout")) @MainActor
    func everyCorpusFileImportsAndReadsBack() throws {
        #expect(!Self.files.isEmpty)
        for file in Self.files {
            let bytes = try [UInt8](Data(contentsOf: file))
            let name = file.deletingPathExtension().lastPathComponent
            let first = try StoryboardImporter.importStoryboard(bytes, path: file.lastPathComponent, options: StoryboardImportOptions())
            let second = try StoryboardImporter.importStoryboard(bytes, path: file.lastPathComponent, options: StoryboardImportOptions())
            #expect(first.json == second.json, "\(name): importing twice differs")
            do {
                _ = try StoryboardDecoder.decode(Array(first.json.utf8), path: "\(name).storyboard.json", name: name, viewClasses: BuiltInViews.table)
            } catch {
                Issue.record("\(name): \(error.description)")
            }
        }
    }
}
