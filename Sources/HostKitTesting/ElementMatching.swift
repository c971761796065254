import Foundation
import StoryboardFormat

/// The rules both harnesses follow to name an element and to act on it, and the errors that
/// say why they could not (as XCUITest does, instead of doing nothing).
enum ElementMatching {
    /// The identifiers on screen, closest to `identifier` first (by edit distance, then by name).
    static func closestFirst(to identifier: String, among identifiers: some Sequence<String>) -> [String] {
        let typed = identifier.lowercased()
        return Set(identifiers)
            .map { (name: $0, distance: Suggestions.editDistance(typed, $0.lowercased())) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .map(\.name)
    }

    static func noSuchElement(_ identifier: String, visibleIdentifiers: some Sequence<String>) -> HarnessError {
        let onScreen = closestFirst(to: identifier, among: visibleIdentifiers)
        return HarnessError("no-such-element", "no view has the identifier \"\(identifier)\"",
                            facts: [onScreen.isEmpty ? "no view on screen has an identifier"
                                                     : "identifiers on screen, closest first: " + onScreen.map { "\"\($0)\"" }.joined(separator: ", ")],
                            remedy: "use one of the identifiers on screen, or set accessibilityIdentifier on the view (the storyboard's \"accessibilityIdentifier\")")
    }

    static func ambiguous(_ identifier: String, matches: [Element]) -> HarnessError {
        HarnessError("ambiguous", "\(matches.count) views have the identifier \"\(identifier)\"",
                     facts: matches.map(\.description),
                     remedy: "give each view an identifier of its own")
    }

    /// Why `action` cannot work `element`, a view of a window whose bounds are `screen`; `nil`
    /// when it can.
    static func refusal(of action: String, on element: Element, screen: CGRect) -> HarnessError? {
        let name = element.identifier.map { "\"\($0)\"" } ?? element.className
        if element.isHidden {
            return HarnessError("hidden", "cannot \(action) \(name): it is hidden", facts: [element.description],
                                remedy: "show it first (isHidden = false, alpha > 0, and the same for its superviews)")
        }
        if !element.isEnabled {
            return HarnessError("disabled", "cannot \(action) \(name): it is disabled", facts: [element.description],
                                remedy: "enable it first (isEnabled = true)")
        }
        if element.frame.intersection(screen).isEmpty {
            return HarnessError("off-screen", "cannot \(action) \(name): it is off screen", facts: [element.description, "the screen: \(describe(screen))"],
                                remedy: "bring it on screen first (scroll to it, or correct its frame)")
        }
        return nil
    }

    /// Where a finger lands on `element`: the centre of its part on screen.
    static func tapPoint(of element: Element, screen: CGRect) -> CGPoint {
        let visible = element.frame.intersection(screen)
        return CGPoint(x: visible.midX, y: visible.midY)
    }

    static func describe(_ rect: CGRect) -> String {
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// The elements of `roots` (and below) that `identifier` names: those with that
    /// accessibility identifier, or, when there are none, with that storyboard `id`, as the
    /// host's `tap` and `activate` events match.
    static func matches(_ identifier: String, in roots: [Element]) -> [Element] {
        roots.flatMap(\.allElements).filter { $0.identifier == identifier }
    }
}
