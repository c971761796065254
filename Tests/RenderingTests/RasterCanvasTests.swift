import Foundation
import Testing
@testable import Rendering

struct RasterCanvasTests {
    private let red = RasterColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let black = RasterColor(red: 0, green: 0, blue: 0, alpha: 1)

    @Test func fillsInPointsAtTheCanvasScale() throws {
        let canvas = try RasterCanvas(size: CGSize(width: 10, height: 10), scale: 2)
        #expect(canvas.pixelWidth == 20 && canvas.pixelHeight == 20)
        canvas.fill(CGRect(x: 5, y: 0, width: 5, height: 10), with: red)
        #expect(canvas.pixel(x: 9, y: 5) == (0, 0, 0, 0))
        #expect(canvas.pixel(x: 10, y: 5) == (255, 0, 0, 255))
    }

    @Test(arguments: [CGSize(width: 0, height: 0), CGSize(width: -5, height: 10), CGSize(width: 100_000, height: 100_000),
                      CGSize(width: Double.nan, height: 10), CGSize(width: 40_000, height: 1)])
    func refusesSizesNoScreenHas(_ size: CGSize) {
        #expect(throws: RenderingError.self) { try RasterCanvas(size: size, scale: 1) }
    }

    @Test(arguments: [0.0, -1, .infinity, 5])
    func refusesScalesNoScreenHas(_ scale: Double) {
        #expect(throws: RenderingError.self) { try RasterCanvas(size: CGSize(width: 10, height: 10), scale: scale) }
    }

    @Test func aClipLimitsLaterDrawingAndARestoreLiftsIt() throws {
        let canvas = try RasterCanvas(size: CGSize(width: 10, height: 10), scale: 1)
        canvas.saveState()
        canvas.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), with: red)
        canvas.restoreState()
        #expect(canvas.pixel(x: 4, y: 0) == (255, 0, 0, 255))
        #expect(canvas.pixel(x: 5, y: 0).alpha == 0)
        canvas.fill(CGRect(x: 5, y: 0, width: 5, height: 10), with: black)
        #expect(canvas.pixel(x: 9, y: 9) == (0, 0, 0, 255))
    }

    @Test func aConcatenatedMatrixMapsLaterDrawingAndARestoreLiftsIt() throws {
        let canvas = try RasterCanvas(size: CGSize(width: 20, height: 20), scale: 1)
        canvas.saveState()
        // A quarter turn about the origin, then 20 to the right: (x, y) is drawn at (20 - y, x).
        #expect(canvas.concatenate(a: 0, b: 1, c: -1, d: 0, tx: 20, ty: 0))
        canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 5), with: red)
        canvas.restoreState()
        #expect(canvas.pixel(x: 17, y: 8) == (255, 0, 0, 255))
        #expect(canvas.pixel(x: 8, y: 2).alpha == 0, "where the fill would be without the matrix")
        canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 2), with: black)
        #expect(canvas.pixel(x: 1, y: 1) == (0, 0, 0, 255))
    }

    @Test func aMatrixThatFlattensThePlaneIsRefusedAndDrawingGoesOn() throws {
        let canvas = try RasterCanvas(size: CGSize(width: 4, height: 4), scale: 1)
        #expect(!canvas.concatenate(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(!canvas.concatenate(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0))
        canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 4), with: red)
        #expect(canvas.pixel(x: 3, y: 3) == (255, 0, 0, 255))
    }

    @Test func aTransparencyLayerCompositesItsContentOnceAtItsOpacity() throws {
        let canvas = try RasterCanvas(size: CGSize(width: 4, height: 4), scale: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 4), with: RasterColor(red: 1, green: 1, blue: 1, alpha: 1))
        canvas.beginTransparencyLayer()
        // Two overlapping opaque fills: inside the layer the second covers the first, so the
        // result is black at half strength, not a darker overlap.
        canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 4), with: black)
        canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 4), with: black)
        canvas.endTransparencyLayer(opacity: 0.5)
        let left = canvas.pixel(x: 0, y: 0), right = canvas.pixel(x: 3, y: 0)
        #expect(left == right)
        #expect((126...129).contains(left.red))
    }

    @Test func textDrawsInkInsideItsRectangleOnly() throws {
        let canvas = try RasterCanvas(size: CGSize(width: 200, height: 40), scale: 1)
        canvas.drawText("Hello", in: CGRect(x: 0, y: 0, width: 100, height: 40),
                        font: RasterFont(family: "DejaVu Sans", size: 20), color: black, style: RasterTextStyle())
        var inkLeft = 0, inkRight = 0
        for y in 0..<40 {
            for x in 0..<100 where canvas.pixel(x: x, y: y).alpha > 0 { inkLeft += 1 }
            for x in 100..<200 where canvas.pixel(x: x, y: y).alpha > 0 { inkRight += 1 }
        }
        #expect(inkLeft > 100)
        #expect(inkRight == 0)
    }

    @Test func aLongerTextMeasuresWiderAndWrapsIntoMoreLines() throws {
        let canvas = try RasterCanvas(size: CGSize(width: 10, height: 10), scale: 1)
        let font = RasterFont(family: "DejaVu Sans", size: 17)
        let short = canvas.measureText("Hi", font: font, style: RasterTextStyle())
        let long = canvas.measureText("Hi there, a longer line", font: font, style: RasterTextStyle())
        #expect(long.width > short.width * 3)
        let wrapped = canvas.measureText("Hi there, a longer line", font: font, style: RasterTextStyle(maximumLines: 0, truncation: .wordWrap), width: 60)
        #expect(wrapped.height > short.height * 2)
        #expect(wrapped.width <= 60)
    }

    @Test func textIsDrawnWithThePinnedFontsOnly() {
        #expect(PinnedFonts.isInstalled)
        #expect(PinnedFonts.areAvailable)
    }

    @Test func aCanvasRoundTripsThroughPNG() throws {
        let canvas = try RasterCanvas(size: CGSize(width: 3, height: 2), scale: 1)
        canvas.fill(CGRect(x: 1, y: 0, width: 1, height: 2), with: red)
        let png = try canvas.pngData()
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let image = try RasterImage(png: png)
        #expect(image.pixelWidth == 3 && image.pixelHeight == 2)
        let copy = try RasterCanvas(size: CGSize(width: 3, height: 2), scale: 1)
        copy.draw(image, in: CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(copy.pixel(x: 1, y: 1) == (255, 0, 0, 255))
        #expect(copy.pixel(x: 0, y: 1).alpha == 0)
    }
}

