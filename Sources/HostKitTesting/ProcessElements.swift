import Foundation

/// Elements made from the view tree a running app's control socket gives (`snapshot`'s JSON).
enum ProcessElements {
    /// The windows of a `snapshot` reply's tree.
    static func windows(ofSnapshot snapshot: Any?) -> [Element] {
        guard let tree = snapshot as? [String: Any], let windows = tree["windows"] as? [[String: Any]] else { return [] }
        return windows.map { element(of: $0, origin: .zero, hiddenAbove: false) }
    }

    private static func element(of node: [String: Any], origin: CGPoint, hiddenAbove: Bool) -> Element {
        let numbers = (node["frame"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
        let local = numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : .zero
        let frame = local.offsetBy(dx: origin.x, dy: origin.y)
        let alpha = (node["alpha"] as? NSNumber)?.doubleValue ?? 1
        let isHidden = hiddenAbove || (node["hidden"] as? Bool ?? false) || alpha < 0.01
        let subviews = node["subviews"] as? [[String: Any]] ?? []
        return Element(identifier: node["accessibilityIdentifier"] as? String ?? node["storyboardID"] as? String,
                       className: node["class"] as? String ?? "View",
                       text: node["text"] as? String ?? node["title"] as? String,
                       frame: frame, isEnabled: node["enabled"] as? Bool ?? true, isHidden: isHidden,
                       children: subviews.map { element(of: $0, origin: frame.origin, hiddenAbove: isHidden) })
    }

    /// The elements `identifier` names: by accessibility identifier, or else by storyboard id.
    static func matches(_ identifier: String, in windows: [Element]) -> [Element] {
        ElementMatching.matches(identifier, in: windows)
    }

    static func visibleIdentifiers(in windows: [Element]) -> [String] {
        windows.flatMap(\.allElements).filter { !$0.isHidden }.compactMap(\.identifier)
    }
}
