import Foundation
import HostKit
import Rendering
import SystemInterop

/// Reads a ``TextSizeFile`` from its bytes, which the caller has checked are UTF-8.
///
/// Lines and fields are cut at their bytes, and a String is made only of the fields kept: this
/// runs at every launch of an app with text, and cutting Strings or Substrings (Character
/// boundaries, an array per line, a Substring per field) cost several times the rest of reading
/// the file. Newline and tab are Characters of their own, so the cuts are the same as a String's,
/// except where a carriage return joins the newline after it into one; the writer escapes it, so
/// a raw one is refused. A cut at an ASCII byte leaves valid UTF-8 on both sides.
struct TextSizeFileReader {
    private typealias DecodingError = TextSizeFile.DecodingError

    let bytes: UnsafeBufferPointer<UInt8>

    func read() -> Result<TextSizeFile, TextSizeFile.DecodingError> {
        Result { () throws(DecodingError) in try readLines() }
    }

    private func readLines() throws(DecodingError) -> TextSizeFile {
        var rules: String?
        var files: [String: FileStamp] = [:]
        var entries: [TextSizeMemo.Entry] = []
        var fields: [Range<Int>] = []
        fields.reserveCapacity(10)
        var lineStart = 0
        var number = 0
        // The last line's newline ends it; no empty line follows.
        while lineStart < bytes.count || number == 0 {
            number += 1
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { lineStart = lineEnd + 1 }
            guard number > 1 else {
                guard matches(lineStart ..< lineEnd, TextSizeFile.header) else { throw .wrongHeader }
                continue
            }
            fields.removeAll(keepingCapacity: true)
            var fieldStart = lineStart
            for index in lineStart ..< lineEnd {
                switch bytes[index] {
                case UInt8(ascii: "\t"):
                    fields.append(fieldStart ..< index)
                    fieldStart = index + 1
                case UInt8(ascii: "\r"):
                    throw .malformed(line: number)
                default:
                    break
                }
            }
            fields.append(fieldStart ..< lineEnd)
            if matches(fields[0], "rules"), fields.count == 2, rules == nil {
                rules = try unescaped(fields[1], line: number)
            } else if matches(fields[0], "file"), fields.count == 3 {
                guard let stamp = FileStamp(utf8: UnsafeBufferPointer(rebasing: bytes[fields[1]])) else { throw .malformed(line: number) }
                files[try unescaped(fields[2], line: number)] = stamp
            } else if matches(fields[0], "size"), fields.count == 10, entries.count < TextSizeFile.maximumSizes {
                entries.append(try entry(fields[1...], line: number))
            } else {
                throw .malformed(line: number)
            }
        }
        guard let rules else { throw .malformed(line: number) }
        return TextSizeFile(rules: rules, files: files, entries: entries)
    }

    private func entry(_ fields: ArraySlice<Range<Int>>, line: Int) throws(DecodingError) -> TextSizeMemo.Entry {
        let field = Array(fields)
        guard let points = number(field[1]), points.isFinite, points > 0,
              let weight = Int(text(field[2])), (1 ... 1000).contains(weight),
              let italic = flag(field[3]), let monospacedDigits = flag(field[4]),
              let wrapWidth = number(field[5]), !wrapWidth.isNaN, wrapWidth >= 0,
              let width = number(field[6]), width.isFinite, width >= 0,
              let height = number(field[7]), height.isFinite, height >= 0 else { throw .malformed(line: line) }
        let font = RasterFont(family: try unescaped(field[0], line: line), size: points, weight: weight, italic: italic, monospacedDigits: monospacedDigits)
        let text = try unescaped(field[8], line: line)
        guard !text.isEmpty, text.utf8.count <= TextSizeMemo.longestText else { throw .malformed(line: line) }
        return TextSizeMemo.Entry(key: TextSizeMemo.Key(text: text, font: font, width: wrapWidth), size: CGSize(width: width, height: height))
    }

    private func matches(_ range: Range<Int>, _ word: String) -> Bool {
        word.utf8.elementsEqual(bytes[range])
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func number(_ range: Range<Int>) -> Double? {
        Double(text(range))
    }

    private func flag(_ range: Range<Int>) -> Bool? {
        guard range.count == 1 else { return nil }
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "0"): return false
        case UInt8(ascii: "1"): return true
        default: return nil
        }
    }

    private func unescaped(_ range: Range<Int>, line: Int) throws(DecodingError) -> String {
        let field = text(range)
        guard bytes[range].contains(UInt8(ascii: "\\")) else { return field }
        return try TextSizeFile.unescaped(Substring(field), line: line)
    }
}
