package import Foundation
// Implementation-only, so that plugins compiled against HostKit need not find Cairo's headers:
// no C type appears in Rendering's declarations or stored properties (Cairo's objects are held
// as OpaquePointer), so the layout clients see does not depend on the C module.
@_implementationOnly import CCairoPango

/// A colour as the canvas takes it: premultiplication is the canvas's business.
package struct RasterColor: Sendable, Hashable {
    package var red: Double, green: Double, blue: Double, alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// An in-memory image in points, drawn at a scale (1, 2 or 3 pixels a point), with Cairo.
///
/// Every drawing call takes points; the canvas's transform multiplies them by ``scale``. The
/// state calls (``saveState()``, ``translate(x:y:)``, ``clip(to:)``, the transparency layers)
/// nest as Cairo's do. It is not thread-safe: one canvas is drawn by one thread at a time, and
/// its owner is the main actor wherever HostKit draws.
package final class RasterCanvas {
    /// The largest canvas made, in pixels: 8192 × 8192 (256 MiB of pixels). A bigger one is a
    /// mistake (a scale or size typed wrong), not a screen.
    package static let maximumPixels = 8192 * 8192
    /// The longest side Cairo's image surfaces take.
    package static let maximumSide = 32767

    package let pixelWidth: Int
    package let pixelHeight: Int
    package let scale: Double
    /// The canvas's size in points.
    package var size: CGSize { CGSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    let surface: OpaquePointer
    let cairo: OpaquePointer
    /// How many fills, strokes, texts and images were drawn: 0 means the canvas is still clear.
    package private(set) var drawingCount = 0

    /// A transparent canvas of `size` points at `scale` pixels a point.
    package init(size: CGSize, scale: Double) throws(RenderingError) {
        (pixelWidth, pixelHeight) = try Self.pixelSize(of: size, scale: scale)
        try CairoPango.require()
        self.scale = scale
        guard let surface = CairoPango.api.cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
              CairoPango.api.cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderingError(.drawingFailed, "Cairo could not make a \(pixelWidth) × \(pixelHeight) image", remedy: "free some memory, or render a smaller screen")
        }
        guard let cairo = CairoPango.api.cairo_create(surface), CairoPango.api.cairo_status(cairo) == CAIRO_STATUS_SUCCESS else {
            CairoPango.api.cairo_surface_destroy(surface)
            throw RenderingError(.drawingFailed, "Cairo could not draw into a \(pixelWidth) × \(pixelHeight) image", remedy: "free some memory, or render a smaller screen")
        }
        self.surface = surface
        self.cairo = cairo
        CairoPango.api.cairo_scale(cairo, scale, scale)
    }

    /// The pixels a canvas of `size` points at `scale` has; throws for a size no screen has. It
    /// allocates nothing and loads no library, so a size can be checked long before drawing.
    package static func pixelSize(of size: CGSize, scale: Double) throws(RenderingError) -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0, scale <= 4 else {
            throw RenderingError(.badCanvasSize, "a scale of \(scale) pixels a point", remedy: "use a scale of 1, 2 or 3")
        }
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1,
              width <= Double(maximumSide), height <= Double(maximumSide),
              width * height <= Double(maximumPixels) else {
            throw RenderingError(.badCanvasSize, "a canvas of \(size.width) × \(size.height) points at @\(scale.formatted())x is not a size a screen can have",
                                 remedy: "use a positive size of at most \(maximumPixels) pixels (\(maximumSide) a side), such as 390x844 at @3x")
        }
        return (Int(width), Int(height))
    }

    deinit {
        CairoPango.api.cairo_destroy(cairo)
        CairoPango.api.cairo_surface_destroy(surface)
    }

    // MARK: State

    package func saveState() { CairoPango.api.cairo_save(cairo) }
    package func restoreState() { CairoPango.api.cairo_restore(cairo) }

    package func translate(x: Double, y: Double) { CairoPango.api.cairo_translate(cairo, x, y) }

    /// Maps what is drawn next by the affine matrix (`a`, `b`, `c`, `d`, `tx`, `ty`), as
    /// `CGContext.concatenate` does: a point (x, y) is drawn at (a·x + c·y + tx, b·x + d·y + ty)
    /// of the coordinates before. A matrix that cannot be undone (it flattens the plane, or a
    /// number is not finite) changes nothing and answers `false`: Cairo would stop drawing on the
    /// canvas for good.
    @discardableResult
    package func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> Bool {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite, tx.isFinite, ty.isFinite else { return false }
        var matrix = ccp_matrix(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
        CairoPango.api.cairo_transform(cairo, &matrix)
        return true
    }

    /// Limits later drawing to `rect`, within the current limit.
    package func clip(to rect: CGRect) {
        CairoPango.api.cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        CairoPango.api.cairo_clip(cairo)
    }

    /// Limits later drawing to the inside of the current path.
    package func clipToPath() { CairoPango.api.cairo_clip(cairo) }

    /// Whether anything drawn in `rect` could show: false when the clip leaves none of it.
    package func isVisible(_ rect: CGRect) -> Bool {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        CairoPango.api.cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return rect.intersects(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
    }

    /// Draws what follows into a layer that is composited with `opacity` when it ends, as a view
    /// with an alpha below 1 is: its subviews blend with each other first, then with what is below.
    package func beginTransparencyLayer() { CairoPango.api.cairo_push_group(cairo) }

    package func endTransparencyLayer(opacity: Double) {
        CairoPango.api.cairo_pop_group_to_source(cairo)
        CairoPango.api.cairo_paint_with_alpha(cairo, min(max(opacity, 0), 1))
    }

    // MARK: Shapes

    package func fill(_ rect: CGRect, with color: RasterColor) {
        CairoPango.api.cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        fillPath(with: color)
    }

    /// Adds a rectangle to the path whose `corners` (all by default) are rounded with `radius`
    /// (at most half the shorter side); the others are square.
    package func addRoundedRect(_ rect: CGRect, radius: Double, corners: RoundedCorners = .all) {
        Self.addRoundedRect(rect, radius: radius, corners: corners, to: cairo)
    }

    static func addRoundedRect(_ rect: CGRect, radius: Double, corners: RoundedCorners = .all, to cairo: OpaquePointer) {
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        guard r > 0, !corners.isEmpty else {
            CairoPango.api.cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        // Clockwise from the top right, each corner an arc or its point.
        func corner(_ which: RoundedCorners, _ x: Double, _ y: Double, arcCenter: (Double, Double), from start: Double) {
            if corners.contains(which) {
                CairoPango.api.cairo_arc(cairo, arcCenter.0, arcCenter.1, r, start, start + Double.pi / 2)
            } else {
                CairoPango.api.cairo_line_to(cairo, x, y)
            }
        }
        CairoPango.api.cairo_new_sub_path(cairo)
        corner(.topRight, rect.maxX, rect.minY, arcCenter: (rect.maxX - r, rect.minY + r), from: -Double.pi / 2)
        corner(.bottomRight, rect.maxX, rect.maxY, arcCenter: (rect.maxX - r, rect.maxY - r), from: 0)
        corner(.bottomLeft, rect.minX, rect.maxY, arcCenter: (rect.minX + r, rect.maxY - r), from: Double.pi / 2)
        corner(.topLeft, rect.minX, rect.minY, arcCenter: (rect.minX + r, rect.minY + r), from: Double.pi)
        CairoPango.api.cairo_close_path(cairo)
    }

    /// Adds the ellipse that fits in `rect` to the path.
    package func addEllipse(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        CairoPango.api.cairo_save(cairo)
        CairoPango.api.cairo_translate(cairo, rect.midX, rect.midY)
        CairoPango.api.cairo_scale(cairo, rect.width / 2, rect.height / 2)
        CairoPango.api.cairo_new_sub_path(cairo)
        CairoPango.api.cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
        CairoPango.api.cairo_close_path(cairo)
        CairoPango.api.cairo_restore(cairo)
    }

    package func move(to point: CGPoint) { CairoPango.api.cairo_move_to(cairo, point.x, point.y) }
    package func addLine(to point: CGPoint) { CairoPango.api.cairo_line_to(cairo, point.x, point.y) }
    package func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        CairoPango.api.cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
    }
    package func addArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        // y grows downwards, so UIKit's clockwise is Cairo's positive direction.
        if clockwise {
            CairoPango.api.cairo_arc(cairo, center.x, center.y, radius, startAngle, endAngle)
        } else {
            CairoPango.api.cairo_arc_negative(cairo, center.x, center.y, radius, startAngle, endAngle)
        }
    }
    package func closePath() { CairoPango.api.cairo_close_path(cairo) }
    package func clearPath() { CairoPango.api.cairo_new_path(cairo) }

    /// Fills the current path and clears it.
    package func fillPath(with color: RasterColor) {
        setSource(color)
        CairoPango.api.cairo_fill(cairo)
    }

    /// Strokes the current path with a line `width` points wide (dashes of `dash` points when
    /// given) and clears it.
    package func strokePath(with color: RasterColor, width: Double, dash: Double? = nil) {
        setSource(color)
        CairoPango.api.cairo_set_line_width(cairo, max(width, 0))
        if let dash, dash > 0 {
            var pattern = [dash, dash * 0.75]
            CairoPango.api.cairo_set_dash(cairo, &pattern, 2, 0)
        }
        CairoPango.api.cairo_stroke(cairo)
        CairoPango.api.cairo_set_dash(cairo, nil, 0, 0)
    }

    /// Paints `image` into `rect`, scaled to fill it.
    package func draw(_ image: RasterImage, in rect: CGRect, opacity: Double = 1) {
        guard rect.width > 0, rect.height > 0, image.pixelWidth > 0, image.pixelHeight > 0 else { return }
        CairoPango.api.cairo_save(cairo)
        CairoPango.api.cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        CairoPango.api.cairo_clip(cairo)
        CairoPango.api.cairo_translate(cairo, rect.minX, rect.minY)
        CairoPango.api.cairo_scale(cairo, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
        drawingCount += 1
        CairoPango.api.cairo_set_source_surface(cairo, image.surface, 0, 0)
        CairoPango.api.cairo_pattern_set_filter(CairoPango.api.cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        CairoPango.api.cairo_paint_with_alpha(cairo, min(max(opacity, 0), 1))
        CairoPango.api.cairo_restore(cairo)
    }

    /// Paints `other`, a canvas of the same scale, with its top left corner at `origin`.
    package func composite(_ other: RasterCanvas, at origin: CGPoint) {
        CairoPango.api.cairo_save(cairo)
        CairoPango.api.cairo_translate(cairo, origin.x, origin.y)
        CairoPango.api.cairo_scale(cairo, 1 / other.scale, 1 / other.scale)
        CairoPango.api.cairo_set_source_surface(cairo, other.surface, 0, 0)
        CairoPango.api.cairo_paint(cairo)
        CairoPango.api.cairo_restore(cairo)
        drawingCount += 1
    }

    func setSource(_ color: RasterColor) {
        drawingCount += 1
        CairoPango.api.cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    // MARK: Pixels out

    /// The canvas as a PNG file's bytes.
    package func pngData() throws(RenderingError) -> Data {
        try PNGEncoding.encode(surface)
    }

    /// Calls `body` with the canvas's pixels: premultiplied ARGB32 words in native byte order,
    /// `stride` bytes a row; valid only during the call, which must not draw on the canvas.
    package func withPixels<Result>(_ body: (_ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) -> Result) -> Result {
        CairoPango.api.cairo_surface_flush(surface)
        let stride = Int(CairoPango.api.cairo_image_surface_get_stride(surface))
        return body(UnsafeRawPointer(CairoPango.api.cairo_image_surface_get_data(surface)!), pixelWidth, pixelHeight, stride)
    }

    /// The pixel at (`x`, `y`) as straight (not premultiplied) RGBA bytes; for tests and diffs.
    package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < pixelWidth && y >= 0 && y < pixelHeight, "pixel (\(x), \(y)) is outside the \(pixelWidth) × \(pixelHeight) canvas")
        return RasterImage.pixel(of: surface, x: x, y: y)
    }
}
