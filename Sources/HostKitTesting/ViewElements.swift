import Foundation
import HostKit

/// Elements made from the live views of an app in this process.
@MainActor
enum ViewElements {
    /// `view` as an element, `isHidden` when it or a superview is hidden.
    static func element(of view: View, hiddenAbove: Bool = false) -> Element {
        let isHidden = hiddenAbove || view.isHidden || view.alpha < 0.01
        return Element(identifier: identifier(of: view), className: className(of: view), text: text(of: view),
                       frame: view.convert(view.bounds, to: nil), isEnabled: isEnabled(view), isHidden: isHidden,
                       children: view.subviews.map { element(of: $0, hiddenAbove: isHidden) })
    }

    static func identifier(of view: View) -> String? {
        view.accessibilityIdentifier ?? view.storyboardIdentifier
    }

    static func text(of view: View) -> String? {
        switch view {
        case let label as Label: label.text
        case let button as Button: button.title
        case let field as TextField: field.text
        default: nil
        }
    }

    static func isEnabled(_ view: View) -> Bool {
        switch view {
        case let control as Control: control.isEnabled
        case let label as Label: label.isEnabled
        default: true
        }
    }

    static func className(of view: View) -> String {
        let name = HostLink.typeName(of: view)
        return name.hasPrefix("HostKit.") ? String(name.dropFirst(8)) : name
    }

    /// The views `identifier` names, with whether each is hidden: accessibility identifiers
    /// first, storyboard ids when no accessibility identifier matches.
    static func views(named identifier: String, in windows: [Window]) -> [(view: View, isHidden: Bool)] {
        var byAccessibility: [(View, Bool)] = []
        var byStoryboard: [(View, Bool)] = []
        func visit(_ view: View, hiddenAbove: Bool) {
            let isHidden = hiddenAbove || view.isHidden || view.alpha < 0.01
            if view.accessibilityIdentifier == identifier {
                byAccessibility.append((view, isHidden))
            } else if view.storyboardIdentifier == identifier {
                byStoryboard.append((view, isHidden))
            }
            for subview in view.subviews { visit(subview, hiddenAbove: isHidden) }
        }
        for window in windows { visit(window, hiddenAbove: false) }
        return byAccessibility.isEmpty ? byStoryboard : byAccessibility
    }

    /// Every identifier of a view that is not hidden.
    static func visibleIdentifiers(in windows: [Window]) -> [String] {
        var identifiers: [String] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            if let identifier = identifier(of: view) { identifiers.append(identifier) }
            view.subviews.forEach(visit)
        }
        windows.forEach(visit)
        return identifiers
    }
}
