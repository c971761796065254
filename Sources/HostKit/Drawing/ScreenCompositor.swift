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
    /// A message drawn over the screen until it is cleared (see `ScreenCompositor+Banner.swift`):
    /// `apphost dev`'s build errors. Setting it puts the whole screen on screen again.
    package var banner: String? {
        didSet { if banner != oldValue { invalidateScreen() } }
    }

    /// Display passes that put pixels on screen; an idle app adds none.
    @_spi(Drawing) public private(set) var framesDrawn = 0
    /// Calls of ``View/draw(_:)`` made by display passes.
    @_spi(Drawing) public private(set) var viewsDrawn = 0
    /// Subtrees composited into an image of their own to be kept (see `keptSubtree(of:)`).
    package private(set) var subtreesKept = 0
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
        // While views animate, their presentation values move with the clock, not with changes
        // that record damage: the whole screen is put again, up to the frame after the last ends.
        if !hasDrawnOnce || Animator.hasRunning || Animator.needsFullDisplay
            || !arrangement.elementsEqual(lastWindows, by: { $0.0 == $1.0 && $0.1 == $1.1 }) {
            damage = CGRect(origin: .zero, size: size)
            Animator.needsFullDisplay = false
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
            composite(window, in: context, parentPosition: .zero)
        }
        if let banner { drawBanner(banner, on: frameBuffer) }
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

    /// Composites `view` and its subtree; `parentPosition` is where its superview's origin is on
    /// the screen, in points (it places kept subtrees on whole pixels), `nil` inside a view with
    /// a transform, where no whole pixel lines up with the screen's.
    private func composite(_ view: View, in context: GraphicsContext, parentPosition: CGPoint?) {
        guard !view.isHidden, view.presentationAlpha > 0, view.presentationFrame.isFinite else { return }
        // A transform that flattens the view leaves nothing to see.
        if view.isTransformed || Animator.hasRunning, !view.presentationTransform.isInvertible { return }
        // A subtree wholly off the damaged area has nothing to draw: skipped without a visit to
        // each of its views (and their drawing state), which was most of a small change's frame.
        // While an animation runs, subviews are where their presentation puts them, which the
        // extent (of model frames) does not follow.
        if !Animator.hasRunning, !context.canvas.isVisible(view.convertToSuperview(view.subtreeExtent)) { return }
        // Kept only while no animation runs, so the cull above has seen the subtree on screen.
        if let parentPosition, let kept = keptSubtree(of: view, parentPosition: parentPosition, in: context) {
            context.canvas.composite(kept.pixels, at: CGPoint(x: kept.screenOrigin.x - parentPosition.x, y: kept.screenOrigin.y - parentPosition.y))
            return
        }
        compositeAnew(view, in: context, parentPosition: parentPosition)
        if ScreenDamage.isTracked, view.unchangedComposites < 2 { view.unchangedComposites += 1 }
    }

    private func compositeAnew(_ view: View, in context: GraphicsContext, parentPosition: CGPoint?) {
        // What is on screen: an animation's presentation values while one runs.
        let frame = view.presentationFrame, alpha = view.presentationAlpha
        let canvas = context.canvas
        // The view's own area, where its background, contents and border go: a scroll view's
        // bounds start at its content offset, which moves its subviews only.
        let bounds = CGRect(origin: .zero, size: frame.size)
        let layer = view.layer
        let clips = view.clipsToBounds || layer.masksToBounds
        canvas.saveState()
        defer { canvas.restoreState() }
        // Where the subviews' superview origin is on the screen, while it lines up with it.
        var position: CGPoint?
        // An animation may turn a view whose model transform is already (or still) the identity.
        let transform = view.isTransformed || Animator.hasRunning ? view.presentationTransform : .identity
        if !transform.isIdentity {
            // About the center, as UIKit's default anchor point.
            canvas.translate(x: frame.midX, y: frame.midY)
            canvas.concatenate(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
            canvas.translate(x: -frame.width / 2, y: -frame.height / 2)
        } else {
            canvas.translate(x: frame.minX, y: frame.minY)
            position = parentPosition.map { CGPoint(x: $0.x + frame.minX, y: $0.y + frame.minY) }
        }
        let onScreen = canvas.isVisible(bounds)
        // A view that cuts its subviews at its bounds has nothing to show off its bounds.
        if clips, !onScreen { return }
        let translucent = alpha < 1
        if translucent { canvas.beginTransparencyLayer() }
        let radius = layer.cornerRadius.isFinite ? layer.cornerRadius : 0
        let corners = layer.maskedCorners.rounded
        if onScreen {
            if layer.shadowOpacity > 0, let shadow = layer.shadowColor, layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite {
                let color = shadow.withAlphaComponent(shadow.alpha * min(layer.shadowOpacity, 1)).raster
                let offset = bounds.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
                if let mask = shadowMask(of: layer, size: bounds.size, cornerRadius: radius) {
                    canvas.paintShadow(mask, at: offset.origin, color: color)
                } else {
                    canvas.addRoundedRect(offset, radius: radius, corners: corners)
                    canvas.fillPath(with: color)
                }
            }
            if let background = view.presentationBackgroundColor, background.alpha > 0 {
                canvas.addRoundedRect(bounds, radius: radius, corners: corners)
                canvas.fillPath(with: background.raster)
            }
        }
        canvas.saveState()
        if clips {
            canvas.addRoundedRect(bounds, radius: radius, corners: corners)
            canvas.clipToPath()
        }
        // A view off the damaged area keeps its mark until it is on screen again.
        if onScreen, let pixels = contents(of: view, bounds: bounds).pixels {
            canvas.composite(pixels, at: .zero)
        }
        let inner = view.boundsOrigin
        if inner != .zero { canvas.translate(x: -inner.x, y: -inner.y) }
        let subviewsPosition = position.map { CGPoint(x: $0.x - inner.x, y: $0.y - inner.y) }
        for subview in view.subviews {
            composite(subview, in: context, parentPosition: subviewsPosition)
        }
        canvas.restoreState()
        if onScreen, layer.borderWidth > 0, layer.borderWidth.isFinite, let border = layer.borderColor {
            let inset = layer.borderWidth / 2
            canvas.addRoundedRect(bounds.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset), corners: corners)
            canvas.strokePath(with: border.raster, width: layer.borderWidth)
        }
        if translucent { canvas.endTransparencyLayer(opacity: alpha) }
    }

    /// A view whose subtree is small and has stayed unchanged through one composite is kept
    /// whole, as one image on whole screen pixels (like Core Animation's rasterized layers): its
    /// rounded background, contents, subviews and border cost one copy per frame instead of
    /// being filled, stroked and composited again. Any change in the subtree lets it go
    /// (the walk up of `View.damagedWindowAndTransform()`); a move by a fraction of a pixel makes it again.
    private func keptSubtree(of view: View, parentPosition: CGPoint, in context: GraphicsContext) -> KeptSubtree? {
        // While an animation runs, what is on screen changes every frame: nothing is kept.
        // A transformed view is not kept: its image would not sit on whole pixels.
        guard view.unchangedComposites >= 1, !(view is Window), !view.isTransformed, view.alpha >= 1, !Animator.hasRunning else { return nil }
        let position = CGPoint(x: parentPosition.x + view.untransformedFrame.minX, y: parentPosition.y + view.untransformedFrame.minY)
        let extent = view.subtreeExtent
        let pixel = CGPoint(x: ((position.x + extent.minX) * scale).rounded(.down), y: ((position.y + extent.minY) * scale).rounded(.down))
        let screenOrigin = CGPoint(x: pixel.x / scale, y: pixel.y / scale)
        if let kept = view.keptSubtree {
            if kept.extent == extent, kept.scale == scale, kept.phase == Self.phase(of: position, extent: extent, screenOrigin: screenOrigin) {
                return KeptSubtree(pixels: kept.pixels, screenOrigin: screenOrigin, extent: extent, scale: scale, phase: kept.phase)
            }
            view.keptSubtree = nil
        }
        // Visible: `composite` culled a subtree off the damaged area before asking (the image's
        // rectangle holds the extent's).
        guard Self.isWorthKeeping(view, extent: extent, scale: scale),
              let pixels = try? RasterCanvas(size: CGSize(width: extent.width + 1 / scale, height: extent.height + 1 / scale), scale: scale)
        else { return nil }
        // The image's top left corner is the whole pixel at or above and left of the extent's.
        pixels.translate(x: parentPosition.x - screenOrigin.x, y: parentPosition.y - screenOrigin.y)
        compositeAnew(view, in: GraphicsContext(canvas: pixels), parentPosition: parentPosition)
        pixels.translate(x: screenOrigin.x - parentPosition.x, y: screenOrigin.y - parentPosition.y)
        let kept = KeptSubtree(pixels: pixels, screenOrigin: screenOrigin, extent: extent, scale: scale,
                               phase: Self.phase(of: position, extent: extent, screenOrigin: screenOrigin))
        view.keptSubtree = kept
        subtreesKept += 1
        return kept
    }

    /// Where the extent's corner falls inside its first pixel: an image made at one phase is
    /// not the same pixels at another.
    private static func phase(of position: CGPoint, extent: CGRect, screenOrigin: CGPoint) -> CGPoint {
        CGPoint(x: position.x + extent.minX - screenOrigin.x, y: position.y + extent.minY - screenOrigin.y)
    }

    /// Small subtrees with something to save: rounded or bordered shapes, or subviews to walk.
    /// Shadows reach beyond the extent, so a subtree with one is composited anew, and so is one
    /// with a scroll view.
    private static func isWorthKeeping(_ view: View, extent: CGRect, scale: Double) -> Bool {
        guard !view.subviews.isEmpty || view.layer.cornerRadius > 0 || view.layer.borderWidth > 0,
              extent.width * extent.height * scale * scale <= Double(maximumKeptPixels) else { return false }
        var count = 0
        var pending = [view]
        while let next = pending.popLast() {
            count += 1
            // A scrolled view's content moves under it at every scroll step.
            if count > maximumKeptViews || next.layer.shadowOpacity > 0 || next.boundsOrigin != .zero { return false }
            pending.append(contentsOf: next.subviews)
        }
        return true
    }

    /// Subtrees of at most this many pixels (about 256 × 256) and views are kept whole.
    static let maximumKeptPixels = 65_536
    static let maximumKeptViews = 32

    /// The layer's blurred shadow shape, made again only when the shape, the blur or the scale
    /// changed; `nil` for a hard-edged shadow (no blur) or one too big to make.
    private func shadowMask(of layer: Layer, size: CGSize, cornerRadius: Double) -> ShadowMask? {
        guard layer.shadowRadius.isFinite, layer.shadowRadius > 0 else { return nil }
        let corners = layer.maskedCorners.rounded
        let key = KeptShadow.Key(size: size, cornerRadius: cornerRadius, corners: corners, blurRadius: layer.shadowRadius, scale: scale)
        if let kept = layer.keptShadow, kept.key == key { return kept.mask }
        guard let mask = try? ShadowMask(size: size, cornerRadius: cornerRadius, corners: corners, blurRadius: layer.shadowRadius, scale: scale) else { return nil }
        layer.keptShadow = KeptShadow(key: key, mask: mask)
        return mask
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

/// A layer's blurred shadow shape and what it was made for.
package final class KeptShadow {
    struct Key: Equatable {
        let size: CGSize
        let cornerRadius: Double
        let corners: RoundedCorners
        let blurRadius: Double
        let scale: Double
    }

    let key: Key
    let mask: ShadowMask

    init(key: Key, mask: ShadowMask) {
        self.key = key
        self.mask = mask
    }
}

/// A view's subtree composited into an image of its own, and where that image was made for.
package struct KeptSubtree {
    let pixels: RasterCanvas
    /// The image's top left corner on the screen, on a whole pixel.
    let screenOrigin: CGPoint
    /// The subtree's extent in the view's bounds, when the image was made.
    let extent: CGRect
    let scale: Double
    let phase: CGPoint
}
