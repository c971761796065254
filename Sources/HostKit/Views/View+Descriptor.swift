import Foundation

extension ViewClassDescriptor {
    /// The root of every view class: the keys and snapshot fields every view has.
    static let view = ViewClassDescriptor(
        View.self, name: "View", superclass: nil, summary: "A plain view.",
        properties: [
            .custom("frame", .rect, of: View.self, "The view's frame in its superview's coordinates.") { view, value in
                if case .rect(let rect) = value { view.frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
            },
            .color("backgroundColor", "The view's background colour.") { (view: View, color) in view.backgroundColor = color },
            .bool("hidden", "Whether the view is hidden.", get: { (view: View) in view.isHidden }, set: { $0.isHidden = $1 }),
            .number("alpha", in: 0...1, "The view's opacity.", get: { (view: View) in view.alpha }, set: { $0.alpha = $1 }),
            .bool("userInteractionEnabled", "Whether the view receives touches.", get: { (view: View) in view.isUserInteractionEnabled }, set: { $0.isUserInteractionEnabled = $1 }),
            .integer("tag", "An integer that identifies the view in code.", get: { (view: View) in view.tag }, set: { $0.tag = $1 }),
            .string("accessibilityIdentifier", "The identifier UI tests and event scripts find the view by.",
                    get: { (view: View) in view.accessibilityIdentifier }, set: { $0.accessibilityIdentifier = $1 }),
        ],
        snapshot: [
            SnapshotField(jsonKey: "accessibilityIdentifier", value: { $0.accessibilityIdentifier.map(SnapshotValue.string) }, textForm: .prefixed("#")),
            SnapshotField(jsonKey: "tag", value: { $0.tag == 0 ? nil : .integer($0.tag) }, textForm: .number("tag", unless: 0)),
        ],
        trailingSnapshot: [
            SnapshotField(jsonKey: "storyboardID", value: { $0.storyboardIdentifier.map(SnapshotValue.string) }, textForm: .quoted("id")),
            SnapshotField(jsonKey: "alpha", value: { .number($0.alpha) }, textForm: .number("alpha", unless: 1)),
            .flag("hidden", whenTrue: "hidden", whenFalse: nil) { (view: View) in view.isHidden },
        ])
}
