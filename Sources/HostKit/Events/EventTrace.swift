import Foundation

/// The details event callbacks add to their trace records. They are only ever built inside the
/// `details` autoclosure of `HostLink.invoke`, so an untraced run formats no strings.
@MainActor
enum EventTrace {
    /// `location`: where the touches are, in their window's coordinates, as `x,y`; several touches
    /// are listed in the host's finger order, separated by spaces.
    static func details(of touches: Set<Touch>) -> KeyValuePairs<String, String> {
        ["location": locations(of: touches)]
    }

    /// `keys`: the keys pressed, each as its modifiers and its name joined by `+`
    /// (`command+upArrow`, `shift+a`), in the order of their HID usages.
    static func details(of presses: Set<Press>) -> KeyValuePairs<String, String> {
        ["keys": presses.compactMap(\.key).sorted { $0.keyCode.rawValue < $1.keyCode.rawValue }.map(name(of:)).joined(separator: " ")]
    }

    static func name(of key: Key) -> String {
        (key.modifierFlags.intersection(.held).names + [KeyStroke.name(of: key.keyCode, input: key.charactersIgnoringModifiers)]).joined(separator: "+")
    }

    static func locations(of touches: Set<Touch>) -> String {
        if touches.count == 1, let touch = touches.first { return location(touch.locationInWindow) }
        return touches.sorted { $0.identifier < $1.identifier }.map { location($0.locationInWindow) }.joined(separator: " ")
    }

    static func location(_ point: CGPoint) -> String {
        "\(number(point.x)),\(number(point.y))"
    }

    /// Whole numbers without a trailing `.0`, so that a tap at (20, 30) reads `20,30`.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
