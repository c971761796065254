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

    /// The scroll view `query` names (the view itself, or the nearest scroll view above it), or
    /// without a query the one under the key window's centre, else the first one on screen.
    private func findScrollView(_ query: ViewQuery?) -> Result<ScrollView, EventOutcome.Failure> {
        guard let window = application.keyWindow else {
            return .failure(.init(errorCode: "no-window", message: "the app has no key window", remedy: "make a window key and visible at launch"))
        }
        if let query {
            switch findView(query) {
            case .failure(let failure): return .failure(failure)
            case .success(let view):
                var current: View? = view
                while let candidate = current {
                    if let scrollView = candidate as? ScrollView { return .success(scrollView) }
                    current = candidate.superview
                }
                return .failure(.init(errorCode: "not-scrollable", message: "the view with \(query) is a \(Self.typeName(of: view)), in no scroll view",
                                      remedy: "name a scroll view or table view, or a view inside one"))
            }
        }
        var current = window.hitTest(CGPoint(x: window.bounds.midX, y: window.bounds.midY), with: nil)
        while let candidate = current {
            if let scrollView = candidate as? ScrollView { return .success(scrollView) }
            current = candidate.superview
        }
        if let first = window.firstAccessibleView(where: { $0 is ScrollView }) as? ScrollView { return .success(first) }
        return .failure(.init(errorCode: "no-such-view", message: "no scroll view is on screen in the key window",
                              remedy: "scroll a screen that shows a scroll view or table view; `snapshot` lists the views on screen"))
    }
}
