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
        /// What the view's class shows (its descriptor's snapshot fields), in order.
        var fields: [Field]
        var subviews: [Node]
    }

    struct Field {
        var key: String
        var value: SnapshotValue
        var textForm: SnapshotTextForm
    }

    var windows: [Node]

    init(application: Application) {
        self.init(windows: application.windows)
    }

    init(windows: [Window]) {
        self.windows = windows.map(Self.node)
    }

    private static func node(_ view: View) -> Node {
        let fields = BuiltInViews.snapshotFields(of: type(of: view)).compactMap { field in
            field.value(view).map { Field(key: field.jsonKey, value: $0, textForm: field.textForm) }
        }
        return Node(className: view.isPlainViewToApps ? "View" : displayName(of: view), viewController: view.next.flatMap { $0 as? ViewController }.map(displayName),
                    frame: view.frame, fields: fields, subviews: view.subviews.map(node))
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
            for field in node.fields {
                if let text = Self.text(of: field) { line += " " + text }
            }
            lines.append(line)
            for subview in node.subviews { add(subview, depth: depth + 1) }
        }
        for window in windows { add(window, depth: 0) }
        return lines.joined(separator: "\n")
    }

    private static func text(of field: Field) -> String? {
        switch (field.textForm, field.value) {
        case (.quoted(let key), .string(let text)): "\(key)=\(quoted(text))"
        case (.prefixed(let marker), _): marker + plain(field.value)
        case (.flag(let whenTrue, let whenFalse), .bool(let flag)): flag ? whenTrue : whenFalse
        case (.number(let key, let ordinary), .integer(let number)): Double(number) == ordinary ? nil : "\(key)=\(number)"
        case (.number(let key, let ordinary), .number(let number)): number == ordinary ? nil : "\(key)=\(Self.number(number))"
        default: "\(field.key)=\(plain(field.value))"
        }
    }

    private static func plain(_ value: SnapshotValue) -> String {
        switch value {
        case .string(let text): text
        case .bool(let flag): String(flag)
        case .integer(let number): String(number)
        case .number(let number): Self.number(number)
        }
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
        for field in node.fields {
            output += ",\"\(field.key)\":"
            switch field.value {
            case .string(let text): JSONText.appendString(text, to: &output)
            case .bool(let flag): output += String(flag)
            case .integer(let number): output += String(number)
            case .number(let number): output += Self.number(number)
            }
        }
        output += ",\"subviews\":["
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
