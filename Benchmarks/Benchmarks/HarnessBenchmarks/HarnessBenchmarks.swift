// HostKitTesting's in-process harness: what a plugin author's test pays per action.
//
// The target (issue 21): 1,000 taps through `AppHarness.tap(_:)` in 50 ms or less. One measured
// iteration is 1,000 calls of `app.tap("increment")` on a launched app (a window, a navigation-free
// screen of a label and two buttons built in code): each finds the view by accessibility
// identifier, checks it can be tapped (hidden, disabled, off screen, covered), and delivers the
// tap through the host's engine (the `tap` event: trace record kept in memory, hit test, touches,
// target-action), then ends the run-loop turn (the host's timers on the virtual clock, the layout
// pass). The app's label changes at every tap.
//
// Run from Benchmarks/:
//   swift package --allow-writing-to-package-directory benchmark --target HarnessBenchmarks

import Benchmark
import Foundation
import HostKit
import HostKitTesting

let benchmarks: @Sendable () -> Void = {
    Benchmark("1,000 taps through AppHarness",
              configuration: .init(metrics: [.wallClock, .throughput], timeUnits: .milliseconds,
                                   warmupIterations: 3, maxDuration: .seconds(10), maxIterations: 200)) { benchmark in
        let app = try await MainActor.run {
            let app = try AppHarness(delegate: CounterDelegate.self, appFolder: "App")
            try app.launch()
            return app
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try await MainActor.run {
                for _ in 0..<1_000 { try app.tap("increment") }
            }
        }
        benchmark.stopMeasurement()
        try await MainActor.run {
            precondition(app.element("count")?.text != "0", "the taps did not reach the app")
            try app.terminate()
        }
    }
}

public final class CounterDelegate: Responder, ApplicationDelegate {
    public var window: Window?

    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = CounterController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

public final class CounterController: ViewController {
    let countLabel = Label(frame: CGRect(x: 20, y: 80, width: 350, height: 60))
    @Action var increment = CounterController.increment(_:)
    private var count = 0

    public override func loadView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        countLabel.accessibilityIdentifier = "count"
        countLabel.text = "0"
        root.addSubview(countLabel)
        for (index, identifier) in ["increment", "reset"].enumerated() {
            let button = Button(frame: CGRect(x: 20 + Double(index) * 180, y: 160, width: 170, height: 44))
            button.title = identifier
            button.accessibilityIdentifier = identifier
            root.addSubview(button)
        }
        (root.subviews[1] as? Button)?.addTarget(self, action: "increment", for: .touchUpInside)
        view = root
    }

    func increment(_ sender: Button) {
        count += 1
        countLabel.text = String(count)
    }
}
