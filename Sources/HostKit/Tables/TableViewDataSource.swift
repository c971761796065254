import Foundation

/// What a table view shows, as `UITableViewDataSource` is in UIKit: how many sections and rows,
/// and a cell for each visible row. The table asks for visible rows only, as they scroll in.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections; 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`: get it from
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` and configure it.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of `section`'s header; none by default.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer; none by default.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted in editing mode); `true` by default.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user deleted (or inserted) the row: update the model, then call
    /// ``TableView/deleteRows(at:with:)``.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// What a table view tells about its rows and asks about their look, as `UITableViewDelegate`
/// is in UIKit. It is the table's ``ScrollView/delegate``, so it hears about scrolling too.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row at `indexPath`. Implement it only for rows of different heights:
    /// the table then keeps every row's offset (8 bytes a row); without it every row is
    /// ``TableView/rowHeight`` tall and the table keeps nothing per row.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// The cell is about to show for the row at `indexPath`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The cell left the screen.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The user is about to select the row (a tap lifted on it): return it, another row to select
    /// instead, or `nil` to select none. Asked for taps only, as in UIKit, not for
    /// ``TableView/selectRow(at:animated:scrollPosition:)``; the row by default.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user is about to deselect the row (a tap on another row, or on it with multiple
    /// selection): return it, another row to deselect instead, or `nil` to keep it selected
    /// (with single selection, both rows then stay selected, as in UIKit). Asked for taps only,
    /// not for ``TableView/deselectRow(at:animated:)``; the row by default.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row (a tap).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The user deselected the row (a tap on another row, or on it with multiple selection).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The editing style of the row in editing mode; `.delete` by default.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The view for `section`'s header, shown in place of its title; `nil` (the default) for the
    /// title, if the data source gives one. Dequeue a ``TableViewHeaderFooterView`` with
    /// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``. The table asks as the
    /// header comes on screen, and at each reload when it must measure the view (see
    /// ``TableView/sectionHeaderHeight``).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The view for `section`'s footer, as `viewForHeaderInSection` for the header.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The height of `section`'s header, view or title or neither; ``TableView/automaticDimension``
    /// fits its view or title. Not implemented: ``TableView/sectionHeaderHeight`` for a section
    /// with a view or a title.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// The height of `section`'s footer, as `heightForHeaderInSection` for the header.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// The header view of `section` (the delegate's, or the ``TableViewHeaderFooterView`` that
    /// shows its title) is about to show.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// The footer view of `section` is about to show.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// The header view of `section` left the screen (scrolled off, or taken off by a reload),
    /// before the table reuses it.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// The footer view of `section` left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
    /// The actions a row shows when a finger swipes it from right to left; `nil` (the default)
    /// or no actions for a row that does not swipe.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions a row shows when a finger swipes it from left to right.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// A swipe began to show a row's actions.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row's actions closed (`nil` when no row has that index path any more).
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
}

extension TableViewDelegate {
    /// Not implemented: tells the table that rows are of uniform height (see above).
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        tableView.delegateLeavesRowHeights = true
        return tableView.rowHeight
    }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Not implemented: leaves the height to the table (see above).
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        tableView.sectionHeightLeftToTable(isHeader: true)
    }
    /// Not implemented: leaves the height to the table (see above).
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        tableView.sectionHeightLeftToTable(isHeader: false)
    }
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
}
