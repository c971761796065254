package import Foundation
@_implementationOnly import CCairoPango

/// The soft shape a layer's shadow paints: a rounded rectangle's coverage, blurred, in an
/// 8-bit alpha image that any colour can be painted through (``RasterCanvas/paintShadow(_:at:color:)``).
///
/// The blur approximates Core Animation's Gaussian (σ = half the shadow radius) with three box
/// blurs, so its cost grows with the mask's pixels, not with the radius. A mask is made once
/// per shape and kept by its owner: a shadow is redrawn from it, not blurred again.
package final class ShadowMask {
    /// The mask's top left corner relative to the shape's, in points (negative: the blur
    /// spreads beyond the shape).
    package let origin: CGPoint
    package let scale: Double
    let surface: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int

    /// The largest blur radius taken, in points; a larger one is clamped (it would only make
    /// the shadow fainter, at the cost of a bigger mask).
    package static let maximumBlurRadius = 100.0

    /// The blurred coverage of a rectangle of `size` with `corners` of `cornerRadius`, blurred by
    /// `blurRadius` points, at `scale`.
    package init(size: CGSize, cornerRadius: Double, corners: RoundedCorners = .all, blurRadius: Double, scale: Double) throws(RenderingError) {
        let blur = blurRadius.isFinite ? min(max(blurRadius, 0), Self.maximumBlurRadius) : 0
        // Three box passes of a Gaussian reach about 3σ = 1.5 radii.
        let spread = (blur * 1.5).rounded(.up)
        let maskSize = CGSize(width: size.width + 2 * spread, height: size.height + 2 * spread)
        (pixelWidth, pixelHeight) = try RasterCanvas.pixelSize(of: maskSize, scale: scale)
        try CairoPango.require()
        guard let surface = CairoPango.api.cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pixelWidth), Int32(pixelHeight)),
              CairoPango.api.cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderingError(.drawingFailed, "Cairo could not make a \(pixelWidth) × \(pixelHeight) shadow mask", remedy: "free some memory, or give the layer a smaller shadow")
        }
        self.surface = surface
        self.scale = scale
        origin = CGPoint(x: -spread, y: -spread)
        guard let cairo = CairoPango.api.cairo_create(surface) else {
            throw RenderingError(.drawingFailed, "Cairo could not draw a shadow mask", remedy: "free some memory")
        }
        CairoPango.api.cairo_scale(cairo, scale, scale)
        RasterCanvas.addRoundedRect(CGRect(x: spread, y: spread, width: size.width, height: size.height), radius: cornerRadius, corners: corners, to: cairo)
        CairoPango.api.cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        CairoPango.api.cairo_fill(cairo)
        CairoPango.api.cairo_destroy(cairo)
        CairoPango.api.cairo_surface_flush(surface)
        let sigma = blur / 2 * scale
        if sigma >= 0.5, let data = CairoPango.api.cairo_image_surface_get_data(surface) {
            let stride = Int(CairoPango.api.cairo_image_surface_get_stride(surface))
            Self.blur(data, width: pixelWidth, height: pixelHeight, stride: stride, sigma: sigma)
        }
        CairoPango.api.cairo_surface_mark_dirty(surface)
    }

    deinit {
        CairoPango.api.cairo_surface_destroy(surface)
    }

    /// The widths of three box blurs whose sum approximates a Gaussian of `sigma` pixels.
    static func boxWidths(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let lowerCount = Int(((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded())
        return (0..<3).map { $0 < lowerCount ? lower : upper }
    }

    /// Blurs the 8-bit coverage in place: three horizontal then three vertical box passes, each
    /// a running sum over the row or column, so the cost is independent of the width.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let widths = boxWidths(sigma: sigma)
        var line = [Int](repeating: 0, count: max(width, height))
        var result = [UInt8](repeating: 0, count: max(width, height))
        for boxWidth in widths {
            let radius = boxWidth / 2
            for row in 0..<height {
                let start = data + row * stride
                for x in 0..<width { line[x] = Int(start[x]) }
                boxPass(line, count: width, radius: radius, into: &result)
                for x in 0..<width { start[x] = result[x] }
            }
            for column in 0..<width {
                for y in 0..<height { line[y] = Int(data[y * stride + column]) }
                boxPass(line, count: height, radius: radius, into: &result)
                for y in 0..<height { data[y * stride + column] = result[y] }
            }
        }
    }

    /// One box average of `radius` on each side over the first `count` values (zero outside).
    private static func boxPass(_ values: [Int], count: Int, radius: Int, into result: inout [UInt8]) {
        let window = 2 * radius + 1
        var sum = 0
        for index in 0..<min(radius, count) { sum += values[index] }
        for index in 0..<count {
            let entering = index + radius
            if entering < count { sum += values[entering] }
            let leaving = index - radius - 1
            if leaving >= 0 { sum -= values[leaving] }
            result[index] = UInt8(min(255, (sum + window / 2) / window))
        }
    }
}

extension RasterCanvas {
    /// Paints `color` through `mask`, the mask's shape placed at `origin` (in points).
    package func paintShadow(_ mask: ShadowMask, at origin: CGPoint, color: RasterColor) {
        CairoPango.api.cairo_save(cairo)
        CairoPango.api.cairo_translate(cairo, origin.x + mask.origin.x, origin.y + mask.origin.y)
        CairoPango.api.cairo_scale(cairo, 1 / mask.scale, 1 / mask.scale)
        setSource(color)
        CairoPango.api.cairo_mask_surface(cairo, mask.surface, 0, 0)
        CairoPango.api.cairo_restore(cairo)
    }
}
