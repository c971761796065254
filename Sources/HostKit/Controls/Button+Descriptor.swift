extension ViewClassDescriptor {
    static let button = ViewClassDescriptor(
        Button.self, name: "Button", superclass: Control.self, summary: "A control with a title.",
        properties: [
            .string("title", \Button.title, "The title."),
            .color("titleColor", \Button.titleColor, "The title's colour."),
        ],
        snapshot: [.quoted("title") { (button: Button) in button.title }])
}
