extension ViewClassDescriptor {
    static let progressView = ViewClassDescriptor(
        ProgressView.self, name: "ProgressView", superclass: View.self, summary: "Shows how far a task has gone.",
        properties: [
            .number("progress", \ProgressView.progress, in: 0...1, "How much of the task is done."),
            .enumeration("progressViewStyle", \ProgressView.progressViewStyle, "The look of the bar."),
            .optionalColor("progressTintColor", \ProgressView.progressTintColor, "The colour of the filled part."),
            .optionalColor("trackTintColor", \ProgressView.trackTintColor, "The colour of the part not yet filled."),
        ],
        snapshot: [
            SnapshotField(jsonKey: "progress", value: { .number(($0 as! ProgressView).progress) }, textForm: .number("progress", unless: nil)),
        ])
}
