import Foundation
import Testing
@testable import Rendering

/// Pixels out of the real `apphost`: PNG snapshots of a running app, `apphost render`, and the
/// screen settings.
@Suite(.serialized)
struct DrawingIntegrationTests {
    private static let references = AppHostHarness.repositoryRoot.appendingPathComponent("Tests/AppHostTests/References")

    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-drawing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func image(at url: URL) throws -> RasterImage {
        try RasterImage(png: try #require(FileManager.default.contents(atPath: url.path), "\(url.path) was written"))
    }

    /// The running Counter's screen, as PNGs: one per snapshot event, named by number and label,
    /// the screen's size at the scale; after three taps it matches its reference (the label, the
    /// buttons, the navigation bar and the tally marks its custom view draws).
    @Test func theRunningCounterIsSnapshottedAsPNGs() async throws {
        _ = try await PluginBuilds.plugin("CounterApp")
        let folder = try scratchFolder()
        let tour = try String(contentsOf: AppHostHarness.repositoryRoot.appendingPathComponent("Examples/Counter/tour.jsonl"), encoding: .utf8)
        let outcome = try await AppHostHarness.run(["run", "Examples/Counter", "--snapshot", folder.path, "--snapshot-format", "png", "--scale", "2"],
                                                   events: tour.split(separator: "\n").map(String.init))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["snapshot-001-launched.png", "snapshot-002-counted-to-3.png", "snapshot-003-details-pushed.png", "snapshot-004-started-over.png"])
        let counted = try image(at: folder.appendingPathComponent("snapshot-002-counted-to-3.png"))
        #expect(counted.pixelWidth == 780 && counted.pixelHeight == 1688)
        try expect(counted, matchesReference: "counter-counted-to-3@2x")
        // The navigation bar's grey, the label's black ink, a tally mark's blue.
        #expect(counted.pixel(x: 10, y: 10) != counted.pixel(x: 10, y: 300))
        let pushed = try image(at: folder.appendingPathComponent("snapshot-003-details-pushed.png"))
        #expect(!ImageComparison(actual: pushed, expected: counted, tolerance: 24).matches)
    }

    /// Compares `image` with the reference PNG `name`; on a mismatch writes the actual image and a
    /// diff beside it. `APPHOST_RECORD_REFERENCES=1` writes the reference instead.
    private func expect(_ image: RasterImage, matchesReference name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Self.references.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["APPHOST_RECORD_REFERENCES"] == "1" {
            try image.pngData().write(to: url)
            return
        }
        let reference = try RasterImage(png: try #require(FileManager.default.contents(atPath: url.path), "the reference \(url.path) exists", sourceLocation: sourceLocation))
        let comparison = ImageComparison(actual: image, expected: reference, tolerance: 24)
        if !comparison.matches {
            try image.pngData().write(to: Self.references.appendingPathComponent("\(name).actual.png"))
            try comparison.diffImage?.pngData().write(to: Self.references.appendingPathComponent("\(name).diff.png"))
        }
        #expect(comparison.matches, "\(name) differs in \(comparison.differingPixels) pixels: see the .actual and .diff PNGs beside it", sourceLocation: sourceLocation)
    }

    /// The C plugin's twin of Counter draws the same kind of screen through the C ABI: its
    /// label, buttons and navigation bar, after two taps.
    @Test func theCTwinOfCounterIsSnapshottedAsPNGs() async throws {
        _ = try await PluginBuilds.plugin("CounterTwinC")
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tour = try String(contentsOf: AppHostHarness.repositoryRoot.appendingPathComponent("Examples/CounterTwin/tour.jsonl"), encoding: .utf8)
        let outcome = try await AppHostHarness.run(["run", "Examples/CounterTwin", "--snapshot", folder.path, "--snapshot-format", "png", "--scale", "2"],
                                                   events: tour.split(separator: "\n").map(String.init))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["snapshot-001-launched.png", "snapshot-002-counted-to-2.png", "snapshot-003-details.png"])
        let counted = try image(at: folder.appendingPathComponent("snapshot-002-counted-to-2.png"))
        try expect(counted, matchesReference: "countertwin-counted-to-2@2x")
        let launched = try image(at: folder.appendingPathComponent("snapshot-001-launched.png"))
        #expect(!ImageComparison(actual: launched, expected: counted, tolerance: 24).matches, "the count's change shows")
    }

