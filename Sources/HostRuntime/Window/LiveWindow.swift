import Foundation
@_spi(Drawing) import HostKit
import Lifecycle
import Windowing

/// `apphost run --window`: the screen in a desktop window, and the user's mouse and keyboard as
/// the app's fingers and keys.
///
/// It shows exactly the frames the host's display pass draws (the screen a `snapshot --png`
/// gets), putting up only the part that changed; it draws when something changed and at no
/// other time. It is woken only by the window system's connection (``ConnectionWatch``), so an
/// idle app with an open window sleeps. Input becomes scripted events for the host, the very path
/// scripts and the control socket take (see `WindowInput.swift`).
@MainActor
final class LiveWindow {
    let window: DesktopWindow
    private let watch: ConnectionWatch
    let host: ApplicationHost
    private let title: String
    /// The mouse and keyboard, as the host's events.
    private lazy var input = WindowInput(target: host) { [unowned self] action in
        switch action {
        case .presentWholeFrame: presentWholeFrame()
        case .close: close()
        }
    }
    private var needsWholeFrame = true

    /// Opens the window for `host`, titled `title`, at the main screen's size in pixels; its
    /// connection's events reach the run loop through `inbox`.
    init(title: String, host: ApplicationHost, inbox: HostInbox) throws(HostError) {
        let screen = Screen.main
        do throws(WindowingError) {
            window = try DesktopWindow(title: title, pixelWidth: Int(screen.nativeBounds.width.rounded(.up)),
                                       pixelHeight: Int(screen.nativeBounds.height.rounded(.up)))
        } catch {
            throw HostError(error.code == .noDisplay ? .noDisplay : .windowFailed, error.message, remedy: error.remedy)
        }
        self.title = title
        window.title = title
        self.host = host
        watch = ConnectionWatch(descriptor: window.connectionDescriptor) { inbox.post(.windowEvents) }
        host.keepsScreenPictures = true
    }

    private func apply(_ events: [WindowEvent]) {
        input.apply(events)
        updateTitle()
    }

    /// The window system wrote: read and act on what it sent.
    func handleEvents() {
        apply(window.takeEvents())
    }

    /// The end of a run-loop turn: puts up what the turn changed, then acts on the events that
    /// talking to the window system brought in meanwhile (Xlib reads them into its own queue,
    /// where they would not wake the run loop), until nothing is left; then watches again.
    func endRunLoopTurn() {
        guard !window.isGone else { return }
        for _ in 0..<16 {
            present()
            let events = window.takeEvents()
            if events.isEmpty || window.isGone { 
                apply(events)
                break
            }
            apply(events)
        }
        if !window.isGone { watch.rearm() }
    }

    /// Closes the window once the app has ended.
    func close() {
        watch.stop()
        window.close()
    }

    /// Draws what changed, while the app shows its interface (active or inactive, its code not
    /// held), and puts the changed pixels up. In the background the window keeps the last frame.
    private func present() {
        let screen = Screen.main
        let width = Int(screen.nativeBounds.width.rounded(.up)), height = Int(screen.nativeBounds.height.rounded(.up))
        if width != window.pixelWidth || height != window.pixelHeight {
            window.resize(pixelWidth: width, pixelHeight: height)  // a rotation
            needsWholeFrame = true
        }
        if host.showsInterface {
            do {
                try host.screenCompositor().display(host.application.windows)
            } catch {
                host.logger.warning("\(error.oneLineReport)")
                return
            }
        }
        guard let compositor = host.compositor else { return }
        let changed = compositor.takeChangedArea()
        let area = needsWholeFrame ? PixelArea(x: 0, y: 0, width: width, height: height)
            : changed.map { PixelArea(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        guard let area else { return }
        needsWholeFrame = false
        compositor.withPixels { pixels, width, height, stride in
            window.present(pixels, width: width, height: height, stride: stride, area: area)
        }
    }

    /// Puts the whole frame up at the end of the turn (the window was exposed or resized).
    func presentWholeFrame() {
        needsWholeFrame = true
    }

    /// The title, with where the app is when it is not in the foreground.
    func updateTitle() {
        let wanted = host.showsInterface || host.state == .notRunning ? title : "\(title) — in the background (click to open)"
        if window.title != wanted { window.title = wanted }
    }
}
