extension ViewClassDescriptor {
    static let label = ViewClassDescriptor(
        Label.self, name: "Label", superclass: View.self, summary: "Read-only text.",
        properties: [
            .string("text", "The text.", get: { (label: Label) in label.text }, set: { $0.text = $1 }),
            .color("textColor", "The text's colour.") { (label: Label, color) in label.textColor = color },
            .enumeration("textAlignment", "The text's alignment.", get: { (label: Label) in label.textAlignment }, set: { $0.textAlignment = $1 }),
            .integer("numberOfLines", minimum: 0, "The most lines the text takes; 0 for no limit.",
                     get: { (label: Label) in label.numberOfLines }, set: { $0.numberOfLines = $1 }),
            .number("fontSize", in: 1...1_000, "The system font's size, in points (17 by default).",
                    get: { (label: Label) in label.font.pointSize }, set: { $0.font = $0.font.withSize($1) }),
            .enumeration("fontWeight", "The system font's weight.",
                         get: { (label: Label) in FontWeightName(label.font.weight) }, set: { $0.font = .systemFont(ofSize: $0.font.pointSize, weight: $1.weight) }),
            .enumeration("lineBreakMode", "How text too long for the label is wrapped or cut.",
                         get: { (label: Label) in label.lineBreakMode }, set: { $0.lineBreakMode = $1 }),
        ],
        snapshot: [.quoted("text") { (label: Label) in label.text }])
}
