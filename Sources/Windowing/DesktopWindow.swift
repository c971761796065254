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
    private var pointerX = 0.0, pointerY = 0.0
    private var isLeftButtonDown = false

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
            guard let translated = translate(event) else { continue }
            // SDL reports the text a key typed right after the key: the key carries it, so that
            // the host decides once whether the key types, works a key command or is a press.
            if case .text(let text) = translated, case .keyDown(var key)? = events.last, key.text == nil {
                key.text = text
                events[events.count - 1] = .keyDown(key)
            } else {
                events.append(translated)
            }
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

    private func translate(_ event: SDL_Event) -> WindowEvent? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN where Int32(event.button.button) == SDL_BUTTON_LEFT:
            isLeftButtonDown = true
            pointerX = Double(event.button.x)
            pointerY = Double(event.button.y)
            let mirrored = api.SDL_GetModState().rawValue & KMOD_ALT.rawValue != 0
            return .pointerDown(x: pointerX, y: pointerY, mirrored: mirrored)
        case SDL_MOUSEBUTTONUP where Int32(event.button.button) == SDL_BUTTON_LEFT:
            guard isLeftButtonDown else { return nil }
            isLeftButtonDown = false
            return .pointerUp(x: Double(event.button.x), y: Double(event.button.y))
        case SDL_MOUSEMOTION:
            pointerX = Double(event.motion.x)
            pointerY = Double(event.motion.y)
            return isLeftButtonDown ? .pointerMoved(x: pointerX, y: pointerY) : nil
        case SDL_MOUSEWHEEL:
            let flip = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            // SDL's y is positive away from the user, which scrolls towards the top.
            return .scroll(dx: Double(event.wheel.preciseX) * flip, dy: -Double(event.wheel.preciseY) * flip, x: pointerX, y: pointerY)
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return text.isEmpty ? nil : .text(text)
        case SDL_KEYDOWN, SDL_KEYUP:
            let keysym = event.key.keysym
            let key = KeyboardKey(usage: Int(keysym.scancode.rawValue), character: Self.character(keysym.sym),
                                  modifiers: Self.modifiers(keysym.mod), isRepeat: event.key.repeat != 0)
            return event.type == SDL_KEYDOWN.rawValue ? .keyDown(key) : .keyUp(key)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            // Not HIDDEN and SHOWN: a window is unmapped and mapped again as it opens.
            case SDL_WINDOWEVENT_MINIMIZED: return .minimized
            case SDL_WINDOWEVENT_RESTORED: return .restored
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SIZE_CHANGED: return .exposed
            case SDL_WINDOWEVENT_CLOSE: return .closeRequested
            case SDL_WINDOWEVENT_FOCUS_LOST:
                // A button released outside the window never reaches it: the finger lifts here.
                guard isLeftButtonDown else { return nil }
                isLeftButtonDown = false
                return .pointerUp(x: pointerX, y: pointerY)
            default: return nil
            }
        case SDL_QUIT:
            return .closeRequested
        default:
            return nil
        }
    }

    /// The character a key code stands for: SDL's codes of character keys are the layout's
    /// unshifted character; the others have the scancode mask bit set.
    private static func character(_ code: SDL_Keycode) -> Character? {
        guard code >= 0x20, code != 0x7F, code & SDLK_SCANCODE_MASK == 0, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
        return Character(scalar)
    }

    private static func modifiers(_ mod: UInt16) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if Int32(mod) & Int32(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
        if Int32(mod) & Int32(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
        if Int32(mod) & Int32(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alternate) }
        if Int32(mod) & Int32(KMOD_GUI.rawValue) != 0 { modifiers.insert(.command) }
        if Int32(mod) & Int32(KMOD_CAPS.rawValue) != 0 { modifiers.insert(.capsLock) }
        return modifiers
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
