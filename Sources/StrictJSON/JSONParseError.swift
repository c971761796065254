import ErrorReporting

/// Why a text is not strict JSON, where, and what to change: the three things a person needs to
/// fix a hand-edited file without guessing.
package struct JSONParseError: AppHostError, Sendable, Equatable, CustomStringConvertible {
    /// What was found, e.g. `trailing comma before '}'`.
    package var message: String
    /// What to do about it, e.g. `remove the comma after the last member`.
    package var remedy: String
    /// The byte offset the error points at; the length of the text for an unexpected end.
    package var offset: Int
    package var position: SourcePosition

    package init(message: String, remedy: String, offset: Int, position: SourcePosition) {
        self.message = message
        self.remedy = remedy
        self.offset = offset
        self.position = position
    }

    package var errorCode: String { "bad-json" }
    /// The text's file is not known here: whoever read the file adds it.
    package var fileLocation: FileLocation? { FileLocation(file: nil, line: position.line, column: position.column) }

    /// `line:column: message (remedy)`: the parser's own terse form, for tests and logs; users
    /// see a JSON error through the error of the file that held it (``report``).
    package var description: String { "\(position): \(message) (\(remedy))" }
}
