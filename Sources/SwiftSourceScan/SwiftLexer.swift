/// Splits Swift source into tokens, without understanding it: enough to find declarations and
/// rename identifiers, never to change a string's or a comment's contents.
package enum SwiftLexer {
    package static func tokens(of source: String) -> [SwiftToken] {
        var scanner = Scanner(characters: Array(source))
        var tokens: [SwiftToken] = []
        while let token = scanner.next() { tokens.append(token) }
        return tokens
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0
        var line = 1
        var column = 1

        init(characters: [Character]) { self.characters = characters }

        func peek(_ offset: Int = 0) -> Character? {
            let position = index + offset
            return position < characters.count ? characters[position] : nil
        }

        mutating func advance() {
            guard index < characters.count else { return }
            if characters[index].isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        mutating func next() -> SwiftToken? {
            guard let first = peek() else { return nil }
            let start = index, startLine = line, startColumn = column
            let kind: SwiftToken.Kind
            if first.isWhitespace {
                while let character = peek(), character.isWhitespace { advance() }
                kind = .whitespace
            } else if first == "/", peek(1) == "/" {
                while let character = peek(), !character.isNewline { advance() }
                kind = .comment
            } else if first == "/", peek(1) == "*" {
                skipBlockComment()
                kind = .comment
            } else if first == "\"" || (first == "#" && isRawStringStart()) {
                skipString()
                kind = .string
            } else if first == "@", let next = peek(1), Self.isIdentifierStart(next) {
                advance()
                while let character = peek(), Self.isIdentifierPart(character) { advance() }
                kind = .attribute
            } else if first == "`" {
                advance()
                while let character = peek(), character != "`", !character.isNewline { advance() }
                if peek() == "`" { advance() }
                kind = .identifier
            } else if Self.isIdentifierStart(first) || (first == "$" && peek(1).map(Self.isIdentifierPart) == true) {
                advance()
                while let character = peek(), Self.isIdentifierPart(character) { advance() }
                kind = .identifier
            } else if first.isNumber {
                while let character = peek(), character.isNumber || character.isLetter || character == "_" || character == "."
                        && peek(1)?.isNumber == true {
                    advance()
                }
                kind = .number
            } else {
                advance()
                kind = .punctuation
            }
            return SwiftToken(kind: kind, text: String(characters[start..<index]), line: startLine, column: startColumn)
        }

        mutating func skipBlockComment() {
            var depth = 0
            while let character = peek() {
                if character == "/", peek(1) == "*" {
                    depth += 1
                    advance(); advance()
                } else if character == "*", peek(1) == "/" {
                    depth -= 1
                    advance(); advance()
                    if depth == 0 { return }
                } else {
                    advance()
                }
            }
        }

        func isRawStringStart() -> Bool {
            var offset = 0
            while peek(offset) == "#" { offset += 1 }
            return peek(offset) == "\""
        }

        /// A string literal: `"…"`, `"""…"""`, with `#` delimiters for raw strings, and
        /// interpolations `\(…)` (whose own strings and parentheses nest).
        mutating func skipString() {
            var hashes = 0
            while peek() == "#" {
                hashes += 1
                advance()
            }
            let isMultiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
            let quotes = isMultiline ? 3 : 1
            for _ in 0..<quotes { advance() }
            let escape: [Character] = ["\\"] + Array(repeating: "#", count: hashes)
            while let character = peek() {
                if !isMultiline, character.isNewline { return }  // unterminated: stop at the line's end
                if matches(escape) {
                    for _ in 0..<escape.count { advance() }
                    if peek() == "(" {
                        skipInterpolation()
                    } else {
                        advance()
                    }
                    continue
                }
                if character == "\"", closes(quotes: quotes, hashes: hashes) {
                    for _ in 0..<(quotes + hashes) { advance() }
                    return
                }
                advance()
            }
        }

        func matches(_ sequence: [Character]) -> Bool {
            sequence.enumerated().allSatisfy { peek($0.offset) == $0.element }
        }

        func closes(quotes: Int, hashes: Int) -> Bool {
            (0..<quotes).allSatisfy { peek($0) == "\"" } && (0..<hashes).allSatisfy { peek(quotes + $0) == "#" }
        }

        mutating func skipInterpolation() {
            var depth = 0
            while let character = peek() {
                if character == "\"" || (character == "#" && isRawStringStart()) {
                    skipString()
                    continue
                }
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 {
                        advance()
                        return
                    }
                }
                advance()
            }
        }

        static func isIdentifierStart(_ character: Character) -> Bool {
            character == "_" || character.isLetter || (character.unicodeScalars.first.map { $0.value > 0x7F && !character.isWhitespace && !character.isPunctuation } ?? false)
        }

        static func isIdentifierPart(_ character: Character) -> Bool {
            isIdentifierStart(character) || character.isNumber
        }
    }
}
