import Foundation

/// Selecting rows: by a tap, as UIKit's table does, and from code.
extension TableView {
    /// The selected row (the first, with multiple selection).
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows, in order; `nil` when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects the row (deselecting the others unless ``allowsMultipleSelection``) and scrolls it
    /// to `scrollPosition`. The delegate is not told, as in UIKit. A row that does not exist is
    /// an issue naming the table and the path.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard checkRow(indexPath, in: "selectRow(at:animated:scrollPosition:)") else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visibleCells_[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row; the delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        visibleCells_[indexPath]?.setSelected(false, animated: animated)
    }

    func highlightRow(of cell: TableViewCell, _ highlighted: Bool) {
        guard !highlighted || selectsOnTap, cell.selectionStyle != .none || !highlighted else { return }
        cell.setHighlighted(highlighted, animated: false)
    }

    /// Whether a tap selects a row now.
    private var selectsOnTap: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// A tap lifted on `cell`: its row is selected (or, with multiple selection, toggled), and the
    /// delegate told; then a storyboard segue from the cell's prototype runs, the cell as sender.
    func selectRowFromTouch(of cell: TableViewCell) {
        guard selectsOnTap, let indexPath = indexPath(for: cell) else { return }
        selectRowAsUser(indexPath)
        cell.selectionSegue?(cell)
    }

    /// The user selects `indexPath`, as a tap does: others deselected (each told to the
    /// delegate), the row selected and the delegate told.
    package func selectRowAsUser(_ indexPath: IndexPath) {
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            deselectRow(at: indexPath, animated: false)
            tellDelegate("tableView(_:didDeselectRowAt:)", indexPath) { $0.tableView(self, didDeselectRowAt: indexPath) }
            return
        }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != indexPath {
                deselectRow(at: row, animated: false)
                tellDelegate("tableView(_:didDeselectRowAt:)", row) { $0.tableView(self, didDeselectRowAt: row) }
            }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visibleCells_[indexPath]?.setSelected(true, animated: false)
        tellDelegate("tableView(_:didSelectRowAt:)", indexPath) { $0.tableView(self, didSelectRowAt: indexPath) }
    }

    private func tellDelegate(_ name: String, _ indexPath: IndexPath, _ call: (any TableViewDelegate) -> Void) {
        guard let tableDelegate else { return }
        HostLink.invoke(name, on: tableDelegate, details: ["indexPath": indexPath.tableDescription]) { call(tableDelegate) }
    }
}
