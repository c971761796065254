// Events: taps dispatched in process.
//
// The target (issue 4): taps on a 1,000-view hierarchy, each hit-tested and sent through
// target-action, at 1,000,000 or more per second.
//
// The hierarchy: a 1000×1000-point key window whose root controller's view holds 10 rows of 10
// cells of 10 buttons (1,110 views, 1,000 buttons), every button sending `touchUpInside` to the
// controller's `@Action var tapped`. One measured iteration is 1,000 taps, one on the centre of
// each button in turn, through the same path as the host's `tap` event: a touch begins (hit test
// from the window, `touchesBegan` to the button, which tracks it), the touch ends
// (`touchesEnded`, the inside check, `touchUpInside`), the application sends the action, and the
// controller's method runs. No trace observer is set, as under `apphost run` without `--trace`.
//
// HostKit is main-actor isolated, and benchmark closures are not, so the taps run in
// `await MainActor.run { }`, once per 1,000 taps (the hop costs microseconds: under 1 % here).
//
// Run from Benchmarks/:
//   swift package --allow-writing-to-package-directory benchmark --target EventBenchmarks

import Benchmark
import Foundation
@_spi(Synthesis) import HostKit

let benchmarks: @Sendable () -> Void = {
    // Time alone: counting allocations interposes on malloc and free, and sampling CPU time
    // costs per iteration too; together they doubled the median. Allocations are counted apart.
    Benchmark("1,000 taps on a 1,000-button hierarchy",
              configuration: .init(metrics: [.wallClock, .throughput],
                                   timeUnits: .microseconds, warmupIterations: 10, maxDuration: .seconds(10), maxIterations: 2_000)) { benchmark in
        try await tapEveryButton(benchmark)
    }
    Benchmark("1,000 taps on a 1,000-button hierarchy: allocations",
              configuration: .init(metrics: [.mallocCountTotal],
                                   warmupIterations: 2, maxDuration: .seconds(5), maxIterations: 50)) { benchmark in
        try await tapEveryButton(benchmark)
    }
}

private func tapEveryButton(_ benchmark: Benchmark) async throws {
    let scene = await MainActor.run { TapScene() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        await MainActor.run { scene.tapEveryButton() }
    }
    benchmark.stopMeasurement()
    let taps = await MainActor.run { scene.controller.taps }
    precondition(taps >= 1_000, "the taps did not reach the controller")
}

/// The controller every button sends its action to.
final class TapTarget: ViewController {
    @Action var tapped = TapTarget.tapped(_:)
    private(set) var taps = 0

    func tapped(_ sender: Button) {
        taps += 1
    }
}

@MainActor
final class TapScene {
    let application = Application()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let controller = TapTarget()
    private(set) var centres: [CGPoint] = []
    private var clock = 0.0

    init() {
        application.becomeRunningApplication()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let root = controller.view
        root.frame = window.bounds
        for row in 0..<10 {
            let rowView = View(frame: CGRect(x: 0, y: Double(row) * 100, width: 1000, height: 100))
            root.addSubview(rowView)
            for column in 0..<10 {
                let cell = View(frame: CGRect(x: Double(column) * 100, y: 0, width: 100, height: 100))
                rowView.addSubview(cell)
                for index in 0..<10 {
                    let button = Button(frame: CGRect(x: 0, y: Double(index) * 10, width: 100, height: 10))
                    button.addTarget(controller, action: "tapped", for: .touchUpInside)
                    cell.addSubview(button)
                    centres.append(CGPoint(x: Double(column) * 100 + 50, y: Double(row) * 100 + Double(index) * 10 + 5))
                }
            }
        }
    }

    func tapEveryButton() {
        for centre in centres {
            // Taps far apart in time: each is a single tap, not part of a series.
            clock += 1
            application.synthesizeTap(at: centre, timestamp: clock)
        }
    }
}
