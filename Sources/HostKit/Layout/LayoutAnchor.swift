/// One attribute of a view or layout guide, from which constraints are made, as
/// `NSLayoutAnchor` is: `label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)`.
@MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide; for a distance (``LayoutXAxisAnchor/anchorWithOffset(to:)``), the
    /// one the distance ends at.
    public private(set) weak var item: AnyObject?
    /// The attribute of ``item``; for a distance, the position it ends at.
    public let attribute: LayoutConstraint.Attribute
    /// Where a distance starts; `nil` for an item's own attribute.
    let distanceStart: LayoutConstraint.DistanceStart?

    init(item: AnyObject, attribute: LayoutConstraint.Attribute, distanceStart: LayoutConstraint.DistanceStart? = nil) {
        self.item = item
        self.attribute = attribute
        self.distanceStart = distanceStart
    }

    func constraint(_ relation: LayoutConstraint.Relation, to anchor: LayoutAnchor<AnchorType>?, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item as AnyObject, attribute: attribute, start: distanceStart, relatedBy: relation, toItem: anchor?.item,
                         attribute: anchor?.attribute ?? .notAnAttribute, start: anchor?.distanceStart, multiplier: multiplier, constant: constant)
    }

    /// The distance from this anchor to `anchor` along their axis, as a dimension: positive
    /// when `anchor` lies after this one (right of it, or below it).
    func distance(to anchor: LayoutAnchor<AnchorType>) -> LayoutDimension {
        LayoutDimension(item: anchor.item as AnyObject, attribute: anchor.attribute,
                        distanceStart: LayoutConstraint.DistanceStart(item: item, attribute: attribute))
    }

    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        constraint(.equal, to: anchor, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: constant)
    }
}

/// A horizontal position: leading, trailing, left, right, centre X.
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension that constraints can
    /// relate to a constant or to another dimension, as `NSLayoutXAxisAnchor`'s method of the same
    /// name makes: `otherAnchor`'s position minus this one's. Two such distances made equal
    /// space three views evenly:
    /// `a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor))`.
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        distance(to: otherAnchor)
    }

    /// This anchor ``LayoutConstraint/systemSpacing`` times `multiplier` points after `anchor`
    /// (`self == anchor + spacing × multiplier`), as `NSLayoutXAxisAnchor`'s method is.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        constraint(.equal, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }

    /// This anchor at least the system spacing times `multiplier` after `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }

    /// This anchor at most the system spacing times `multiplier` after `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }
}

/// A vertical position: top, bottom, centre Y, baselines.
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// The distance from this anchor down to `otherAnchor`, as a dimension, as
    /// `NSLayoutYAxisAnchor`'s method of the same name makes: `otherAnchor`'s position minus this
    /// one's. Baselines can be either end: `title.lastBaselineAnchor.anchorWithOffset(to:
    /// body.firstBaselineAnchor)` is the distance between two lines of text.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        distance(to: otherAnchor)
    }

    /// This anchor the system spacing times `multiplier` below `anchor`, as
    /// `NSLayoutYAxisAnchor`'s method is: ``LayoutConstraint/systemSpacing`` between edges; between
    /// two text baselines, the taller of the two fonts' line heights, so that lines of text keep
    /// their typographic distance. The spacing is read when the constraint is made.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        constraint(.equal, to: anchor, constant: systemSpacing(below: anchor) * multiplier)
    }

    /// This anchor at least the system spacing times `multiplier` below `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: systemSpacing(below: anchor) * multiplier)
    }

    /// This anchor at most the system spacing times `multiplier` below `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: systemSpacing(below: anchor) * multiplier)
    }

    /// The system spacing of this anchor below `anchor` (the visual format's standard space
    /// between baselines reads it too).
    func systemSpacing(below anchor: LayoutYAxisAnchor) -> Double {
        guard attribute.isBaseline, anchor.attribute.isBaseline else { return LayoutConstraint.systemSpacing }
        // The fonts of the views whose baselines stand for the two (a label inside a view).
        let lineHeights = [(item, attribute), (anchor.item, anchor.attribute)].compactMap { item, attribute in
            (item as? View).flatMap { LayoutEngine.baselineView(of: $0, first: attribute == .firstBaseline).textLineHeight }
        }
        return lineHeights.max() ?? LayoutConstraint.systemSpacing
    }
}

/// A width or height, which can also equal a constant or a multiple of another dimension; or
/// the distance between two positions on one axis (``LayoutXAxisAnchor/anchorWithOffset(to:)``).
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        constraint(.equal, to: nil, constant: constant)
    }

    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, to: nil, constant: constant)
    }

    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        constraint(.lessThanOrEqual, to: nil, constant: constant)
    }

    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        constraint(.equal, to: anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }
}

/// The anchors of a view or a layout guide.
@MainActor
public protocol LayoutAnchoring: AnyObject {}

extension LayoutAnchoring {
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension View: LayoutAnchoring {
    /// The baseline of the first line of text (a label's, a button's title's, a text field's)
    /// of ``View/forFirstBaselineLayout``; for a view without text, its top edge.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text of ``View/forLastBaselineLayout``; for a view
    /// without text, its bottom edge.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
