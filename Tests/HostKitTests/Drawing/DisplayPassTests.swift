import Foundation
import Testing
@testable import HostKit

/// A view that counts its `draw(_:)` and `layoutSubviews()` calls, in one shared log.
@MainActor
final class CountingView: View {
    var log: EventLog
    let name: String
    var fill: Color

    init(_ name: String, frame: CGRect, fill: Color = .red, log: EventLog) {
        self.name = name
        self.fill = fill
        self.log = log
        super.init(frame: frame)
    }

    required convenience init() {
        self.init("view", frame: .zero, log: EventLog())
    }

    override func draw(_ rect: CGRect) {
        log.entries.append("draw \(name)")
        fill.setFill()
        GraphicsContext.current?.fill(rect)
    }

    override func layoutSubviews() {
        log.entries.append("layout \(name)")
    }
}

@MainActor
final class EventLog {
    var entries: [String] = []
    func count(_ entry: String) -> Int { entries.filter { $0 == entry }.count }
}

@MainActor
struct DisplayPassTests {
    private func screen(_ size: CGSize = CGSize(width: 100, height: 100)) throws -> (Window, ScreenCompositor) {
        let window = Window(frame: CGRect(origin: .zero, size: size))
        window.isHidden = false
        window.backgroundColor = .white
        return (window, try ScreenCompositor(size: size, scale: 1))
    }

