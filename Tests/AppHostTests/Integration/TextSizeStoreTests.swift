import Foundation
import Testing

/// A relaunch lays out without loading Cairo and Pango: the sizes the first launch measured are
/// kept in the user's cache folder, and used only while they still hold.
@Suite(.serialized)
struct TextSizeStoreTests {
    private struct Launch {
        var loadedPango: Bool
        var snapshot: String
    }

    /// Runs Counter to its first screen and terminates it, with `cache` as `XDG_CACHE_HOME` and
    /// the dynamic loader saying which libraries it opens.
    private func launchCounter(cache: URL) async throws -> Launch {
        _ = try await PluginBuilds.plugin("CounterApp")
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = folder.appendingPathComponent("events.jsonl")
        try "{\"event\":\"snapshot\"}\n{\"event\":\"terminate\"}\n".write(to: events, atomically: true, encoding: .utf8)
        let snapshot = folder.appendingPathComponent("snapshot.txt")
        let process = try AppHostHarness.launch(["run", "Examples/Counter", "--events", events.path, "--snapshot", snapshot.path, "--quiet"], in: folder,
                                                environment: ["XDG_CACHE_HOME": cache.path, "LD_DEBUG": "files"])
        try await AppHostHarness.waitForExit(process, timeout: .seconds(60))
        let errors = try String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)
        #expect(process.terminationStatus == 0, "\(errors.suffix(2000))")
        return Launch(loadedPango: errors.contains("file=libpango-1.0.so.0"), snapshot: try String(contentsOf: snapshot, encoding: .utf8))
    }

    private func scratchFolder() throws -> URL {
        var template = Array((FileManager.default.temporaryDirectory.path + "/apphost-textsizes-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        return URL(fileURLWithPath: String(cString: try #require(made)))
    }

    private func storeFile(in cache: URL) throws -> URL {
        let folder = cache.appendingPathComponent("apphost")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("text-sizes-") }
        #expect(names.count == 1, "one file for the one app: \(names)")
        return folder.appendingPathComponent(try #require(names.first))
    }

    @Test func aRelaunchLaysOutTheSameScreenWithoutLoadingPango() async throws {
        let cache = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = try await launchCounter(cache: cache)
        #expect(first.loadedPango, "the first launch measures its labels with Pango")
        let file = try storeFile(in: cache)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\tCount: 0") || String(contentsOf: file, encoding: .utf8).contains("\t0\n"))

        let second = try await launchCounter(cache: cache)
        #expect(!second.loadedPango, "every size came from the store")
        #expect(second.snapshot == first.snapshot, "the same frames")
    }

    /// Each app folder has its own file, so apps launched from new temporary folders would fill
    /// the cache folder; a launch that saves sizes leaves at most 64, its own and the newest.
    @Test func theCacheFolderKeepsTheAppsMeasuredLast() async throws {
        let cache = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let folder = cache.appendingPathComponent("apphost")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        for index in 0 ..< 70 {
            let file = folder.appendingPathComponent("text-sizes-\(index)")
            try Data("apphost text sizes 1\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(index))], ofItemAtPath: file.path)
        }
        _ = try await launchCounter(cache: cache)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("text-sizes-") }
        #expect(names.count == 64)
        #expect(!names.contains("text-sizes-6"), "the oldest went")
        #expect(names.contains("text-sizes-69"))
        #expect(Set(names).subtracting((0 ..< 70).map { "text-sizes-\($0)" }).count == 1, "Counter's own file stays")
    }

    @Test func sizesWhoseLibrariesOrFontsChangedAreMeasuredAgain() async throws {
        let cache = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = try await launchCounter(cache: cache)
        let file = try storeFile(in: cache)
        // As if Pango had been upgraded: its file's stamp no longer matches.
        let text = try String(contentsOf: file, encoding: .utf8)
        let stale = text.split(separator: "\n").map { line -> String in
            let fields = line.split(separator: "\t")
            guard fields.first == "file", fields.last?.contains("libpango-1.0") == true else { return String(line) }
            var stamp = fields[1].split(separator: ":").map(String.init)
            stamp[3] = String((Int64(stamp[3]) ?? 0) + 1)
            return ["file", stamp.joined(separator: ":"), String(fields[2])].joined(separator: "\t")
        }.joined(separator: "\n") + "\n"
        #expect(stale != text)
        try stale.write(to: file, atomically: false, encoding: .utf8)
        let second = try await launchCounter(cache: cache)
        #expect(second.loadedPango, "a stale store is not used")
        #expect(second.snapshot == first.snapshot)
        #expect(try String(contentsOf: file, encoding: .utf8) == text, "and it is written anew")
    }

    @Test func aStoreOthersCanWriteIsNotTrusted() async throws {
        let cache = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        _ = try await launchCounter(cache: cache)
        let file = try storeFile(in: cache)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: file.path)
        #expect(try await launchCounter(cache: cache).loadedPango)
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/etc/passwd")
        #expect(try await launchCounter(cache: cache).loadedPango, "a link in its place is not read")
        #expect(FileManager.default.fileExists(atPath: "/etc/passwd"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cache.appendingPathComponent("apphost").path)
        #expect(try await launchCounter(cache: cache).loadedPango, "a cache folder others can read is not used")
    }
}
