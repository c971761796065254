import Foundation

/// One row of a table view, as `UITableViewCell` is in UIKit: a ``contentView`` for your
/// subviews, and for the standard styles a ``textLabel``, a ``detailTextLabel`` and an
/// ``imageView``, an accessory on the right, a selection highlight. Cells are reused: a cell that
/// scrolls off screen gets ``prepareForReuse()`` and comes back for another row.
@MainActor
open class TableViewCell: View {
    /// The standard layouts of the labels, as `UITableViewCell.CellStyle`.
    public enum CellStyle: String, Sendable, CaseIterable {
        /// A label on the left (and an image before it).
        case `default`
        /// A label on the left, a grey detail label on the right.
        case value1
        /// A blue label on the left, a detail label after it.
        case value2
        /// A label with a grey detail label below it.
        case subtitle
    }

    /// What shows at the right edge, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: String, Sendable, CaseIterable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How the cell looks while selected.
    public enum SelectionStyle: String, Sendable, CaseIterable {
        case none, blue, gray, `default`
    }

    /// What editing does to a row, as `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The height of a row unless the table says otherwise, as on iOS.
    public static let defaultHeight = 44.0

    /// The cell's layout of its labels. A storyboard sets it as it makes the cell.
    public package(set) var style: CellStyle {
        didSet { if style != oldValue { makeStandardSubviews() } }
    }
    /// The identifier the cell was dequeued by; `nil` for a cell made in code to show once.
    public package(set) var reuseIdentifier: String?
    /// The view your subviews go in; it leaves room for the accessory.
    public let contentView: View
    /// The main label (every style has one).
    public private(set) var textLabel: Label?
    /// The second label (`value1`, `value2` and `subtitle`).
    public private(set) var detailTextLabel: Label?
    /// The image before the labels. Every style has one, as in UIKit; `value2` does not show it.
    public private(set) var imageView: ImageView?

    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }
    open var selectionStyle: SelectionStyle = .default
    /// Whether the row is selected; the table sets it.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }
    /// Whether a finger is on the row; the table sets it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }
    /// Whether the table is in editing mode: the cell shows a delete control on its left.
    open internal(set) var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }
    /// The table that shows the cell, while it does.
    public internal(set) weak var tableView: TableView?
    /// The row the cell shows, while it is on screen.
    package internal(set) var indexPath: IndexPath?
    /// What a tap on the cell does after selecting its row: a storyboard prototype's segue.
    package var selectionSegue: (@MainActor (TableViewCell) -> Void)?
    /// The separator's left inset (the right one is 0).
    open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// A cell of `style`, to be dequeued by `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.defaultHeight))
        backgroundColor = .white
        addSubview(contentView)
        makeStandardSubviews()
    }

    /// The labels and image view of ``style``, in the content view below any other subview.
    private func makeStandardSubviews() {
        // A storyboard may set the texts before the style: they carry over.
        let texts = (self.textLabel?.text, self.detailTextLabel?.text)
        for view in [imageView, textLabel, detailTextLabel] as [View?] { view?.removeFromSuperview() }
        let textLabel = Label(frame: .zero)
        textLabel.text = texts.0
        textLabel.font = .systemFont(ofSize: 17)
        let detailTextLabel = style == .default ? nil : Label(frame: .zero)
        let imageView = ImageView(frame: .zero)
        switch style {
        case .value1:
            detailTextLabel?.textColor = .systemGray
            detailTextLabel?.textAlignment = .right
        case .subtitle:
            detailTextLabel?.textColor = .systemGray
            detailTextLabel?.font = .systemFont(ofSize: 12)
        case .value2:
            textLabel.textColor = .systemBlue
            textLabel.font = .systemFont(ofSize: 15)
            textLabel.textAlignment = .right
        case .default:
            break
        }
        detailTextLabel?.text = texts.1
        var index = 0
        for view in [imageView, textLabel, detailTextLabel] as [View?] {
            guard let view else { continue }
            contentView.insertSubview(view, at: index)
            index += 1
        }
        self.textLabel = textLabel
        self.detailTextLabel = detailTextLabel
        self.imageView = imageView
        setNeedsLayout()
    }

    /// A cell of the default style: what `register(_:forCellReuseIdentifier:)` makes.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Called before the table hands the cell out again for another row: reset what
    /// `cellForRowAt` does not always set. The default clears selection and highlight.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// Selects or deselects the cell (its look only; the table's selection is the table's).
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Highlights the cell or takes the highlight away.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    // MARK: Layout

    /// The width the accessory takes at the trailing edge.
    var accessoryWidth: Double {
        switch accessoryType {
        case .none: 0
        case .disclosureIndicator, .checkmark: 34
        case .detailButton: 44
        case .detailDisclosureButton: 64
        }
    }

    /// The width the delete control takes at the leading edge in editing mode.
    static let editingControlWidth = 38.0

    /// Where the delete control is, in the cell's coordinates (at its leading edge); `nil` when
    /// it does not show.
    var deleteControlFrame: CGRect? {
        guard isEditing, let tableView, let indexPath, tableView.editingStyle(forRowAt: indexPath) == .delete else { return nil }
        let x = laysOutRightToLeft ? bounds.width - 8 - 22 : 8
        return CGRect(x: x, y: (bounds.height - 22) / 2, width: 22, height: 22)
    }

    open override func layoutSubviews() {
        let leading = isEditing ? Self.editingControlWidth : 0
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - accessoryWidth), height: bounds.height)
        let area = contentView.bounds
        var x = 16.0
        let height = area.height
        if style != .value2, let imageView, imageView.image != nil {
            let side = min(29, height - 8)
            imageView.frame = CGRect(x: x, y: (height - side) / 2, width: side, height: side)
            x += side + 15
        } else {
            imageView?.frame = .zero
        }
        let width = max(0, area.width - x - 16)
        switch style {
        case .default:
            textLabel?.frame = CGRect(x: x, y: 0, width: width, height: height)
        case .value1:
            textLabel?.frame = CGRect(x: x, y: 0, width: width * 0.6, height: height)
            detailTextLabel?.frame = CGRect(x: x + width * 0.6, y: 0, width: width * 0.4, height: height)
        case .value2:
            textLabel?.frame = CGRect(x: x, y: 0, width: 91, height: height)
            detailTextLabel?.frame = CGRect(x: x + 97, y: 0, width: max(0, width - 97), height: height)
        case .subtitle:
            let hasDetail = detailTextLabel?.text?.isEmpty == false
            textLabel?.frame = CGRect(x: x, y: hasDetail ? height / 2 - 20 : 0, width: width, height: hasDetail ? 22 : height)
            detailTextLabel?.frame = hasDetail ? CGRect(x: x, y: height / 2 + 2, width: width, height: 16) : .zero
        }
        // Laid out from the left above; from the leading edge in a right-to-left cell, as UIKit's.
        mirrorForLayoutDirection([contentView])
        contentView.mirrorForLayoutDirection([imageView, textLabel, detailTextLabel].compactMap { $0 })
    }

    open override func draw(_ rect: CGRect) {
        drawCell()
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if let control = deleteControlFrame, let touch = touches.first, control.insetBy(dx: -8, dy: -11).contains(touch.location(in: self)) {
            tableView?.commitDeletion(from: self)
            return
        }
        tableView?.highlightRow(of: self, true)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard isHighlighted else { return }
        tableView?.highlightRow(of: self, false)
        tableView?.selectRowFromTouch(of: self)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        tableView?.highlightRow(of: self, false)
    }
}
