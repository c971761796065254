// Drawing: display passes through HostKit's compositor, at @2x on a 390 × 844 point screen.
//
// The targets (issue 17):
// - Counter's screen, first full frame: ≤ 4 ms.
// - 1,000 cards (rounded, bordered views with a label each: 2,000 views), first frame, every
//   view drawing: within 1.5× of `CairoBaseline`, the same cards drawn straight with Cairo and
//   Pango (text laid out for each), measured in this same run.
// - A frame of the whole screen composited from the views' kept contents after one view changed:
//   ≤ 8.3 ms (one 120 Hz frame). Measured once the cards' subtrees are kept whole (from their
//   second composite on), and also for that second composite, where they are made.
// - One label's text changes: layout + its redraw + compositing the damaged part: ≤ 1 ms.
//
// Each iteration builds its views outside the measured region. HostKit is main-actor isolated:
// the measured work runs in `await MainActor.run { }`.
//
// Run from Benchmarks/:
//   swift package --allow-writing-to-package-directory benchmark --target RenderingBenchmarks

import Benchmark
import CairoBaseline
import Foundation
@_spi(Drawing) import HostKit

let screen = CGSize(width: 390, height: 844)

/// Counter's first screen, as its storyboard builds it: a navigation bar, the count, two buttons
/// side by side, a details button.
@MainActor
func counterScreen() -> Window {
    let window = Window(frame: CGRect(origin: .zero, size: screen))
    window.isHidden = false
    let content = ViewController()
    content.title = "Counter"
    let root = View(frame: CGRect(origin: .zero, size: screen))
    root.backgroundColor = .white
    let count = Label(frame: CGRect(x: 20, y: 80, width: 350, height: 60))
    count.text = "3"
    count.textAlignment = .center
    let plus = Button(frame: CGRect(x: 20, y: 160, width: 170, height: 44))
    plus.title = "+1"
    let reset = Button(frame: CGRect(x: 200, y: 160, width: 170, height: 44))
    reset.title = "Reset"
    reset.titleColor = .red
    let details = Button(frame: CGRect(x: 20, y: 224, width: 350, height: 44))
    details.title = "Details"
    for view in [count, plus, reset, details] { root.addSubview(view) }
    content.view = root
    let navigation = NavigationController(rootViewController: content)
    navigation.view.frame = window.bounds
    window.addSubview(navigation.view)
    return window
}

/// 1,000 cards in 25 columns: a rounded, bordered view with a centred label each.
@MainActor
func cardScreen(count: Int = 1_000) -> (Window, [Label]) {
    let window = Window(frame: CGRect(origin: .zero, size: screen))
    window.isHidden = false
    window.backgroundColor = .white
    let columns = 25, rows = (count + columns - 1) / columns
    let width = screen.width / Double(columns), height = screen.height / Double(rows)
    var labels: [Label] = []
    for index in 0..<count {
        let card = View(frame: CGRect(x: Double(index % columns) * width + 1, y: Double(index / columns) * height + 1, width: width - 2, height: height - 2))
        card.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1)
        card.layer.cornerRadius = 4
        card.layer.borderWidth = 1
        card.layer.borderColor = .systemBlue
        let label = Label(frame: card.bounds)
        label.text = String(index)
        label.font = .systemFont(ofSize: 6)
        label.textAlignment = .center
        card.addSubview(label)
        window.addSubview(card)
        labels.append(label)
    }
    return (window, labels)
}

/// The cards, displayed `frames` times (the screen composited whole each time): after one, every
/// view has drawn and kept its contents; after two, every card's subtree is kept whole too.
@MainActor
func displayedCardScreen(frames: Int = 1) throws -> (Window, [Label], ScreenCompositor) {
    let (window, labels) = cardScreen()
    let compositor = try ScreenCompositor(screenOf: screen, scale: 2)
    for _ in 0..<frames {
        compositor.invalidateScreen()
        compositor.display([window])
    }
    return (window, labels, compositor)
}

/// One label changes, then the whole screen is composited, after `framesBefore` whole frames.
func measureWholeFrameAfterOneChange(_ benchmark: Benchmark, framesBefore: Int) async throws {
    let (window, labels, compositor) = try await MainActor.run { try displayedCardScreen(frames: framesBefore) }
    benchmark.startMeasurement()
    await MainActor.run {
        labels[500].text = "changed"
        compositor.invalidateScreen()
        _ = compositor.display([window])
    }
    benchmark.stopMeasurement()
    await MainActor.run { Kept.windows = [window] }
}

@MainActor
enum Kept {
    static var windows: [Window] = []
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(10),
        maxIterations: 200
    )

    Benchmark("Counter screen, first frame @2x", configuration: configuration) { benchmark in
        let (window, compositor) = try await MainActor.run { (counterScreen(), try ScreenCompositor(screenOf: screen, scale: 2)) }
        benchmark.startMeasurement()
        await MainActor.run { _ = compositor.display([window]) }
        benchmark.stopMeasurement()
        await MainActor.run { Kept.windows = [window] }
    }

    Benchmark("1,000 cards, first frame @2x (HostKit)", configuration: configuration) { benchmark in
        let (window, compositor) = try await MainActor.run { (cardScreen().0, try ScreenCompositor(screenOf: screen, scale: 2)) }
        benchmark.startMeasurement()
        await MainActor.run { _ = compositor.display([window]) }
        benchmark.stopMeasurement()
        await MainActor.run { Kept.windows = [window] }
    }

    Benchmark("1,000 cards, first frame @2x (Cairo and Pango straight)", configuration: configuration) { benchmark in
        benchmark.startMeasurement()
        let status = cairo_baseline_draw_cards(390, 844, 2, 1_000)
        benchmark.stopMeasurement()
        precondition(status == 0, "the baseline drew")
    }

    Benchmark("1,000 cards, whole frame from kept contents after one view changed @2x", configuration: configuration) { benchmark in
        try await measureWholeFrameAfterOneChange(benchmark, framesBefore: 2)
    }

    // The first whole frame after the first one: each card's subtree, unchanged through a
    // composite, is composited into the image that later frames copy.
    Benchmark("1,000 cards, second whole frame, keeping each card whole @2x", configuration: configuration) { benchmark in
        try await measureWholeFrameAfterOneChange(benchmark, framesBefore: 1)
    }

    Benchmark("1,000 cards, one label's text changes @2x", configuration: configuration) { benchmark in
        let (window, labels, compositor) = try await MainActor.run { try displayedCardScreen() }
        benchmark.startMeasurement()
        await MainActor.run {
            labels[500].text = "changed"
            _ = compositor.display([window])
        }
        benchmark.stopMeasurement()
        await MainActor.run { Kept.windows = [window] }
    }
}
