extension ViewClassDescriptor {
    static let textField = ViewClassDescriptor(
        TextField.self, name: "TextField", superclass: Control.self, summary: "Editable text.",
        properties: [
            .string("text", "The text.", get: { (field: TextField) in field.text }, set: { $0.text = $1 }),
            .color("textColor", "The text's colour.") { (field: TextField, color) in field.textColor = color },
            .enumeration("textAlignment", "The text's alignment.", get: { (field: TextField) in field.textAlignment }, set: { $0.textAlignment = $1 }),
            .string("placeholder", "The text shown while it is empty.", get: { (field: TextField) in field.placeholder }, set: { $0.placeholder = $1 }),
        ],
        snapshot: [
            .quoted("text") { (field: TextField) in field.text },
            .quoted("placeholder") { (field: TextField) in field.placeholder },
        ])
}
