extension ViewClassDescriptor {
    static let label = ViewClassDescriptor(
        Label.self, name: "Label", superclass: View.self, summary: "Read-only text.",
        properties: [
            .string("text", \Label.text, "The text."),
            .color("textColor", \Label.textColor, "The text's colour."),
            .enumeration("textAlignment", \Label.textAlignment, "The text's alignment."),
            .integer("numberOfLines", \Label.numberOfLines, minimum: 0, "The most lines the text takes; 0 for no limit."),
        ],
        snapshot: [.quoted("text") { (label: Label) in label.text }])
}
