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
            .custom("directionalLayoutMargins", .insets, of: View.self,
                    "The view's layout margins (8 points a side by default): constraints to its margins and a margins-relative stack view's arrangement keep inside them.") { view, value in
                if case .insets(let insets) = value {
                    view.directionalLayoutMargins = DirectionalEdgeInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
                }
            },
            .enumeration("semanticContentAttribute",
                         "Whether the view's content (its constraints' leading and trailing edges, its margins, a stack's order) flips in a right-to-left language; unspecified follows the app's direction.") {
                (view: View, attribute: SemanticContentAttribute) in view.semanticContentAttribute = attribute
            },
            .bool("insetsLayoutMarginsFromSafeArea", "Whether the layout margins are measured from the safe area (true by default) rather than the bounds.",
                  get: { (view: View) in view.insetsLayoutMarginsFromSafeArea }, set: { $0.insetsLayoutMarginsFromSafeArea = $1 }),
            .bool("autoresizesSubviews", "Whether the subviews' autoresizing masks apply when the view's size changes (true by default).",
                  get: { (view: View) in view.autoresizesSubviews }, set: { $0.autoresizesSubviews = $1 }),
            .bool("preservesSuperviewLayoutMargins", "Whether the layout margins also keep content inside the superview's margins where the view is closer to its edges (false by default).",
                  get: { (view: View) in view.preservesSuperviewLayoutMargins }, set: { $0.preservesSuperviewLayoutMargins = $1 }),
            .number("horizontalHuggingPriority", in: 1...1_000, "How strongly the view keeps from growing wider than its content (its content hugging priority).",
                    get: { (view: View) in Double(view.contentHuggingPriority(for: .horizontal).rawValue) },
                    set: { $0.setContentHuggingPriority(LayoutPriority(Float($1)), for: .horizontal) }),
            .number("verticalHuggingPriority", in: 1...1_000, "How strongly the view keeps from growing taller than its content.",
                    get: { (view: View) in Double(view.contentHuggingPriority(for: .vertical).rawValue) },
                    set: { $0.setContentHuggingPriority(LayoutPriority(Float($1)), for: .vertical) }),
            .number("horizontalCompressionResistancePriority", in: 1...1_000, "How strongly the view keeps from growing narrower than its content.",
                    get: { (view: View) in Double(view.contentCompressionResistancePriority(for: .horizontal).rawValue) },
                    set: { $0.setContentCompressionResistancePriority(LayoutPriority(Float($1)), for: .horizontal) }),
            .number("verticalCompressionResistancePriority", in: 1...1_000, "How strongly the view keeps from growing shorter than its content.",
                    get: { (view: View) in Double(view.contentCompressionResistancePriority(for: .vertical).rawValue) },
                    set: { $0.setContentCompressionResistancePriority(LayoutPriority(Float($1)), for: .vertical) }),
            .bool("clipsToBounds", "Whether subviews are cut at the view's (rounded) bounds.", get: { (view: View) in view.clipsToBounds }, set: { $0.clipsToBounds = $1 }),
            .number("cornerRadius", in: 0...10_000, "The radius of the view's corners, in points (its layer's).",
                    get: { (view: View) in view.layer.cornerRadius }, set: { $0.layer.cornerRadius = $1 }),
            .number("borderWidth", in: 0...1_000, "The width of the border drawn inside the view's bounds (its layer's).",
                    get: { (view: View) in view.layer.borderWidth }, set: { $0.layer.borderWidth = $1 }),
            .color("borderColor", "The border's colour (its layer's).") { (view: View, color) in view.layer.borderColor = color },
            .color("tintColor", "The colour controls below it draw their active parts in.") { (view: View, color) in view.tintColor = color },
            .enumeration("contentMode", "How content of another size (an image) fits the bounds.",
                         get: { (view: View) in view.contentMode }, set: { $0.contentMode = $1 }),
            .gesture("tapGestureAction", "a tap") { TapGestureRecognizer(target: nil, action: $0) },
            .gesture("longPressGestureAction", "a long press") { LongPressGestureRecognizer(target: nil, action: $0) },
            .gesture("panGestureAction", "a pan") { PanGestureRecognizer(target: nil, action: $0) },
            .gesture("swipeGestureAction", "a swipe to the right") { SwipeGestureRecognizer(target: nil, action: $0) },
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