    @Test func layoutComesBeforeDisplayAndParentsBeforeSubviews() throws {
        let (window, compositor) = try screen()
        let log = EventLog()
        let parent = CountingView("parent", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let child = CountingView("child", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        parent.addSubview(child)
        window.addSubview(parent)
        child.setNeedsLayout()
        parent.setNeedsLayout()
        compositor.display([window])
        #expect(log.entries == ["layout parent", "layout child", "draw parent", "draw child"])
    }

    @Test func twoMarksInOneTurnDrawOnce() throws {
        let (window, compositor) = try screen()
        let log = EventLog()
        let view = CountingView("a", frame: CGRect(x: 10, y: 10, width: 20, height: 20), log: log)
        window.addSubview(view)
        compositor.display([window])
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        compositor.display([window])
        #expect(log.count("draw a") == 2)
    }

    @Test func onlyTheMarkedViewIsDrawnAgainAndItsSiblingComesFromItsCache() throws {
        let (window, compositor) = try screen()
        let log = EventLog()
        let marked = CountingView("marked", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let sibling = CountingView("sibling", frame: CGRect(x: 25, y: 25, width: 50, height: 50), fill: .blue, log: log)
        window.addSubview(marked)
        window.addSubview(sibling)
        compositor.display([window])
        marked.fill = .green
        marked.setNeedsDisplay()
        #expect(compositor.display([window]))
        #expect(log.count("draw marked") == 2)
        #expect(log.count("draw sibling") == 1)
        // The overlap still shows the sibling on top, composited from what it drew before.
        #expect(compositor.pixel(x: 30, y: 30) == (0, 0, 255, 255))
        #expect(compositor.pixel(x: 10, y: 10) == (0, 255, 0, 255))
    }

    @Test func anIdleScreenDrawsNoFrame() throws {
        let (window, compositor) = try screen()
        window.addSubview(CountingView("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: EventLog()))
        #expect(compositor.display([window]))
        let frames = compositor.framesDrawn
        for _ in 0..<10 { #expect(!compositor.display([window])) }
        #expect(compositor.framesDrawn == frames)
    }

    @Test func hiddenAndTransparentViewsAreNotDrawn() throws {
        let (window, compositor) = try screen()
        let log = EventLog()
        let hidden = CountingView("hidden", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        hidden.isHidden = true
        let transparent = CountingView("transparent", frame: CGRect(x: 50, y: 50, width: 50, height: 50), log: log)
        transparent.alpha = 0
        window.addSubview(hidden)
        window.addSubview(transparent)
        compositor.display([window])
        #expect(log.entries.isEmpty)
        #expect(compositor.pixel(x: 10, y: 10) == (255, 255, 255, 255))
        #expect(compositor.pixel(x: 60, y: 60) == (255, 255, 255, 255))
        hidden.isHidden = false
        compositor.display([window])
        #expect(log.entries == ["draw hidden"])
        #expect(compositor.pixel(x: 10, y: 10) == (255, 0, 0, 255))
    }

    @Test func halfAlphaBlendsTheViewWithWhatIsBelow() throws {
        let (window, compositor) = try screen()
        let view = CountingView("a", frame: CGRect(x: 0, y: 0, width: 50, height: 50), fill: .black, log: EventLog())
        view.alpha = 0.5
        window.addSubview(view)
        compositor.display([window])
        let pixel = compositor.pixel(x: 10, y: 10)
        #expect((126...129).contains(pixel.red) && pixel.red == pixel.green && pixel.green == pixel.blue)
    }

    @Test func subviewsAreDrawnAboveTheirSuperviewAndClippedWhenItClips() throws {
        let (window, compositor) = try screen()
        let log = EventLog()
        let parent = CountingView("parent", frame: CGRect(x: 0, y: 0, width: 40, height: 40), fill: .blue, log: log)
        let child = CountingView("child", frame: CGRect(x: 20, y: 20, width: 40, height: 40), fill: .red, log: log)
        parent.addSubview(child)
        window.addSubview(parent)
        compositor.display([window])
        #expect(compositor.pixel(x: 30, y: 30) == (255, 0, 0, 255))
        #expect(compositor.pixel(x: 50, y: 50) == (255, 0, 0, 255))
        parent.clipsToBounds = true
        parent.setNeedsDisplay()
        compositor.display([window])
        #expect(compositor.pixel(x: 30, y: 30) == (255, 0, 0, 255))
        #expect(compositor.pixel(x: 50, y: 50) == (255, 255, 255, 255))
    }

    @Test func aMovedViewLeavesNothingBehind() throws {
        let (window, compositor) = try screen()
        let view = CountingView("a", frame: CGRect(x: 0, y: 0, width: 20, height: 20), log: EventLog())
        window.addSubview(view)
        compositor.display([window])
        view.frame.origin = CGPoint(x: 60, y: 60)
        compositor.display([window])
        #expect(compositor.pixel(x: 5, y: 5) == (255, 255, 255, 255))
        #expect(compositor.pixel(x: 65, y: 65) == (255, 0, 0, 255))
        view.removeFromSuperview()
        compositor.display([window])
        #expect(compositor.pixel(x: 65, y: 65) == (255, 255, 255, 255))
    }

    @Test func aDrawThatMisbehavesHarmsNeitherItsSiblingsNorTheLoop() throws {
        final class Unruly: View {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                let context = GraphicsContext.current
                context?.saveGState()
                context?.saveGState()
                context?.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
                Color.green.setFill()
                context?.fill(CGRect(x: -1000, y: -1000, width: 5000, height: 5000))
                BezierPath(rect: CGRect(x: Double.nan, y: 0, width: 1, height: 1)).fill()
                setNeedsDisplay()
            }
        }
        let (window, compositor) = try screen()
        let unruly = Unruly(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let after = CountingView("after", frame: CGRect(x: 50, y: 50, width: 20, height: 20), log: EventLog())
        window.addSubview(unruly)
        window.addSubview(after)
        compositor.display([window])
        #expect(unruly.draws == 1)
        // Drawing outside its bounds stayed inside them, and the sibling drew whole.
        #expect(compositor.pixel(x: 0, y: 0) == (0, 255, 0, 255))
        #expect(compositor.pixel(x: 30, y: 30) == (255, 255, 255, 255))
        #expect(compositor.pixel(x: 69, y: 69) == (255, 0, 0, 255))
        // Marking itself while drawing asks for one more draw at the next pass, not a loop.
        compositor.display([window])
        #expect(unruly.draws == 2)
    }

    @Test func thereIsNoContextOutsideDrawing() {
        #expect(GraphicsContext.current == nil)
        BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        Color.red.setFill()
    }

    @Test func aLabelWhoseTextChangesIsDrawnAgain() throws {
        let (window, compositor) = try screen(CGSize(width: 200, height: 50))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        label.text = "1"
        window.addSubview(label)
        compositor.display([window])
        let before = compositor.viewsDrawn
        label.text = "2"
        #expect(compositor.display([window]))
        #expect(compositor.viewsDrawn == before + 1)
        label.text = "2"
        #expect(!compositor.display([window]))
    }
}
