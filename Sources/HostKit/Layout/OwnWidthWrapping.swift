/// A view whose intrinsic height is its text wrapped at its own width, which the layout gives
/// it: a multi-line ``Label`` without a preferred width, and a ``TextView`` that does not scroll.
/// Its intrinsic size changes with its width, so a layout pass (and
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``)
/// solves again at the width it got.
@MainActor
protocol OwnWidthWrapping: View {
    /// Whether the intrinsic size wraps at the view's own width now.
    var wrapsAtOwnWidth: Bool { get }
    /// Where the intrinsic size wraps now: infinity for nowhere.
    var intrinsicWrapWidth: Double { get }
    /// The width fitting gives the view while it fits a view around it, which stands for its
    /// frame's; `nil` otherwise.
    var fittingWrapWidth: Double? { get set }
}

extension OwnWidthWrapping {
    /// The width the view wraps at when it wraps at its own: the fitting width, else its bounds'
    /// once it has one.
    var ownWrapWidth: Double {
        if let fittingWrapWidth { return fittingWrapWidth }
        return bounds.width > 0 ? bounds.width : .infinity
    }
}

extension Label: OwnWidthWrapping {}
extension TextView: OwnWidthWrapping {}
