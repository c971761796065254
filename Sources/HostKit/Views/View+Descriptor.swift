import Foundation

extension ViewClassDescriptor {
    /// The root of every view class: the keys and snapshot fields every view has.
    static let view = ViewClassDescriptor(
        View.self, name: "View", superclass: nil, summary: "A plain view.",
        properties: [
            .custom("frame", .rect, of: View.self, "The view's frame in its superview's coordinates.") { view, value in
                if case .rect(let rect) = value { view.frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
            },
            .optionalColor("backgroundColor", \View.backgroundColor, "The view's background colour."),
            .bool("hidden", \View.isHidden, "Whether the view is hidden."),
            .number("alpha", \View.alpha, in: 0...1, "The view's opacity."),
            .bool("userInteractionEnabled", \View.isUserInteractionEnabled, "Whether the view receives touches."),
            .integer("tag", \View.tag, "An integer that identifies the view in code."),
            .string("accessibilityIdentifier", \View.accessibilityIdentifier, "The identifier UI tests and event scripts find the view by."),
        ],
        snapshot: [
            SnapshotField(jsonKey: "accessibilityIdentifier", value: { $0.accessibilityIdentifier.map(SnapshotValue.string) }, textForm: .prefixed("#")),
            SnapshotField(jsonKey: "tag", value: { $0.tag == 0 ? nil : .integer($0.tag) }, textForm: .number("tag", unless: 0)),
        ],
        trailingSnapshot: [
            SnapshotField(jsonKey: "alpha", value: { .number($0.alpha) }, textForm: .number("alpha", unless: 1)),
            .flag("hidden", whenTrue: "hidden", whenFalse: nil) { (view: View) in view.isHidden },
        ])
}
