import Foundation

/// A view of the app at one moment, as a test sees it: a value, which does not change when the
/// app does (query again after an action).
public struct Element: Sendable, Equatable, CustomStringConvertible {
    /// The view's accessibility identifier, or else its storyboard `id`.
    public var identifier: String?
    /// HostKit's classes by their short name (`Button`), the app's as `Module.Class`.
    public var className: String
    /// What it shows: a label's or text field's text, a button's title.
    public var text: String?
    /// Its frame in the window's coordinates (points).
    public var frame: CGRect
    /// `false` for a disabled control or label.
    public var isEnabled: Bool
    /// Whether it is hidden, by itself or by one of its superviews (or fully transparent).
    public var isHidden: Bool
    /// Its subviews, in order.
    public var children: [Element]

    public init(identifier: String?, className: String, text: String?, frame: CGRect, isEnabled: Bool, isHidden: Bool, children: [Element]) {
        self.identifier = identifier
        self.className = className
        self.text = text
        self.frame = frame
        self.isEnabled = isEnabled
        self.isHidden = isHidden
        self.children = children
    }

    /// This element and every element below it, depth first.
    public var allElements: [Element] {
        [self] + children.flatMap(\.allElements)
    }

    /// `Button #increment "+1" (20, 160, 170, 44)`, with `hidden` or `disabled` when so.
    public var description: String {
        var line = className
        if let identifier { line += " #\(identifier)" }
        if let text { line += " \"\(text)\"" }
        line += " (\(Self.number(frame.minX)), \(Self.number(frame.minY)), \(Self.number(frame.width)), \(Self.number(frame.height)))"
        if isHidden { line += " hidden" }
        if !isEnabled { line += " disabled" }
        return line
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
