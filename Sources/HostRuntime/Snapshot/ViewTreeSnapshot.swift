import Foundation
import HostKit

/// The app's windows and their view trees at one moment, in the two forms `--snapshot` writes:
/// an indented text tree for people, and JSON for tools.
@MainActor
struct ViewTreeSnapshot {
    struct Node {
        var className: String
        /// The controller whose root view this is.
        var viewController: String?
        var frame: CGRect
        var accessibilityIdentifier: String?
        var tag: Int
        var text: String?
        var title: String?
        var placeholder: String?
        var isOn: Bool?
        var isEnabled: Bool?
        var isHidden: Bool
        var alpha: Double
        var subviews: [Node]
    }

    var windows: [Node]

    init(application: Application) {
        windows = application.windows.map(Self.node)
    }

    private static func node(_ view: View) -> Node {
        Node(className: view.isPlainViewToApps ? "View" : displayName(of: view), viewController: view.next.flatMap { $0 as? ViewController }.map(displayName),
             frame: view.frame, accessibilityIdentifier: view.accessibilityIdentifier, tag: view.tag,
             text: (view as? Label)?.text ?? (view as? TextField)?.text, title: (view as? Button)?.title,
             placeholder: (view as? TextField)?.placeholder, isOn: (view as? Switch)?.isOn, isEnabled: (view as? Control)?.isEnabled,
             isHidden: view.isHidden, alpha: view.alpha, subviews: view.subviews.map(node))
    }

    /// HostKit's classes by their short name; plugin classes as `Module.Class`.
    private static func displayName(of object: AnyObject) -> String {
        let name = HostLink.typeName(of: object)
        return name.hasPrefix("HostKit.") ? String(name.dropFirst(8)) : name
    }

    // MARK: Text

    /// One line per view, indented by depth: class, controller, frame, then what it shows.
    var text: String {
        var lines: [String] = []
        func add(_ node: Node, depth: Int) {
            var line = String(repeating: "  ", count: depth) + node.className
            if let controller = node.viewController { line += " <\(controller)>" }
            line += " (\(Self.number(node.frame.minX)), \(Self.number(node.frame.minY)), \(Self.number(node.frame.width)), \(Self.number(node.frame.height)))"
            if let identifier = node.accessibilityIdentifier { line += " #\(identifier)" }
            if node.tag != 0 { line += " tag=\(node.tag)" }
            if let text = node.text { line += " text=\(Self.quoted(text))" }
            if let title = node.title { line += " title=\(Self.quoted(title))" }
            if let placeholder = node.placeholder { line += " placeholder=\(Self.quoted(placeholder))" }
            if let isOn = node.isOn { line += isOn ? " on" : " off" }
            if node.isEnabled == false { line += " disabled" }
            if node.alpha != 1 { line += " alpha=\(Self.number(node.alpha))" }
            if node.isHidden { line += " hidden" }
            lines.append(line)
            for subview in node.subviews { add(subview, depth: depth + 1) }
        }
        for window in windows { add(window, depth: 0) }
        return lines.joined(separator: "\n")
    }

    // MARK: JSON

    /// `{"windows":[…]}` on one line, each view with its class, frame (`[x, y, width, height]`),
    /// state and subviews.
    func json(label: String?) -> String {
        var output = "{"
        if let label {
            output += "\"label\":"
            JSONText.appendString(label, to: &output)
            output += ","
        }
        output += "\"windows\":["
        for (index, window) in windows.enumerated() {
            if index > 0 { output += "," }
            Self.appendJSON(window, to: &output)
        }
        return output + "]}"
    }

    private static func appendJSON(_ node: Node, to output: inout String) {
        output += "{\"class\":"
        JSONText.appendString(node.className, to: &output)
        if let controller = node.viewController {
            output += ",\"viewController\":"
            JSONText.appendString(controller, to: &output)
        }
        output += ",\"frame\":[\(number(node.frame.minX)),\(number(node.frame.minY)),\(number(node.frame.width)),\(number(node.frame.height))]"
        for (key, value) in [("accessibilityIdentifier", node.accessibilityIdentifier), ("text", node.text), ("title", node.title), ("placeholder", node.placeholder)] {
            guard let value else { continue }
            output += ",\"\(key)\":"
            JSONText.appendString(value, to: &output)
        }
        if node.tag != 0 { output += ",\"tag\":\(node.tag)" }
        if let isOn = node.isOn { output += ",\"on\":\(isOn)" }
        if let isEnabled = node.isEnabled { output += ",\"enabled\":\(isEnabled)" }
        output += ",\"alpha\":\(number(node.alpha)),\"hidden\":\(node.isHidden),\"subviews\":["
        for (index, subview) in node.subviews.enumerated() {
            if index > 0 { output += "," }
            appendJSON(subview, to: &output)
        }
        output += "]}"
    }

    /// Whole numbers without a fraction, others as Swift prints them.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func quoted(_ text: String) -> String {
        var output = ""
        JSONText.appendString(text, to: &output)
        return output
    }
}
