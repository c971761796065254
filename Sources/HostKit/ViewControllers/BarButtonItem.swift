/// A button for a navigation bar or a toolbar, as `UIBarButtonItem` is in UIKit: a title, an
/// image or a system item, and an action sent to a target by name when it is tapped.
///
/// The bar that shows the item makes a ``Button`` for it, titled as the item is, so events
/// scripts and `apphost ctl` tap it by title (`{"event":"tap","title":"Edit"}`; the add item
/// shows `+`) or by the item's ``accessibilityIdentifier``.
@MainActor
open class BarButtonItem {
    /// How an item's title is drawn, as `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain
        /// Bold: the item that ends a task.
        case done
    }

    /// The items iOS provides, as `UIBarButtonItem.SystemItem`; the raw values are UIKit's.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24

        /// The title the item shows: iOS's English title for the items drawn as text, a glyph
        /// for the others.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: nil
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "↻"
            case .stop: "✕"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "▶"
            case .pause: "❚❚"
            case .rewind: "◀◀"
            case .fastForward: "▶▶"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            }
        }
    }

    open var title: String? {
        didSet { if title != oldValue { didChange() } }
    }
    open var image: Image? {
        didSet { if image != oldValue { didChange() } }
    }
    open var style: Style = .plain {
        didSet { if style != oldValue { didChange() } }
    }
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { didChange() } }
    }
    open var tintColor: Color? {
        didSet { if tintColor != oldValue { didChange() } }
    }
    /// The width of a ``SystemItem/fixedSpace`` item, or of the item's button when positive.
    open var width = 0.0 {
        didSet { if width != oldValue { didChange() } }
    }
    /// The object the action is sent to; `nil` sends it along the responder chain.
    open weak var target: AnyObject?
    /// The name of the action (an ``Action`` property of the target) sent when the item is
    /// tapped, with the item as the sender.
    open var action: String?
    open var tag = 0
    open var accessibilityIdentifier: String? {
        didSet { if accessibilityIdentifier != oldValue { didChange() } }
    }
    /// The system item this was made as, if any.
    public let systemItem: SystemItem?
    /// Run when the item is tapped, before its action: an edit button toggles editing.
    var primaryHandler: (@MainActor () -> Void)?
    /// Told when anything the bar shows changes.
    var onChange: (@MainActor () -> Void)?

    public init() {
        systemItem = nil
    }

    public convenience init(title: String?, style: Style, target: AnyObject?, action: String?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    public convenience init(image: Image?, style: Style, target: AnyObject?, action: String?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: String?) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        self.target = target
        self.action = action
    }

    /// A space that takes the room left in a toolbar, shared with the other flexible spaces.
    public static func flexibleSpace() -> BarButtonItem {
        BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space of `width` points.
    public static func fixedSpace(_ width: Double) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    private func didChange() { onChange?() }

    /// The item was tapped: its own behaviour (an edit button's), then its action.
    func wasTapped(from button: Button) {
        guard isEnabled else { return }
        primaryHandler?()
        guard let action, let application = Application.current else { return }
        let previousStart = Application.chainStartForSendersOffTheChain
        Application.chainStartForSendersOffTheChain = button
        defer { Application.chainStartForSendersOffTheChain = previousStart }
        application.sendAction(action, to: target, from: self, for: nil)
    }

    /// A button that shows the item and reports taps to it.
    func makeButton() -> Button {
        let button = Button(title: title)
        button.titleFont = .systemFont(ofSize: systemItem == .add ? 28 : Font.systemFontSize, weight: style == .done ? .semibold : .regular)
        if let image { button.setImage(image, for: .normal) }
        button.isEnabled = isEnabled
        if let tintColor { button.tintColor = tintColor }
        button.accessibilityIdentifier = accessibilityIdentifier
        button.tag = tag
        button.addHandler(for: .primaryActionTriggered) { [weak self] control in
            self?.wasTapped(from: control as! Button)
        }
        return button
    }
}
