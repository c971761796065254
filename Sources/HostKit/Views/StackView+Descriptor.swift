extension ViewClassDescriptor {
    static let stackView = ViewClassDescriptor(
        StackView.self, name: "StackView", superclass: View.self, summary: "Lays out its subviews as its arranged subviews.",
        properties: [
            .enumeration("axis", \StackView.axis, "The direction it lays out its subviews in."),
            .number("spacing", \StackView.spacing, in: 0...Double.greatestFiniteMagnitude, "The space between subviews."),
            .enumeration("alignment", \StackView.alignment, "The subviews' alignment across the axis."),
            .enumeration("distribution", \StackView.distribution, "How the subviews share the space along the axis."),
        ])
}
