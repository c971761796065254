package import Foundation
// Implementation-only, so that plugins compiled against HostKit need not find Cairo's headers:
// no C type appears in Rendering's declarations or stored properties (Cairo's objects are held
// as OpaquePointer), so the layout clients see does not depend on the C module.
@_implementationOnly import CCairoPango

/// A decoded bitmap: a PNG read with its size checked first, or pixels drawn on a canvas.
package final class RasterImage {
    /// The largest image decoded, in pixels (4096 × 4096, 64 MiB decoded). A PNG's header states
    /// its size, so a larger one is refused before a byte of it is decoded.
    package static let maximumPixels = 4096 * 4096

    package let pixelWidth: Int
    package let pixelHeight: Int
    let surface: OpaquePointer

    private init(surface: OpaquePointer) {
        self.surface = surface
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Why a PNG was refused.
    package enum DecodingFailure: Error, Sendable, Equatable, CustomStringConvertible {
        case notPNG
        case truncated
        case tooLarge(width: Int, height: Int)
        case corrupt(String)

        public var description: String {
            switch self {
            case .notPNG: "it is not a PNG file (no PNG signature)"
            case .truncated: "the PNG is truncated"
            case .tooLarge(let width, let height): "the PNG is \(width) × \(height) pixels, more than the \(RasterImage.maximumPixels) pixels an image may have"
            case .corrupt(let reason): "the PNG is damaged (\(reason))"
            }
        }
    }

    /// Decodes a PNG file's bytes.
    package convenience init(png data: Data) throws(DecodingFailure) {
        let (width, height) = try Self.pngSize(data)
        guard width > 0, height > 0 else { throw .corrupt("a side of 0 pixels") }
        guard width <= RasterCanvas.maximumSide, height <= RasterCanvas.maximumSide, width * height <= Self.maximumPixels else {
            throw .tooLarge(width: width, height: height)
        }
        final class Source {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let source = Source(data)
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            let wanted = Int(length)
            guard source.data.count - source.offset >= wanted else { return CAIRO_STATUS_READ_ERROR }
            let start = source.data.startIndex + source.offset
            source.data.copyBytes(to: buffer, from: start..<(start + wanted))
            source.offset += wanted
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
        guard let surface else { throw .corrupt("no image") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw status == CAIRO_STATUS_READ_ERROR ? .truncated : .corrupt(String(cString: cairo_status_to_string(status)))
        }
        self.init(surface: surface)
    }

    /// The pixels drawn on `canvas` so far, as an image of their own.
    package convenience init(copying canvas: RasterCanvas) throws(RenderingError) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(canvas.pixelWidth), Int32(canvas.pixelHeight)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            throw RenderingError(.drawingFailed, "Cairo could not copy a \(canvas.pixelWidth) × \(canvas.pixelHeight) image", remedy: "free some memory")
        }
        cairo_set_source_surface(cairo, cairo_get_target(canvas.cairo), 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        self.init(surface: surface)
    }

    /// Pixels handed over as premultiplied ARGB32 words in native byte order, row after row.
    package convenience init(argb32 bytes: [UInt8], width: Int, height: Int) throws(RenderingError) {
        guard width > 0, height > 0, width <= RasterCanvas.maximumSide, height <= RasterCanvas.maximumSide,
              width * height <= Self.maximumPixels, bytes.count == width * height * 4,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderingError(.badCanvasSize, "an image of \(width) × \(height) pixels from \(bytes.count) bytes", remedy: "give width × height × 4 bytes")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        bytes.withUnsafeBytes { source in
            for row in 0..<height {
                (data + row * stride).update(from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + row * width * 4, count: width * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface)
    }

    /// The pixels as premultiplied ARGB32 words in native byte order, row after row.
    package var argb32Bytes: [UInt8] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var bytes = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        bytes.withUnsafeMutableBytes { target in
            for row in 0..<pixelHeight {
                (target.baseAddress!.assumingMemoryBound(to: UInt8.self) + row * pixelWidth * 4).update(from: data + row * stride, count: pixelWidth * 4)
            }
        }
        return bytes
    }

    /// The image as a PNG file's bytes.
    package func pngData() throws(RenderingError) -> Data {
        try PNGEncoding.encode(surface)
    }

    /// The width and height a PNG's header states, read without decoding anything.
    static func pngSize(_ data: Data) throws(DecodingFailure) -> (width: Int, height: Int) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= signature.count, data.prefix(signature.count).elementsEqual(signature) else { throw .notPNG }
        // The first chunk must be IHDR: length (4), type (4), width (4), height (4).
        guard data.count >= 24 else { throw .truncated }
        let bytes = [UInt8](data.prefix(24))
        guard bytes[12...15].elementsEqual(Array("IHDR".utf8)) else { throw .corrupt("the first chunk is not IHDR") }
        func bigEndian(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    /// A premultiplied ARGB32 word as straight RGBA.
    static func unpremultiplied(_ word: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let alpha = UInt32(word >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let value = (word >> shift) & 0xFF
            return alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
        }
        return (channel(16), channel(8), channel(0), UInt8(alpha))
    }
}
