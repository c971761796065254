import Foundation
import HostKit
import Rendering
import SystemInterop

/// The text size store's file: the sizes one app's launch measured, with what measured them.
///
/// A line-based UTF-8 text, fields separated by tabs, with `\\`, tab, newline and carriage return
/// escaped in text fields:
///
///     apphost text sizes 1
///     rules   <MeasurementProvenance.rules>
///     file    <device:inode:size:modified>  <path>
///     size    <family> <points> <weight> <italic 0|1> <tabular digits 0|1> <wrap width|inf> <width> <height> <text>
///
/// The file is read back as untrusted input: every line and field is checked, and a file that is
/// too large, of another version, or malformed anywhere is refused as a whole.
struct TextSizeFile: Equatable {
    static let header = "apphost text sizes 1"
    /// The largest file read back, and the most sizes in one.
    static let maximumBytes = 1 << 20
    static let maximumSizes = 2048

    var rules: String
    var files: [String: FileStamp]
    var entries: [TextSizeMemo.Entry]

    enum DecodingError: Error, Equatable {
        case tooLarge
        case notUTF8
        case wrongHeader
        case malformed(line: Int)
    }

    func encoded() -> [UInt8] {
        var text = Self.header + "\n"
        text += "rules\t\(Self.escaped(rules))\n"
        for (path, stamp) in files.sorted(by: { $0.key < $1.key }) {
            text += "file\t\(stamp)\t\(Self.escaped(path))\n"
        }
        for entry in entries.prefix(Self.maximumSizes) {
            let font = entry.key.font
            let fields = [Self.escaped(font.family), "\(font.size)", "\(font.weight)", font.italic ? "1" : "0", font.monospacedDigits ? "1" : "0",
                          "\(entry.key.width)", "\(entry.size.width)", "\(entry.size.height)", Self.escaped(entry.key.text)]
            text += "size\t" + fields.joined(separator: "\t") + "\n"
        }
        return Array(text.utf8)
    }

    init(rules: String, files: [String: FileStamp], entries: [TextSizeMemo.Entry]) {
        self.rules = rules
        self.files = files
        self.entries = entries
    }

    init(decoding bytes: [UInt8]) throws(DecodingError) {
        guard bytes.count <= Self.maximumBytes else { throw .tooLarge }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        // Lines and fields are cut at their bytes, found by index in `bytes`: splitting a String
        // compares Characters, whose boundaries cost more to find than the rest of reading the
        // file, and the standard library's generic split and contains over a UTF8View still cost
        // tens of instructions a byte, at every launch. Newline and tab are Characters of their
        // own, so the cuts are the same, except where a carriage return joins the newline after
        // it into one; the writer escapes it, so a raw one is refused. A cut at an ASCII byte
        // leaves valid UTF-8 on both sides.
        func substring(_ range: Range<Int>) -> Substring {
            let utf8 = text.utf8
            return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound) ..< utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
        }
        func cut(_ range: Range<Int>, at separator: UInt8) -> [Range<Int>] {
            var pieces: [Range<Int>] = []
            var pieceStart = range.lowerBound
            for index in range where bytes[index] == separator {
                pieces.append(pieceStart ..< index)
                pieceStart = index + 1
            }
            pieces.append(pieceStart ..< range.upperBound)
            return pieces
        }
        var lines = cut(bytes.indices, at: UInt8(ascii: "\n"))
        guard bytes[lines[0]].elementsEqual(Self.header.utf8) else { throw .wrongHeader }
        if lines[lines.count - 1].isEmpty { lines.removeLast() }
        var rules: String?
        var files: [String: FileStamp] = [:]
        var entries: [TextSizeMemo.Entry] = []
        for index in lines.indices.dropFirst() {
            let number = index + 1
            guard !bytes[lines[index]].contains(UInt8(ascii: "\r")) else { throw .malformed(line: number) }
            let fields = cut(lines[index], at: UInt8(ascii: "\t")).map(substring)
            switch (fields.first, fields.count) {
            case ("rules", 2) where rules == nil:
                rules = try Self.unescaped(fields[1], line: number)
            case ("file", 3):
                guard let stamp = FileStamp(fields[1]) else { throw .malformed(line: number) }
                files[try Self.unescaped(fields[2], line: number)] = stamp
            case ("size", 10) where entries.count < Self.maximumSizes:
                entries.append(try Self.entry(fields.dropFirst(), line: number))
            default:
                throw .malformed(line: number)
            }
        }
        guard let rules else { throw .malformed(line: lines.count) }
        self.init(rules: rules, files: files, entries: entries)
    }

    private static func entry(_ fields: ArraySlice<Substring>, line: Int) throws(DecodingError) -> TextSizeMemo.Entry {
        let field = Array(fields)
        guard let points = Double(field[1]), points.isFinite, points > 0,
              let weight = Int(field[2]), (1 ... 1000).contains(weight),
              field[3] == "0" || field[3] == "1", field[4] == "0" || field[4] == "1",
              let wrapWidth = Double(field[5]), !wrapWidth.isNaN, wrapWidth >= 0,
              let width = Double(field[6]), width.isFinite, width >= 0,
              let height = Double(field[7]), height.isFinite, height >= 0 else { throw .malformed(line: line) }
        let font = RasterFont(family: try unescaped(field[0], line: line), size: points, weight: weight, italic: field[3] == "1", monospacedDigits: field[4] == "1")
        let text = try unescaped(field[8], line: line)
        guard !text.isEmpty, text.utf8.count <= TextSizeMemo.longestText else { throw .malformed(line: line) }
        return TextSizeMemo.Entry(key: TextSizeMemo.Key(text: text, font: font, width: wrapWidth), size: CGSize(width: width, height: height))
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    static func unescaped(_ text: Substring, line: Int) throws(DecodingError) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return String(text) }
        var result = ""
        var escaping = false
        for character in text.unicodeScalars {
            if escaping {
                switch character {
                case "\\": result += "\\"
                case "t": result += "\t"
                case "n": result += "\n"
                case "r": result += "\r"
                default: throw .malformed(line: line)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(character)
            }
        }
        guard !escaping else { throw .malformed(line: line) }
        return result
    }
}
