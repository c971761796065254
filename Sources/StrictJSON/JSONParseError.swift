/// Why a text is not strict JSON, where, and what to change: the three things a person needs to
/// fix a hand-edited file without guessing.
package struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
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

    /// `line:column: message (remedy)`.
    package var description: String { "\(position): \(message) (\(remedy))" }
}
