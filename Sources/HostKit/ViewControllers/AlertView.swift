import Foundation

/// An alert controller's view: the dimmed screen, and on it the card with the title, the
/// message, the text fields and the action buttons, laid out as iOS lays them out.
@MainActor
final class AlertView: View {
    /// The card that holds everything but the cancel button of an action sheet.
    let card = AlertCard()
    /// An action sheet's cancel button sits on a card of its own.
    let cancelCard = AlertCard()
    let titleLabel = Label()
    let messageLabel = Label()
    private weak var controller: AlertController?
    private var buttons: [Button] = []

    static let alertWidth = 270.0
    static let buttonHeight = 44.0
    static let sheetButtonHeight = 57.0

    init(controller: AlertController) {
        self.controller = controller
        super.init(frame: .zero)
        isPlainViewToApps = true
        backgroundColor = Color.black.withAlphaComponent(0.2)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        addSubview(card)
        addSubview(cancelCard)
        card.addSubview(titleLabel)
        card.addSubview(messageLabel)
        update()
    }

    required convenience init() {
        self.init(controller: AlertController())
    }

    /// Makes the labels, fields and buttons match the controller.
    func update() {
        guard let controller else { return }
        let isAlert = controller.preferredStyle == .alert
        titleLabel.text = controller.title
        titleLabel.font = .systemFont(ofSize: isAlert ? 17 : 13, weight: .semibold)
        titleLabel.textColor = isAlert ? .black : .systemGray
        messageLabel.text = controller.message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = isAlert ? .black : .systemGray
        for field in controller.textFields ?? [] where field.superview !== card { card.addSubview(field) }
        for button in buttons { button.removeFromSuperview() }
        buttons = controller.actionsInLayoutOrder.map { action in
            let button = Button(title: action.title)
            let preferred = controller.preferredAction === action || (controller.preferredAction == nil && action.style == .cancel)
            button.titleFont = .systemFont(ofSize: isAlert ? 17 : 20, weight: preferred ? .semibold : .regular)
            if action.style == .destructive { button.titleColor = .systemRed }
            button.isEnabled = action.isEnabled
            action.button = button
            button.addHandler(for: .primaryActionTriggered) { [weak controller, weak action] _ in
                if let controller, let action { controller.choose(action) }
            }
            let onCancelCard = !isAlert && action.style == .cancel
            (onCancelCard ? cancelCard : card).addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        guard let controller else { return }
        let isAlert = controller.preferredStyle == .alert
        let width = isAlert ? min(Self.alertWidth, bounds.width - 16) : bounds.width - 16
        let textWidth = width - 32
        var y = 20.0
        for label in [titleLabel, messageLabel] {
            guard let text = label.text, !text.isEmpty else {
                label.frame = .zero
                continue
            }
            let height = text.size(withFont: label.font, constrainedToWidth: textWidth).height.rounded(.up)
            label.frame = CGRect(x: 16, y: y, width: textWidth, height: height)
            y += height + 4
        }
        y += titleLabel.text == nil && messageLabel.text == nil ? -20 : 12
        for field in controller.textFields ?? [] {
            field.frame = CGRect(x: 16, y: y, width: textWidth, height: 28)
            y += 32
        }
        if controller.textFields != nil { y += 8 }
        let actions = controller.actionsInLayoutOrder
        let buttonHeight = isAlert ? Self.buttonHeight : Self.sheetButtonHeight
        var separators: [CGRect] = []
        let sideBySide = isAlert && actions.count == 2
        var cancelButton: Button?
        for (index, button) in buttons.enumerated() {
            if !isAlert, actions[index].style == .cancel {
                cancelButton = button
                continue
            }
            if sideBySide {
                button.frame = CGRect(x: Double(index) * width / 2, y: y, width: width / 2, height: buttonHeight)
                if index == 1 { separators.append(CGRect(x: width / 2 - 0.25, y: y, width: 0.5, height: buttonHeight)) }
            } else {
                separators.append(CGRect(x: 0, y: y, width: width, height: 0.5))
                button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
                y += buttonHeight
            }
        }
        if sideBySide {
            separators.append(CGRect(x: 0, y: y, width: width, height: 0.5))
            y += buttonHeight
        }
        card.separators = separators
        let cancelHeight = cancelButton == nil ? 0 : buttonHeight + 8
        if isAlert {
            card.frame = CGRect(x: (bounds.width - width) / 2, y: ((bounds.height - y) / 2).rounded(), width: width, height: y)
        } else {
            card.frame = CGRect(x: 8, y: bounds.height - 34 - cancelHeight - y, width: width, height: y)
        }
        cancelCard.isHidden = cancelButton == nil
        if let cancelButton {
            cancelCard.frame = CGRect(x: 8, y: bounds.height - 34 - buttonHeight, width: width, height: buttonHeight)
            cancelButton.frame = cancelCard.bounds
        }
    }

    /// A view controller's root view swallows touches that miss the card, as iOS's alert does:
    /// nothing under the dimming is touched.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
}

/// The rounded, nearly white card of an alert, with hairlines between its buttons.
@MainActor
final class AlertCard: View {
    var separators: [CGRect] = [] {
        didSet { if separators != oldValue { setNeedsDisplay() } }
    }

    required init() {
        super.init(frame: .zero)
        isPlainViewToApps = true
        backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.98)
        layer.cornerRadius = 14
        clipsToBounds = true
    }

    override func draw(_ rect: CGRect) {
        drawSeparators()
    }
}
