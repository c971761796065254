extension ViewClassDescriptor {
    static let stackView = ViewClassDescriptor(
        StackView.self, name: "StackView", superclass: View.self, summary: "Lays out its subviews as its arranged subviews, with constraints.",
        properties: [
            .enumeration("axis", "The direction it lays out its subviews in.", get: { (stack: StackView) in stack.axis }, set: { $0.axis = $1 }),
            .number("spacing", in: -1e6...Double.greatestFiniteMagnitude, "The space between subviews; a negative spacing overlaps them.",
                    get: { (stack: StackView) in stack.spacing }, set: { $0.spacing = $1 }),
            .enumeration("alignment", "The subviews' alignment across the axis.", get: { (stack: StackView) in stack.alignment }, set: { $0.alignment = $1 }),
            .enumeration("distribution", "How the subviews share the space along the axis.",
                         get: { (stack: StackView) in stack.distribution }, set: { $0.distribution = $1 }),
            .bool("isLayoutMarginsRelativeArrangement", "Whether the subviews are arranged inside the layout margins.",
                  get: { (stack: StackView) in stack.isLayoutMarginsRelativeArrangement }, set: { $0.isLayoutMarginsRelativeArrangement = $1 }),
            .bool("isBaselineRelativeArrangement", "Whether a vertical stack measures the spacing between subviews from their baselines.",
                  get: { (stack: StackView) in stack.isBaselineRelativeArrangement }, set: { $0.isBaselineRelativeArrangement = $1 }),
        ])
}
