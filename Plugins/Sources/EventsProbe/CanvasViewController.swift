import HostKit

/// A screen for touches and actions: a plain board that handles no touches, a counter button,
/// a text field and a button whose action is nil-targeted. Up and Down (key commands) step the
/// count; Escape, a press it handles, sets it back to 0.
public final class CanvasViewController: ViewController {
    @Outlet var countLabel: Label
    @Outlet var nameField: NameField

    @Action var increment = CanvasViewController.increment(_:)
    @Action var textChanged = CanvasViewController.textChanged(_:)
    @Action var clearText = CanvasViewController.clearText(_:)
    @Action var stepUp = CanvasViewController.stepUp(_:)
    @Action var stepDown = CanvasViewController.stepDown(_:)

    private var count = 0

    public override var canBecomeFirstResponder: Bool { true }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    func increment(_ sender: Button) {
        show(count + 1)
    }

    public override var keyCommands: [KeyCommand]? {
        [KeyCommand(input: KeyCommand.inputUpArrow, modifierFlags: [], action: "stepUp"),
         KeyCommand(input: KeyCommand.inputDownArrow, modifierFlags: [], action: "stepDown")]
    }

    func stepUp(_ sender: KeyCommand) {
        show(count + 1)
    }

    func stepDown(_ sender: KeyCommand) {
        show(count - 1)
    }

    /// Escape sets the count back to 0; every other key goes on up the chain.
    public override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        guard presses.contains(where: { $0.key?.keyCode == .keyboardEscape }) else {
            super.pressesBegan(presses, with: event)
            return
        }
        show(0)
    }

    private func show(_ newCount: Int) {
        count = newCount
        countLabel.text = String(count)
        AppLog.info("count \(count)")
    }

    func textChanged(_ sender: TextField) {
        AppLog.info("text \(sender.text ?? "")")
    }

    /// The stop command asks, in an alert, whether to reset the count; other commands only go on
    /// up the chain.
    public override func remoteControlReceived(with event: Event?) {
        if event?.subtype == .remoteControlStop {
            let alert = AlertController(title: "Reset the count?", message: "It is \(count) now.", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Keep", style: .cancel) { _ in AppLog.info("alert Keep") })
            alert.addAction(AlertAction(title: "Reset", style: .destructive) { [weak self] _ in
                self?.count = 0
                self?.countLabel.text = "0"
                AppLog.info("alert Reset")
            })
            present(alert, animated: true)
        }
        super.remoteControlReceived(with: event)
    }

    /// Reached only when the first responder's chain has no closer handler.
    func clearText(_ sender: Button) {
        AppLog.info("controller clears")
    }
}

/// A text field that handles the nil-targeted "clearText" itself while it is first responder.
public final class NameField: TextField {
    @Action var clearText = NameField.clearText(_:)

    func clearText(_ sender: Button) {
        text = ""
        AppLog.info("field clears")
    }
}
