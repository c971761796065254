extension ViewClassDescriptor {
    static let progressView = ViewClassDescriptor(
        ProgressView.self, name: "ProgressView", superclass: View.self, summary: "Shows how far a task has gone.",
        properties: [
            .number("progress", in: 0...1, "How much of the task is done.", get: { (bar: ProgressView) in Double(bar.progress) }, set: { $0.progress = Float($1) }),
            .enumeration("progressViewStyle", "The look of the bar.", get: { (bar: ProgressView) in bar.progressViewStyle }, set: { $0.progressViewStyle = $1 }),
            .color("progressTintColor", "The colour of the filled part.") { (bar: ProgressView, color) in bar.progressTintColor = color },
            .color("trackTintColor", "The colour of the part not yet filled.") { (bar: ProgressView, color) in bar.trackTintColor = color },
        ],
        snapshot: [
            SnapshotField(jsonKey: "progress", value: { .number(Double(($0 as! ProgressView).progress)) }, textForm: .number("progress", unless: nil)),
        ])
}
