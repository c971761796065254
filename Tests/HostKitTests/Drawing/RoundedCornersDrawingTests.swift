import Foundation
import Testing
@_spi(Drawing) @testable import HostKit

/// Rounding some corners only, as UIKit's `layer.maskedCorners` and
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` do.
@MainActor
@Suite("Rounded corners")
struct RoundedCornersDrawingTests {
    /// A 40×40 black square, rounded with a radius of 12, in a white window.
    final class Square: View {
        var pathCorners: RectCorner?
        override func draw(_ rect: CGRect) {
            guard let pathCorners else { return }
            BezierPath(roundedRect: bounds, byRoundingCorners: pathCorners, cornerRadii: CGSize(width: 12, height: 12)).fill()
        }
    }

    /// Whether each corner's outermost pixel is ink: top left, top right, bottom left, bottom right.
    private func inkedCorners(of square: Square) throws -> [Bool] {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.isHidden = false
        window.backgroundColor = .white
        square.frame = window.bounds
        window.addSubview(square)
        let compositor = try ScreenCompositor(size: window.bounds.size, scale: 1)
        compositor.display([window])
        return [(1, 1), (38, 1), (1, 38), (38, 38)].map { compositor.pixel(x: $0.0, y: $0.1).red < 128 }
    }

    @Test func aLayerRoundsOnlyItsMaskedCorners() throws {
        let square = Square()
        square.backgroundColor = .black
        square.layer.cornerRadius = 12
        #expect(try inkedCorners(of: square) == [false, false, false, false])
        let top = Square()
        top.backgroundColor = .black
        top.layer.cornerRadius = 12
        top.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect(try inkedCorners(of: top) == [false, false, true, true])
    }

    @Test func aPathRoundsOnlyTheCornersItIsGiven() throws {
        let square = Square()
        square.pathCorners = [.bottomRight]
        #expect(try inkedCorners(of: square) == [true, true, true, false])
        let all = Square()
        all.pathCorners = .allCorners
        #expect(try inkedCorners(of: all) == [false, false, false, false])
    }
}
