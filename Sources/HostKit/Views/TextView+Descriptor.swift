extension ViewClassDescriptor {
    static let textView = ViewClassDescriptor(
        TextView.self, name: "TextView", superclass: View.self, summary: "Editable text of several lines.",
        properties: [
            .string("text", "The text.", get: { (view: TextView) in view.text }, set: { $0.text = $1 ?? "" }),
            .color("textColor", "The text's colour.") { (view: TextView, color) in view.textColor = color },
            .enumeration("textAlignment", "The text's alignment.", get: { (view: TextView) in view.textAlignment }, set: { $0.textAlignment = $1 }),
            .number("fontSize", in: 1...1_000, "The system font's size, in points (17 by default).",
                    get: { (view: TextView) in view.font.pointSize }, set: { $0.font = $0.font.withSize($1) }),
            .bool("editable", "Whether the user can change the text.", get: { (view: TextView) in view.isEditable }, set: { $0.isEditable = $1 }),
            .bool("scrollEnabled", "Whether fingers scroll the content (true by default); a TextView that does not scroll is as large as its text.",
                  get: { (view: TextView) in view.isScrollEnabled }, set: { $0.isScrollEnabled = $1 }),
        ] + ViewPropertyDescriptor.textInputTraits(of: TextView.self),
        snapshot: [.quoted("text") { (view: TextView) in view.text }])
}
