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
        guard String(validating: bytes, as: UTF8.self) != nil else { throw .notUTF8 }
        self = try bytes.withUnsafeBufferPointer { TextSizeFileReader(bytes: $0).read() }.get()
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
