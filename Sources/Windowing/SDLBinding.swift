internal import CSDL2

/// SDL2, bound when the first window opens (not at launch: a run without a window never loads
/// it), and its video subsystem, started once.
@MainActor
enum SDLBinding {
    /// The bound functions with the video subsystem started, or why not.
    static let video: Result<csdl_api, WindowingError> = start()

    private static func start() -> Result<csdl_api, WindowingError> {
        var reason: UnsafePointer<CChar>?
        guard let table = csdl_load(&reason) else {
            return .failure(WindowingError(.libraryMissing, "SDL2 cannot be loaded: \(reason.map { String(cString: $0) } ?? "unknown reason")",
                                           remedy: "install it (Debian: apt-get install libsdl2-2.0-0), or run without --window"))
        }
        let api = table.pointee
        // The host handles SIGINT and SIGTERM itself (they terminate the app); SDL's own handlers
        // would turn them into a quit event instead.
        _ = api.SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // A window left alone should not keep the screen awake, which SDL does by default.
        _ = api.SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        // The click that focuses the window is a touch too, as in the Simulator.
        _ = api.SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // Keep the desktop's compositor running while the window is open.
        _ = api.SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard api.SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
            return .failure(WindowingError(.noDisplay, "the display cannot be opened: \(lastError(api))",
                                           remedy: "check DISPLAY (or WAYLAND_DISPLAY) names a running display, or run without --window (headless)"))
        }
        return .success(api)
    }

    /// Whether the window system's connection broke.
    static var connectionLost: Bool { csdl_connection_lost() != 0 }

    static func lastError(_ api: csdl_api) -> String {
        api.SDL_GetError().map { String(cString: $0) } ?? "unknown reason"
    }
}
