import CSDL2
import Testing
@testable import Windowing

/// SDL's events, made by hand as SDL's X11 and Wayland back ends make them, read as the window's
/// events: no display needed.
@Suite("SDL events")
struct SDLEventTranslatorTests {
    private func windowEvent(_ id: SDL_WindowEventID) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(id.rawValue)
        return event
    }

    private func button(_ type: SDL_EventType, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        return event
    }

    private func motion(x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = x
        event.motion.y = y
        return event
    }

    private func key(_ type: SDL_EventType, scancode: SDL_Scancode, sym: SDL_Keycode, mod: SDL_Keymod = KMOD_NONE, repeating: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.key.keysym.scancode = scancode
        event.key.keysym.sym = sym
        event.key.keysym.mod = UInt16(mod.rawValue)
        event.key.repeat = repeating ? 1 : 0
        return event
    }

    private func text(_ string: String) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            for (index, byte) in string.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        return event
    }

    private func translated(_ events: [SDL_Event], modifiersNow: SDL_Keymod = KMOD_NONE) -> [WindowEvent] {
        var translator = SDLEventTranslator()
        var result: [WindowEvent] = []
        for event in events { translator.add(event, modifiersNow: modifiersNow, to: &result) }
        return result
    }

    @Test func minimizingAndRestoringTheWindowAreTheirOwnEvents() {
        // SDL's X11 back end reports an unmapped window (what a window manager's minimize does)
        // as hidden then minimized, and a mapped one as shown then restored.
        let events = translated([windowEvent(SDL_WINDOWEVENT_HIDDEN), windowEvent(SDL_WINDOWEVENT_MINIMIZED),
                                 windowEvent(SDL_WINDOWEVENT_SHOWN), windowEvent(SDL_WINDOWEVENT_RESTORED)])
        #expect(events == [.minimized, .restored], "hidden and shown, which also happen as a window opens, are no events")
        #expect(translated([windowEvent(SDL_WINDOWEVENT_CLOSE)]) == [.closeRequested])
        #expect(translated([windowEvent(SDL_WINDOWEVENT_EXPOSED), windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED)]) == [.exposed, .exposed])
    }

    @Test func theLeftButtonIsAFingerAndAltMakesItAPinch() {
        let drag = [button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20), motion(x: 15, y: 25), button(SDL_MOUSEBUTTONUP, x: 15, y: 25)]
        #expect(translated(drag) == [.pointerDown(x: 10, y: 20, mirrored: false), .pointerMoved(x: 15, y: 25), .pointerUp(x: 15, y: 25)])
        #expect(translated(drag, modifiersNow: KMOD_LALT).first == .pointerDown(x: 10, y: 20, mirrored: true))
        #expect(translated([motion(x: 1, y: 1), button(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, button: SDL_BUTTON_RIGHT),
                            button(SDL_MOUSEBUTTONUP, x: 1, y: 1)]).isEmpty, "a move with no button down and the right button are no touch")
    }

    @Test func aButtonReleasedOutsideTheWindowLiftsTheFingerWhereItWas() {
        let events = translated([button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20), motion(x: 30, y: 40), windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)])
        #expect(events.last == .pointerUp(x: 30, y: 40))
    }

    @Test func theWheelScrollsAtThePointerTowardsTheContentsBottom() {
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.preciseY = -2  // towards the user: the content moves up, its bottom comes into view
        wheel.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        #expect(translated([motion(x: 100, y: 200), wheel]) == [.scroll(dx: 0, dy: 2, x: 100, y: 200)])
        wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        #expect(translated([wheel]) == [.scroll(dx: 0, dy: -2, x: 0, y: 0)])
    }

    @Test func aKeyCarriesItsUsageLayoutCharacterModifiersAndTheTextItTyped() {
        let events = translated([
            key(SDL_KEYDOWN, scancode: SDL_SCANCODE_LSHIFT, sym: SDL_Keycode(SDLK_LSHIFT.rawValue), mod: KMOD_LSHIFT),
            key(SDL_KEYDOWN, scancode: SDL_SCANCODE_1, sym: SDL_Keycode(SDLK_1.rawValue), mod: KMOD_LSHIFT), text("!"),
            key(SDL_KEYUP, scancode: SDL_SCANCODE_1, sym: SDL_Keycode(SDLK_1.rawValue), mod: KMOD_LSHIFT),
            key(SDL_KEYDOWN, scancode: SDL_SCANCODE_UP, sym: SDL_Keycode(SDLK_UP.rawValue), mod: SDL_Keymod(KMOD_LGUI.rawValue | KMOD_CAPS.rawValue), repeating: true),
            key(SDL_KEYUP, scancode: SDL_SCANCODE_UP, sym: SDL_Keycode(SDLK_UP.rawValue), mod: SDL_Keymod(KMOD_LGUI.rawValue | KMOD_CAPS.rawValue)),
            text("ü"),
        ])
        #expect(events == [
            .keyDown(KeyboardKey(usage: 0xE1, character: nil, modifiers: .shift)),
            .keyDown(KeyboardKey(usage: 0x1E, character: "1", text: "!", modifiers: .shift)),
            .keyUp(KeyboardKey(usage: 0x1E, character: "1", modifiers: .shift)),
            .keyDown(KeyboardKey(usage: 0x52, character: nil, modifiers: [.command, .capsLock], isRepeat: true)),
            .keyUp(KeyboardKey(usage: 0x52, character: nil, modifiers: [.command, .capsLock])),
            .text("ü"),
        ], "the text right after a key down is the key's; other text (an input method's) is text of its own")
    }
}
