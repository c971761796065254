import Foundation
package import Rendering

/// The screen's pixels, kept from one display pass to the next, and the display pass itself:
/// lay out what needs it, call ``View/draw(_:)`` on the views marked since the last pass (each
/// once, however often it was marked), and put back on screen only the parts that changed,
/// compositing every other view from what it drew before, as Core Animation's commit does.
///
/// Compositing draws each view's background, its content, its subviews in order (the last on
/// top), then its border; hidden views and views of alpha 0 are skipped, alpha below 1
/// composites the view and its subviews as one, and ``View/clipsToBounds`` or
/// ``Layer/masksToBounds`` cut the subviews at the (rounded) bounds.
///
/// The host and the benchmarks reach it as SPI (`@_spi(Drawing) import HostKit`).
@MainActor
@_spi(Drawing) public final class ScreenCompositor {
    package let size: CGSize
    package let scale: Double
    private let frameBuffer: RasterCanvas
    private var lastWindows: [(window: ObjectIdentifier, frame: CGRect)] = []
    private var hasDrawnOnce = false

    /// Display passes that put pixels on screen; an idle app adds none.
    @_spi(Drawing) public private(set) var framesDrawn = 0
    /// Calls of ``View/draw(_:)`` made by display passes.
    @_spi(Drawing) public private(set) var viewsDrawn = 0
    /// The part of the screen display passes changed since ``takeChangedArea()`` last took it:
    /// what a window showing the screen must put up again, whoever ran the passes.
    private var changedArea: CGRect?

    package init(size: CGSize, scale: Double) throws(RenderingError) {
        self.size = size
        self.scale = scale
        frameBuffer = try RasterCanvas(size: size, scale: scale)
        ScreenDamage.isTracked = true
    }

    /// A screen of `size` points at `scale`, for the benchmarks.
    @_spi(Drawing) public convenience init(screenOf size: CGSize, scale: Double) throws {
        try self.init(size: size, scale: scale)
    }

    /// The main screen's compositor, at its size and scale.
    package convenience init(screen: Screen) throws(RenderingError) {
        try self.init(size: screen.bounds.size, scale: screen.scale)
    }

    /// Lays out the windows' views that need it, parents first.
    package static func layOut(_ windows: [Window]) {
        for window in windows where window.subtreeNeedsLayout {
            window.layoutIfNeeded()
        }
    }

    /// The layout pass, then the display pass for the visible windows (in order, the last on
    /// top). Returns whether anything was put on screen.
    @discardableResult
    @_spi(Drawing) public func display(_ windows: [Window]) -> Bool {
        Self.layOut(windows)
        let visible = windows.filter { !$0.isHidden }
        let arrangement = visible.map { (ObjectIdentifier($0), $0.frame) }
        var damage: CGRect?
        if !hasDrawnOnce || !arrangement.elementsEqual(lastWindows, by: { $0.0 == $1.0 && $0.1 == $1.1 }) {
            damage = CGRect(origin: .zero, size: size)
        }
        for window in windows {
            guard let area = window.damage else { continue }
            window.damage = nil
            let onScreen = area.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
            damage = damage.map { $0.union(onScreen) } ?? onScreen
        }
        lastWindows = arrangement
        guard let damage = damage?.intersection(CGRect(origin: .zero, size: size)), !damage.isNull, !damage.isEmpty else { return false }
        hasDrawnOnce = true
        framesDrawn += 1
        // Whole pixels, so that the edge of the damage is not blended with the old frame.
        let pixels = 1 / scale
        let area = CGRect(x: (damage.minX / pixels).rounded(.down) * pixels, y: (damage.minY / pixels).rounded(.down) * pixels,
                          width: 0, height: 0)
            .union(CGRect(x: (damage.maxX / pixels).rounded(.up) * pixels, y: (damage.maxY / pixels).rounded(.up) * pixels, width: 0, height: 0))
        frameBuffer.saveState()
        frameBuffer.clip(to: area)
        frameBuffer.fill(area, with: Color.black.raster)
        let context = GraphicsContext(canvas: frameBuffer)
        for window in visible {
            composite(window, in: context)
        }
        frameBuffer.restoreState()
        changedArea = changedArea.map { $0.union(area) } ?? area
        return true
    }

