extension ViewClassDescriptor {
    static let button = ViewClassDescriptor(
        Button.self, name: "Button", superclass: Control.self, summary: "A control with a title.",
        properties: [
            .string("title", "The title.", get: { (button: Button) in button.title }, set: { $0.title = $1 }),
            .color("titleColor", "The title's colour.") { (button: Button, color) in button.titleColor = color },
        ],
        snapshot: [.quoted("title") { (button: Button) in button.title }])
}
