import Foundation
import Testing
@testable import Rendering

/// A window's pixels as `xwd -id WINDOW` writes them (X Window Dump: a big-endian header of 25
/// 32-bit fields, the window's name, a colour map, then the rows), read for 24- and 32-bit
/// TrueColor dumps, which is what Xvfb and desktop servers give.
enum WindowDump {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// The image in the dump at `path`, opaque.
    static func image(at path: String) throws -> RasterImage {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard data.count >= 100 else { throw Malformed(description: "\(path): \(data.count) bytes, shorter than an XWD header") }
        func field(_ index: Int) -> Int {
            data[index * 4 ..< index * 4 + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let headerSize = field(0), width = field(4), height = field(5), byteOrder = field(7)
        let bitsPerPixel = field(11), bytesPerLine = field(12), colorCount = field(19)
        let masks = (red: field(14), green: field(15), blue: field(16))
        guard field(1) == 7, field(2) == 2, bitsPerPixel == 32, width > 0, height > 0, width <= 8192, height <= 8192,
              bytesPerLine >= width * 4 else {
            throw Malformed(description: "\(path): not a 32-bit ZPixmap dump (version \(field(1)), format \(field(2)), \(bitsPerPixel) bits)")
        }
        let start = headerSize + colorCount * 12
        guard start >= 100, data.count >= start + bytesPerLine * height else {
            throw Malformed(description: "\(path): \(data.count) bytes, too short for \(width) × \(height) pixels")
        }
        func channel(_ pixel: Int, _ mask: Int) -> Int {
            guard mask != 0 else { return 0 }
            return (pixel & mask) >> mask.trailingZeroBitCount
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        data.withUnsafeBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    let offset = start + y * bytesPerLine + x * 4
                    let b = (0..<4).map { Int(raw[offset + $0]) }
                    let pixel = byteOrder == 0 ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24
                    // Cairo's ARGB32 words, little-endian: blue, green, red, alpha.
                    let target = (y * width + x) * 4
                    bytes[target] = UInt8(channel(pixel, masks.blue))
                    bytes[target + 1] = UInt8(channel(pixel, masks.green))
                    bytes[target + 2] = UInt8(channel(pixel, masks.red))
                    bytes[target + 3] = 255
                }
            }
        }
        return try RasterImage(argb32: bytes, width: width, height: height)
    }
}
