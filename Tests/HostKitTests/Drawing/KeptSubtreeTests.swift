import Foundation
import Rendering
import Testing
@_spi(Drawing) @testable import HostKit

/// Small subtrees that stayed unchanged through a composite are kept as one image and copied
/// in later frames: the pixels must be the ones compositing anew gives, and any change must
/// show.
@MainActor
struct KeptSubtreeTests {
    /// Cards at fractional positions (so that their images sit at other phases of a pixel): a
    /// rounded, bordered view with a label each.
    private func cards(scale: Double) throws -> (Window, [View], [Label], ScreenCompositor) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        window.isHidden = false
        window.backgroundColor = .white
        var cards: [View] = [], labels: [Label] = []
        for index in 0..<6 {
            let card = View(frame: CGRect(x: 5.3 + Double(index % 3) * 63.7, y: 7.6 + Double(index / 3) * 51.3, width: 58.4, height: 44.9))
            card.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1)
            card.layer.cornerRadius = 6
            card.layer.borderWidth = 1.5
            card.layer.borderColor = .systemBlue
            let label = Label(frame: card.bounds.insetBy(dx: 4, dy: 4))
            label.text = "card \(index)"
            label.textAlignment = .center
            card.addSubview(label)
            window.addSubview(card)
            cards.append(card)
            labels.append(label)
        }
        return (window, cards, labels, try ScreenCompositor(size: window.frame.size, scale: scale))
    }

    private func expectSame(_ actual: RasterImage, _ expected: RasterImage, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        let comparison = ImageComparison(actual: actual, expected: expected, tolerance: 1)
        #expect(comparison.matches, "\(comment): \(comparison.differingPixels) pixels differ", sourceLocation: sourceLocation)
    }

    /// The extents the compositor keeps between frames follow every change that moves, shows,
    /// hides, clips or adds what a subtree covers.
    @Test func aKeptExtentFollowsEveryChangeBelowIt() throws {
        let (window, cards, labels, compositor) = try cards(scale: 2)
        compositor.display([window])
        compositor.display([window])
        let card = cards[0], label = labels[0]
        #expect(card.subtreeExtent == card.bounds)
        label.frame = CGRect(x: -10, y: 4, width: 30, height: 20)
        #expect(card.subtreeExtent == CGRect(x: -10, y: 0, width: card.bounds.width + 10, height: card.bounds.height))
        compositor.display([window])
        label.isHidden = true
        #expect(card.subtreeExtent == card.bounds)
        label.isHidden = false
        card.clipsToBounds = true
        #expect(card.subtreeExtent == card.bounds)
        card.clipsToBounds = false
        let grandchild = View(frame: CGRect(x: 0, y: 50, width: 5, height: 5))
        label.addSubview(grandchild)
        #expect(abs(card.subtreeExtent.maxY - (4 + 50 + 5)) < 1e-9)
        grandchild.removeFromSuperview()
        #expect(card.subtreeExtent == CGRect(x: -10, y: 0, width: card.bounds.width + 10, height: card.bounds.height))
        // Pixels agree with a compositor that keeps nothing.
        compositor.display([window])
        let kept = try compositor.image()
        let fresh = try ScreenCompositor(size: window.frame.size, scale: 2)
        window.setNeedsDisplay()
        fresh.display([window])
        expectSame(kept, try fresh.image(), "after the changes")
    }

    /// A shadow lies outside its view's bounds: when the view moves, the old shadow is
    /// repainted and the new one drawn, though neither touches the view's bounds.
    @Test func aMovedViewsShadowGoesWithIt() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        window.isHidden = false
        window.backgroundColor = .white
        let card = View(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        card.backgroundColor = .white
        card.layer.shadowColor = .black
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 25)
        card.layer.shadowRadius = 3
        window.addSubview(card)
        let compositor = try ScreenCompositor(size: window.frame.size, scale: 1)
        compositor.display([window])
        compositor.display([window])
        card.frame.origin.x = 120
        compositor.display([window])
        card.layer.shadowOffset = CGSize(width: 0, height: -8)
        compositor.display([window])
        let fresh = try ScreenCompositor(size: window.frame.size, scale: 1)
        window.setNeedsDisplay()
        fresh.display([window])
        expectSame(try compositor.image(), try fresh.image(), "after the move")
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aKeptSubtreeGivesThePixelsOfCompositingAnew(scale: Double) throws {
        let (window, cards, _, compositor) = try cards(scale: scale)
        compositor.display([window])
        let anew = try compositor.image()
        #expect(compositor.subtreesKept == 0, "nothing is kept at the first composite")
        compositor.invalidateScreen()
        compositor.display([window])
        #expect(compositor.subtreesKept == cards.count, "the second composite keeps every card")
        compositor.invalidateScreen()
        let drawnBefore = compositor.viewsDrawn
        compositor.display([window])
        #expect(compositor.subtreesKept == cards.count && compositor.viewsDrawn == drawnBefore, "the third copies them: nothing drawn, nothing kept anew")
        expectSame(try compositor.image(), anew, "kept cards at @\(scale)")
    }

    @Test func aChangeInsideTheSubtreeShowsAndItIsKeptAgainLater() throws {
        let (window, cards, labels, compositor) = try cards(scale: 2)
        for _ in 0..<2 {
            compositor.invalidateScreen()
            compositor.display([window])
        }
        let kept = try #require(cards[4].keptSubtree)
        labels[4].text = "changed"
        #expect(cards[4].keptSubtree == nil, "the label's change lets its card's image go")
        #expect(cards[3].keptSubtree != nil, "its siblings keep theirs")
        compositor.display([window])
        let changed = try compositor.image()
        // The same screen composited anew from scratch.
        let (freshWindow, _, freshLabels, fresh) = try self.cards(scale: 2)
        freshLabels[4].text = "changed"
        fresh.display([freshWindow])
        expectSame(changed, try fresh.image(), "the changed label shows in the kept screen")
        compositor.invalidateScreen()
        compositor.display([window])
        #expect(cards[4].keptSubtree != nil && cards[4].keptSubtree?.pixels !== kept.pixels, "kept anew once unchanged again")
        expectSame(try compositor.image(), try fresh.image(), "and still the same pixels")
    }

    @Test func movingByAFractionOfAPixelMakesTheImageAgainAtTheNewPhase() throws {
        let (window, cards, _, compositor) = try cards(scale: 2)
        for _ in 0..<3 {
            compositor.invalidateScreen()
            compositor.display([window])
        }
        cards[0].frame.origin.x += 0.3
        cards[0].layer.borderColor = .red
        compositor.display([window])
        compositor.invalidateScreen()
        compositor.display([window])
        let (freshWindow, freshCards, _, fresh) = try self.cards(scale: 2)
        freshCards[0].frame.origin.x += 0.3
        freshCards[0].layer.borderColor = .red
        fresh.display([freshWindow])
        expectSame(try compositor.image(), try fresh.image(), "the moved, recoloured card")
    }

    @Test func bigTranslucentOrShadowedSubtreesAreCompositedAnew() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.isHidden = false
        let big = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        big.layer.cornerRadius = 4
        let translucent = View(frame: CGRect(x: 10, y: 310, width: 40, height: 40))
        translucent.layer.cornerRadius = 4
        translucent.alpha = 0.5
        let shadowed = View(frame: CGRect(x: 60, y: 310, width: 40, height: 40))
        shadowed.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        shadowed.subviews[0].layer.shadowOpacity = 1
        for view in [big, translucent, shadowed] { window.addSubview(view) }
        let compositor = try ScreenCompositor(size: window.frame.size, scale: 2)
        for _ in 0..<3 {
            compositor.invalidateScreen()
            compositor.display([window])
        }
        #expect(compositor.subtreesKept == 0)
        #expect(big.keptSubtree == nil && translucent.keptSubtree == nil && shadowed.keptSubtree == nil)
    }
}
