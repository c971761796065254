/// Which layout attributes a constraint may relate, as UIKit allows them (it throws for the
/// rest): a position only to a position on the same axis, never `leading`/`trailing` to
/// `left`/`right` (which stay put in a right-to-left language), a size only to a size, and
/// only a size to a constant. Attributes by their names in storyboards, which are also
/// `LayoutConstraint.Attribute`'s raw values.
package enum ConstraintAttributePairing {
    private enum Kind: Equatable {
        case horizontalPosition(directional: Bool?)
        case verticalPosition
        case size
    }

    private static func kind(of attribute: String) -> Kind? {
        switch attribute {
        case "leading", "trailing": .horizontalPosition(directional: true)
        case "left", "right": .horizontalPosition(directional: false)
        case "centerX": .horizontalPosition(directional: nil)
        case "top", "bottom", "centerY", "firstBaseline", "lastBaseline": .verticalPosition
        case "width", "height": .size
        default: nil
        }
    }

    /// Why `first` cannot be related to `second` (`nil`: to a constant), or `nil` when it can.
    package static func problem(relating first: String, to second: String?) -> String? {
        guard let firstKind = kind(of: first) else { return "\"\(first)\" is not a layout attribute" }
        guard let second, second != "notAnAttribute" else {
            return firstKind == .size ? nil : "\"\(first)\" is a position: only a width or a height can equal a constant"
        }
        guard let secondKind = kind(of: second) else { return "\"\(second)\" is not a layout attribute" }
        switch (firstKind, secondKind) {
        case (.size, .size), (.verticalPosition, .verticalPosition):
            return nil
        case let (.horizontalPosition(one), .horizontalPosition(other)):
            guard let one, let other, one != other else { return nil }
            return "\"\(first)\" cannot be related to \"\(second)\": leading and trailing follow the language's direction, left and right do not"
        case (.size, _), (_, .size):
            return "\"\(first)\" cannot be related to \"\(second)\": a position relates only to a position, a size only to a size"
        default:
            return "\"\(first)\" cannot be related to \"\(second)\": a position relates only to a position on the same axis"
        }
    }
}