    /// The part of the screen, in pixels, that display passes changed since the last call, and
    /// forgets it; `nil` when nothing changed.
    package func takeChangedArea() -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let area = changedArea else { return nil }
        changedArea = nil
        let x = Int((area.minX * scale).rounded(.down)), y = Int((area.minY * scale).rounded(.down))
        return (x, y, Int((area.maxX * scale).rounded(.up)) - x, Int((area.maxY * scale).rounded(.up)) - y)
    }

    /// Calls `body` with the screen's pixels as it was last displayed: premultiplied ARGB32 in
    /// native byte order, `stride` bytes a row; valid only during the call.
    package func withPixels<Result>(_ body: (_ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) -> Result) -> Result {
        frameBuffer.withPixels(body)
    }

    /// Puts the whole screen on screen again at the next display pass, composited from what each
    /// view drew before (no `draw(_:)` runs unless a view was marked).
    @_spi(Drawing) public func invalidateScreen() {
        hasDrawnOnce = false
    }

    /// The screen as it was last displayed, as a PNG.
    package func png() throws(RenderingError) -> Data {
        try frameBuffer.pngData()
    }

    /// The screen as it was last displayed, as an image of its own (the picture iOS keeps for
    /// the app switcher).
    package func image() throws(RenderingError) -> RasterImage {
        try RasterImage(copying: frameBuffer)
    }

    /// The pixel at (`x`, `y`) of the screen, for tests.
    package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        frameBuffer.pixel(x: x, y: y)
    }

    private func composite(_ view: View, in context: GraphicsContext) {
        guard !view.isHidden, view.alpha > 0, view.frame.isFinite else { return }
        let canvas = context.canvas
        let bounds = view.bounds
        let layer = view.layer
        let clips = view.clipsToBounds || layer.masksToBounds
        canvas.saveState()
        defer { canvas.restoreState() }
        canvas.translate(x: view.frame.minX, y: view.frame.minY)
        let onScreen = canvas.isVisible(bounds)
        // A view that cuts its subviews at its bounds has nothing to show off its bounds.
        if clips, !onScreen { return }
        let translucent = view.alpha < 1
        if translucent { canvas.beginTransparencyLayer() }
        let radius = layer.cornerRadius.isFinite ? layer.cornerRadius : 0
        if onScreen {
            if layer.shadowOpacity > 0, let shadow = layer.shadowColor, layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite {
                // A hard-edged shadow of the view's shape: Cairo has no blur, and a blurred one
                // would cost a pass over every pixel it covers.
                canvas.addRoundedRect(bounds.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height), radius: radius)
                canvas.fillPath(with: shadow.withAlphaComponent(shadow.alpha * min(layer.shadowOpacity, 1)).raster)
            }
            if let background = view.backgroundColor, background.alpha > 0 {
                canvas.addRoundedRect(bounds, radius: radius)
                canvas.fillPath(with: background.raster)
            }
        }
        canvas.saveState()
        if clips {
            canvas.addRoundedRect(bounds, radius: radius)
            canvas.clipToPath()
        }
        // A view off the damaged area keeps its mark until it is on screen again.
        if onScreen, let pixels = contents(of: view, bounds: bounds).pixels {
            canvas.composite(pixels, at: .zero)
        }
        for subview in view.subviews {
            composite(subview, in: context)
        }
        canvas.restoreState()
        if onScreen, layer.borderWidth > 0, layer.borderWidth.isFinite, let border = layer.borderColor {
            let inset = layer.borderWidth / 2
            canvas.addRoundedRect(bounds.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset))
            canvas.strokePath(with: border.raster, width: layer.borderWidth)
        }
        if translucent { canvas.endTransparencyLayer(opacity: view.alpha) }
    }

    /// What the view drew, drawn again only when it was marked or its size or the scale changed.
    private func contents(of view: View, bounds: CGRect) -> DrawnContents {
        if !view.needsDisplay, let cached = view.drawnContents, cached.size == bounds.size, cached.scale == scale {
            return cached
        }
        view.needsDisplay = false
        viewsDrawn += 1
        let drawn = Self.draw(view, bounds: bounds, scale: scale)
        view.drawnContents = drawn
        return drawn
    }

    /// Calls the view's `draw(_:)` on a canvas of its own (see `GraphicsContext.draw`).
    static func draw(_ view: View, bounds: CGRect, scale: Double) -> DrawnContents {
        guard bounds.width > 0, bounds.height > 0, let canvas = try? RasterCanvas(size: bounds.size, scale: scale) else {
            return DrawnContents(size: bounds.size, scale: scale, pixels: nil)
        }
        GraphicsContext(canvas: canvas).draw { view.draw(bounds) }
        return DrawnContents(size: bounds.size, scale: scale, pixels: canvas.drawingCount > 0 ? canvas : nil)
    }
}
