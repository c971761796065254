import Foundation
import HostKit

extension ApplicationHost {
    /// A `scroll` event: moves a scroll view's content as a mouse wheel does. The reply gives
    /// the scroll view and its content offset after the move.
    func scroll(dx: Double, dy: Double, _ query: ViewQuery?) -> EventOutcome {
        if currentState != .active {
            return .failed("not-active", "\"scroll\" reaches only an active app, and it is \(currentState.rawValue)",
                           remedy: currentState == .inactive ? "end the interruption first (`interruptionEnded`)" : "send `foreground` first")
        }
        let scrollView: ScrollView
        switch findScrollView(query) {
        case .failure(let failure): return EventOutcome(failure: failure)
        case .success(let found): scrollView = found
        }
        var details: [(key: String, value: TraceRecorder.Value)] = [("event", .string("scroll")), ("dx", .double(dx)), ("dy", .double(dy))]
        if let query { details.append(("target", .string(query.description))) }
        trace.record(.host, "input", state: currentState, fields: details)
        scrollView.scroll(byX: dx, y: dy)
        return .done(stateFields + [("view", .string(Self.typeName(of: scrollView))),
                                    ("contentOffsetX", .double(scrollView.contentOffset.x)),
                                    ("contentOffsetY", .double(scrollView.contentOffset.y))])
    }

    /// Where the row's cell is in the key window, after scrolling the table as little as needed
    /// for the whole row to show: what a `tap` with `row` and `section` taps.
    func placeOfRow(_ indexPath: IndexPath, _ query: ViewQuery?) -> Result<CGPoint, EventOutcome.Failure> {
        let table: TableView
        switch findScrollView(query, kind: TableView.self) {
        case .failure(let failure): return .failure(failure)
        case .success(let found): table = found
        }
        let name = Self.typeName(of: table) + (table.accessibilityIdentifier.map { " \"\($0)\"" } ?? "")
        let sections = table.numberOfSections
        guard indexPath.section < sections, indexPath.row < table.numberOfRows(inSection: indexPath.section) else {
            let rows = indexPath.section < sections ? "section \(indexPath.section) has \(table.numberOfRows(inSection: indexPath.section)) rows" : "it has \(sections) sections"
            return .failure(.init(errorCode: "no-such-row", message: "\(name) has no row \(indexPath.row) in section \(indexPath.section): \(rows)",
                                  remedy: "tap a row the table shows; `snapshot` lists the visible cells with their row and section"))
        }
        table.scrollToRow(at: indexPath, at: .none, animated: false)
        table.layoutIfNeeded()
        guard let cell = table.cellForRow(at: indexPath) else {
            return .failure(.init(errorCode: "no-such-row", message: "\(name) shows no cell for row \(indexPath.row) in section \(indexPath.section)",
                                  remedy: "make sure the table is on screen and taller than a row"))
        }
        return .success(cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
    }

    /// The scroll view `query` names (the view itself, or the nearest scroll view above it), or
    /// without a query the one under the key window's centre, else the first one on screen.
    private func findScrollView<Kind: ScrollView>(_ query: ViewQuery?, kind: Kind.Type = ScrollView.self) -> Result<Kind, EventOutcome.Failure> {
        guard let window = application.keyWindow else {
            return .failure(.init(errorCode: "no-window", message: "the app has no key window", remedy: "make a window key and visible at launch"))
        }
        if let query {
            switch findView(query) {
            case .failure(let failure): return .failure(failure)
            case .success(let view):
                var current: View? = view
                while let candidate = current {
                    if let scrollView = candidate as? Kind { return .success(scrollView) }
                    current = candidate.superview
                }
                return .failure(.init(errorCode: "not-scrollable", message: "the view with \(query) is a \(Self.typeName(of: view)), in no \(Kind.self == TableView.self ? "table view" : "scroll view")",
                                      remedy: "name a scroll view or table view, or a view inside one"))
            }
        }
        var current = window.hitTest(CGPoint(x: window.bounds.midX, y: window.bounds.midY), with: nil)
        while let candidate = current {
            if let scrollView = candidate as? Kind { return .success(scrollView) }
            current = candidate.superview
        }
        if let first = window.firstAccessibleView(where: { $0 is Kind }) as? Kind { return .success(first) }
        return .failure(.init(errorCode: "no-such-view", message: "no \(Kind.self == TableView.self ? "table view" : "scroll view") is on screen in the key window",
                              remedy: "scroll a screen that shows a scroll view or table view; `snapshot` lists the views on screen"))
    }
}
