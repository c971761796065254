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

    /// A tap lifted on `cell`: its row is selected (or, with multiple selection, toggled), as the
    /// delegate confirms, and the delegate told; then a storyboard segue from the prototype of the
    /// selected row's cell runs, that cell as sender.
    func selectRowFromTouch(of cell: TableViewCell) {
        guard selectsOnTap, let indexPath = indexPath(for: cell), let selected = selectRowAsUser(indexPath),
              let selectedCell = visibleCells_[selected] else { return }
        selectedCell.selectionSegue?(selectedCell)
    }

    /// The user selects `tapped`, as a tap does. The delegate's `willSelectRowAt` may redirect the
    /// selection or refuse it; then the others are deselected (each as `willDeselectRowAt`
    /// confirms, and told to the delegate), the row selected and the delegate told. A tap on a
    /// selected row with multiple selection deselects it instead. Returns the row selected.
    @discardableResult
    package func selectRowAsUser(_ tapped: IndexPath) -> IndexPath? {
        if allowsMultipleSelection, selectedRows.contains(tapped) {
            deselectRowAsUser(tapped)
            return nil
        }
        guard let indexPath = confirm("tableView(_:willSelectRowAt:)", tapped, { $0.tableView(self, willSelectRowAt: tapped) }) else { return nil }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != indexPath { deselectRowAsUser(row) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visibleCells_[indexPath]?.setSelected(true, animated: false)
        tellDelegate("tableView(_:didSelectRowAt:)", indexPath) { $0.tableView(self, didSelectRowAt: indexPath) }
        return indexPath
    }

    /// The user deselects `row` (by a tap on it or on another): the row `willDeselectRowAt`
    /// answers, if any, is deselected and the delegate told.
    private func deselectRowAsUser(_ row: IndexPath) {
        guard let target = confirm("tableView(_:willDeselectRowAt:)", row, { $0.tableView(self, willDeselectRowAt: row) }) else { return }
        deselectRow(at: target, animated: false)
        tellDelegate("tableView(_:didDeselectRowAt:)", target) { $0.tableView(self, didDeselectRowAt: target) }
    }

    /// The row the delegate's `willSelectRowAt` or `willDeselectRowAt` answers for `indexPath`:
    /// `indexPath` without a delegate, `nil` when it refuses or names a row that does not exist
    /// (an issue).
    private func confirm(_ name: String, _ indexPath: IndexPath, _ ask: (any TableViewDelegate) -> IndexPath?) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        let answer = HostLink.invoke(name, on: tableDelegate, details: ["indexPath": indexPath.tableDescription]) { ask(tableDelegate) }
        guard let answer, answer == indexPath || checkRow(answer, in: "\(name) answered \(answer.tableDescription) for \(indexPath.tableDescription)") else { return nil }
        return answer
    }

    private func tellDelegate(_ name: String, _ indexPath: IndexPath, _ call: (any TableViewDelegate) -> Void) {
        guard let tableDelegate else { return }
        HostLink.invoke(name, on: tableDelegate, details: ["indexPath": indexPath.tableDescription]) { call(tableDelegate) }
    }
}
