import Foundation

/// A scroll view's layout guides, and UIKit's rule for constraints between a scroll view and its
/// content: the scroll view's edges, tied to a view inside it, are its content's edges (its
/// ``ScrollView/contentLayoutGuide``), so that the content's constraints decide
/// ``ScrollView/contentSize``; its width, height and centres are its frame's.
extension ScrollView {
    /// The content's rectangle, from the content's origin: constraints of the content to this
    /// guide's edges decide ``contentSize`` in the layout pass. Without any, the guide is as large
    /// as the ``contentSize`` set in code.
    public var contentLayoutGuide: LayoutGuide {
        if let contentGuide { return contentGuide }
        let guide = LayoutGuide(identifier: "UIScrollView-contentLayoutGuide", owningView: self, placement: .scrollContent)
        contentGuide = guide
        autoLayout.guides.append(guide)
        return guide
    }

    /// The scroll view's visible frame, in content coordinates: a view tied to it stays put on
    /// screen while the content scrolls (each scroll lays the hierarchy out again).
    public var frameLayoutGuide: LayoutGuide {
        if let frameGuide { return frameGuide }
        let guide = LayoutGuide(identifier: "UIScrollView-frameLayoutGuide", owningView: self) { view in
            let offset = (view as? ScrollView)?.contentOffset ?? .zero
            return DirectionalEdgeInsets(EdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x),
                                         view.effectiveUserInterfaceLayoutDirection)
        }
        frameGuide = guide
        autoLayout.guides.append(guide)
        return guide
    }

    /// A content size set in code is what an unconstrained content guide follows; one the layout
    /// pass sets is the guide's own.
    func contentSizeDidChange() {
        if contentGuide != nil, !LayoutEngine.isApplyingFrames { constraintsDidChange() }
    }

    /// The frame guide moves with every scroll.
    func contentOffsetDidChange() {
        if frameGuide != nil { constraintsDidChange() }
    }
}
