import Foundation
import Testing
@_spi(Tables) @testable import HostKit

/// `moveRow(at:to:)` and `moveSection(_:toSection:)` as UITableView has them: batch updates whose
/// sources are numbered as before the batch and destinations as after it, checked against the
/// data source's new counts.
@MainActor
@Suite("Table moves", .serialized)
struct TableMoveTests {
    /// Sections of named rows; each cell shows its row's name.
    final class Model: TableViewDataSource {
        var sections: [[String]]
        init(_ sections: [[String]]) { self.sections = sections }

        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }

        func move(_ from: IndexPath, _ to: IndexPath) {
            let item = sections[from.section].remove(at: from.row)
            sections[to.section].insert(item, at: to.row)
        }
    }

    private func table(_ model: Model) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = model
        table.layoutIfNeeded()
        return table
    }

    private func texts(_ table: TableView) -> [String] {
        table.visibleCells.map { $0.textLabel?.text ?? "" }
    }

    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func aRowMovedWithinItsSectionShowsThereAndStaysSelected() {
        let model = Model([["A", "B", "C", "D", "E"]])
        let table = table(model)
        table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
        model.move(path(0, 1), path(0, 3))
        table.moveRow(at: path(0, 1), to: path(0, 3))
        #expect(table.lastError == nil)
        #expect(texts(table) == ["A", "C", "D", "B", "E"])
        #expect(table.indexPathForSelectedRow == path(0, 3))
        #expect(table.cellForRow(at: path(0, 3))?.isSelected == true)
    }

    @Test func aRowMovedToAnotherSectionCountsAsMovedOutAndInAndTheRowsAfterItFollow() {
        let model = Model([["A", "B", "C"], ["D", "E"]])
        let table = table(model)
        table.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
        model.move(path(0, 0), path(1, 2))
        table.moveRow(at: path(0, 0), to: path(1, 2))
        #expect(table.lastError == nil)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(texts(table) == ["B", "C", "D", "E", "A"])
        #expect(table.indexPathForSelectedRow == path(0, 1))
    }

    @Test func aMoveTheDataSourceDoesNotReflectIsReportedWithUIKitsMovedCounts() {
        let model = Model([["A", "B", "C"], ["D", "E"]])
        let table = table(model)
        var completed: Bool?
        table.performBatchUpdates({ table.moveRow(at: path(0, 0), to: path(1, 0)) }, completion: { completed = $0 })
        #expect(completed == false)
        #expect(table.lastError?.code == .inconsistentUpdate)
        #expect(table.lastError?.message.contains("invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out).") == true)
    }

    @Test func movesCombineWithInsertionsInABatchSourcesOldAndDestinationsNew() {
        let model = Model([["A", "B", "C", "D", "E"]])
        let table = table(model)
        table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
        model.sections[0] = ["X", "D", "A", "B", "C", "E"]
        table.performBatchUpdates({
            table.insertRows(at: [path(0, 0)], with: .automatic)
            table.moveRow(at: path(0, 3), to: path(0, 1))
        })
        #expect(table.lastError == nil)
        #expect(texts(table) == ["X", "D", "A", "B", "C", "E"])
        #expect(table.indexPathForSelectedRow == path(0, 3))
    }

    @Test func movingARowThatDoesNotExistOrIsAlsoDeletedIsAnIssue() {
        let model = Model([["A", "B"]])
        let table = table(model)
        table.moveRow(at: path(0, 5), to: path(0, 0))
        #expect(table.lastError?.message.contains("attempt to move index path [0, 5] that does not exist before the update") == true)
        model.sections[0] = ["B"]
        table.performBatchUpdates({
            table.deleteRows(at: [path(0, 0)], with: .automatic)
            table.moveRow(at: path(0, 0), to: path(0, 0))
        })
        #expect(table.lastError?.message.contains("attempt to perform a delete and a move from the same index path ([0, 0])") == true)
        #expect(texts(table) == ["B"])
    }

    @Test func aMovedSectionTakesItsRowsAndTheSectionsBetweenShift() {
        let model = Model([["A"], ["B", "C"], ["D", "E", "F"]])
        let table = table(model)
        table.allowsMultipleSelection = true
        table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
        table.selectRow(at: path(2, 1), animated: false, scrollPosition: .none)
        model.sections = [["B", "C"], ["D", "E", "F"], ["A"]]
        table.moveSection(0, toSection: 2)
        #expect(table.lastError == nil)
        #expect(texts(table) == ["B", "C", "D", "E", "F", "A"])
        #expect(table.indexPathsForSelectedRows == [path(1, 1), path(2, 0)])
    }

    @Test func aSectionMovedWhereNoSectionIsIsAnIssue() {
        let model = Model([["A"], ["B"]])
        let table = table(model)
        table.moveSection(0, toSection: 2)
        #expect(table.lastError?.code == .inconsistentUpdate)
        #expect(table.lastError?.message.contains("attempt to move section 0 to section 2, but there are only 2 sections after the update") == true)
    }
}
