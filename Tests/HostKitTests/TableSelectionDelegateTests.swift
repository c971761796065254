import Foundation
import Testing
@_spi(Tables) @testable import HostKit

/// `tableView(_:willSelectRowAt:)` and `tableView(_:willDeselectRowAt:)` as UITableViewDelegate
/// has them: asked for a user's tap only, their answer confirms, redirects or refuses.
@MainActor
@Suite("Table selection delegate", .serialized)
struct TableSelectionDelegateTests {
    /// 30 rows of 44 points; logs every selection callback and answers as a test sets.
    final class Rows: TableViewDataSource, TableViewDelegate {
        var log: [String] = []
        var willSelect: (IndexPath) -> IndexPath? = { $0 }
        var willDeselect: (IndexPath) -> IndexPath? = { $0 }
        var segueSenders: [IndexPath] = []

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.selectionSegue = { [unowned self] sender in
                if let path = tableView.indexPath(for: sender) { segueSenders.append(path) }
            }
            return cell
        }
        func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.tableDescription)")
            return willSelect(indexPath)
        }
        func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willDeselect \(indexPath.tableDescription)")
            return willDeselect(indexPath)
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.tableDescription)") }
        func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { log.append("deselect \(indexPath.tableDescription)") }
    }

    /// A 320×440 table on `rows` in the app's window, laid out; `body` taps rows by number.
    private func withTable(_ rows: Rows, multiple: Bool = false, _ body: (TableView, (Int) throws -> Void) throws -> Void) throws {
        try EventTestSupport.withApp { application, window, _ in
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            table.allowsMultipleSelection = multiple
            table.dataSource = rows
            table.delegate = rows
            window.addSubview(table)
            table.layoutIfNeeded()
            var time = 0.0
            try body(table) { row in
                time += 1
                try application.tap(at: CGPoint(x: 100, y: Double(row) * 44 + 20), timestamp: time)
            }
        }
    }

    @Test func aTapAsksWillSelectThenWillDeselectsTheOldRowBeforeDidDeselectAndDidSelect() throws {
        let rows = Rows()
        try withTable(rows) { table, tap in
            try tap(1)
            try tap(3)
            #expect(rows.log == ["willSelect [0, 1]", "select [0, 1]", "willSelect [0, 3]", "willDeselect [0, 1]", "deselect [0, 1]", "select [0, 3]"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        }
    }

    @Test func willSelectReturningNilSelectsNothingDeselectsNothingAndRunsNoSegue() throws {
        let rows = Rows()
        try withTable(rows) { table, tap in
            try tap(1)
            rows.willSelect = { $0.row == 2 ? nil : $0 }
            try tap(2)
            #expect(rows.log.suffix(1) == ["willSelect [0, 2]"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
            #expect(rows.segueSenders == [IndexPath(row: 1, section: 0)])
        }
    }

    @Test func willSelectReturningAnotherRowSelectsThatRowAndItsCellIsTheSeguesSender() throws {
        let rows = Rows()
        try withTable(rows) { table, tap in
            rows.willSelect = { $0.row == 2 ? IndexPath(row: 4, section: 0) : $0 }
            try tap(2)
            #expect(rows.log == ["willSelect [0, 2]", "select [0, 4]"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
            #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == true)
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
            #expect(rows.segueSenders == [IndexPath(row: 4, section: 0)])
        }
    }

    @Test func willSelectNamingARowThatDoesNotExistSelectsNothingAndIsAnIssue() throws {
        let rows = Rows()
        try withTable(rows) { table, tap in
            rows.willSelect = { _ in IndexPath(row: 99, section: 0) }
            try tap(2)
            #expect(table.indexPathForSelectedRow == nil)
            #expect(table.lastError?.code == .indexPathOutOfRange)
        }
    }

    /// With single selection, a refused deselection leaves the old row selected beside the new.
    @Test func willDeselectReturningNilKeepsTheOldRowSelected() throws {
        let rows = Rows()
        try withTable(rows) { table, tap in
            try tap(1)
            rows.willDeselect = { _ in nil }
            try tap(3)
            #expect(rows.log.suffix(3) == ["willSelect [0, 3]", "willDeselect [0, 1]", "select [0, 3]"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        }
    }

    @Test func willDeselectReturningAnotherRowDeselectsThatRow() throws {
        let rows = Rows()
        try withTable(rows, multiple: true) { table, tap in
            try tap(1)
            try tap(2)
            rows.willDeselect = { $0.row == 2 ? IndexPath(row: 1, section: 0) : $0 }
            try tap(2)
            #expect(rows.log.suffix(2) == ["willDeselect [0, 2]", "deselect [0, 1]"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        }
    }

    /// A tap on a selected row with multiple selection deselects it: willDeselect is asked, not
    /// willSelect.
    @Test func withMultipleSelectionATapOnASelectedRowAsksOnlyWillDeselect() throws {
        let rows = Rows()
        try withTable(rows, multiple: true) { table, tap in
            try tap(5)
            rows.log.removeAll()
            rows.willDeselect = { _ in nil }
            try tap(5)
            #expect(rows.log == ["willDeselect [0, 5]"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        }
    }

    @Test func selectingAndDeselectingFromCodeAsksNeitherWillSelectNorWillDeselect() throws {
        let rows = Rows()
        try withTable(rows) { table, _ in
            rows.willSelect = { _ in nil }
            rows.willDeselect = { _ in nil }
            table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
            table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
            table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
            #expect(rows.log.isEmpty)
            #expect(table.indexPathForSelectedRow == nil)
        }
    }

    final class Guarded: TableViewController {
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath.row == 0 ? nil : indexPath
        }
        override func viewDidLoad() {
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        }
    }

    @Test func aTableViewControllersWillSelectOverrideIsAsked() throws {
        let list = Guarded()
        try EventTestSupport.withApp(root: list) { application, _, _ in
            list.tableView.layoutIfNeeded()
            try application.tap(at: CGPoint(x: 100, y: 20), timestamp: 1)
            #expect(list.tableView.indexPathForSelectedRow == nil)
            try application.tap(at: CGPoint(x: 100, y: 64), timestamp: 2)
            #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        }
    }
}
