import Foundation
@_spi(Drawing) import HostKit
import Lifecycle
import Rendering

extension ApplicationHost {
    /// The end of a run-loop turn: the layout pass for the views marked since the last one.
    /// Pixels are drawn when they are asked for (a PNG snapshot, the control socket), from what
    /// changed since they were last drawn, so a run that shows no pixels draws none and an idle
    /// app draws nothing.
    func endRunLoopTurn() {
        guard !isAppCodeHeld, currentState != .notRunning else { return }
        ScreenCompositor.layOut(application.windows)
    }

    /// The screen as a PNG: drawn now, or, while the app is in the background or suspended
    /// (when nothing is drawn), the picture kept when it went there. At exit, the picture kept if
    /// the app ended from the background, else its screen as it left it.
    func screenPNG() throws(HostError) -> Data {
        switch currentState {
        case .active, .inactive:
            return try drawScreen()
        case .notRunning:
            if let kept = screenSnapshotInBackground { return kept }
            return try drawScreen()
        case .background, .suspended:
            guard let kept = screenSnapshotInBackground else {
                throw HostError(.cannotWrite, "the app has not been on screen yet, so there is no picture of it",
                                remedy: "take the snapshot once the app is in the foreground")
            }
            return kept
        }
    }

    /// Draws `text` over the screen from now on (`nil`: no more).
    func show(banner text: String?) {
        banner = text
        compositor?.banner = text
    }

    /// Keeps the screen as the app leaves it for the background, when the run shows pixels.
    func keepScreenSnapshot() {
        guard keepsScreenPictures else { return }
        do {
            screenSnapshotInBackground = try drawScreen()
        } catch {
            logger.warning("\(error.oneLineReport)")
        }
    }

    private func drawScreen() throws(HostError) -> Data {
        let compositor = try screenCompositor()
        compositor.display(application.windows)
        do throws(RenderingError) {
            return try compositor.png()
        } catch {
            throw HostError(.cannotWrite, "cannot draw the screen: \(error.message)", remedy: error.remedy)
        }
    }

    /// The screen's pixels, made the first time they are asked for (and after a rotation).
    func screenCompositor() throws(HostError) -> ScreenCompositor {
        if let compositor { return compositor }
        do throws(RenderingError) {
            let made = try ScreenCompositor(screen: .main)
            made.banner = banner
            compositor = made
            return made
        } catch {
            throw HostError(.cannotWrite, "cannot draw the screen: \(error.message)", remedy: error.remedy)
        }
    }

    /// Whether the app shows its interface now: in the foreground, its code not held.
    var showsInterface: Bool {
        !isAppCodeHeld && (currentState == .active || currentState == .inactive)
    }
}
