extension ViewClassDescriptor {
    /// What every control adds: `enabled`, and `"actions"` in storyboards. A storyboard cannot
    /// name `Control` itself, as Interface Builder has no plain `UIControl`.
    static let control = ViewClassDescriptor(
        Control.self, name: "Control", superclass: View.self, summary: "A view that sends actions.",
        properties: [.bool("enabled", "Whether the control responds.", get: { (control: Control) in control.isEnabled }, set: { $0.isEnabled = $1 })],
        snapshot: [.flag("enabled", whenTrue: nil, whenFalse: "disabled") { (control: Control) in control.isEnabled }],
        sendsActions: true, isAbstract: true)
}
