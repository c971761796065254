import ErrorReporting

/// Why a desktop window could not be opened: no display to open it on, no SDL on this machine,
/// or SDL could not make the window.
package struct WindowingError: AppHostError, Sendable, CustomStringConvertible {
    package enum Code: String, Sendable {
        /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` is set, or the display named cannot be reached.
        case noDisplay = "no-display"
        /// libSDL2 is not installed, or lacks a function.
        case libraryMissing = "window-library-missing"
        /// SDL could not make the window.
        case windowFailed = "window-failed"
    }

    package let code: Code
    package let message: String
    package let remedy: String

    package init(_ code: Code, _ message: String, remedy: String) {
        self.code = code
        self.message = message
        self.remedy = remedy
    }

    /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` is set: the message says how to run headless.
    package static let displayNotSet = WindowingError(
        .noDisplay, "--window needs a display, and neither DISPLAY nor WAYLAND_DISPLAY is set: run without --window to run headless",
        remedy: "drop --window (headless; --snapshot-format png or `apphost ctl SOCKET snapshot --png FILE` shows the screen), or start a display: Xvfb :99 & DISPLAY=:99 apphost run …")

    package var errorCode: String { code.rawValue }
    package var description: String { report }
}
