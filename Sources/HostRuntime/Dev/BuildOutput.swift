/// What `apphost dev` reads in a build's output: the compiler's first error, as the compiler
/// printed it (`file:line:column: error: message`), with the source lines it shows under it.
struct BuildOutput {
    /// The output's bytes: pieces of it may end inside a character.
    private var bytes: [UInt8] = []

    init() {}

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func append(_ piece: some Sequence<UInt8>) {
        bytes += piece
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The first error: its line, then up to `excerptLines` of the source excerpt the compiler
    /// prints below it; `nil` when the output holds no error line.
    func firstError(excerptLines: Int = 6) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Self.withoutTerminalColours(String($0)) }
        // A located error comes first even when the build system's summary ("error:
        // emit-module command failed") was printed before it.
        guard let index = lines.firstIndex(where: Self.isLocatedErrorLine) ?? lines.firstIndex(where: Self.isErrorLine) else { return nil }
        let excerpt = lines[(index + 1)...].prefix { Self.isExcerptLine($0) }.prefix(excerptLines)
        return ([lines[index]] + excerpt).joined(separator: "\n")
    }

    /// `path:line:column: error: …`, as compilers print an error in a file.
    static func isLocatedErrorLine(_ line: String) -> Bool {
        guard let range = line.range(of: ": error: ") else { return false }
        let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        return place.count >= 3 && place.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// Any error line: a compiler's, or the build system's or the linker's `error: …`.
    static func isErrorLine(_ line: String) -> Bool {
        line.contains(": error: ") || line.hasPrefix("error: ")
    }

    /// The Swift compiler's excerpt under a diagnostic: `12 |   code`, `   |   `- error: …`.
    static func isExcerptLine(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0.isNumber }
        return trimmed.hasPrefix("|") && trimmed.count < line.count
    }

    /// `line` without the escape sequences of terminal colours (`ESC [ … m`).
    static func withoutTerminalColours(_ line: String) -> String {
        guard line.contains("\u{1B}") else { return line }
        var result = ""
        var inEscape = false
        for character in line {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
