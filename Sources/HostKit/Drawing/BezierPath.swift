import Foundation

/// A shape made of lines, curves and arcs, filled or stroked in the current context, as
/// `UIBezierPath` is in UIKit.
@MainActor
public final class BezierPath {
    private enum Element {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case arc(center: CGPoint, radius: Double, start: Double, end: Double, clockwise: Bool)
        case roundedRect(CGRect, radius: Double, corners: RectCorner)
        case oval(CGRect)
        case close
    }

    private var elements: [Element] = []
    /// The stroke's width in points.
    public var lineWidth = 1.0

    public init() {}

    public convenience init(rect: CGRect) {
        self.init(roundedRect: rect, cornerRadius: 0)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: Double) {
        self.init()
        elements.append(.roundedRect(rect, radius: cornerRadius, corners: .allCorners))
    }

    /// A rectangle whose `corners` are rounded by `cornerRadii`'s width, the others square, as
    /// UIKit's (which reads the width alone).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        elements.append(.roundedRect(rect, radius: cornerRadii.width, corners: corners))
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        elements.append(.oval(rect))
    }

    /// An arc; angles in radians, 0 pointing right, clockwise on the screen when `clockwise`.
    public convenience init(arcCenter center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func move(to point: CGPoint) { elements.append(.move(point)) }
    public func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(point, controlPoint1, controlPoint2))
    }
    public func addArc(withCenter center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }
    public func close() { elements.append(.close) }
    public func removeAllPoints() { elements.removeAll() }
    public var isEmpty: Bool { elements.isEmpty }

    /// Fills the shape with the current context's fill colour.
    public func fill() {
        guard let context = GraphicsContext.current, replay(into: context) else { return }
        context.canvas.fillPath(with: context.fillColor.raster)
    }

    /// Strokes the shape with the current context's stroke colour, ``lineWidth`` wide.
    public func stroke() {
        guard let context = GraphicsContext.current, replay(into: context) else { return }
        context.canvas.strokePath(with: context.strokeColor.raster, width: lineWidth)
    }

    /// Limits the current context's later drawing to the inside of the shape.
    public func addClip() {
        guard let context = GraphicsContext.current, replay(into: context) else { return }
        context.canvas.clipToPath()
    }

    /// Lays the shape into the context's path; false when there is nothing drawable (a point
    /// that is not a number would make Cairo refuse every later call on the context).
    private func replay(into context: GraphicsContext) -> Bool {
        let canvas = context.canvas
        canvas.clearPath()
        for element in elements {
            switch element {
            case .move(let point):
                guard point.isFinite else { return false }
                canvas.move(to: point)
            case .line(let point):
                guard point.isFinite else { return false }
                canvas.addLine(to: point)
            case .curve(let point, let control1, let control2):
                guard point.isFinite, control1.isFinite, control2.isFinite else { return false }
                canvas.addCurve(to: point, control1: control1, control2: control2)
            case .arc(let center, let radius, let start, let end, let clockwise):
                guard center.isFinite, radius.isFinite, start.isFinite, end.isFinite, radius >= 0 else { return false }
                canvas.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            case .roundedRect(let rect, let radius, let corners):
                guard rect.isFinite, radius.isFinite else { return false }
                canvas.addRoundedRect(rect, radius: radius, corners: corners.rounded)
            case .oval(let rect):
                guard rect.isFinite else { return false }
                canvas.addEllipse(in: rect)
            case .close:
                canvas.closePath()
            }
        }
        return !elements.isEmpty
    }
}

extension CGPoint {
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }
}
