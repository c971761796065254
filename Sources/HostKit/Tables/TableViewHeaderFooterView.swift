import Foundation

/// A section's header or footer, as `UITableViewHeaderFooterView` is in UIKit: a ``contentView``
/// for your subviews and a ``textLabel``, reused as cells are. Register a subclass with
/// ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and return one from the
/// delegate's `tableView(_:viewForHeaderInSection:)`, dequeued by
/// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``. A section that has only a
/// title (the data source's `titleForHeaderInSection`) shows it in one of these too, its
/// ``textLabel`` holding the title, so the delegate's `willDisplayHeaderView` can restyle it.
@MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier the view was dequeued by; `nil` for a view made to show once.
    public let reuseIdentifier: String?
    /// The view your subviews go in; it fills the header or footer.
    public let contentView: View
    private var label: Label?
    /// The table that made the view for its pool, which takes it back when it leaves the screen.
    weak var reusingTable: TableView?

    /// The view's label, made on first use as UIKit's is; the table puts a section's title in it.
    /// Its text starts 16 points in from each side.
    public var textLabel: Label? {
        if let label { return label }
        let made = Label(frame: .zero)
        made.font = .systemFont(ofSize: 13)
        made.textColor = .systemGray
        contentView.addSubview(made)
        label = made
        setNeedsLayout()
        return made
    }

    /// A view to be dequeued by `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required convenience init() {
        self.init(reuseIdentifier: nil)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Called before the table hands the view out again for another section: reset what the
    /// delegate does not always set. The default does nothing, as UIKit's.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        contentView.frame = bounds
        label?.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
    }
}
