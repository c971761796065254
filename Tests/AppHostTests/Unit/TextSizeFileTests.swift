import Foundation
import HostKit
import Rendering
import SystemInterop
import Testing
@testable import HostRuntime

/// The text size store's file format: what is written is read back exactly, and anything else,
/// cut short, mutated or hostile, is refused without a trap.
struct TextSizeFileTests {
    private static let sample = TextSizeFile(
        rules: "1-abc",
        files: ["/lib/libpango-1.0.so.0": FileStamp(device: 1, inode: 2, size: 3, modified: 4),
                "/fonts/with\ttab": FileStamp(device: 5, inode: 6, size: 7, modified: 1_678_437_335_000_000_000)],
        entries: [
            .init(key: .init(text: "Count: 0", font: RasterFont(family: "DejaVu Sans", size: 17), width: .infinity), size: CGSize(width: 71.5, height: 19.7890625)),
            .init(key: .init(text: "two\nlines \\ and\ttab\r", font: RasterFont(family: "DejaVu Sans Mono", size: 12.5, weight: 700, italic: true, monospacedDigits: true), width: 120),
                  size: CGSize(width: 118.25, height: 40)),
        ])

    @Test func whatIsWrittenIsReadBackExactly() throws {
        let decoded = try TextSizeFile(decoding: Self.sample.encoded())
        #expect(decoded == Self.sample)
    }

    @Test func aFileOfAnotherVersionOrWithABadLineIsRefusedAsAWhole() {
        let good = String(decoding: Self.sample.encoded(), as: UTF8.self)
        #expect(throws: TextSizeFile.DecodingError.wrongHeader) { try TextSizeFile(decoding: Array(good.replacingOccurrences(of: "sizes 1", with: "sizes 2").utf8)) }
        #expect(throws: TextSizeFile.DecodingError.malformed(line: 5)) {
            try TextSizeFile(decoding: Array(good.replacingOccurrences(of: "\tinf\t", with: "\tnan\t").utf8))
        }
        #expect(throws: TextSizeFile.DecodingError.malformed(line: 4)) {
            try TextSizeFile(decoding: Array(good.replacingOccurrences(of: "1:2:3:4", with: "1:2:3").utf8))
        }
        #expect(throws: TextSizeFile.DecodingError.malformed(line: 7)) {
            try TextSizeFile(decoding: Array((good + "size\tDejaVu Sans\t-1\t400\t0\t0\tinf\t1\t1\tx\n").utf8))
        }
        #expect(throws: TextSizeFile.DecodingError.malformed(line: 7)) { try TextSizeFile(decoding: Array((good + "rules\tagain\n").utf8)) }
        #expect(throws: TextSizeFile.DecodingError.notUTF8) { try TextSizeFile(decoding: Array(good.utf8) + [0xff, 0xfe]) }
        #expect(throws: TextSizeFile.DecodingError.tooLarge) { try TextSizeFile(decoding: [UInt8](repeating: 0x61, count: TextSizeFile.maximumBytes + 1)) }
        #expect(throws: TextSizeFile.DecodingError.malformed(line: 6)) {
            try TextSizeFile(decoding: Array(good.replacingOccurrences(of: "\\\\ and", with: "\\q and").utf8))
        }
        // The writer escapes a carriage return; a raw one (which would join a newline after it
        // into one Character) is refused.
        #expect(throws: TextSizeFile.DecodingError.malformed(line: 5)) {
            try TextSizeFile(decoding: Array(good.replacingOccurrences(of: "Count: 0", with: "Count:\r0").utf8))
        }
    }

    /// Every prefix of a good file, and thousands of random byte mutations of it, either decode
    /// or throw: none traps, and whatever decodes holds only sizes the memo can use.
    @Test func cutShortOrMutatedFilesNeverTrap() {
        let good = Self.sample.encoded()
        for length in 0 ..< good.count {
            _ = try? TextSizeFile(decoding: Array(good[..<length]))
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("\t\n\\:-.0123456789infa ".utf8) + [0xff, 0x00]
        for _ in 0 ..< 3000 {
            var bytes = good
            for _ in 0 ..< Int.random(in: 1 ... 4, using: &generator) {
                let index = Int.random(in: 0 ..< bytes.count, using: &generator)
                bytes[index] = alphabet.randomElement(using: &generator)!
            }
            if let decoded = try? TextSizeFile(decoding: bytes) {
                #expect(decoded.entries.allSatisfy { $0.size.width.isFinite && $0.size.height.isFinite && !$0.key.width.isNaN && !$0.key.text.isEmpty })
            }
        }
    }

    @Test func aFileWithMoreSizesThanTheLimitKeepsTheFirst() throws {
        var file = Self.sample
        file.entries = (0 ..< TextSizeFile.maximumSizes + 10).map {
            .init(key: .init(text: "row \($0)", font: RasterFont(family: "DejaVu Sans", size: 17), width: .infinity), size: CGSize(width: Double($0), height: 20))
        }
        let decoded = try TextSizeFile(decoding: file.encoded())
        #expect(decoded.entries.count == TextSizeFile.maximumSizes)
        #expect(decoded.entries.first?.key.text == "row 0")
    }
}
