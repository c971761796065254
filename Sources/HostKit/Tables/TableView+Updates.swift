import Foundation

/// Rows and sections inserted, deleted and reloaded, alone or in a batch, checked as UIKit
/// checks them: after the batch the data source is asked for its counts again, and each must be
/// the old one plus what was inserted and less what was deleted. A batch that does not add up is
/// reported with UIKit's words and counts (``TableViewError/Code/inconsistentUpdate``) and the
/// table reloads from the data source as it is, so it never shows rows that do not exist.
extension TableView {
    /// The changes of one batch: deletions in the old numbering, insertions in the new.
    struct PendingUpdates {
        var deletedSections = IndexSet()
        var insertedSections = IndexSet()
        var reloadedSections = IndexSet()
        var deletedRows: [IndexPath] = []
        var insertedRows: [IndexPath] = []
        var reloadedRows: [IndexPath] = []
        var depth = 0
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedRows += indexPaths }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedRows += indexPaths }
    }

    /// Asks the data source again for these rows' cells.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedRows += indexPaths }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Makes the changes `updates` asks for as one: the counts are checked once, at the end.
    /// `completion` gets `true` when the batch added up.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        let consistent = endUpdatesChecked()
        completion?(consistent)
    }

    /// Starts a batch that ``endUpdates()`` ends (UIKit's older form of ``performBatchUpdates(_:completion:)``).
    public func beginUpdates() {
        if pendingUpdates == nil { pendingUpdates = PendingUpdates() }
        pendingUpdates!.depth += 1
    }

    public func endUpdates() {
        _ = endUpdatesChecked()
    }

    private func endUpdatesChecked() -> Bool {
        guard var batch = pendingUpdates else { return true }
        batch.depth -= 1
        guard batch.depth == 0 else {
            pendingUpdates = batch
            return true
        }
        pendingUpdates = nil
        return apply(batch)
    }

    private func update(_ change: (inout PendingUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates!)
        endUpdates()
    }

    /// Checks `batch` against the data source's new counts and shows the result.
    private func apply(_ batch: PendingUpdates) -> Bool {
        guard hasLoadedData else {
            // Nothing was shown yet: the first layout asks for everything anyway.
            return true
        }
        let old = geometry
        let new = readGeometry()
        if let problem = inconsistency(of: batch, from: old, to: new) {
            report(problem)
            geometry = new
            selectedRows.removeAll()
            finishUpdate()
            return false
        }
        geometry = new
        selectedRows = selectedRows.compactMap { moved($0, by: batch, from: old) }
        finishUpdate()
        return true
    }

    private func finishUpdate() {
        contentSize = CGSize(width: frame.width, height: geometry.contentHeight)
        recycleVisibleCells()
        contentOffset = clamped(contentOffset)
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The first way `batch` does not add up, in UIKit's words; `nil` when it does.
    private func inconsistency(of batch: PendingUpdates, from old: TableGeometry, to new: TableGeometry) -> TableViewError? {
        let name = nameForMessages
        func outOfRange(_ what: String, _ detail: String) -> TableViewError {
            TableViewError(.indexPathOutOfRange, "\(name): invalid update: \(what) \(detail)",
                           remedy: "delete and reload rows and sections that exist before the update, insert ones that exist after it")
        }
        let oldCount = old.sections.count, newCount = new.sections.count
        if let bad = batch.deletedSections.first(where: { $0 >= oldCount }) ?? batch.reloadedSections.first(where: { $0 >= oldCount }) {
            return outOfRange("section \(bad)", "does not exist: there were \(oldCount) sections before the update")
        }
        if let bad = batch.insertedSections.first(where: { $0 >= newCount }) {
            return outOfRange("inserted section \(bad)", "does not exist: there are \(newCount) sections after the update")
        }
        let expectedSections = oldCount + batch.insertedSections.count - batch.deletedSections.count
        guard newCount == expectedSections else {
            return TableViewError(.inconsistentUpdate, "\(name): invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newCount)) must be equal to the number of sections contained in the table view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted).",
                                  remedy: "change the data source's sections before calling insertSections or deleteSections, by exactly those sections")
        }
        for path in batch.deletedRows + batch.reloadedRows where !old.contains(path) {
            return outOfRange("index path \(path.tableDescription)", "was deleted or reloaded but did not exist before the update")
        }
        for path in batch.insertedRows where !new.contains(path) {
            return outOfRange("index path \(path.tableDescription)", "was inserted but does not exist after the update")
        }
        // Surviving sections, old to new, in order.
        var oldIndex = 0
        for newIndex in 0..<newCount where !batch.insertedSections.contains(newIndex) {
            while batch.deletedSections.contains(oldIndex) { oldIndex += 1 }
            let before = old.sections[oldIndex].rowCount, after = new.sections[newIndex].rowCount
            let inserted = Set(batch.insertedRows.filter { $0.section == newIndex }).count
            let deleted = Set(batch.deletedRows.filter { $0.section == oldIndex }).count
            if after != before + inserted - deleted {
                return TableViewError(.inconsistentUpdate, "\(name): invalid update: invalid number of rows in section \(newIndex). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
                                      remedy: "change the data source's rows before calling insertRows or deleteRows, by exactly those rows")
            }
            oldIndex += 1
        }
        return nil
    }

    /// Where a selected row is after `batch`: `nil` when it was deleted.
    private func moved(_ path: IndexPath, by batch: PendingUpdates, from old: TableGeometry) -> IndexPath? {
        guard !batch.deletedSections.contains(path.section), !batch.deletedRows.contains(path) else { return nil }
        var row = path.row - Set(batch.deletedRows.filter { $0.section == path.section && $0.row < path.row }).count
        var section = path.section - batch.deletedSections.count(in: 0..<path.section)
        for inserted in batch.insertedSections.sorted() where inserted <= section { section += 1 }
        for inserted in batch.insertedRows.filter({ $0.section == section }).map(\.row).sorted() where inserted <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }
}
