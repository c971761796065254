import Foundation
import Testing
@_spi(Drawing) @testable import HostKit

/// Layer shadows (blurred as Core Animation blurs them, or hard-edged at radius 0) and
/// `Layer.opacity`, which is the view's alpha.
@MainActor
struct LayerShadowTests {
    /// A white screen with one black-shadowed white card at (40, 40, 40 × 40), shadow offset
    /// (0, 10), composited at @1x.
    private func shadowedCard(radius: Double) throws -> ScreenCompositor {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 140))
        window.isHidden = false
        window.backgroundColor = .white
        let card = View(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
        card.backgroundColor = .white
        card.layer.shadowColor = .black
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        card.layer.shadowRadius = radius
        window.addSubview(card)
        let compositor = try ScreenCompositor(size: window.frame.size, scale: 1)
        compositor.display([window])
        return compositor
    }

    @Test func aShadowWithARadiusFadesOutBeyondTheShape() throws {
        let compositor = try shadowedCard(radius: 8)
        // Below the card: the shadow's edge is at y = 90. Inside it, dark; at the edge, half;
        // well beyond it, nearly nothing; the fade is monotonic.
        let darkness = (84...104).map { 255 - Int(compositor.pixel(x: 60, y: $0).red) }
        #expect(darkness.first! > 150, "inside the shadow's shape it is dark: \(darkness)")
        #expect((60...200).contains(darkness[90 - 84]), "at the shape's edge about half: \(darkness)")
        #expect(darkness.last! < 20, "12 points beyond it almost gone: \(darkness)")
        #expect(zip(darkness, darkness.dropFirst()).allSatisfy { $0 >= $1 }, "it fades steadily: \(darkness)")
        // The blur spreads sideways too, symmetrically.
        let left = 255 - Int(compositor.pixel(x: 38, y: 70).red), right = 255 - Int(compositor.pixel(x: 81, y: 70).red)
        #expect(left > 0 && abs(left - right) <= 2, "left \(left), right \(right)")
    }

    @Test func aShadowOfRadiusZeroHasAHardEdge() throws {
        let compositor = try shadowedCard(radius: 0)
        #expect(compositor.pixel(x: 60, y: 88).red == 0, "just inside the shadow: black")
        #expect(compositor.pixel(x: 60, y: 91).red == 255, "just outside it: the white screen")
    }

    @Test func theShadowMaskIsKeptUntilItsShapeChanges() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        let card = View(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        window.addSubview(card)
        let compositor = try ScreenCompositor(size: window.frame.size, scale: 2)
        compositor.display([window])
        let first = try #require(card.layer.keptShadow)
        compositor.invalidateScreen()
        compositor.display([window])
        #expect(card.layer.keptShadow === first, "a frame with the same shape blurs nothing again")
        card.layer.shadowRadius = 6
        compositor.display([window])
        #expect(card.layer.keptShadow !== first, "a new blur radius makes a new mask")
    }

    @Test func hugeOrInvalidShadowRadiiNeitherCrashNorAllocateWithoutBound() throws {
        for radius in [Double.infinity, .nan, -5, 1e9] {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.isHidden = false
            let card = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = radius
            window.addSubview(card)
            let compositor = try ScreenCompositor(size: window.frame.size, scale: 1)
            compositor.display([window])
        }
    }

    @Test func layerOpacityIsTheViewsAlpha() {
        let view = View(frame: .zero)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
    }
}
