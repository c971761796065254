package import Foundation
// Implementation-only, so that plugins compiled against HostKit need not find Cairo's headers:
// no C type appears in Rendering's declarations or stored properties (Cairo's objects are held
// as OpaquePointer), so the layout clients see does not depend on the C module.
@_implementationOnly import CCairoPango

/// How two images differ, pixel by pixel, for reference-image tests: anti-aliasing may move a
/// channel by a few levels from one build of the libraries to another, so a difference at or
/// under a tolerance does not count.
package struct ImageComparison {
    /// Pixels whose largest channel difference (straight RGBA) is over the tolerance.
    package let differingPixels: Int
    /// The largest channel difference anywhere.
    package let largestDifference: Int
    /// Whether the two images have different sizes (then nothing else was compared).
    package let sizesDiffer: Bool
    /// The differences drawn: the expected image faded, with each differing pixel in red.
    package let diffImage: RasterCanvas?

    package var matches: Bool { !sizesDiffer && differingPixels == 0 }

    /// Compares `actual` with `expected`, a channel difference up to `tolerance` (0…255) being
    /// no difference.
    package init(actual: RasterImage, expected: RasterImage, tolerance: Int) {
        guard actual.pixelWidth == expected.pixelWidth, actual.pixelHeight == expected.pixelHeight else {
            differingPixels = max(actual.pixelWidth * actual.pixelHeight, expected.pixelWidth * expected.pixelHeight)
            largestDifference = 255
            sizesDiffer = true
            diffImage = nil
            return
        }
        sizesDiffer = false
        let width = actual.pixelWidth, height = actual.pixelHeight
        let diff = try? RasterCanvas(size: CGSize(width: width, height: height), scale: 1)
        if let diff {
            diff.draw(expected, in: CGRect(x: 0, y: 0, width: width, height: height), opacity: 0.25)
        }
        var differing = 0, largest = 0
        let red = RasterColor(red: 1, green: 0, blue: 0, alpha: 1)
        for y in 0..<height {
            for x in 0..<width {
                let a = actual.pixel(x: x, y: y), e = expected.pixel(x: x, y: y)
                let delta = max(abs(Int(a.red) - Int(e.red)), abs(Int(a.green) - Int(e.green)),
                                abs(Int(a.blue) - Int(e.blue)), abs(Int(a.alpha) - Int(e.alpha)))
                largest = max(largest, delta)
                if delta > tolerance {
                    differing += 1
                    diff?.fill(CGRect(x: x, y: y, width: 1, height: 1), with: red)
                }
            }
        }
        differingPixels = differing
        largestDifference = largest
        diffImage = diff
    }
}

extension RasterImage {
    /// The pixel at (`x`, `y`) as straight RGBA bytes.
    package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < pixelWidth && y >= 0 && y < pixelHeight, "pixel (\(x), \(y)) is outside the \(pixelWidth) × \(pixelHeight) image")
        return Self.pixel(of: surface, x: x, y: y)
    }

    /// The pixel at (`x`, `y`) of an image surface, as straight RGBA bytes.
    static func pixel(of surface: OpaquePointer, x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        CairoPango.api.cairo_surface_flush(surface)
        let stride = Int(CairoPango.api.cairo_image_surface_get_stride(surface))
        let data = CairoPango.api.cairo_image_surface_get_data(surface)!
        let word = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return unpremultiplied(word)
    }
}