struct RasterImageTests {
    private func png(width: Int, height: Int) throws -> Data {
        try RasterCanvas(size: CGSize(width: width, height: height), scale: 1).pngData()
    }

    @Test func anAbsurdSizeInTheHeaderIsRefusedBeforeDecoding() throws {
        var data = try png(width: 2, height: 2)
        // Width and height live at bytes 16...23 of the IHDR chunk: claim 100000 × 100000.
        let huge: [UInt8] = [0x00, 0x01, 0x86, 0xA0]
        data.replaceSubrange(16..<20, with: huge)
        data.replaceSubrange(20..<24, with: huge)
        #expect(throws: RasterImage.DecodingFailure.tooLarge(width: 100_000, height: 100_000)) { try RasterImage(png: data) }
    }

    @Test func aTruncatedPNGIsAnErrorNotACrash() throws {
        let data = try png(width: 20, height: 20)
        for length in [0, 7, 8, 20, 24, 40, data.count / 2, data.count - 1] {
            #expect(throws: RasterImage.DecodingFailure.self) { try RasterImage(png: data.prefix(length)) }
        }
    }

    @Test func somethingElseIsNotAPNG() {
        #expect(throws: RasterImage.DecodingFailure.notPNG) { try RasterImage(png: Data("GIF89a, not a PNG at all".utf8)) }
    }

    @Test func everyOneByteChangeOfAPNGDecodesOrFailsCleanly() throws {
        let data = try png(width: 8, height: 8)
        var generator = SplitMix64(seed: 17)
        for _ in 0..<400 {
            var mutated = data
            let index = Int(generator.next() % UInt64(mutated.count))
            mutated[index] = UInt8(truncatingIfNeeded: generator.next())
            _ = try? RasterImage(png: mutated)
        }
    }
}

/// A small seeded generator, so a failing mutation can be replayed.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct ImageComparisonTests {
    private func image(_ fill: (RasterCanvas) -> Void) throws -> RasterImage {
        let canvas = try RasterCanvas(size: CGSize(width: 4, height: 4), scale: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 4), with: RasterColor(red: 1, green: 1, blue: 1, alpha: 1))
        fill(canvas)
        return try RasterImage(copying: canvas)
    }

    @Test func aDifferenceWithinTheToleranceIsNone() throws {
        let expected = try image { _ in }
        let actual = try image { $0.fill(CGRect(x: 1, y: 1, width: 1, height: 1), with: RasterColor(red: 0.95, green: 1, blue: 1, alpha: 1)) }
        #expect(ImageComparison(actual: actual, expected: expected, tolerance: 24).matches)
        #expect(!ImageComparison(actual: actual, expected: expected, tolerance: 5).matches)
    }

    @Test func eachPixelBeyondTheToleranceIsCountedAndMarked() throws {
        let expected = try image { _ in }
        let actual = try image { $0.fill(CGRect(x: 0, y: 0, width: 2, height: 1), with: RasterColor(red: 0, green: 0, blue: 0, alpha: 1)) }
        let comparison = ImageComparison(actual: actual, expected: expected, tolerance: 24)
        #expect(comparison.differingPixels == 2)
        #expect(comparison.largestDifference == 255)
        let diff = try #require(comparison.diffImage)
        #expect(diff.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(diff.pixel(x: 3, y: 3) != (255, 0, 0, 255))
    }

    @Test func imagesOfOtherSizesNeverMatch() throws {
        let small = try RasterImage(copying: RasterCanvas(size: CGSize(width: 2, height: 2), scale: 1))
        let large = try RasterImage(copying: RasterCanvas(size: CGSize(width: 3, height: 2), scale: 1))
        let comparison = ImageComparison(actual: small, expected: large, tolerance: 255)
        #expect(comparison.sizesDiffer && !comparison.matches)
    }
}
