package import ErrorReporting

/// Why pixels could not be made or written: a canvas of a size no screen has, or a PNG that
/// could not be encoded or written.
package struct RenderingError: AppHostError, Sendable, CustomStringConvertible {
    package enum Code: String, Sendable {
        /// The canvas would be empty, not a number, or larger than ``RasterCanvas/maximumPixels``.
        case badCanvasSize = "bad-canvas-size"
        /// Cairo could not create a surface or encode the PNG.
        case drawingFailed = "drawing-failed"
    }

    package let code: Code
    package let message: String
    package let remedy: String

    package init(_ code: Code, _ message: String, remedy: String) {
        self.code = code
        self.message = message
        self.remedy = remedy
    }

    package var errorCode: String { code.rawValue }
    package var description: String { report }
}
