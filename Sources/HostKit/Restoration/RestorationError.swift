import ErrorReporting

/// Why state could not be read back: a value the coder does not hold or cannot decode, or a
/// controller whose `decodeRestorableState(with:)` failed.
public struct RestorationError: AppHostError, Sendable, CustomStringConvertible {
    public enum Code: String, Sendable {
        /// The coder holds no value for the key.
        case missingKey = "missing-key"
        /// The coder holds a value for the key, but not one of the type asked for.
        case typeMismatch = "type-mismatch"
        /// The stored value is not valid for any type, or could not be stored.
        case corruptValue = "corrupt-value"
        /// An archived controller's storyboard scene no longer exists, or its storyboard cannot be opened.
        case unknownScene = "unknown-scene"
        /// An archived controller's class is not in the app any more, or is not a view controller.
        case unknownClass = "unknown-class"
        /// A controller's `decodeRestorableState(with:)` or the delegate's
        /// `application(_:didDecodeRestorableStateWith:)` threw.
        case decodeFailed = "decode-failed"
        /// The archive was written in a format this HostKit does not read.
        case unsupportedFormat = "unsupported-archive-format"
    }

    public let code: Code
    public let message: String
    public let remedy: String
    /// The coder key the error is about, when there is one.
    public let key: String?

    package init(_ code: Code, _ message: String, remedy: String, key: String? = nil) {
        self.code = code
        self.message = message
        self.remedy = remedy
        self.key = key
    }

    public var errorCode: String { code.rawValue }

    public var description: String { report }
}
