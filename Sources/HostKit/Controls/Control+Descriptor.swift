extension ViewClassDescriptor {
    /// What every control adds: `enabled`, and `"actions"` in storyboards. A storyboard cannot
    /// name `Control` itself, as Interface Builder has no plain `UIControl`.
    static let control = ViewClassDescriptor(
        Control.self, name: "Control", superclass: View.self, summary: "A view that sends actions.",
        properties: [
            .bool("enabled", "Whether the control responds.", get: { (control: Control) in control.isEnabled }, set: { $0.isEnabled = $1 }),
            .bool("selected", "Whether the control is selected.", get: { (control: Control) in control.isSelected }, set: { $0.isSelected = $1 }),
        ],
        snapshot: [
            .flag("enabled", whenTrue: nil, whenFalse: "disabled") { (control: Control) in control.isEnabled },
            // Only while selected, so that the snapshots of controls never selected stay as they were.
            SnapshotField(jsonKey: "selected", value: { ($0 as! Control).isSelected ? .bool(true) : nil },
                          textForm: .flag(whenTrue: "selected", whenFalse: nil)),
        ],
        sendsActions: true, isAbstract: true)
}
