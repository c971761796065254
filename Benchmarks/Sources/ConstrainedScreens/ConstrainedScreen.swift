import Foundation
import HostKit

/// The screen of issue 20's Auto Layout benchmarks, `LayoutSolverSystems`' `screen` built from
/// views and anchors: containers of up to 20 children stacked in a column 8 points apart,
/// children in rows of two, the leading one at least 20 wide, the trailing one as wide, each 40
/// high; the top view is the window-sized view. Shared by `AutoLayoutBenchmarks` and
/// `AutoLayoutProbe`.
@MainActor
public enum ConstrainedScreen {
    /// A 390 × 844 top view holding `views` constrained views, not yet laid out.
    public static func make(views: Int) -> View {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        fill(top, views: views, isTop: true)
        return top
    }

    private static func placed(in parent: View) -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// Up to 20 leaves, or up to 20 containers of equal capacity stacked in a column.
    private static func fill(_ parent: View, views: Int, isTop: Bool = false) {
        guard views > 20 else {
            leaves(views, in: parent)
            return
        }
        var capacity = 20
        while capacity * 20 < views { capacity *= 20 }
        var previous: View?
        var remaining = views
        var constraints: [LayoutConstraint] = []
        while remaining > 0 {
            let count = min(capacity, remaining)
            remaining -= count
            let child = placed(in: parent)
            constraints.append(child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 8))
            constraints.append(child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -8))
            constraints.append(child.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? parent.topAnchor, constant: 8))
            fill(child, views: count)
            previous = child
        }
        // The top view keeps its frame's height; a container's height follows its content.
        if !isTop { constraints.append(parent.bottomAnchor.constraint(equalTo: previous!.bottomAnchor, constant: 8)) }
        LayoutConstraint.activate(constraints)
    }

    private static func leaves(_ count: Int, in container: View) {
        var constraints: [LayoutConstraint] = []
        var lastLeading: View?
        var index = 0
        while index < count {
            let leading = placed(in: container)
            constraints.append(leading.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8))
            constraints.append(leading.topAnchor.constraint(equalTo: lastLeading?.bottomAnchor ?? container.topAnchor, constant: lastLeading == nil ? 8 : 4))
            constraints.append(leading.heightAnchor.constraint(equalToConstant: 40))
            constraints.append(leading.widthAnchor.constraint(greaterThanOrEqualToConstant: 20))
            if index + 1 < count {
                let trailing = placed(in: container)
                constraints.append(trailing.leadingAnchor.constraint(equalTo: leading.trailingAnchor, constant: 8))
                constraints.append(trailing.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8))
                constraints.append(trailing.widthAnchor.constraint(equalTo: leading.widthAnchor))
                constraints.append(trailing.topAnchor.constraint(equalTo: leading.topAnchor))
                constraints.append(trailing.heightAnchor.constraint(equalTo: leading.heightAnchor))
            } else {
                constraints.append(leading.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8))
            }
            lastLeading = leading
            index += 2
        }
        constraints.append(container.bottomAnchor.constraint(equalTo: lastLeading!.bottomAnchor, constant: 8))
        LayoutConstraint.activate(constraints)
    }
}
