package import StoryboardFormat
import ErrorReporting

/// Why a storyboard could not be opened or could not create a controller.
public struct StoryboardError: AppHostError, Sendable, CustomStringConvertible {
    public enum Code: String, Sendable {
        /// There is no such storyboard file.
        case fileNotFound = "storyboard-not-found"
        /// The file has errors; ``StoryboardError/problems`` lists them.
        case invalidStoryboard = "bad-storyboard"
        /// No scene has the storyboard identifier asked for.
        case unknownIdentifier = "unknown-identifier"
        /// The storyboard marks no scene `"initial": true`.
        case noInitialViewController = "no-initial-view-controller"
    }

    public let code: Code
    public let message: String
    public let remedy: String
    /// Each problem found in the file(s), as `file:line:column: error: message` and its fix.
    public var problems: [String] { diagnostics.map(\.description) }
    package let diagnostics: [StoryboardDiagnostic]

    package init(_ code: Code, _ message: String, remedy: String, diagnostics: [StoryboardDiagnostic] = []) {
        self.code = code
        self.message = message
        self.remedy = remedy
        self.diagnostics = diagnostics
    }

    public var errorCode: String { code.rawValue }
    public var facts: [String] { problems }

    public var description: String { report }
}
