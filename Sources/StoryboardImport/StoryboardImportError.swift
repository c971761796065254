import ErrorReporting

/// Why a file could not be imported at all: it is not well-formed XML, not an iOS storyboard,
/// or past the reader's limits. Printed at `file:line:column` with a fix; `apphost import` exits 65.
package struct StoryboardImportError: AppHostError, Sendable, Equatable {
    package var file: String
    package var line: Int
    package var column: Int
    package var message: String
    package var remedy: String

    package var errorCode: String { "bad-storyboard" }
    package var fileLocation: FileLocation? { FileLocation(file: file, line: line, column: column) }
}
