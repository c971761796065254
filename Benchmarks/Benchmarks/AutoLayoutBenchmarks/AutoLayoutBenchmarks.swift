// Auto Layout through HostKit: the whole layout pass, not the solver alone.
//
// The targets (issue 20): a screen of 1,000 constrained views shaped like real screens (views in
// containers of up to 20, each tied to its container and its siblings) laid out in ≤ 4 ms, and
// resized in ≤ 1 ms; 10,000 views in ≤ 10× the time of 1,000. `layout_solver.py` times the
// solver on the same shape; this times what an app pays: the engine collecting the hierarchy's
// constraints, the solver, and the frames set on every view.
//
// The screen is `LayoutSolverSystems`' `screen`, built from views and anchors: containers of up
// to 20 children stacked in a column 8 points apart, children in rows of two, the leading one at
// least 20 wide, the trailing one as wide, each 40 high; the top view is the window-sized view.
//
// Run from Benchmarks/:
//   swift package --allow-writing-to-package-directory benchmark --target AutoLayoutBenchmarks

import Benchmark
import Foundation
import HostKit

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 2,
                                                maxDuration: .seconds(10), maxIterations: 30)
    Benchmark("layout of 1,000 constrained views", configuration: configuration) { benchmark in
        await layOutFreshScreens(views: 1_000, benchmark)
    }
    Benchmark("layout of 10,000 constrained views",
              configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1,
                                   maxDuration: .seconds(10), maxIterations: 5)) { benchmark in
        await layOutFreshScreens(views: 10_000, benchmark)
    }
    Benchmark("resize of 1,000 constrained views (390 <-> 844 wide)",
              configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 10,
                                   maxDuration: .seconds(10), maxIterations: 1_000)) { benchmark in
        let top = await MainActor.run { () -> View in
            let top = ConstrainedScreen.make(views: 1_000)
            top.layoutIfNeeded()
            return top
        }
        var wide = false
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            wide.toggle()
            let width = wide ? 844.0 : 390.0
            await MainActor.run {
                top.frame = CGRect(x: 0, y: 0, width: width, height: 844)
                top.layoutIfNeeded()
            }
        }
        benchmark.stopMeasurement()
    }
}

/// Builds one screen per iteration before the clock starts, then times their first layouts.
private func layOutFreshScreens(views: Int, _ benchmark: Benchmark) async {
    let count = benchmark.scaledIterations.count
    let screens = await MainActor.run { (0..<count).map { _ in ConstrainedScreen.make(views: views) } }
    let first = benchmark.scaledIterations.lowerBound
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
        await MainActor.run { screens[index - first].layoutIfNeeded() }
    }
    benchmark.stopMeasurement()
    let laidOut = await MainActor.run { screens.last!.subviews.first!.frame.width }
    precondition(laidOut == 390 - 16, "the screen was not laid out")
}

@MainActor
enum ConstrainedScreen {
    static func make(views: Int) -> View {
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
