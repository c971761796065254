extension ViewClassDescriptor {
    static let textField = ViewClassDescriptor(
        TextField.self, name: "TextField", superclass: Control.self, summary: "Editable text.",
        properties: [
            .string("text", \TextField.text, "The text."),
            .color("textColor", \TextField.textColor, "The text's colour."),
            .enumeration("textAlignment", \TextField.textAlignment, "The text's alignment."),
            .string("placeholder", \TextField.placeholder, "The text shown while it is empty."),
        ],
        snapshot: [
            .quoted("text") { (field: TextField) in field.text },
            .quoted("placeholder") { (field: TextField) in field.placeholder },
        ])
}
