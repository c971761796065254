import ArgumentParser
import Foundation
import HostKit
import Rendering
import StoryboardFormat
import SystemInterop

/// `apphost render`: storyboard scenes drawn without running the app, as Interface Builder's
/// canvas draws them.
struct RenderCommand: HostSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draws a storyboard's scenes to PNG files without running the app.",
        discussion: """
            TARGET is an app folder (its main storyboard) or a .storyboard.json file. For each \
            scene, DIR gets SCENE.png and SCENE.json (its view tree, as --snapshot-format json \
            writes it), and overview.png: every scene side by side, segues drawn as arrows. \
            Plugin classes are not loaded: each draws as the HostKit class it derives from, \
            as the storyboard's keys show it (a note names each).
            """
    )

    @Argument(help: ArgumentHelp("An app folder, its app.json, or a .storyboard.json file.", valueName: "target"))
    var target: String

    @Option(help: ArgumentHelp("Draw only this scene (its id in the storyboard).", valueName: "id"))
    var scene: String?

    @Option(help: ArgumentHelp("The screen's size in points (default 390x844); repeat it to draw every scene at each size, as SCENE@WxH.png.", valueName: "WxH"))
    var screen: [String] = []

    @Option(help: ArgumentHelp("The screen's pixels per point: 1, 2 or 3.", valueName: "N"))
    var scale: Double = 3

    @Option(help: ArgumentHelp("The folder to write the images into (created if missing).", valueName: "dir"))
    var out: String

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        let sizes = try (screen.isEmpty ? ["390x844"] : screen).map { text throws(HostError) in try ScreenOption.size(text) }
        // One size keeps the plain names; several tell their images apart by size.
        var drawnCount = 0
        for size in sizes {
            let suffix = sizes.count == 1 ? "" : "@\(Self.number(size.width))x\(Self.number(size.height))"
            drawnCount += try render(at: size, nameSuffix: suffix, notingStandIns: size == sizes.first)
        }
        writeToStandardError("rendered \(drawnCount) scene\(drawnCount == 1 ? "" : "s") into \(out)\n")
        return 0
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Draws the scenes at one screen size; returns how many.
    @MainActor
    private func render(at size: CGSize, nameSuffix: String, notingStandIns: Bool) throws(HostError) -> Int {
        let scale = try ScreenOption.scale(self.scale)
        let (storyboardPath, folder) = try storyboardAndFolder()
        Screen.main.bounds = CGRect(origin: .zero, size: size)
        Screen.main.scale = scale
        HostLink.resourceFolder = URL(fileURLWithPath: folder, isDirectory: true)
        _ = try OutputFolder.prepare(out, naming: "output folder", remedy: "give --out a folder")

        let canvas: StoryboardCanvas
        do {
            canvas = try StoryboardCanvas(storyboardAt: URL(fileURLWithPath: storyboardPath), screen: size, scale: scale)
        } catch {
            throw Self.hostError(error)
        }
        let ids = try scene.map { id throws(HostError) in
            guard canvas.sceneIDs.contains(id) else {
                let suggestion = Suggestions.closest(to: id, among: canvas.sceneIDs).map { "did you mean \"\($0)\"? " } ?? ""
                throw HostError(.usage, "storyboard '\(storyboardPath)' has no scene \"\(id)\"",
                                remedy: "\(suggestion)use one of: \(canvas.sceneIDs.joined(separator: ", "))")
            }
            return [id]
        } ?? canvas.sceneIDs
        var drawn: [StoryboardCanvas.Scene] = []
        for id in ids {
            let scene: StoryboardCanvas.Scene
            do {
                scene = try canvas.draw(sceneID: id)
            } catch let error as StoryboardError {
                throw Self.hostError(error)
            } catch {
                throw HostError(.cannotWrite, "cannot draw scene \"\(id)\": \(error)", remedy: "check the scene in apphost validate")
            }
            drawn.append(scene)
            try writePNG(name: SafeFileName.from(id) + nameSuffix + ".png") { () throws(RenderingError) in try scene.image.pngData() }
            try write(Data((ViewTreeSnapshot(windows: [scene.window]).json(label: id) + "\n").utf8), name: SafeFileName.from(id) + nameSuffix + ".json")
        }
        if scene == nil {
            try writePNG(name: "overview" + nameSuffix + ".png") { () throws(RenderingError) in try canvas.overview(of: drawn).pngData() }
        }
        for (className, builtIn) in canvas.standIns.sorted(by: { $0.key < $1.key }) where notingStandIns {
            writeToStandardError("note: \(className) is drawn as a \(builtIn): render does not load the plugin\n")
        }
        return drawn.count
    }

    /// The storyboard to draw and the app folder its images come from.
    private func storyboardAndFolder() throws(HostError) -> (String, String) {
        if target.hasSuffix(StoryboardDecoder.fileSuffix) {
            guard FileManager.default.fileExists(atPath: target) else {
                throw HostError(.fileNotFound, "storyboard '\(target)' does not exist", remedy: "correct the path")
            }
            return (target, PathNames.folder(of: target))
        }
        let resolved = try LaunchTarget.resolve(target, delegate: nil, application: nil)
        guard let storyboard = resolved.mainStoryboardPath else {
            throw HostError(.usage, "app '\(target)' has no main storyboard to draw",
                            remedy: "add \"mainStoryboard\" to its app.json, or pass a .storyboard.json file")
        }
        return (storyboard, resolved.resourceFolder)
    }

    private static func hostError(_ error: StoryboardError) -> HostError {
        HostError(error.code == .fileNotFound ? .fileNotFound : .badStoryboard, error.message, notes: error.problems, remedy: error.remedy)
    }

    private func write(_ data: Data, name: String) throws(HostError) {
        try OutputFolder.write(data, to: (out as NSString).appendingPathComponent(name), naming: "output file")
    }

    private func writePNG(name: String, _ encode: () throws(RenderingError) -> Data) throws(HostError) {
        let data: Data
        do {
            data = try encode()
        } catch {
            throw HostError(.cannotWrite, "cannot draw '\(name)': \(error.message)", remedy: error.remedy)
        }
        try write(data, name: name)
    }
}
