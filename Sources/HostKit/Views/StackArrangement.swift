import Foundation

/// The constraints that arrange a ``StackView``'s subviews, as UIKit's stack makes them, written
/// for a horizontal stack and turned for a vertical one (leading becomes top, width height).
@MainActor
struct StackArrangement {
    typealias Attribute = LayoutConstraint.Attribute

    let stack: StackView
    /// The rectangle the views are arranged in: the stack, or its margins guide.
    let canvas: AnyObject
    let isHorizontal: Bool
    private var made: [LayoutConstraint] = []

    init(stack: StackView) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        isHorizontal = stack.axis == .horizontal
    }

    // The attributes along the axis and across it.
    private var leading: Attribute { isHorizontal ? .leading : .top }
    private var trailing: Attribute { isHorizontal ? .trailing : .bottom }
    private var length: Attribute { isHorizontal ? .width : .height }
    private var center: Attribute { isHorizontal ? .centerX : .centerY }
    private var crossLeading: Attribute { isHorizontal ? .top : .leading }
    private var crossTrailing: Attribute { isHorizontal ? .bottom : .trailing }
    private var crossCenter: Attribute { isHorizontal ? .centerY : .centerX }
    private var crossLength: Attribute { isHorizontal ? .height : .width }
    // What the spacing between neighbours is measured from: their edges, or in a vertical stack
    // that arranges by baselines, the last baseline of one and the first of the next.
    private var spacedTrailing: Attribute { spacesBaselines ? .lastBaseline : trailing }
    private var spacedLeading: Attribute { spacesBaselines ? .firstBaseline : leading }
    private var spacesBaselines: Bool { !isHorizontal && stack.isBaselineRelativeArrangement }

    private mutating func add(_ identifier: String, _ item: AnyObject, _ attribute: Attribute, _ relation: LayoutConstraint.Relation,
                              _ other: AnyObject?, _ otherAttribute: Attribute, multiplier: Double = 1, constant: Double = 0,
                              priority: LayoutPriority = .required) {
        let constraint = LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
                                          multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        made.append(constraint)
    }

    mutating func constraints() -> [LayoutConstraint] {
        made = []
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        for view in stack.arrangedSubviews {
            arrangedSize(of: view)
            align(view)
            if view.isHidden {
                // No room along the axis, at the leading edge.
                add("UISV-hiding", view, length, .equal, nil, .notAnAttribute)
                add("UISV-hiding", view, leading, .equal, canvas, leading)
            }
        }
        if alignmentIsBaseline, let first = visible.first {
            let baseline: Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for view in visible.dropFirst() { add("UISV-alignment", view, baseline, .equal, first, baseline) }
        }
        guard let first = visible.first, let last = visible.last else { return made }
        add("UISV-canvas-connection", first, leading, .equal, canvas, leading)
        add("UISV-canvas-connection", canvas, trailing, .equal, last, trailing)
        distribute(visible)
        return made
    }

    private var alignmentIsBaseline: Bool {
        isHorizontal && (stack.alignment == .firstBaseline || stack.alignment == .lastBaseline)
    }

    /// A view without an intrinsic size keeps its arranged size, as weakly as it hugs.
    private mutating func arrangedSize(of view: View) {
        let intrinsic = view.intrinsicContentSize
        let size = stack.arrangedSize(of: view)
        if intrinsic.width == View.noIntrinsicMetric {
            add("UISV-arranged-size", view, .width, .equal, nil, .notAnAttribute, constant: size.width,
                priority: view.contentHuggingPriority(for: .horizontal))
        }
        if intrinsic.height == View.noIntrinsicMetric {
            add("UISV-arranged-size", view, .height, .equal, nil, .notAnAttribute, constant: size.height,
                priority: view.contentHuggingPriority(for: .vertical))
        }
    }

    /// Across the axis, as ``StackView/alignment`` says.
    private mutating func align(_ view: View) {
        var alignment = stack.alignment
        // Baselines are horizontal; a vertical stack aligns them as leading and trailing.
        if !isHorizontal && alignment == .firstBaseline { alignment = .leading }
        if !isHorizontal && alignment == .lastBaseline { alignment = .trailing }
        switch alignment {
        case .fill:
            add("UISV-canvas-connection", view, crossLeading, .equal, canvas, crossLeading)
            add("UISV-canvas-connection", canvas, crossTrailing, .equal, view, crossTrailing)
        // Views narrower than the stack across its axis: the stack is at least as wide as each,
        // and, unless other constraints make it wider, as wide as the widest (UIKit's "spanning
        // fit", so that a stack whose size nothing else gives is not ambiguous).
        case .leading:
            add("UISV-canvas-connection", view, crossLeading, .equal, canvas, crossLeading)
            add("UISV-spanning-boundary", canvas, crossTrailing, .greaterThanOrEqual, view, crossTrailing)
            add("UISV-spanning-fit", canvas, crossTrailing, .equal, view, crossTrailing, priority: LayoutPriority(49))
        case .trailing:
            add("UISV-canvas-connection", canvas, crossTrailing, .equal, view, crossTrailing)
            add("UISV-spanning-boundary", view, crossLeading, .greaterThanOrEqual, canvas, crossLeading)
            add("UISV-spanning-fit", view, crossLeading, .equal, canvas, crossLeading, priority: LayoutPriority(49))
        case .center:
            add("UISV-canvas-connection", view, crossCenter, .equal, canvas, crossCenter)
            add("UISV-spanning-boundary", view, crossLeading, .greaterThanOrEqual, canvas, crossLeading)
            add("UISV-spanning-fit", view, crossLeading, .equal, canvas, crossLeading, priority: LayoutPriority(49))
        case .firstBaseline, .lastBaseline:
            add("UISV-spanning-boundary", view, crossLeading, .greaterThanOrEqual, canvas, crossLeading)
            add("UISV-spanning-boundary", canvas, crossTrailing, .greaterThanOrEqual, view, crossTrailing)
            // The aligned row sits as high as the tallest view lets it.
            add("UISV-canvas-fit", view, crossLeading, .equal, canvas, crossLeading, priority: LayoutPriority(49))
        }
    }

    /// Along the axis, as ``StackView/distribution`` says.
    private mutating func distribute(_ visible: [View]) {
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
            // By index, not `zip(visible, visible.dropFirst())`: that type is made at run time,
            // and its first use, at launch, looks its conformances up in every loaded image.
            for index in visible.indices.dropFirst() {
                add("UISV-spacing", visible[index], spacedLeading, .equal, visible[index - 1], spacedTrailing,
                    constant: stack.gap(after: visible[index - 1]))
            }
            if stack.distribution == .fillEqually, let first = visible.first {
                for index in visible.indices.dropFirst() { add("UISV-fill-equally", visible[index], length, .equal, first, length) }
            } else if stack.distribution == .fillProportionally {
                fillProportionally(visible)
            }
        case .equalSpacing, .equalCentering:
            let centering = stack.distribution == .equalCentering
            var firstGuide: LayoutGuide?
            for (previous, next) in zip(visible, visible.dropFirst()) {
                add("UISV-spacing", next, spacedLeading, .greaterThanOrEqual, previous, spacedTrailing, constant: stack.gap(after: previous))
                // No wider than that unless something else makes the stack longer: a stack placed
                // by its origin alone is as long as its views and spacing, not ambiguous.
                add("UISV-spacing-fit", next, spacedLeading, .equal, previous, spacedTrailing, constant: stack.gap(after: previous),
                    priority: LayoutPriority(49))
                let guide = stack.makeDistributingGuide()
                add("UISV-distributing-edge", guide, leading, .equal, previous, centering ? center : spacedTrailing)
                add("UISV-distributing-edge", next, centering ? center : spacedLeading, .equal, guide, trailing)
                if let firstGuide {
                    // Equal centres give way to the spacing when the views do not fit.
                    add("UISV-distributing", guide, length, .equal, firstGuide, length, priority: centering ? LayoutPriority(999) : .required)
                } else {
                    firstGuide = guide
                }
            }
        }
    }

    /// Each view's share of the length left after spacing, in proportion to its intrinsic (or
    /// arranged) length; UIKit holds these just below required.
    private mutating func fillProportionally(_ visible: [View]) {
        let lengths = visible.map { view -> Double in
            let intrinsic = view.intrinsicContentSize
            let own = isHorizontal ? intrinsic.width : intrinsic.height
            let arranged = stack.arrangedSize(of: view)
            return max(0, own == View.noIntrinsicMetric ? (isHorizontal ? arranged.width : arranged.height) : own)
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return }
        let spacing = visible.dropLast().reduce(0) { $0 + stack.gap(after: $1) }
        for (view, own) in zip(visible, lengths) {
            let share = own / total
            add("UISV-fill-proportionally", view, length, .equal, canvas, length, multiplier: share, constant: -spacing * share,
                priority: LayoutPriority(999))
        }
    }
}
