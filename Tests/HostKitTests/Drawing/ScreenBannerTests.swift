import Foundation
import Testing
@_spi(Drawing) @testable import HostKit

/// The banner `apphost dev` shows over the screen: drawn on top of every window at the bottom of
/// the screen, until it is taken away, with no view marked or drawn again for it.
@MainActor
struct ScreenBannerTests {
    private func whiteScreen() throws -> (Window, ScreenCompositor) {
        let size = CGSize(width: 200, height: 300)
        let window = Window(frame: CGRect(origin: .zero, size: size))
        window.isHidden = false
        window.backgroundColor = .white
        return (window, try ScreenCompositor(size: size, scale: 1))
    }

    private func isBannerRed(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        pixel.red > 150 && pixel.green < 80 && pixel.blue < 80
    }

    @Test func aBannerIsDrawnOverTheWindowsAtTheBottomUntilItIsTakenAway() throws {
        let (window, compositor) = try whiteScreen()
        compositor.display([window])
        #expect(compositor.pixel(x: 100, y: 290) == (255, 255, 255, 255))

        compositor.banner = "Main.swift:3:1: error: expected declaration"
        let frame = compositor.bannerFrame(for: compositor.banner!)
        #expect(frame.maxY <= 300 && frame.minY > 150, "the banner sits at the bottom: \(frame)")
        #expect(compositor.display([window]), "setting a banner puts the screen on screen again")
        // The panel's corner is rounded; a point inside its padding, left of any text, is its colour.
        #expect(isBannerRed(compositor.pixel(x: Int(frame.minX) + 4, y: Int(frame.midY))))
        #expect(compositor.pixel(x: 100, y: 20) == (255, 255, 255, 255), "the rest of the screen is the app's")
        let drawnViews = compositor.viewsDrawn

        compositor.banner = nil
        #expect(compositor.display([window]))
        #expect(compositor.pixel(x: Int(frame.minX) + 4, y: Int(frame.midY)) == (255, 255, 255, 255))
        #expect(compositor.viewsDrawn == drawnViews, "taking the banner away composites the views from what they drew")
    }

    @Test func aLongBannerIsCutAtPartOfTheScreen() throws {
        let (_, compositor) = try whiteScreen()
        let frame = compositor.bannerFrame(for: String(repeating: "error: too long ", count: 400))
        #expect(frame.height <= 300 * 0.4 + 0.001)
    }
}
