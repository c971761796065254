import Foundation
import Testing
@_spi(Drawing) @testable import HostKit

@MainActor
struct StringDrawingTests {
    /// A view that draws a string with `String.draw(in:…)`.
    final class Caption: View {
        var caption = ""
        override func draw(_ rect: CGRect) {
            caption.draw(in: rect, withFont: .boldSystemFont(ofSize: 20), color: .red, alignment: .left)
        }
    }

    @Test func aStringDrawsInItsRectangleInItsColour() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        window.isHidden = false
        window.backgroundColor = .white
        let caption = Caption(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        caption.caption = "Hello"
        window.addSubview(caption)
        let compositor = try ScreenCompositor(size: window.frame.size, scale: 1)
        compositor.display([window])
        var reddish = 0, outside = 0
        for y in 0..<60 {
            for x in 0..<100 {
                let pixel = compositor.pixel(x: x, y: y)
                if pixel.red > 200, pixel.green < 120 { reddish += 1 }
            }
            for x in 100..<200 where compositor.pixel(x: x, y: y) != (255, 255, 255, 255) { outside += 1 }
        }
        #expect(reddish > 50)
        #expect(outside == 0)
    }

    @Test func aLongerStringMeasuresWiderAndWrapsTaller() {
        let one = "Hi".size(withFont: .systemFont(ofSize: 17))
        let long = "Hi there, a much longer line".size(withFont: .systemFont(ofSize: 17))
        #expect(one.width > 0 && long.width > one.width * 4)
        let wrapped = "Hi there, a much longer line".size(withFont: .systemFont(ofSize: 17), constrainedToWidth: 60)
        #expect(wrapped.width <= 60 && wrapped.height > one.height * 2)
        #expect("".size() == .zero)
    }
}
