internal import CSDL2
import Foundation

/// A window on the desktop (X11 or Wayland, through SDL2) that shows pixels the caller drew and
/// reports what the user does to it. It draws nothing by itself and wakes no one: the caller
/// presents a frame when something changed, and takes the events when ``ConnectionWatch`` says
/// the window system's connection is readable.
///
/// Main thread only, as SDL's video functions are.
@MainActor
package final class DesktopWindow {
    /// Whether a display is named in `environment`; without one a window cannot open.
    package nonisolated static func hasDisplay(in environment: [String: String]) -> Bool {
        environment["DISPLAY"]?.isEmpty == false || environment["WAYLAND_DISPLAY"]?.isEmpty == false
    }

    private let api: csdl_api
    private let window: OpaquePointer
    /// The window system's connection, readable when events wait.
    package let connectionDescriptor: Int32
    package private(set) var pixelWidth: Int
    package private(set) var pixelHeight: Int
    /// Set once the connection broke or the window closed: no SDL call is made after that.
    package private(set) var isGone = false
    private var translator = SDLEventTranslator()

    /// Opens a window of `pixelWidth` × `pixelHeight` pixels titled `title`, centred, not
    /// resizable (the screen's size is the app's setting).
    package init(title: String, pixelWidth: Int, pixelHeight: Int) throws(WindowingError) {
        guard Self.hasDisplay(in: ProcessInfo.processInfo.environment) else {
            throw WindowingError.displayNotSet
        }
        let api: csdl_api
        switch SDLBinding.video {
        case .success(let bound): api = bound
        case .failure(let error): throw error
        }
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= Int(Int32.max), pixelHeight <= Int(Int32.max) else {
            throw WindowingError(.windowFailed, "a window of \(pixelWidth) × \(pixelHeight) pixels", remedy: "use a screen of positive size")
        }
        guard let window = api.SDL_CreateWindow(title, csdl_window_position_centered, csdl_window_position_centered,
                                                Int32(pixelWidth), Int32(pixelHeight), SDL_WINDOW_SHOWN.rawValue) else {
            throw WindowingError(.windowFailed, "SDL cannot open a window of \(pixelWidth) × \(pixelHeight) pixels: \(SDLBinding.lastError(api))",
                                 remedy: "check the display works (e.g. `xdpyinfo`), or run without --window")
        }
        let descriptor = csdl_connection_fd(window)
        guard descriptor >= 0 else {
            api.SDL_DestroyWindow(window)
            throw WindowingError(.windowFailed, "the window system's connection cannot be watched (video driver \(api.SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"))",
                                 remedy: "use X11 or Wayland (SDL_VIDEODRIVER=x11 or wayland)")
        }
        self.api = api
        self.window = window
        self.connectionDescriptor = descriptor
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        api.SDL_StartTextInput()
    }

    package var title: String = "" {
        didSet { if !isGone { api.SDL_SetWindowTitle(window, title) } }
    }

    /// Makes the window `pixelWidth` × `pixelHeight` (a rotation); present a whole frame after.
    package func resize(pixelWidth: Int, pixelHeight: Int) {
        guard !isGone, pixelWidth > 0, pixelHeight > 0, pixelWidth <= Int(Int32.max), pixelHeight <= Int(Int32.max) else { return }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        api.SDL_SetWindowSize(window, Int32(pixelWidth), Int32(pixelHeight))
    }

    /// Puts `area` of a frame on screen. The frame is `width` × `height` premultiplied ARGB32
    /// pixels in native byte order (Cairo's format), `stride` bytes a row, at `pixels`; the parts
    /// of `area` outside the frame or the window are left alone.
    package func present(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, area: PixelArea) {
        guard !isGone, let surface = api.SDL_GetWindowSurface(window) else { return }
        let surfaceWidth = Int(surface.pointee.w), surfaceHeight = Int(surface.pointee.h)
        let x0 = max(0, area.x), y0 = max(0, area.y)
        let x1 = min(area.x + area.width, width, surfaceWidth), y1 = min(area.y + area.height, height, surfaceHeight)
        guard x1 > x0, y1 > y0, let target = surface.pointee.pixels, let format = surface.pointee.format else { return }
        let pitch = Int(surface.pointee.pitch), bytesPerPixel = Int(format.pointee.BytesPerPixel)
        _ = api.SDL_ConvertPixels(Int32(x1 - x0), Int32(y1 - y0), SDL_PIXELFORMAT_ARGB8888.rawValue, pixels + y0 * stride + x0 * 4, Int32(stride),
                                  format.pointee.format, target + y0 * pitch + x0 * bytesPerPixel, Int32(pitch))
        var rect = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        _ = api.SDL_UpdateWindowSurfaceRects(window, &rect, 1)
        noteConnectionLoss()
    }

    /// The events waiting, in order; reading them also answers the window system's own requests.
    package func takeEvents() -> [WindowEvent] {
        guard !isGone else { return [] }
        var events: [WindowEvent] = []
        var event = SDL_Event()
        while !isGone, api.SDL_PollEvent(&event) != 0 {
            translator.add(event, modifiersNow: api.SDL_GetModState(), to: &events)
            if noteConnectionLoss() { events.append(.connectionLost) }
        }
        if !isGone, noteConnectionLoss() { events.append(.connectionLost) }
        return events
    }

    /// Closes the window (once the app has terminated).
    package func close() {
        guard !isGone else { return }
        isGone = true
        api.SDL_DestroyWindow(window)
        _ = api.SDL_PollEvent(nil)  // flushes the request to the server
    }

    @discardableResult
    private func noteConnectionLoss() -> Bool {
        guard !isGone, SDLBinding.connectionLost else { return false }
        isGone = true
        return true
    }
}

/// A rectangle of whole pixels.
package struct PixelArea: Equatable, Sendable {
    package var x: Int, y: Int, width: Int, height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
