extension ViewClassDescriptor {
    static let button = ViewClassDescriptor(
        Button.self, name: "Button", superclass: Control.self, summary: "A control with a title.",
        properties: [
            .string("title", "The title.", get: { (button: Button) in button.title }, set: { $0.title = $1 }),
            .color("titleColor", "The title's colour.") { (button: Button, color) in button.titleColor = color },
            .number("fontSize", in: 1...1_000, "The title's system font size, in points (17 by default).",
                    get: { (button: Button) in button.titleFont.pointSize }, set: { $0.titleFont = $0.titleFont.withSize($1) }),
            .enumeration("fontWeight", "The title's system font weight.",
                         get: { (button: Button) in FontWeightName(button.titleFont.weight) },
                         set: { $0.titleFont = .systemFont(ofSize: $0.titleFont.pointSize, weight: $1.weight) }),
        ],
        snapshot: [.quoted("title") { (button: Button) in button.title }])
}
