extension ViewClassDescriptor {
    static let textField = ViewClassDescriptor(
        TextField.self, name: "TextField", superclass: Control.self, summary: "Editable text.",
        properties: [
            .string("text", "The text.", get: { (field: TextField) in field.text }, set: { $0.text = $1 }),
            .color("textColor", "The text's colour.") { (field: TextField, color) in field.textColor = color },
            .enumeration("textAlignment", "The text's alignment.", get: { (field: TextField) in field.textAlignment }, set: { $0.textAlignment = $1 }),
            .string("placeholder", "The text shown while it is empty.", get: { (field: TextField) in field.placeholder }, set: { $0.placeholder = $1 }),
            .enumeration("borderStyle", "The border drawn around the text.", get: { (field: TextField) in field.borderStyle }, set: { $0.borderStyle = $1 }),
            .number("fontSize", in: 1...1_000, "The system font's size, in points (17 by default).",
                    get: { (field: TextField) in field.font.pointSize }, set: { $0.font = $0.font.withSize($1) }),
        ] + ViewPropertyDescriptor.textInputTraits(of: TextField.self),
        snapshot: [
            // What the field shows: a secure field's bullets, not its text.
            .quoted("text") { (field: TextField) in field.text.map { _ in field.shownText } },
            .quoted("placeholder") { (field: TextField) in field.placeholder },
        ])
}
