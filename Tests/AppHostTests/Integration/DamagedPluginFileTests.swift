import Foundation
import Testing

/// Plugin files damaged as a disk, a copy or an attacker leaves them: the real `apphost` answers
/// each with exit 10 and a message naming the file and what is wrong, before `dlopen` maps it.
@Suite("Damaged plugin files")
struct DamagedPluginFileTests {
    /// A real plugin image with some fields overwritten, little-endian, at offsets read from its
    /// own headers.
    struct ELFPatch {
        var bytes: Data

        func read(_ width: Int, at offset: Int) -> UInt64 {
            (0..<width).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
        }

        mutating func write(_ value: UInt64, width: Int, at offset: Int) {
            for index in 0..<width { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
        }

        /// The file offset of the header of the first section of `type` (11: `.dynsym`), and its index.
        func sectionHeader(ofType type: UInt32) -> (offset: Int, index: Int) {
            let table = Int(read(8, at: 0x28)), entrySize = Int(read(2, at: 0x3A)), count = Int(read(2, at: 0x3C))
            let index = (0..<count).first { read(4, at: table + $0 * entrySize + 4) == type }!
            return (table + index * entrySize, index)
        }
    }

    /// One way to damage the image, and what the message must then say.
    struct Damage: CustomTestStringConvertible, Sendable {
        let name: String
        let patch: @Sendable (inout ELFPatch) -> Void
        /// The message after "plugin 'PATH' ", with `{section}` for the patched section's index.
        let message: @Sendable (_ patched: ELFPatch, _ fileSize: Int) -> String
        var testDescription: String { name }
    }

    static let damages: [Damage] = [
        Damage(name: "symbol table size that overflows", patch: { image in
            image.write(0xFFFF_FFFF_FFFF_FFF0, width: 8, at: image.sectionHeader(ofType: 11).offset + 32)
        }, message: { image, _ in
            "is a damaged ELF file: the size of section \(image.sectionHeader(ofType: 11).index) is 18446744073709551600, larger than any file"
        }),
        Damage(name: "section whose offset plus size overflows", patch: { image in
            image.write(0x7FFF_FFFF_FFFF_FFF0, width: 8, at: image.sectionHeader(ofType: 11).offset + 24)
        }, message: { image, _ in
            "is a damaged ELF file: section \(image.sectionHeader(ofType: 11).index) ends past any possible file"
        }),
        Damage(name: "symbol table naming a string table that does not exist", patch: { image in
            image.write(0xFFFF, width: 4, at: image.sectionHeader(ofType: 11).offset + 40)
        }, message: { image, _ in
            "is a damaged ELF file: symbol table section \(image.sectionHeader(ofType: 11).index) names string table section 65535, but there are"
        }),
        Damage(name: "section header entries too small to read", patch: { image in
            image.write(1, width: 2, at: 0x3A)
        }, message: { _, _ in
            "is a damaged ELF file: the section header table has entries of 1 bytes; an entry needs 64"
        }),
        Damage(name: "file cut short inside its code", patch: { image in
            image.bytes = image.bytes.prefix(8000)
        }, message: { _, fileSize in
            "is incomplete: 8000 of the \(fileSize) bytes its headers declare"
        }),
    ]

    private static func damagedCopy(_ damage: Damage, of plugin: String) throws -> (path: String, message: String) {
        let original = try Data(contentsOf: URL(fileURLWithPath: plugin))
        var image = ELFPatch(bytes: original)
        damage.patch(&image)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-damaged-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("libDamaged.so").path
        try image.bytes.write(to: URL(fileURLWithPath: path))
        return (path, damage.message(ELFPatch(bytes: original), original.count))
    }

    @Test(arguments: damages)
    func aDamagedImageIsRefusedWithExit10(damage: Damage) async throws {
        let (path, message) = try Self.damagedCopy(damage, of: try await PluginBuilds.plugin("HelloApp"))
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let outcome = try await AppHostHarness.run(["run", path], events: [#"{"event":"terminate"}"#], timeout: .seconds(30))
        #expect(outcome.status == 10, "stderr: \(outcome.standardError)")
        #expect(outcome.standardError.contains("error[plugin-not-loadable]: plugin '\(path)' \(message)"), "stderr: \(outcome.standardError)")
        #expect(outcome.standardError.contains("  fix: "))
        #expect(outcome.story.isEmpty, "no plugin code runs")
    }

    @Test func aFIFOIsNamedAsWhatItIsWithoutBlocking() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-fifo-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("libApp.so").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let outcome = try await AppHostHarness.run(["run", fifo], events: [#"{"event":"terminate"}"#], timeout: .seconds(20))
        #expect(outcome.status == 10)
        #expect(outcome.standardError.contains("error[plugin-not-loadable]: plugin '\(fifo)' is not a regular file: it is a FIFO (named pipe)"),
                "stderr: \(outcome.standardError)")
        #expect(!outcome.standardError.contains("permission"))
    }

    @Test func aFolderIsNamedAsWhatItIsForInspect() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-folder-\(UUID().uuidString.prefix(8)).so")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try await AppHostHarness.run(["inspect", folder.path], timeout: .seconds(20))
        #expect(outcome.status == 10)
        #expect(outcome.standardError.contains("is not a regular file: it is a folder"), "stderr: \(outcome.standardError)")
    }

    @Test func aBareFileNameIsTheFileInTheCurrentFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-bare-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: try await PluginBuilds.plugin("HelloApp"), toPath: folder.appendingPathComponent("libHelloApp.so").path)
        let outcome = try await AppHostHarness.run(["run", "libHelloApp.so"], events: [#"{"event":"terminate"}"#], currentDirectory: folder)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.story.contains("app application(_:didFinishLaunchingWithOptions:) inactive"))
    }

    @Test func aDamagedBuildIsRejectedAtReloadAndTheAppKeepsItsState() async throws {
        let app = try await WatchedCounterApp.start()
        defer { app.stop() }
        for _ in 0..<2 { _ = try await app.ctl("tap", "identifier=increment") }
        let damage = Self.damages[0]
        let (path, message) = try Self.damagedCopy(damage, of: app.plugin.path)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try app.install(URL(fileURLWithPath: path))
        try await app.waitFor("the damaged build to be rejected") { $0.trace.contains("\"reloadRejected\"") }
        #expect(app.trace.contains(message), "the rejection says what is damaged: \(app.trace.suffix(1500))")
        #expect(app.standardError.contains("fix:"), "with a remedy")
        #expect(!app.standardError.contains("crashed"), "the app did not crash: \(app.standardError.suffix(1500))")
        let state = try #require(try await app.ctl("state"))
        #expect(state["generation"] as? Int == 1)
        #expect(WatchedCounterApp.countLabel(in: try await app.snapshot()) == "2", "the count is kept")
        // A tap after the rejection still reaches the running generation.
        _ = try await app.ctl("tap", "identifier=increment")
        #expect(WatchedCounterApp.countLabel(in: try await app.snapshot()) == "3")
    }
}
