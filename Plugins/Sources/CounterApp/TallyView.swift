import Foundation
import HostKit

/// The count as tally marks, drawn with `draw(_:)`: upright strokes in groups of five, the fifth
/// across the other four.
public final class TallyView: View {
    /// How many marks to draw; setting it redraws the view at the end of the run-loop turn.
    public var count = 0 {
        didSet { if count != oldValue { setNeedsDisplay() } }
    }

    public override func draw(_ rect: CGRect) {
        let strokeSpacing = 8.0, groupWidth = 4 * strokeSpacing, groupGap = 14.0
        let top = rect.minY + 8, bottom = rect.maxY - 8
        let groupsThatFit = max(1, Int((rect.width + groupGap) / (groupWidth + groupGap)))
        let marks = BezierPath()
        marks.lineWidth = 3
        for mark in 0..<min(count, groupsThatFit * 5) {
            let group = mark / 5, position = mark % 5
            let left = rect.minX + 4 + Double(group) * (groupWidth + groupGap)
            if position < 4 {
                let x = left + Double(position) * strokeSpacing
                marks.move(to: CGPoint(x: x, y: top))
                marks.addLine(to: CGPoint(x: x, y: bottom))
            } else {
                marks.move(to: CGPoint(x: left - 4, y: bottom - 6))
                marks.addLine(to: CGPoint(x: left + 3 * strokeSpacing + 4, y: top + 6))
            }
        }
        (tintColor ?? .systemBlue).setStroke()
        marks.stroke()
    }
}
