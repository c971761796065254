import Foundation
package import Rendering

/// Draws windows into pixels: each view's background, its ``View/draw(_:)``, its subviews in
/// order (the last on top), its border; hidden views and views of alpha 0 are skipped, alpha
/// below 1 composites the view and its subviews as one, and ``View/clipsToBounds`` or
/// ``Layer/masksToBounds`` cut the subviews at the (rounded) bounds.
@MainActor
package enum ScreenRenderer {
    /// The windows, in order, on a black screen of `size` points at `scale`.
    package static func render(_ windows: [Window], size: CGSize, scale: Double) throws(RenderingError) -> RasterCanvas {
        let canvas = try RasterCanvas(size: size, scale: scale)
        canvas.fill(CGRect(origin: .zero, size: size), with: Color.black.raster)
        let context = GraphicsContext(canvas: canvas)
        for window in windows {
            draw(window, in: context)
        }
        return canvas
    }

    /// Draws `view` and its subviews, `view`'s frame taken in the context's current coordinates.
    package static func draw(_ view: View, in context: GraphicsContext) {
        guard !view.isHidden, view.alpha > 0, view.frame.isFinite else { return }
        let canvas = context.canvas
        let bounds = view.bounds
        let layer = view.layer
        canvas.saveState()
        defer { canvas.restoreState() }
        canvas.translate(x: view.frame.minX, y: view.frame.minY)
        let translucent = view.alpha < 1
        if translucent { canvas.beginTransparencyLayer() }
        let radius = layer.cornerRadius.isFinite ? layer.cornerRadius : 0
        if layer.shadowOpacity > 0, let shadow = layer.shadowColor, layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite {
            // A hard-edged shadow of the view's shape: Cairo has no blur, and a blurred one would
            // cost a pass over every pixel it covers.
            canvas.addRoundedRect(bounds.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height), radius: radius)
            canvas.fillPath(with: shadow.withAlphaComponent(shadow.alpha * min(layer.shadowOpacity, 1)).raster)
        }
        if let background = view.backgroundColor, background.alpha > 0 {
            canvas.addRoundedRect(bounds, radius: radius)
            canvas.fillPath(with: background.raster)
        }
        canvas.saveState()
        if view.clipsToBounds || layer.masksToBounds {
            canvas.addRoundedRect(bounds, radius: radius)
            canvas.clipToPath()
        }
        drawContent(of: view, in: context, bounds: bounds)
        for subview in view.subviews {
            draw(subview, in: context)
        }
        canvas.restoreState()
        if layer.borderWidth > 0, layer.borderWidth.isFinite, let border = layer.borderColor {
            let inset = layer.borderWidth / 2
            canvas.addRoundedRect(bounds.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset))
            canvas.strokePath(with: border.raster, width: layer.borderWidth)
        }
        if translucent { canvas.endTransparencyLayer(opacity: view.alpha) }
    }

    /// The view's own `draw(_:)`, in a state of its own: whatever the override saves and does not
    /// restore, or clips, ends with it, so it cannot leak into its siblings.
    private static func drawContent(of view: View, in context: GraphicsContext, bounds: CGRect) {
        view.needsDisplay = false
        context.saveGState()
        let depth = context.stateDepth
        context.makeCurrent { view.draw(bounds) }
        context.restoreGState(downTo: depth)
        context.restoreGState()
    }
}

extension ScreenRenderer {
    /// The application's windows as a PNG of the main screen, at its scale.
    package static func png(of application: Application, screen: Screen = .main) throws(RenderingError) -> Data {
        try render(application.windows, size: screen.bounds.size, scale: screen.scale).pngData()
    }
}
