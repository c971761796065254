import Foundation
import Testing
@_spi(Drawing) @testable import HostKit

/// A view's transform on screen, where UIKit draws it: about the view's center, its subviews
/// turned and scaled with it, and drawn again where it was and where it goes when it changes.
@MainActor
@Suite("Transforms on screen")
struct TransformDrawingTests {
    private let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    private let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
    private let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)

    private func screen() throws -> (Window, ScreenCompositor) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        window.backgroundColor = .white
        return (window, try ScreenCompositor(size: window.bounds.size, scale: 1))
    }

    private func view(_ frame: CGRect, _ color: Color, in parent: View) -> View {
        let view = View(frame: frame)
        view.backgroundColor = color
        parent.addSubview(view)
        return view
    }

    /// A 60 × 10 red bar about (50, 50), a blue square at its left end, turned a quarter
    /// clockwise: the bar stands upright (x 45...55, y 20...80) and the square is at its top.
    private func quarterTurnedBar(in parent: View) -> View {
        let bar = view(CGRect(x: 20, y: 45, width: 60, height: 10), .red, in: parent)
        _ = view(CGRect(x: 0, y: 0, width: 10, height: 10), .blue, in: bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        return bar
    }

    @Test func aQuarterTurnedViewAndItsSubviewsDrawWhereUIKitDrawsThem() throws {
        let (window, compositor) = try screen()
        let bar = quarterTurnedBar(in: window)
        compositor.display([window])
        #expect(compositor.pixel(x: 50, y: 60) == red)
        #expect(compositor.pixel(x: 50, y: 25) == blue, "the bar's left end is at the top")
        #expect(compositor.pixel(x: 25, y: 50) == white, "nothing where the untransformed bar would be")
        #expect(window.hitTest(CGPoint(x: 50.5, y: 60.5), with: nil) === bar, "touches find it where it shows")
    }

    @Test func aScaledViewGrowsAboutItsCenterAndANegativeScaleFlipsIt() throws {
        let (window, compositor) = try screen()
        let square = view(CGRect(x: 40, y: 40, width: 20, height: 20), .red, in: window)
        square.transform = CGAffineTransform(scaleX: 2, y: 2)
        let flipped = view(CGRect(x: 10, y: 80, width: 40, height: 10), .red, in: window)
        _ = view(CGRect(x: 20, y: 0, width: 20, height: 10), .blue, in: flipped)
        flipped.transform = CGAffineTransform(scaleX: -1, y: 1)
        compositor.display([window])
        #expect(compositor.pixel(x: 31, y: 31) == red && compositor.pixel(x: 68, y: 68) == red)
        #expect(compositor.pixel(x: 29, y: 50) == white && compositor.pixel(x: 50, y: 71) == white)
        #expect(compositor.pixel(x: 15, y: 85) == blue, "the right half shows on the left")
        #expect(compositor.pixel(x: 45, y: 85) == red)
    }

    @Test func aNewTransformIsDrawnAgainWhereTheViewWasAndWhereItIs() throws {
        let (window, compositor) = try screen()
        let square = view(CGRect(x: 0, y: 0, width: 20, height: 20), .red, in: window)
        compositor.display([window])
        square.transform = CGAffineTransform(translationX: 50, y: 50)
        #expect(compositor.display([window]))
        #expect(compositor.pixel(x: 10, y: 10) == white)
        #expect(compositor.pixel(x: 60, y: 60) == red)
        #expect(square.frame == CGRect(x: 50, y: 50, width: 20, height: 20))
        #expect(!compositor.display([window]), "an idle screen draws nothing")
    }

    @Test func aTransformInsideAKeptSubtreeStaysWhereItIs() throws {
        let (window, compositor) = try screen()
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(container)
        let bar = quarterTurnedBar(in: container)
        let steady = view(CGRect(x: 0, y: 0, width: 10, height: 10), .blue, in: window)
        steady.layer.cornerRadius = 2
        for _ in 0..<3 {
            compositor.invalidateScreen()
            compositor.display([window])
        }
        #expect(compositor.subtreesKept > 0, "the steady view was kept whole")
        #expect(compositor.pixel(x: 50, y: 60) == red && compositor.pixel(x: 50, y: 25) == blue)
        #expect(compositor.pixel(x: 25, y: 50) == white)
        bar.transform = .identity
        compositor.display([window])
        #expect(compositor.pixel(x: 25, y: 50) == blue && compositor.pixel(x: 50, y: 25) == white)
    }

    @Test func aViewItsTransformFlattensDrawsNothingAndTheScreenGoesOn() throws {
        let (window, compositor) = try screen()
        let square = view(CGRect(x: 0, y: 0, width: 50, height: 50), .red, in: window)
        square.transform = CGAffineTransform(scaleX: 0, y: 1)
        _ = view(CGRect(x: 60, y: 60, width: 20, height: 20), .blue, in: window)
        compositor.display([window])
        #expect(compositor.pixel(x: 25, y: 25) == white)
        #expect(compositor.pixel(x: 70, y: 70) == blue)
    }
}
