import Foundation
import Synchronization
import SystemInterop
import Testing

/// A recursive watcher sees files in folders below the watched one, in folders made after it
/// started, and saves by rename; a plain one sees only its own folder.
@Suite(.serialized)
struct DirectoryWatcherTests {
    final class Seen: Sendable {
        let changes = Mutex<[FileChange]>([])
        func contains(_ path: String, kind: FileChange.Kind) -> Bool {
            changes.withLock { $0.contains { $0.path == path && $0.kind == kind } }
        }
    }

    private func waitUntil(_ condition: () -> Bool) async throws -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }

    private func withTree(_ body: (String) async throws -> Void) async throws {
        let top = try ScratchFolder.make(named: "apphost-dev-watch")
        defer { try? FileManager.default.removeItem(atPath: top) }
        try FileManager.default.createDirectory(atPath: "\(top)/App/Views", withIntermediateDirectories: true)
        try await body(top)
    }

    @Test func aRecursiveWatcherSeesNestedAndNewFoldersAndRenamedSaves() async throws {
        try await withTree { top in
            let seen = Seen()
            let watcher = try DirectoryWatcher(directories: [top], recursive: true) { changes in seen.changes.withLock { $0 += changes } }
            defer { watcher.stop() }

            try Data("a".utf8).write(to: URL(fileURLWithPath: "\(top)/App/Views/Card.swift"))
            #expect(try await waitUntil { seen.contains("\(top)/App/Views/Card.swift", kind: .written) })

            // An editor's save: the new text is written elsewhere and renamed over the file.
            try Data("b".utf8).write(to: URL(fileURLWithPath: "\(top)/App/Views/Card.swift"), options: .atomic)
            #expect(try await waitUntil { seen.contains("\(top)/App/Views/Card.swift", kind: .movedIn) })

            try FileManager.default.createDirectory(atPath: "\(top)/App/New/Deeper", withIntermediateDirectories: true)
            #expect(try await waitUntil { seen.contains("\(top)/App/New", kind: .movedIn) })
            // The new folders are watched once their change is reported.
            try await Task.sleep(for: .milliseconds(50))
            try Data("c".utf8).write(to: URL(fileURLWithPath: "\(top)/App/New/Deeper/Later.swift"))
            #expect(try await waitUntil { seen.contains("\(top)/App/New/Deeper/Later.swift", kind: .written) })
        }
    }

    @Test func aPlainWatcherSeesOnlyItsOwnFolder() async throws {
        try await withTree { top in
            let seen = Seen()
            let watcher = try DirectoryWatcher(directories: [top]) { changes in seen.changes.withLock { $0 += changes } }
            defer { watcher.stop() }
            try Data("a".utf8).write(to: URL(fileURLWithPath: "\(top)/App/Views/Card.swift"))
            try Data("a".utf8).write(to: URL(fileURLWithPath: "\(top)/top.json"))
            #expect(try await waitUntil { seen.contains("\(top)/top.json", kind: .written) })
            #expect(!seen.contains("\(top)/App/Views/Card.swift", kind: .written))
        }
    }
}
