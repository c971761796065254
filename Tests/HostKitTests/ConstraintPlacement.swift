import HostKit

/// `view` added to `superview`, to be placed by constraints: its autoresizing mask is not
/// translated into constraints. What the layout tests build their screens from.
@MainActor
@discardableResult
func placed<Placed: View>(_ view: Placed, in superview: View) -> Placed {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// A plain view added to `superview`, to be placed by constraints.
@MainActor
func placed(in superview: View) -> View {
    placed(View(), in: superview)
}
