// Storyboards: parse and instantiate 10k/20k views.
//
// The target: parsing and instantiating a generated storyboard of 10,000 views in 100 scenes takes
// at most 50 ms, with the view of every scene loaded; 20,000 views (100 scenes of 200) take at most
// 2.2 times as long as 10,000.
//
// One measured iteration = `Storyboard(contentsOf:)` on a file path never opened before in the
// process (HostKit caches a storyboard per path while anything uses it, so each iteration writes
// the same bytes to a new path first, outside the measured region: a cache hit is never measured), then
// `instantiateViewController(withIdentifier:)` for each of the 100 scenes and `view` on each
// controller, which builds the scene's views. The controllers are kept alive until the measurement
// has stopped, so freeing the views is not measured; nor is writing or deleting the file.
//
// HostKit is main-actor isolated, and benchmark closures are not, so the measured work runs in
// `await MainActor.run { }` (the hop costs microseconds). The benchmark runner parks the main
// thread in `dispatchMain()`, so main-actor jobs run on the libdispatch thread that serves the
// main queue, one at a time as usual.
//
// Run from Benchmarks/:
//   swift package --allow-writing-to-package-directory benchmark --target StoryboardBenchmarks

import Benchmark
import Foundation
import HostKit

let benchmarks: @Sendable () -> Void = {
    for viewsPerScene in [100, 200] {
        let storyboard = StoryboardGenerator(scenes: 100, viewsPerScene: viewsPerScene)
        let bytes = Data(storyboard.json().utf8)
        let total = storyboard.scenes * viewsPerScene
        // Few iterations keep a run short: 2 warm-up + 30 of 10k, 2 + 15 of 20k. (They were capped
        // when HostKit still kept every storyboard it had read, and memory grew with each
        // iteration; see "Why so few iterations" in README.md.)
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
            timeUnits: .milliseconds,
            warmupIterations: 2,
            maxDuration: .seconds(20),
            maxIterations: 3_000 / viewsPerScene
        )
        Benchmark("storyboard \(total / 1000)k views (\(storyboard.scenes) scenes)", configuration: configuration) { benchmark in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-storyboard-benchmark", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("Bench-\(total)-\(UUID().uuidString).storyboard.json")
            try bytes.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let identifiers = storyboard.storyboardIdentifiers

            benchmark.startMeasurement()
            try await MainActor.run {
                let opened = try Storyboard(contentsOf: url)
                var controllers: [ViewController] = []
                controllers.reserveCapacity(identifiers.count)
                for identifier in identifiers {
                    let controller = try opened.instantiateViewController(withIdentifier: identifier)
                    _ = controller.view
                    controllers.append(controller)
                }
                Retained.controllers = controllers
            }
            benchmark.stopMeasurement()

            let built = await MainActor.run {
                let count = Retained.controllers.reduce(0) { $0 + Retained.viewCount($1.view) }
                Retained.controllers = []
                return count
            }
            if built != total {
                benchmark.error("built \(built) views, expected \(total)")
            }
        }
    }
}

/// Holds the controllers of the last iteration until the measurement has stopped.
@MainActor
enum Retained {
    static var controllers: [ViewController] = []

    static func viewCount(_ view: View) -> Int {
        view.subviews.reduce(1) { $0 + viewCount($1) }
    }
}

/// A deterministic storyboard: `scenes` scenes of plain `ViewController`s, each with a root view
/// and `viewsPerScene - 1` views below it, in cards of nine views:
///
///     View (card, with an id)
///       Label (heading)
///       View
///         Label (two lines)
///         Button (with an id and an accessibilityIdentifier)
///       StackView (horizontal)
///         Label, Button, Label (its arranged subviews)
///
/// and, when `viewsPerScene - 1` is not a multiple of nine, footer labels under the root. Every
/// view has a frame; only HostKit's built-in classes are named, so no plugin is needed.
struct StoryboardGenerator: Sendable {
    let scenes: Int
    let viewsPerScene: Int

