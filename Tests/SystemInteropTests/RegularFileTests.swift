import Foundation
import Glibc
import SystemInterop
import Testing

/// Reading a file the host parses itself: regular files only, and never a blocking open.
@Suite("Regular files")
struct RegularFileTests {
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-regular-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func readsAWholeRegularFile() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = (0..<600_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let path = folder.appendingPathComponent("image.so").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try RegularFile.read(path) == bytes)
    }

    @Test func readsEmptyFilesAndFilesThatGrowWhileRead() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty").path
        try Data().write(to: URL(fileURLWithPath: empty))
        #expect(try RegularFile.read(empty) == [])
        // /proc files report size 0 but have contents: the read goes on past what fstat said.
        let status = try RegularFile.read("/proc/self/status")
        #expect(status.count > 100)
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("libApp.so").path
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(throws: RegularFileError.notRegular(kind: "a FIFO (named pipe)")) { try RegularFile.read(fifo) }
    }

    @Test func folderMissingFileAndDeviceAreNamed() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: RegularFileError.notRegular(kind: "a folder")) { try RegularFile.read(folder.path) }
        #expect(throws: RegularFileError.missing) { try RegularFile.read(folder.appendingPathComponent("nothing.so").path) }
        #expect(throws: RegularFileError.notRegular(kind: "a character device")) { try RegularFile.read("/dev/zero") }
    }

    @Test func aBareNameIsInTheCurrentFolder() {
        #expect(PathNames.inCurrentFolderIfBare("libApp.so") == "./libApp.so")
        #expect(PathNames.inCurrentFolderIfBare("build/libApp.so") == "build/libApp.so")
        #expect(PathNames.inCurrentFolderIfBare("/opt/libApp.so") == "/opt/libApp.so")
    }

    /// Parts of a file by `pread`: what was asked, a range outside the file refused, and a file
    /// cut short while it is read named as such (a linker rewriting a plugin in place).
    @Test func readsPartsAndNamesAFileThatShrinksMeanwhile() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let path = folder.appendingPathComponent("image.so").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let parts = try RegularFile.withParts(of: path) { size, read throws(RegularFileError) in
            [size] + (try read(9_000..<9_010)).map(Int.init) + (try read(0..<0)).map(Int.init)
        }
        #expect(parts == [10_000] + bytes[9_000..<9_010].map(Int.init))
        #expect(throws: RegularFileError.self) { try RegularFile.withParts(of: path) { size, read throws(RegularFileError) in try read(size - 1..<size + 1) } }
        let shrank = #expect(throws: RegularFileError.self) {
            try RegularFile.withParts(of: path) { size, read throws(RegularFileError) in
                truncate(path, 4_000)
                return try read(0..<size)
            }
        }
        #expect(shrank == .shrank(have: 4_000, expected: 10_000))
        #expect(throws: RegularFileError.notRegular(kind: "a folder")) { try RegularFile.withParts(of: folder.path) { _, _ in 0 } }
    }

    /// An input a user may pipe in is read to its end: a named FIFO (waiting for its writer, as
    /// `cat` does) and a character device; a folder is still named as what it is.
    @Test func inputsMayBePipes() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("script.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = String(repeating: "{\"event\":\"home\"}\n", count: 10_000)
        let writer = Thread {
            usleep(100_000)  // the reader opens first and must wait, not find the FIFO empty
            let handle = FileHandle(forWritingAtPath: fifo)!
            handle.write(Data(text.utf8))
            handle.closeFile()
        }
        writer.start()
        #expect(try RegularFile.readRegularFileOrStream(fifo) == Array(text.utf8))
        #expect(try RegularFile.readRegularFileOrStream("/dev/null") == [])
        #expect(throws: RegularFileError.notRegular(kind: "a folder")) { try RegularFile.readRegularFileOrStream(folder.path) }
        #expect(throws: RegularFileError.notRegular(kind: "a FIFO (named pipe)")) { try RegularFile.read(fifo) }
    }
}
