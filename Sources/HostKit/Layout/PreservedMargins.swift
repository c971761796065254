/// Views that preserve their superview's layout margins (``View/preservesSuperviewLayoutMargins``)
/// have margins that follow their frames and their superviews' margins. The layout pass asks
/// here, before it solves and after each round of frames it sets, whether any moved, so that
/// what is tied to them is solved again in the same pass.
///
/// The views are kept in a list of their own rather than found by walking the hierarchy: an
/// imported table's cells and their content views preserve their table's margins, and a walk
/// over every view of every pass (a table's scroll lays out at every frame) cost more than the
/// few views it was looking for.
@MainActor
enum PreservedMargins {
    private struct Entry {
        weak var view: View?
    }

    /// Every view that preserves its superview's margins, and views that did until freed.
    private static var entries: [Entry] = []
    /// When ``entries`` next drops its freed views: at twice its live count after the last drop.
    private static var dropFreedAt = 64

    /// How many views are listed, freed ones included until the next drop. (For tests.)
    static var listedCount: Int { entries.count }

    /// `view` started preserving its superview's margins.
    static func add(_ view: View) {
        if entries.count >= dropFreedAt {
            dropFreed()
            dropFreedAt = max(64, 2 * entries.count)
        }
        entries.append(Entry(view: view))
    }

    /// `view` stopped preserving its superview's margins.
    static func remove(_ view: View) {
        entries.removeAll { $0.view == nil || $0.view === view }
    }

    private static func dropFreed() {
        entries.removeAll { $0.view == nil }
    }

    /// Solves again the margins of the views below `top` (itself included) that preserve their
    /// superview's and moved since last seen, superviews before their subviews: a view's margins
    /// are read from its superview's, which may preserve theirs too.
    static func refresh(from top: View) {
        guard !entries.isEmpty else { return }
        var below: [(depth: Int, view: View)] = []
        for entry in entries {
            guard let view = entry.view, let depth = view.depth(below: top) else { continue }
            below.append((depth, view))
        }
        below.sort { $0.depth < $1.depth }
        // A local list: a view told here may start or stop preserving other views' margins.
        for (_, view) in below { view.preservedMarginsMayHaveMoved() }
    }
}

extension View {
    /// How many superviews lie between this view and `ancestor` (0 for the view itself); `nil`
    /// if `ancestor` is not above it.
    fileprivate func depth(below ancestor: View) -> Int? {
        var depth = 0
        var view = self
        while view !== ancestor {
            guard let superview = view.superview else { return nil }
            view = superview
            depth += 1
        }
        return depth
    }
}