    static let viewsPerCard = 9

    var storyboardIdentifiers: [String] {
        (0..<scenes).map { "scene\($0)" }
    }

    func json() -> String {
        var out = "{\n  \"format\": 1,\n  \"scenes\": [\n"
        for scene in 0..<scenes {
            out += "    {\n"
            out += "      \"id\": \"scene\(scene)\",\n"
            out += "      \"class\": \"ViewController\",\n"
            out += "      \"storyboardIdentifier\": \"scene\(scene)\",\n"
            out += "      \"title\": \"Scene \(scene)\",\n"
            out += "      \"view\": {\n"
            out += "        \"class\": \"View\", \"id\": \"scene\(scene).root\", \(frame(0, 0, 390, 844)), \"backgroundColor\": \"white\",\n"
            out += "        \"subviews\": [\n"
            let below = viewsPerScene - 1
            let cards = below / Self.viewsPerCard
            var items: [String] = []
            for card in 0..<cards {
                items.append(self.card(card, scene: scene))
            }
            for footer in 0..<(below - cards * Self.viewsPerCard) {
                items.append("          { \"class\": \"Label\", \"text\": \"Footer \(footer)\", \"textColor\": \"gray\", \(frame(16, 800 + 20 * Double(footer), 358, 18)) }")
            }
            out += items.joined(separator: ",\n")
            out += "\n        ]\n      }\n    }"
            out += scene == scenes - 1 ? "\n" : ",\n"
        }
        out += "  ]\n}\n"
        return out
    }

    private func card(_ card: Int, scene: Int) -> String {
        let y = 60 + 150.5 * Double(card)
        let id = "s\(scene)c\(card)"
        let background = ["#F2F2F7", "#FFFFFFCC", "clear", "#E5E5EA"][card % 4]
        let alignment = ["left", "natural", "center", "right"][card % 4]
        let indent = "          "
        return """
        \(indent){ "class": "View", "id": "\(id)", \(frame(16, y, 358, 140)), "backgroundColor": "\(background)",
        \(indent)  "subviews": [
        \(indent)    { "class": "Label", "text": "Section \(card) of scene \(scene)", "textColor": "black", "numberOfLines": 1, \(frame(12, 8, 334, 22)) },
        \(indent)    { "class": "View", \(frame(12, 34, 334, 52)), "backgroundColor": "#FFFFFF", "alpha": 0.95, "subviews": [
        \(indent)        { "class": "Label", "text": "Détails \(scene).\(card): ein längerer Text über zwei Zeilen", "textColor": "#3C3C43", "textAlignment": "\(alignment)", "numberOfLines": 2, \(frame(8, 4, 230, 44)) },
        \(indent)        { "class": "Button", "id": "\(id).open", "title": "Open \(card)", "titleColor": "systemBlue", "accessibilityIdentifier": "scene\(scene).open\(card)", \(frame(246, 4, 80, 44)) }
        \(indent)    ] },
        \(indent)    { "class": "StackView", "axis": "horizontal", "spacing": 8, "distribution": "fillEqually", \(frame(12, 94, 334, 36)), "subviews": [
        \(indent)        { "class": "Label", "text": "\((card * 7 + scene) % 100) items", "textColor": "gray", "textAlignment": "center", \(frame(0, 0, 106, 36)) },
        \(indent)        { "class": "Button", "title": "Edit", "enabled": \(card % 5 != 4), "accessibilityIdentifier": "scene\(scene).edit\(card)", "tag": \(card), \(frame(114, 0, 106, 36)) },
        \(indent)        { "class": "Label", "text": "…", "hidden": \(card % 3 == 0), \(frame(228, 0, 106, 36)) }
        \(indent)    ] }
        \(indent)  ] }
        """
    }

    private func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        "\"frame\": { \"x\": \(number(x)), \"y\": \(number(y)), \"width\": \(number(width)), \"height\": \(number(height)) }"
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
