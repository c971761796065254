import Foundation
package import Rendering

/// The place drawing goes, as `UIGraphicsGetCurrentContext()`'s context is in UIKit: during a
/// view's ``View/draw(_:)`` it is that view's content, in the view's own coordinates.
///
/// Drawing outside a `draw(_:)` (``current`` is `nil` then) does nothing, as drawing without a
/// context does in UIKit.
@MainActor
public final class GraphicsContext {
    /// The context `draw(_:)` draws into; `nil` outside drawing.
    public private(set) static var current: GraphicsContext?

    package let canvas: RasterCanvas
    var fillColor: Color = .black
    var strokeColor: Color = .black
    var lineWidth = 1.0
    private var savedStates: [(fill: Color, stroke: Color, lineWidth: Double)] = []

    package init(canvas: RasterCanvas) {
        self.canvas = canvas
    }

    /// Runs `body` with this context ``current`` (the one before it current again afterwards), in
    /// a state of its own: whatever `body` saves and does not restore, or clips, ends with it.
    package func draw(_ body: () -> Void) {
        let previous = Self.current
        Self.current = self
        defer { Self.current = previous }
        saveGState()
        body()
        while !savedStates.isEmpty { restoreGState() }
    }

    public func saveGState() {
        savedStates.append((fillColor, strokeColor, lineWidth))
        canvas.saveState()
    }

    /// Restores the state saved last; one more restore than saves is ignored.
    public func restoreGState() {
        guard let state = savedStates.popLast() else { return }
        (fillColor, strokeColor, lineWidth) = state
        canvas.restoreState()
    }


    public func translateBy(x: Double, y: Double) { canvas.translate(x: x, y: y) }
    public func clip(to rect: CGRect) { canvas.clip(to: rect) }

    public func setFillColor(_ color: Color) { fillColor = color }
    public func setStrokeColor(_ color: Color) { strokeColor = color }
    public func setLineWidth(_ width: Double) { lineWidth = width.isFinite ? max(width, 0) : 1 }

    public func fill(_ rect: CGRect) { canvas.fill(rect, with: fillColor.raster) }

    public func stroke(_ rect: CGRect) {
        canvas.addRoundedRect(rect, radius: 0)
        canvas.strokePath(with: strokeColor.raster, width: lineWidth)
    }

    public func fillEllipse(in rect: CGRect) {
        canvas.addEllipse(in: rect)
        canvas.fillPath(with: fillColor.raster)
    }
}

extension Color {
    package var raster: RasterColor { RasterColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Makes this the colour the current context fills with, as `UIColor.setFill()` does.
    @MainActor public func setFill() { GraphicsContext.current?.setFillColor(self) }
    /// Makes this the colour the current context strokes with, as `UIColor.setStroke()` does.
    @MainActor public func setStroke() { GraphicsContext.current?.setStrokeColor(self) }
    /// Makes this the fill and the stroke colour, as `UIColor.set()` does.
    @MainActor public func set() {
        setFill()
        setStroke()
    }
}
