import Foundation
import Testing
@_spi(Tables) @_spi(Drawing) @testable import HostKit

/// Table views as UITableView: counts and cells from the data source, real reuse, sections,
/// selection, updates checked as UIKit checks them, editing, and clear issues for bad input.
@MainActor
@Suite("Table views", .serialized)
struct TableViewTests {
    /// A data source of `counts[section]` rows, each cell's text "section.row".
    final class Numbers: TableViewDataSource, TableViewDelegate {
        var counts: [Int]
        var titles: [String?] = []
        var heights: ((IndexPath) -> Double)?
        var log: [String] = []
        var cellsAsked = 0
        var dequeuePath: ((IndexPath) -> IndexPath)?

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            cellsAsked += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "number", for: dequeuePath?(indexPath) ?? indexPath)
            cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            section < titles.count ? titles[section] : nil
        }
        func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(indexPath.tableDescription)")
            counts[indexPath.section] -= 1
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.tableDescription)") }
        func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { log.append("deselect \(indexPath.tableDescription)") }
    }

    /// Numbers that give every row its own height.
    final class TallNumbers: TableViewDelegate {
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { indexPath.row % 2 == 0 ? 30 : 70 }
    }

    final class CountingCell: TableViewCell {
        var reuses = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// A cell that does not keep the identifier it was made for.
    final class RenamingCell: TableViewCell {
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: "renamed")
        }
    }

    /// A 320×440 table (10 rows of 44 points) on `numbers`, laid out.
    private func table(_ numbers: Numbers, style: TableView.Style = .plain) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: style)
        table.register(CountingCell.self, forCellReuseIdentifier: "number")
        table.dataSource = numbers
        table.delegate = numbers
        table.layoutIfNeeded()
        return table
    }

    private func texts(_ table: TableView) -> [String] {
        table.visibleCells.map { $0.textLabel?.text ?? "" }
    }

    @Test func onlyTheVisibleRowsOfAMillionExistAndScrollingReusesThem() {
        let numbers = Numbers([1_000_000])
        let table = table(numbers)
        #expect(table.contentSize.height == 44_000_000)
        #expect(table.visibleCells.count == 10)
        #expect(texts(table).first == "0.0" && texts(table).last == "0.9")
        // Scrolling through 10,000 rows, half a row at a time.
        for step in 1...20_000 {
            table.contentOffset = CGPoint(x: 0, y: Double(step) * 22)
            table.layoutIfNeeded()
        }
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10_000, section: 0))
        #expect(table.cellsCreated <= 11 + 4)
        #expect(table.subviews.filter { $0 is TableViewCell }.count <= 11)
        #expect(numbers.cellsAsked > 10_000)
    }

    @Test func aCellLeavingTheScreenIsPreparedAndComesBackForAnotherRow() throws {
        let numbers = Numbers([100])
        let table = table(numbers)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
        table.contentOffset = CGPoint(x: 0, y: 44)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(first.reuses == 1)
        #expect(table.indexPath(for: first) == IndexPath(row: 10, section: 0))
        #expect(first.textLabel?.text == "0.10")
    }

    @Test func rowsOfTheirOwnHeightArePlacedByThem() {
        let numbers = Numbers([100])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "number")
        let heights = TallNumbers()
        table.dataSource = numbers
        table.delegate = heights
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 5_000.0)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 130, width: 320, height: 70))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 131)) == IndexPath(row: 3, section: 0))
        #expect(table.visibleCells.count == 10)  // the tenth starts at 430, the eleventh at 500
    }

    @Test func sectionsStackWithTheirHeaderTitles() {
        let numbers = Numbers([2, 3])
        numbers.titles = ["First", "Second"]
        let table = table(numbers)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 3)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 144.0)
        #expect(texts(table) == ["0.0", "0.1", "1.0", "1.1", "1.2"])
        let titles = table.subviews.compactMap { ($0 as? TableViewHeaderFooterView)?.textLabel?.text }.sorted()
        #expect(titles == ["First", "Second"])
    }

    @Test func insertedAndDeletedRowsShowAndTheSelectionFollows() {
        let numbers = Numbers([5])
        let table = table(numbers)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        numbers.counts = [6]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.lastError == nil)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(table.visibleCells.count == 6)
        numbers.counts = [4]
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
        }, completion: { #expect($0) })
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.visibleCells.count == 4)
    }

    @Test func anUpdateThatDoesNotAddUpIsReportedWithUIKitsCountsAndTheTableFollowsTheDataSource() {
        let recorder = EventTestSupport.Recorder()
        HostLink.observer = recorder
        defer { HostLink.observer = nil }
        let numbers = Numbers([5])
        let table = table(numbers)
        table.accessibilityIdentifier = "numbers"
        numbers.counts = [5]
        var completed: Bool?
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) }, completion: { completed = $0 })
        #expect(completed == false)
        #expect(table.lastError?.code == .inconsistentUpdate)
        #expect(recorder.issues.last == "HostKit.TableView \"numbers\": invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        #expect(texts(table) == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        numbers.counts = [5, 1]
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
        #expect(recorder.issues.last?.contains("invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)") == true)
    }

    @Test func badInputIsAnIssueNamingTheTableAndThePath() {
        let recorder = EventTestSupport.Recorder()
        HostLink.observer = recorder
        defer { HostLink.observer = nil }
        let numbers = Numbers([3, -2])
        let table = table(numbers)
        #expect(table.lastError?.code == .badCount)
        #expect(recorder.issues.contains("HostKit.TableView: tableView(_:numberOfRowsInSection: 1) returned -2"))
        #expect(table.numberOfRows(inSection: 1) == 0)
        #expect(table.cellForRow(at: IndexPath(row: 7, section: 0)) == nil)
        #expect(recorder.issues.last == "HostKit.TableView.cellForRow(at:): index path [0, 7] is out of range: the table has 2 sections")
        table.scrollToRow(at: IndexPath(row: 3, section: 0), at: .top, animated: false)
        #expect(recorder.issues.last?.hasPrefix("HostKit.TableView.scrollToRow(at:at:animated:): index path [0, 3] is out of range") == true)
        #expect(table.contentOffset == .zero)
        numbers.counts = [3]
        numbers.dequeuePath = { IndexPath(row: $0.row + 1, section: 0) }
        table.reloadData()
        table.layoutIfNeeded()
        #expect(recorder.issues.contains("HostKit.TableView: a cell for \"number\" was dequeued for index path [0, 1] while the table asked for the cell of [0, 0]"))
        numbers.dequeuePath = nil
        let renaming = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        renaming.register(RenamingCell.self, forCellReuseIdentifier: "number")
        renaming.dataSource = numbers
        renaming.layoutIfNeeded()
        #expect(renaming.visibleCells.allSatisfy { $0.reuseIdentifier == "number" })
        #expect(recorder.issues.contains { $0.hasPrefix("HostKit.TableView: the HostKitTests.TableViewTests.RenamingCell made for the reuse identifier \"number\" has the reuse identifier \"renamed\"") })
        let other = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        other.dataSource = numbers
        other.layoutIfNeeded()
        #expect(other.lastError?.code == .dequeueFailed)
        #expect(other.visibleCells.count == 3)
    }

    @Test func aTapSelectsItsRowAndDeselectsTheOtherAndADragSelectsNothing() throws {
        let numbers = Numbers([30])
        try EventTestSupport.withApp { application, window, _ in
            let table = table(numbers)
            window.addSubview(table)
            table.layoutIfNeeded()
            try application.tap(at: CGPoint(x: 100, y: 44 * 2 + 20), timestamp: 1)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
            try application.tap(at: CGPoint(x: 100, y: 44 * 5 + 20), timestamp: 2)
            #expect(numbers.log == ["select [0, 2]", "deselect [0, 2]", "select [0, 5]"])
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 100, y: 300), timestamp: 3)
            #expect(table.cellForRow(at: IndexPath(row: 6, section: 0))?.isHighlighted == true)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 100, y: 200), timestamp: 3.1)
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 100, y: 200), timestamp: 3.5)
            #expect(table.contentOffset.y == 90)
            #expect(table.cellForRow(at: IndexPath(row: 6, section: 0))?.isHighlighted == false)
            #expect(numbers.log.count == 3)
            table.allowsMultipleSelection = true
            try application.tap(at: CGPoint(x: 100, y: 44 * 8 + 20 - 90), timestamp: 4)
            try application.tap(at: CGPoint(x: 100, y: 44 * 8 + 20 - 90), timestamp: 5)
            #expect(numbers.log.suffix(2) == ["select [0, 8]", "deselect [0, 8]"])
        }
    }

    @Test func inEditingModeTheDeleteControlCommitsTheDeletion() throws {
        let numbers = Numbers([4])
        try EventTestSupport.withApp { application, window, _ in
            let table = table(numbers)
            window.addSubview(table)
            table.setEditing(true, animated: false)
            table.layoutIfNeeded()
            let editing = table.visibleCells.map { $0.isEditing }
            #expect(editing == [true, true, true, true])
            try application.tap(at: CGPoint(x: 19, y: 44 + 22), timestamp: 1)
            #expect(numbers.log == ["commit [0, 1]"])
            #expect(texts(table) == ["0.0", "0.1", "0.2"])
            #expect(table.lastError == nil)
            // A tap on the row itself selects nothing while editing.
            try application.tap(at: CGPoint(x: 200, y: 22), timestamp: 2)
            #expect(table.indexPathForSelectedRow == nil)
        }
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        let numbers = Numbers([100])
        let table = table(numbers)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 2_200)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 1_804.0)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 3_960.0)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    }

    final class List: TableViewController {
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 200 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func viewDidLoad() {
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        }
    }

    @Test func aTableViewControllerKeepsItsScrollPositionAndSelectionThroughRestoration() throws {
        let coder = Coder(owner: "test")
        try EventTestSupport.withApp(root: List()) { _, window, _ in
            let list = try #require(window.rootViewController as? List)
            list.tableView.layoutIfNeeded()
            list.tableView.contentOffset = CGPoint(x: 0, y: 1_000)
            list.tableView.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .none)
            list.encodeRestorableState(with: coder)
        }
        let restored = List()
        try restored.decodeRestorableState(with: coder)
        #expect(!restored.isViewLoaded)
        try EventTestSupport.withApp(root: restored) { _, _, _ in
            let table = try #require(restored.tableView)
            table.layoutIfNeeded()
            #expect(restored.tableView.contentOffset == CGPoint(x: 0, y: 1_000))
            #expect(restored.tableView.indexPathForSelectedRow == IndexPath(row: 30, section: 0))
            #expect(restored.tableView.visibleCells.first?.textLabel?.text == "Row 22")
        }
    }

    @Test func theSelectionIsClearedWhenTheListAppearsAgain() throws {
        let list = List()
        try EventTestSupport.withApp(root: list) { _, _, _ in
            let table = try #require(list.tableView)
            table.layoutIfNeeded()
            list.tableView.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
            list.viewWillAppear(false)
            #expect(list.tableView.indexPathForSelectedRow == nil)
        }
    }
}

/// What a table looks like on screen: the selected row's grey, the separators, the rows moved by
/// the content offset.
@MainActor
@Suite("Table view drawing", .serialized)
struct TableViewDrawingTests {
    @Test func theSelectedRowIsGreyAndRowsAreSeparated() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.isHidden = false
        let numbers = TableViewTests.Numbers([20])
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "number")
        table.dataSource = numbers
        window.addSubview(table)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let compositor = try ScreenCompositor(size: window.frame.size, scale: 1)
        compositor.display([window])
        let unselected = compositor.pixel(x: 190, y: 20), selected = compositor.pixel(x: 190, y: 64)
        #expect(unselected.red == 255 && unselected.green == 255 && unselected.blue == 255)
        #expect(selected.red == 209 && selected.green == 209 && selected.blue == 214)
        // The separator: a hairline at the row's bottom, from 16 points in.
        #expect(compositor.pixel(x: 100, y: 43).red < 255)
        #expect(compositor.pixel(x: 8, y: 43).red == 255)
        // Scrolled by one row, the selected row is at the top.
        table.contentOffset = CGPoint(x: 0, y: 44)
        compositor.display([window])
        #expect(compositor.pixel(x: 190, y: 20).red == 209)
    }
}
