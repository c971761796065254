import Foundation

/// An action a swiped row shows, as `UIContextualAction` is: a titled button behind the row.
@MainActor
public final class ContextualAction {
    /// How the action looks: `normal` on grey, `destructive` on red.
    public enum Style: Int, Sendable, CaseIterable {
        case normal, destructive
    }

    /// What the action does: given the action, the button that shows it, and the completion to
    /// call once done (`true` when the action was performed); the row's actions close then.
    public typealias Handler = @MainActor (ContextualAction, View, @escaping @MainActor (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    /// The button's colour; red for a destructive action, grey otherwise, by default.
    public var backgroundColor: Color!
    public var image: Image?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a row shows when swiped, as `UISwipeActionsConfiguration` is: the first is the one
/// at the edge, and the one a full swipe performs.
@MainActor
public final class SwipeActionsConfiguration {
    public let actions: [ContextualAction]
    /// Whether a swipe across most of the row performs the first action; `true` by default.
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
