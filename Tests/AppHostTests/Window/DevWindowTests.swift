import Foundation
import Glibc
@testable import Rendering
import Testing

/// `apphost dev` with its app in a window under a real X server (Xvfb): a click counts, a saved
/// edit of a label's text is live with the count kept, and the window shows exactly what a PNG
/// snapshot of the new generation shows.
@Suite("apphost dev in a window", .serialized, .enabled(if: TestDisplay.isAvailable, Comment(rawValue: TestDisplay.unavailabilityReason ?? "")))
struct DevWindowTests {
    @Test("A saved edit of a label's text shows in the window, the count kept")
    func aSavedEditShowsInTheWindowWithTheCountKept() async throws {
        let display = try TestDisplay()
        try await FirstHourTests.withScratchFolder { scratch in
            let (package, controller, original) = try await DevCommandTests.makeGreeter(in: scratch)
            let dev = try DevCommandTests.DevRun(in: package, arguments: ["--scale", "1"], display: display.name)
            defer { dev.stop() }
            try await dev.waitFor("apphost: state inactive → active")
            #expect(dev.output.contains("--window") && dev.output.contains("--scale 1"), "the app runs in a window at @1x: \(dev.output.suffix(2000))")
            let socket = try #require(dev.controlSocket)
            // The app runs in a process of dev's supervisor's: found by its title alone.
            let window = try await display.windowID(titled: "Greeter")

            // One tap through the socket says where the button is; the second is a click there.
            let tap = try DevCommandTests.ask(socket, #"{"event":"tap","identifier":"greet"}"#)
            let x = try #require(tap["x"] as? Double), y = try #require(tap["y"] as? Double)
            try display.run("xdotool", ["mousemove", "--window", window, "\(Int(x))", "\(Int(y))", "click", "1"])
            try await waitUntil { (try? DevCommandTests.ask(socket, #"{"expect":"text","identifier":"greeting","equals":"Greeted 2 times"}"#))?["ok"] as? Bool == true }
            let before = try await windowMatchingSnapshot(window, socket: socket, on: display)

            try original.replacingOccurrences(of: "\"Greeted \\(count) time", with: "\"Hi \\(count) time")
                .write(toFile: controller, atomically: true, encoding: .utf8)
            try await dev.waitFor("generation 2 is live")
            #expect(try DevCommandTests.greetingReads(socket, "Hi 2 times"), "the new text, the count kept")
            let after = try await windowMatchingSnapshot(window, socket: socket, on: display)
            let change = ImageComparison(actual: after, expected: before, tolerance: 2)
            #expect(!change.sizesDiffer && change.differingPixels > 0, "the window shows the new text")

            kill(dev.process.processIdentifier, SIGINT)
            try await AppHostHarness.waitForExit(dev.process, timeout: .seconds(60))
            #expect(dev.process.terminationStatus == 0, "\(dev.output.suffix(3000))")
        }
    }

    /// A screenshot of `window` once it equals the app's PNG snapshot (the window presents a
    /// frame a moment after the app draws it); records an issue if it never does.
    private func windowMatchingSnapshot(_ window: String, socket: String, on display: TestDisplay) async throws -> RasterImage {
        let dump = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-devwindow-\(UUID().uuidString.prefix(8)).xwd").path
        defer { try? FileManager.default.removeItem(atPath: dump) }
        var last: (ImageComparison, RasterImage)?
        for _ in 0..<50 {
            let reply = try DevCommandTests.ask(socket, #"{"event":"snapshot","png":true}"#)
            let encoded = try #require(reply["png"] as? String)
            let snapshot = try RasterImage(png: try #require(Data(base64Encoded: encoded)))
            try display.run("xwd", ["-id", window, "-out", dump])
            let screenshot = try WindowDump.image(at: dump)
            let comparison = ImageComparison(actual: screenshot, expected: snapshot, tolerance: 2)
            if !comparison.sizesDiffer, comparison.differingPixels == 0 { return screenshot }
            last = (comparison, screenshot)
            try await Task.sleep(for: .milliseconds(100))
        }
        let (comparison, screenshot) = try #require(last)
        Issue.record("the window never matched the snapshot: \(comparison.differingPixels) pixels differ, by up to \(comparison.largestDifference); sizes differ: \(comparison.sizesDiffer)")
        return screenshot
    }

    private func waitUntil(_ condition: () throws -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while try !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("the condition never held")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
