import Foundation
package import Rendering
internal import StoryboardFormat

/// Storyboard scenes drawn without running the app, as Interface Builder's canvas draws them:
/// each scene's controller is made from the storyboard (plugin classes stood in for by their
/// nearest HostKit class), put in a window of the screen's size and drawn; the overview puts
/// every scene side by side with its segues as arrows.
@MainActor
package struct StoryboardCanvas {
    /// One scene drawn.
    package struct Scene {
        package let id: String
        package let title: String?
        /// The window the scene's controller fills, to snapshot.
        package let window: Window
        package let image: RasterImage
    }

    package let storyboard: Storyboard
    package let screen: CGSize
    package let scale: Double

    /// Reads the storyboard at `url` in a library that draws stand-ins for plugin classes.
    package init(storyboardAt url: URL, screen: CGSize, scale: Double) throws(StoryboardError) {
        StoryboardLibrary.current = StoryboardLibrary(catalog: nil, drawsStandIns: true)
        storyboard = try Storyboard(contentsOf: url)
        self.screen = screen
        self.scale = scale
    }

    /// The plugin classes a HostKit class stood in for: `Module.Class` → the HostKit class.
    package var standIns: [String: String] { StoryboardLibrary.current.standIns }

    /// The ids of the scenes with a controller of their own (references to other files are
    /// drawn with the file they name).
    package var sceneIDs: [String] {
        storyboard.linked.description.scenes.compactMap { $0.controller == nil ? nil : $0.id }
    }

    /// Draws scene `id`.
    package func draw(sceneID id: String) throws -> Scene {
        guard let index = storyboard.linked.description.sceneIndexByID[id] else {
            throw StoryboardError(.unknownIdentifier, "storyboard '\(storyboard.name)' has no scene \"\(id)\"",
                                  remedy: "use one of: \(sceneIDs.joined(separator: ", "))")
        }
        let controller = try storyboard.instantiateScene(at: index)
        let window = Window(frame: CGRect(origin: .zero, size: screen))
        window.isHidden = false
        window.backgroundColor = .white
        window.rootViewController = controller
        window.showRootViewController()
        let compositor = try ScreenCompositor(size: screen, scale: scale)
        compositor.display([window])
        let title = storyboard.linked.description.scenes[index].controller?.title
        return Scene(id: id, title: title, window: window, image: try compositor.image())
    }

    /// Every scene, in a row of up to four a line, each under its title, with arrows for its
    /// segues (relationships of containers dashed) and one into the initial scene.
    package func overview(of scenes: [Scene]) throws(RenderingError) -> RasterCanvas {
        let description = storyboard.linked.description
        let thumbnail = CGSize(width: screen.width / 2, height: screen.height / 2)
        let gap = CGSize(width: 120, height: 100), titleHeight = 28.0, margin = 60.0
        let columns = min(max(scenes.count, 1), 4)
        let rows = (scenes.count + columns - 1) / max(columns, 1)
        let size = CGSize(width: margin * 2 + Double(columns) * thumbnail.width + Double(columns - 1) * gap.width,
                          height: margin * 2 + Double(max(rows, 1)) * (thumbnail.height + titleHeight) + Double(max(rows - 1, 0)) * gap.height)
        // The overview is drawn at scale 1, smaller still when the storyboard is large.
        let fit = min(1, sqrt(Double(RasterCanvas.maximumPixels) / (size.width * size.height)), Double(RasterCanvas.maximumSide) / max(size.width, size.height))
        let canvas = try RasterCanvas(size: size, scale: fit)
        canvas.fill(CGRect(origin: .zero, size: size), with: RasterColor(red: 0.93, green: 0.93, blue: 0.94, alpha: 1))
        var frames: [String: CGRect] = [:]
        for (offset, scene) in scenes.enumerated() {
            let column = offset % columns, row = offset / columns
            let origin = CGPoint(x: margin + Double(column) * (thumbnail.width + gap.width),
                                 y: margin + Double(row) * (thumbnail.height + titleHeight + gap.height) + titleHeight)
            let frame = CGRect(origin: origin, size: thumbnail)
            frames[scene.id] = frame
            canvas.drawText(scene.title.map { "\($0) — \(scene.id)" } ?? scene.id, in: CGRect(x: frame.minX, y: frame.minY - titleHeight, width: frame.width, height: titleHeight),
                            font: RasterFont(family: Font.systemFamily, size: 13, weight: 600), color: RasterColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1),
                            style: RasterTextStyle(alignment: .left, maximumLines: 1, truncation: .tail))
            canvas.addRoundedRect(frame.insetBy(dx: -1, dy: -1), radius: 2)
            canvas.fillPath(with: RasterColor(red: 0.6, green: 0.6, blue: 0.62, alpha: 1))
            canvas.draw(scene.image, in: frame)
        }
        let arrow = RasterColor(red: 0.45, green: 0.45, blue: 0.48, alpha: 1)
        for scene in description.scenes {
            guard let source = frames[scene.id], let controller = scene.controller else { continue }
            for child in controller.container?.childSceneIDs ?? [] {
                if let target = frames[child.name] { drawArrow(on: canvas, from: source, to: target, color: arrow, dashed: true) }
            }
            for segue in controller.segues {
                guard let destination = segue.destination?.name, let target = frames[destination] else { continue }
                drawArrow(on: canvas, from: source, to: target, color: arrow, dashed: false)
            }
        }
        if let initial = description.initialSceneIndex, let frame = frames[description.scenes[initial].id] {
            drawArrow(on: canvas, from: CGRect(x: frame.minX - margin + 8, y: frame.midY - 1, width: 1, height: 2), to: frame, color: arrow, dashed: false)
        }
        return canvas
    }

    /// An arrow from the right edge of `source` to the left edge of `target` (or between their
    /// bottom and top when one is below the other), bent as Xcode bends segues.
    private func drawArrow(on canvas: RasterCanvas, from source: CGRect, to target: CGRect, color: RasterColor, dashed: Bool) {
        let start: CGPoint, end: CGPoint, control1: CGPoint, control2: CGPoint
        if target.minX > source.maxX {
            start = CGPoint(x: source.maxX, y: source.midY)
            end = CGPoint(x: target.minX, y: target.midY)
            let bend = (end.x - start.x) / 2
            control1 = CGPoint(x: start.x + bend, y: start.y)
            control2 = CGPoint(x: end.x - bend, y: end.y)
        } else {
            start = CGPoint(x: source.midX, y: source.maxY)
            end = CGPoint(x: target.midX, y: target.minY - 28)
            let bend = max(abs(end.y - start.y) / 2, 40)
            control1 = CGPoint(x: start.x, y: start.y + bend)
            control2 = CGPoint(x: end.x, y: end.y - bend)
        }
        canvas.move(to: start)
        canvas.addCurve(to: end, control1: control1, control2: control2)
        canvas.strokePath(with: color, width: 2, dash: dashed ? 8 : nil)
        // The head, pointing along the curve's last tangent.
        let angle = atan2(end.y - control2.y, end.x - control2.x)
        let length = 12.0, spread = 0.45
        canvas.move(to: end)
        canvas.addLine(to: CGPoint(x: end.x - length * cos(angle - spread), y: end.y - length * sin(angle - spread)))
        canvas.addLine(to: CGPoint(x: end.x - length * cos(angle + spread), y: end.y - length * sin(angle + spread)))
        canvas.closePath()
        canvas.fillPath(with: color)
    }
}