    /// The Water example's main screen after its tour's three glasses matches its reference (the
    /// navigation bar's "+", the glass a third full, the red "Start New Day"); midway through the
    /// water's rise the screen shows it part of the way up, not at once at its new level.
    @Test func theWaterExampleDrawsItsGlassAndTheRisingWater() async throws {
        _ = try await PluginBuilds.plugin("WaterApp")
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tour = try String(contentsOf: AppHostHarness.repositoryRoot.appendingPathComponent("Examples/Water/tour.jsonl"), encoding: .utf8)
        let outcome = try await AppHostHarness.run(["run", "Examples/Water", "--snapshot", folder.path, "--snapshot-format", "png", "--scale", "2"],
                                                   events: tour.split(separator: "\n").map(String.init))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        try expect(try image(at: folder.appendingPathComponent("snapshot-002-three-glasses.png")), matchesReference: "water-three-glasses@2x")

        let rising = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: rising) }
        let steps = try await AppHostHarness.run(["run", "Examples/Water", "--snapshot", rising.path, "--snapshot-format", "png", "--scale", "1"], events: [
            #"{"event":"tap","title":"+"}"#, #"{"event":"advance","ms":100}"#, #"{"event":"snapshot","label":"rising"}"#,
            #"{"event":"advance","ms":400}"#, #"{"event":"snapshot","label":"risen"}"#, #"{"event":"terminate"}"#,
        ])
        #expect(steps.status == 0, "\(steps.standardError)")
        // One glass is 30 of the glass's 240 points (bottom at y 384 in the window); 100 ms into
        // the 400 ms ease-out (1 - (1 - t)³) the water is 58% of the way up, about 17 points. The
        // row 30 points up (y 354), the top of the water once the rise ends, is still empty glass
        // midway. `apphost run`'s clock is real time plus the script's advances, so a loaded
        // machine adds to the 100 ms: the water first reaches that row 271 ms into the rise. (A
        // row 25 points up, reached at 166 ms, failed under parallel test runs.)
        let midway = try image(at: rising.appendingPathComponent("snapshot-001-rising.png"))
        let end = try image(at: rising.appendingPathComponent("snapshot-002-risen.png"))
        #expect(midway.pixel(x: 195, y: 374) == end.pixel(x: 195, y: 374), "water 10 points up in both")
        #expect(midway.pixel(x: 195, y: 354) != end.pixel(x: 195, y: 354), "30 points up: glass midway, water at the end")
        #expect(midway.pixel(x: 195, y: 354) == midway.pixel(x: 195, y: 250), "midway, 30 points up is the empty glass's colour")
    }

    /// With no snapshot event, one PNG is written at exit: the screen as the app left it.
    @Test func anAppThatEndsWithoutASnapshotEventLeavesItsLastScreen() async throws {
        _ = try await PluginBuilds.plugin("HelloApp")
        let folder = try scratchFolder()
        let outcome = try await AppHostHarness.run(["run", "Examples/Hello", "--snapshot", folder.path, "--snapshot-format", "png", "--scale", "1"],
                                                   events: [#"{"event":"terminate"}"#])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["snapshot-001-exit.png"])
        let exit = try image(at: folder.appendingPathComponent("snapshot-001-exit.png"))
        #expect(exit.pixelWidth == 390 && exit.pixelHeight == 844)
    }

    /// `apphost render` draws every scene without the plugin, with the view tree beside each and
    /// an overview; custom classes stand in as their HostKit class, each named in a note.
    @Test func renderDrawsEveryScene() async throws {
        let folder = try scratchFolder()
        let outcome = try await AppHostHarness.run(["render", "Examples/Counter", "--out", folder.path, "--scale", "1"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names == ["navigation.png", "navigation.json", "counter.png", "counter.json", "detail.png", "detail.json", "about.png", "about.json", "overview.png"])
        #expect(outcome.standardError.contains("note: CounterApp.CounterViewController is drawn as a ViewController"))
        #expect(outcome.standardError.contains("note: CounterApp.TallyView is drawn as a View"))
        let counter = try image(at: folder.appendingPathComponent("counter.png"))
        #expect(counter.pixelWidth == 390 && counter.pixelHeight == 844)
        let tree = try String(contentsOf: folder.appendingPathComponent("counter.json"), encoding: .utf8)
        #expect(tree.contains(#""accessibilityIdentifier":"increment""#))
        let overview = try image(at: folder.appendingPathComponent("overview.png"))
        #expect(overview.pixelWidth > 4 * 195)
    }

    @Test func renderOneSceneAtAnotherScreenSize() async throws {
        let folder = try scratchFolder()
        let outcome = try await AppHostHarness.run(["render", "Examples/Counter/Main.storyboard.json", "--scene", "detail", "--screen", "320x568", "--scale", "2", "--out", folder.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["detail.png", "detail.json"])
        let detail = try image(at: folder.appendingPathComponent("detail.png"))
        #expect(detail.pixelWidth == 640 && detail.pixelHeight == 1136)
        let unknown = try await AppHostHarness.run(["render", "Examples/Counter", "--scene", "detial", "--out", folder.path])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains(#"did you mean "detail"?"#))
    }

    /// Several `--screen`s draw each scene at each size: Counter's constraints spread its
    /// screen across a landscape one.
    @Test func renderAtSeveralScreenSizes() async throws {
        let folder = try scratchFolder()
        let outcome = try await AppHostHarness.run(["render", "Examples/Counter", "--scene", "counter", "--screen", "390x844", "--screen", "844x390", "--scale", "1", "--out", folder.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
                == ["counter@390x844.png", "counter@390x844.json", "counter@844x390.png", "counter@844x390.json"])
        let landscape = try image(at: folder.appendingPathComponent("counter@844x390.png"))
        #expect(landscape.pixelWidth == 844 && landscape.pixelHeight == 390)
        let tree = try String(contentsOf: folder.appendingPathComponent("counter@844x390.json"), encoding: .utf8)
        #expect(tree.contains(#""frame":[20,80,804,60]"#), "the count label spans the landscape screen: \(tree)")
    }

    @Test(arguments: [["--screen", "0x0"], ["--screen", "-390x844"], ["--screen", "100000x844"], ["--screen", "390"], ["--scale", "0"], ["--scale", "2.5"]])
    func impossibleScreensAreRefused(_ option: [String]) async throws {
        let run = try await AppHostHarness.run(["run", "Examples/Hello"] + option)
        #expect(run.status == 64)
        #expect(run.standardError.contains(option[0]))
        let render = try await AppHostHarness.run(["render", "Examples/Counter", "--out", try scratchFolder().path] + option)
        #expect(render.status == 64)
        #expect(render.standardError.contains(option[0]))
    }

    /// A missing image and a damaged one are reported, naming the image and where it was looked
    /// for; the view shows nothing, and the scene is still drawn.
    @Test func missingAndDamagedImagesAreReportedNotFatal() async throws {
        let app = try scratchFolder()
        let assets = app.appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        var damaged = try RasterCanvas(size: CGSize(width: 4, height: 4), scale: 1).pngData()
        damaged.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        try damaged.write(to: assets.appendingPathComponent("huge.png"))
        try Data("not a png".utf8).write(to: assets.appendingPathComponent("junk@3x.png"))
        let storyboard = """
            {"format": 1, "scenes": [{"id": "s", "class": "ViewController", "initial": true, "view": {"class": "View", "subviews": [
              {"class": "ImageView", "image": "nope", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}},
              {"class": "ImageView", "image": "huge", "frame": {"x": 0, "y": 20, "width": 10, "height": 10}},
              {"class": "ImageView", "image": "junk", "frame": {"x": 0, "y": 40, "width": 10, "height": 10}}]}}]}
            """
        try storyboard.write(to: app.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        let outcome = try await AppHostHarness.run(["render", app.appendingPathComponent("Main.storyboard.json").path, "--out", app.appendingPathComponent("out").path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains(#"no image named "nope": looked for nope@3x.png, nope@2x.png, nope.png in \#(assets.path)"#))
        #expect(outcome.standardError.contains(#"image "huge""#) && outcome.standardError.contains("100000 × 100000"))
        #expect(outcome.standardError.contains(#"image "junk""#) && outcome.standardError.contains("not a PNG"))
        #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("out/s.png").path))
    }
}
