import Foundation

/// Rows and sections inserted, deleted, reloaded and moved, alone or in a batch, checked as UIKit
/// checks them: after the batch the data source is asked for its counts again, and each must be
/// the old one plus what was inserted or moved in and less what was deleted or moved out. A batch that does not add up is
/// reported with UIKit's words and counts (``TableViewError/Code/inconsistentUpdate``) and the
/// table reloads from the data source as it is, so it never shows rows that do not exist.
extension TableView {
    /// The changes of one batch: deletions and where moves come from in the old numbering,
    /// insertions and where moves go in the new.
    struct PendingUpdates {
        var deletedSections = IndexSet()
        var insertedSections = IndexSet()
        var reloadedSections = IndexSet()
        var movedSections: [(from: Int, to: Int)] = []
        var deletedRows: [IndexPath] = []
        var insertedRows: [IndexPath] = []
        var reloadedRows: [IndexPath] = []
        var movedRows: [(from: IndexPath, to: IndexPath)] = []
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

    /// Moves the row at `indexPath` (in the numbering before the batch) to `newIndexPath` (in the
    /// numbering after it), as `moveRow(at:to:)` does in UIKit: move the item in the model first.
    /// The row's section counts it moved out, the destination's moved in; a selected row stays
    /// selected where it goes. HostKit asks the data source for the cells on screen again.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Moves `section` (numbered as before the batch) with its rows to `newSection` (numbered
    /// as after it), as `moveSection(_:toSection:)` does in UIKit; the sections between shift.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((section, newSection)) }
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
        let sections = Self.sectionMap(of: batch, from: old.sections.count, to: new.sections.count)
        if let problem = inconsistency(of: batch, from: old, to: new, sections: sections) {
            report(problem)
            geometry = new
            selectedRows.removeAll()
            finishUpdate()
            return false
        }
        geometry = new
        selectedRows = selectedRows.compactMap { moved($0, by: batch, sections: sections) }
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

    /// The first way `batch` does not add up, in UIKit's words; `nil` when it does. `sections` is
    /// ``sectionMap(of:from:to:)``'s, read only once the moves are known to be in range.
    private func inconsistency(of batch: PendingUpdates, from old: TableGeometry, to new: TableGeometry,
                               sections: [Int: Int]) -> TableViewError? {
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
        if let error = misplacedMove(in: batch, from: old, to: new) { return error }
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
        // Surviving sections, old to new, in the new order.
        for (oldIndex, newIndex) in sections.sorted(by: { $0.value < $1.value }) {
            let before = old.sections[oldIndex].rowCount, after = new.sections[newIndex].rowCount
            let inserted = Set(batch.insertedRows.filter { $0.section == newIndex }).count
            let deleted = Set(batch.deletedRows.filter { $0.section == oldIndex }).count
            let movedIn = batch.movedRows.filter { $0.to.section == newIndex }.count
            let movedOut = batch.movedRows.filter { $0.from.section == oldIndex }.count
            if after != before + inserted - deleted + movedIn - movedOut {
                return TableViewError(.inconsistentUpdate, "\(name): invalid update: invalid number of rows in section \(newIndex). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).",
                                      remedy: "change the data source's rows before calling insertRows, deleteRows or moveRow, by exactly those rows")
            }
        }
        return nil
    }

    /// The first move of `batch` from a row or section that did not exist, to one that does not,
    /// from one also deleted, to one also inserted, or of one moved twice, in UIKit's words.
    private func misplacedMove(in batch: PendingUpdates, from old: TableGeometry, to new: TableGeometry) -> TableViewError? {
        let name = nameForMessages
        func invalid(_ detail: String) -> TableViewError {
            TableViewError(.inconsistentUpdate, "\(name): invalid update: \(detail)",
                           remedy: "move rows and sections that exist before the update to places that exist after it, each once, none also deleted or inserted")
        }
        let oldCount = old.sections.count, newCount = new.sections.count
        for move in batch.movedSections {
            if move.from < 0 || move.from >= oldCount { return invalid("attempt to move section \(move.from), but there are only \(oldCount) sections before the update") }
            if move.to < 0 || move.to >= newCount { return invalid("attempt to move section \(move.from) to section \(move.to), but there are only \(newCount) sections after the update") }
            if batch.deletedSections.contains(move.from) { return invalid("attempt to perform a delete and a move from the same section (\(move.from))") }
            if batch.insertedSections.contains(move.to) { return invalid("attempt to perform an insert and a move to the same section (\(move.to))") }
        }
        if Set(batch.movedSections.map(\.from)).count < batch.movedSections.count || Set(batch.movedSections.map(\.to)).count < batch.movedSections.count {
            return invalid("attempt to move a section more than once, or two sections to the same place")
        }
        for move in batch.movedRows {
            let from = move.from.tableDescription, to = move.to.tableDescription
            if !old.contains(move.from) { return invalid("attempt to move index path \(from) that does not exist before the update") }
            if !new.contains(move.to) { return invalid("attempt to move index path \(from) to index path \(to) that does not exist after the update") }
            if batch.deletedRows.contains(move.from) { return invalid("attempt to perform a delete and a move from the same index path (\(from))") }
            if batch.insertedRows.contains(move.to) { return invalid("attempt to perform an insert and a move to the same index path (\(to))") }
        }
        if Set(batch.movedRows.map(\.from)).count < batch.movedRows.count || Set(batch.movedRows.map(\.to)).count < batch.movedRows.count {
            return invalid("attempt to move a row more than once, or two rows to the same index path")
        }
        return nil
    }

    /// The new index of each old section that survives `batch`: a moved one where it was moved,
    /// the others in their order into the places neither inserted nor moved into.
    private static func sectionMap(of batch: PendingUpdates, from oldCount: Int, to newCount: Int) -> [Int: Int] {
        var map: [Int: Int] = [:]
        let movedFrom = Set(batch.movedSections.map(\.from)), movedTo = Set(batch.movedSections.map(\.to))
        for move in batch.movedSections { map[move.from] = move.to }
        var newIndex = 0
        for oldIndex in 0..<oldCount where !batch.deletedSections.contains(oldIndex) && !movedFrom.contains(oldIndex) {
            while newIndex < newCount, batch.insertedSections.contains(newIndex) || movedTo.contains(newIndex) { newIndex += 1 }
            guard newIndex < newCount else { break }
            map[oldIndex] = newIndex
            newIndex += 1
        }
        return map
    }

    /// Where a selected row is after `batch`: where it was moved, else among the rows of its
    /// section's new place that were neither inserted nor moved in; `nil` when it was deleted.
    private func moved(_ path: IndexPath, by batch: PendingUpdates, sections: [Int: Int]) -> IndexPath? {
        if let move = batch.movedRows.first(where: { $0.from == path }) { return move.to }
        guard let section = sections[path.section], !batch.deletedRows.contains(path) else { return nil }
        let gone = Set((batch.deletedRows + batch.movedRows.map(\.from)).filter { $0.section == path.section && $0.row < path.row })
        var row = path.row - gone.count
        let taken = Set((batch.insertedRows + batch.movedRows.map(\.to)).filter { $0.section == section }.map(\.row))
        for arrived in taken.sorted() where arrived <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }
}
