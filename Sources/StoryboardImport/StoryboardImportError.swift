/// Why a file could not be imported at all: it is not well-formed XML, not an iOS storyboard,
/// or past the reader's limits. `apphost import` prints ``report`` and exits 65.
///
/// It has AppHostError's printed shape without conforming to it: this module is loaded apart
/// from libHostKit.so and shares no types with it.
package struct StoryboardImportError: Error, Sendable, Equatable {
    package var file: String
    package var line: Int
    package var column: Int
    package var message: String
    package var remedy: String

    /// `file:line:column: error: message`, then the fix, as every AppHost error in a file reads.
    package var report: String {
        "\(file):\(line):\(column): error: \(message)\n  fix: \(remedy)"
    }
}
