extension ViewClassDescriptor {
    static let activityIndicatorView = ViewClassDescriptor(
        ActivityIndicatorView.self, name: "ActivityIndicatorView", superclass: View.self, summary: "A spinner that shows a task is under way.",
        properties: [
            .enumeration("indicatorStyle", "The spinner's size.", get: { (spinner: ActivityIndicatorView) in spinner.style }, set: { $0.style = $1 }),
            .color("color", "The spokes' colour.") { (spinner: ActivityIndicatorView, color) in spinner.color = color },
            .bool("hidesWhenStopped", "Whether it hides itself while stopped (true by default).",
                  get: { (spinner: ActivityIndicatorView) in spinner.hidesWhenStopped }, set: { $0.hidesWhenStopped = $1 }),
            .bool("animating", "Whether it is spinning.", get: { (spinner: ActivityIndicatorView) in spinner.isAnimating },
                  set: { spinner, on in if on { spinner.startAnimating() } else { spinner.stopAnimating() } }),
        ],
        snapshot: [.flag("animating", whenTrue: "animating", whenFalse: nil) { (spinner: ActivityIndicatorView) in spinner.isAnimating }])
}
