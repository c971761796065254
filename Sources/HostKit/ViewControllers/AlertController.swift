import Foundation

/// An alert or an action sheet: a title, a message, text fields and a button per action, as
/// `UIAlertController` is in UIKit.
///
/// Present it with ``ViewController/present(_:animated:completion:)``: it covers the screen
/// (``ModalPresentationStyle/overFullScreen``, so the presenting controller stays on screen and
/// gets no appearance callbacks), dims what is under it, and takes every touch. A tap on an
/// enabled action's button dismisses the alert, then runs the action's handler. The cancel
/// action comes last (on the left of exactly two); the ``preferredAction``'s title is bold.
/// Events scripts and `apphost ctl` tap an action by its title: `{"event":"tap","title":"OK"}`.
@MainActor
open class AlertController: ViewController {
    /// An alert in the middle of the screen, or an action sheet at its bottom, as
    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet
        case alert
    }

    public let preferredStyle: Style
    open var message: String? {
        didSet { alertView?.update() }
    }
    public private(set) var actions: [AlertAction] = []
    /// The action the return key runs and whose title is bold; it must be one of ``actions``.
    open var preferredAction: AlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                HostLink.reportIssue("the preferred action \"\(preferredAction.title ?? "")\" is not one of the alert's actions",
                                     remedy: "add it with addAction(_:) first")
                self.preferredAction = nil
            }
            alertView?.update()
        }
    }
    /// The alert's text fields, in the order they were added; `nil` when there are none.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }
    private var fields: [TextField] = []
    private var alertView: AlertView? { viewIfLoaded as? AlertView }

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        self.message = message
        modalPresentationStyle = .overFullScreen
    }

    /// An alert with no title or message.
    public required convenience init() {
        self.init(title: nil, message: nil, preferredStyle: .alert)
    }

    open override var title: String? {
        didSet { alertView?.update() }
    }

    /// Adds a button for `action`. A second cancel action is refused (an issue), as UIKit
    /// refuses it.
    open func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            HostLink.reportIssue("an AlertController can have only one action of style .cancel; \"\(action.title ?? "")\" was not added",
                                 remedy: "give the other actions style .default or .destructive")
            return
        }
        actions.append(action)
        alertView?.update()
    }

    /// Adds a text field, handing it to `configurationHandler` to set up. Only an alert has text
    /// fields; on an action sheet this is refused (an issue), as UIKit refuses it.
    open func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            HostLink.reportIssue("text fields can only be added to an alert, not to an action sheet",
                                 remedy: "create the AlertController with preferredStyle: .alert")
            return
        }
        let field = TextField(frame: .zero)
        field.borderStyle = .line
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        fields.append(field)
        alertView?.update()
    }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    /// The actions in the order their buttons are laid out: the cancel action last, or first of
    /// exactly two side by side.
    var actionsInLayoutOrder: [AlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return others }
        return preferredStyle == .alert && actions.count == 2 ? [cancel] + others : others + [cancel]
    }

    /// The user chose `action`: the alert goes, then the handler runs.
    func choose(_ action: AlertAction) {
        guard action.isEnabled else { return }
        HostLink.invoke("alertAction", on: self, details: ["title": action.title ?? ""]) {
            if presentingViewController != nil { dismiss(animated: true) }
            action.handler?(action)
        }
    }
}
