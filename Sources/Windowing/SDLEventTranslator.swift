internal import CSDL2

/// SDL's events as the window's events: only the left button is a finger, the pointer's other
/// moves are no event, and a key carries the text it typed. It keeps where the pointer is and
/// whether the button is down, which SDL's later events need.
struct SDLEventTranslator {
    private(set) var pointerX = 0.0, pointerY = 0.0
    private(set) var isLeftButtonDown = false

    /// Appends what `event` means to `events`, if anything; `modifiersNow` are the modifier keys
    /// held as it is read (Alt, for a pinch).
    ///
    /// SDL reports the text a key typed right after the key: the key carries it, so that the
    /// host decides once whether the key types, works a key command or is a press.
    mutating func add(_ event: SDL_Event, modifiersNow: SDL_Keymod, to events: inout [WindowEvent]) {
        guard let translated = translate(event, modifiersNow: modifiersNow) else { return }
        if case .text(let text) = translated, case .keyDown(var key)? = events.last, key.text == nil {
            key.text = text
            events[events.count - 1] = .keyDown(key)
        } else {
            events.append(translated)
        }
    }

    mutating func translate(_ event: SDL_Event, modifiersNow: SDL_Keymod) -> WindowEvent? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN where Int32(event.button.button) == SDL_BUTTON_LEFT:
            isLeftButtonDown = true
            pointerX = Double(event.button.x)
            pointerY = Double(event.button.y)
            let mirrored = modifiersNow.rawValue & KMOD_ALT.rawValue != 0
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
