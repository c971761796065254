import Foundation

/// A view controller whose view is a table it is the data source and delegate of, as
/// `UITableViewController` is in UIKit. Override the table methods you need
/// (`tableView(_:numberOfRowsInSection:)`, `tableView(_:cellForRowAt:)`…); a storyboard's
/// `tableViewController` scene gives it prototype cells or static cells.
///
/// With a ``ViewController/restorationIdentifier``, it keeps the table's scroll position and
/// selection across relaunches and hot reloads: call `super` from your
/// ``encodeRestorableState(with:)`` and ``decodeRestorableState(with:)`` overrides.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style the table is made with.
    public let style: TableView.Style
    /// Whether the selected row is deselected each time the view is about to appear (back from
    /// a detail screen), as in UIKit.
    open var clearsSelectionOnViewWillAppear = true
    /// The table view's ``ScrollView/refreshControl``, as UIKit's table view controller offers it.
    public var refreshControl: RefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }
    /// What a storyboard's static cells show; `nil` for a table with a data source of its own.
    package var staticSections: [StaticTableSection]?

    public init(style: TableView.Style) {
        self.style = style
        super.init()
    }

    public required convenience init() {
        self.init(style: .plain)
    }

    /// The controller's view, as a table.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// The scene's table for a controller from a storyboard (a scene whose view is not a table
    /// gets one in its place, with an issue), else a table of ``style``.
    open override func loadView() {
        if storyboardScene != nil {
            super.loadView()
            if viewIfLoaded is TableView { return }
            HostLink.reportIssue("the storyboard scene of \(HostLink.typeName(of: self)) has a \(HostLink.typeName(of: view)) for its view, not a TableView",
                                 remedy: "make the scene's \"view\" a TableView, or the scene's class a ViewController")
        }
        let table = TableView(frame: Screen.main.bounds, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = viewIfLoaded as? TableView else { return }
        if clearsSelectionOnViewWillAppear {
            for row in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: row, animated: animated) }
        }
        if let (offset, rows) = restoredTableState {
            restoredTableState = nil
            table.restore(contentOffset: offset, selectedRows: rows)
        }
    }

    /// The scroll position and selection restored before the view loaded.
    private var restoredTableState: (CGPoint?, [IndexPath])?

    /// Turns editing on or off for the controller (its ``editButtonItem`` says "Done" while on)
    /// and for its table.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: Restoration

    static let contentOffsetKey = "HostKit.TableViewController.contentOffset"
    static let selectionKey = "HostKit.TableViewController.selectedRows"

    open override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        guard let table = viewIfLoaded as? TableView else { return }
        coder.encode([table.contentOffset.x, table.contentOffset.y], forKey: Self.contentOffsetKey)
        coder.encode((table.indexPathsForSelectedRows ?? []).map { [$0.section, $0.row] }, forKey: Self.selectionKey)
    }

    open override func decodeRestorableState(with coder: Coder) throws {
        try super.decodeRestorableState(with: coder)
        let offset = try coder.decodeIfPresent([Double].self, forKey: Self.contentOffsetKey)
        let selection = try coder.decodeIfPresent([[Int]].self, forKey: Self.selectionKey)
        let point = offset.flatMap { $0.count == 2 ? CGPoint(x: $0[0], y: $0[1]) : nil }
        let rows = (selection ?? []).compactMap { $0.count == 2 ? IndexPath(row: $0[1], section: $0[0]) : nil }
        // Restoration runs before the view loads: the table takes the state when it appears.
        if let table = viewIfLoaded as? TableView {
            table.restore(contentOffset: point, selectedRows: rows)
        } else {
            restoredTableState = (point, rows)
        }
    }

    // MARK: Data source and delegate (override these)

    open func numberOfSections(in tableView: TableView) -> Int {
        staticSections?.count ?? 1
    }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        guard let staticSections, section < staticSections.count else { return 0 }
        return staticSections[section].cells.count
    }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let staticSections, indexPath.section < staticSections.count, indexPath.row < staticSections[indexPath.section].cells.count {
            return staticSections[indexPath.section].cells[indexPath.row]
        }
        tableView.report(TableViewError(.dequeueFailed, "\(HostLink.typeName(of: self)) gives no cell for index path \(indexPath.tableDescription): it does not override tableView(_:cellForRowAt:)",
                                        remedy: "override tableView(_:cellForRowAt:) and tableView(_:numberOfRowsInSection:) in \(HostLink.typeName(of: self))"))
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard let staticSections, section < staticSections.count else { return nil }
        return staticSections[section].headerTitle
    }

    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        guard let staticSections, section < staticSections.count else { return nil }
        return staticSections[section].footerTitle
    }

    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        staticSections == nil
    }

    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// Not overridden: every row is ``TableView/rowHeight`` tall (static cells: their own heights).
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        if let staticSections, indexPath.section < staticSections.count, indexPath.row < staticSections[indexPath.section].cells.count {
            return staticSections[indexPath.section].cells[indexPath.row].frame.height
        }
        tableView.delegateLeavesRowHeights = true
        return tableView.rowHeight
    }

    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }

    /// Not overridden: the table chooses (see ``TableView/sectionHeaderHeight``).
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        tableView.sectionHeightLeftToTable(isHeader: true)
    }

    /// Not overridden: the table chooses (see ``TableView/sectionFooterHeight``).
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        tableView.sectionHeightLeftToTable(isHeader: false)
    }

    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}

    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    open func scrollViewDidZoom(_ scrollView: ScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}

/// One section of a storyboard's static cells: its titles and its cells, made once.
package struct StaticTableSection {
    package var headerTitle: String?
    package var footerTitle: String?
    package var cells: [TableViewCell]

    package init(headerTitle: String?, footerTitle: String?, cells: [TableViewCell]) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
    }
}
