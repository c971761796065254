extension ViewClassDescriptor {
    static let button = ViewClassDescriptor(
        Button.self, name: "Button", superclass: Control.self, summary: "A control with a title.",
        properties: [
            .string("title", "The title.", get: { (button: Button) in button.title }, set: { $0.title = $1 }),
            .string("highlightedTitle", "The title while a finger is down on it.",
                    get: { (button: Button) in button.exactTitle(for: .highlighted) }, set: { $0.setTitle($1, for: .highlighted) }),
            .string("selectedTitle", "The title while it is selected.",
                    get: { (button: Button) in button.exactTitle(for: .selected) }, set: { $0.setTitle($1, for: .selected) }),
            .string("disabledTitle", "The title while it is disabled.",
                    get: { (button: Button) in button.exactTitle(for: .disabled) }, set: { $0.setTitle($1, for: .disabled) }),
            .color("titleColor", "The title's colour.") { (button: Button, color) in button.titleColor = color },
            .custom("image", .string, of: Button.self, "The name of the image shown before the title.",
                    cAccess: .string(get: { ($0 as! Button).image(for: .normal)?.name },
                                     set: { view, name in (view as! Button).setImage(name.map { Image.storyboardImage(named: $0) }, for: .normal) })) { button, value in
                if case .string(let name) = value { button.setImage(Image.storyboardImage(named: name), for: .normal) }
            },
            .number("fontSize", in: 1...1_000, "The title's system font size, in points (17 by default).",
                    get: { (button: Button) in button.titleFont.pointSize }, set: { $0.titleFont = $0.titleFont.withSize($1) }),
            .enumeration("fontWeight", "The title's system font weight.",
                         get: { (button: Button) in FontWeightName(button.titleFont.weight) },
                         set: { $0.titleFont = .systemFont(ofSize: $0.titleFont.pointSize, weight: $1.weight) }),
        ],
        snapshot: [
            .quoted("title") { (button: Button) in button.currentTitle },
            .quoted("image") { (button: Button) in button.currentImage?.name },
        ])
}

