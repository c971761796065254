// Auto Layout through HostKit: the whole layout pass, not the solver alone.
//
// The targets (issue 20): a screen of 1,000 constrained views shaped like real screens (views in
// containers of up to 20, each tied to its container and its siblings) laid out in ≤ 4 ms, and
// resized in ≤ 1 ms; 10,000 views in ≤ 10× the time of 1,000. `layout_solver.py` times the
// solver on the same shape; this times what an app pays: the engine collecting the hierarchy's
// constraints, the solver, and the frames set on every view.
//
// The screen is `ConstrainedScreen` (Sources/ConstrainedScreens), which `AutoLayoutProbe` lays
// out too.
//
// Run from Benchmarks/:
//   swift package --allow-writing-to-package-directory benchmark --target AutoLayoutBenchmarks

import Benchmark
import ConstrainedScreens
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
