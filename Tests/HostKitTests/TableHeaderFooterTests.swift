import Foundation
import Testing
@_spi(Tables) @testable import HostKit

/// The table's header and footer views and the sections' header and footer views, as
/// UITableView's `tableHeaderView`, `viewForHeaderInSection` and UITableViewHeaderFooterView are.
@MainActor
@Suite("Table header and footer views", .serialized)
struct TableHeaderFooterTests {
    /// Sections of `counts[section]` rows; header views, heights and titles as a test sets them.
    final class Sections: TableViewDataSource, TableViewDelegate {
        var counts: [Int]
        var headerTitles: [Int: String] = [:]
        var footerTitles: [Int: String] = [:]
        var headerView: ((TableView, Int) -> View?)?
        var footerView: ((TableView, Int) -> View?)?
        var headerHeight: ((Int) -> Double)?
        var displayedHeaders: [(Int, View)] = []
        /// Each header and footer that left the screen: its section, whether a header, its view.
        var endedDisplaying: [(Int, Bool, View)] = []

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { headerView?(tableView, section) }
        func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { footerView?(tableView, section) }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
            headerHeight?(section) ?? tableView.sectionHeightLeftToTable(isHeader: true)
        }
        func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
            displayedHeaders.append((section, view))
        }
        func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
            endedDisplaying.append((section, true, view))
        }
        func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
            endedDisplaying.append((section, false, view))
        }
    }

    /// A header view that counts how many were made and how often one was reused.
    final class CountingHeader: TableViewHeaderFooterView {
        static var made = 0
        var reuses = 0
        required init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            Self.made += 1
        }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// A header whose label is tied 10 points inside its content view, 20 points of text tall.
    final class ConstrainedHeader: TableViewHeaderFooterView {
        required init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            let label = Label()
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                label.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
    }

    /// A 320×440 table on `sections`, rows 44 points tall, laid out.
    func table(_ sections: Sections, style: TableView.Style = .plain, configure: (TableView) -> Void = { _ in }) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        configure(table)
        table.dataSource = sections
        table.delegate = sections
        table.layoutIfNeeded()
        return table
    }

    // MARK: The table's header and footer views

    @Test func theTableHeaderViewIsAboveTheFirstSectionAsWideAsTheTableAndPushesTheRowsDown() {
        let header = View(frame: CGRect(x: 30, y: 70, width: 50, height: 100))
        let table = table(Sections([20])) { $0.tableHeaderView = header }
        #expect(header.superview === table)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
        #expect(table.contentSize.height == 980)  // 100 and 20 rows of 44
        // 340 points of rows show under it: rows 0 to 7 (row 7 starts at 408).
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 7, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 101)) == IndexPath(row: 0, section: 0))
    }

    @Test func theTableFooterViewIsBelowTheLastSectionAndCountsInTheContentSize() {
        let footer = View(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let sections = Sections([2, 1])
        sections.headerTitles = [1: "Second"]
        let table = table(sections) { $0.tableFooterView = footer }
        let lastRow = table.rectForRow(at: IndexPath(row: 0, section: 1))
        #expect(footer.frame == CGRect(x: 0, y: lastRow.maxY, width: 320, height: 60))
        #expect(table.contentSize.height == lastRow.maxY + 60)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: lastRow.maxY + 5)) == nil)
    }

    @Test func theTableHeaderViewScrollsWithTheRows() {
        let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let table = table(Sections([50])) { $0.tableHeaderView = header }
        table.contentOffset = CGPoint(x: 0, y: 120)
        table.layoutIfNeeded()
        // It stays at the top of the content, which moved up by 120 points.
        #expect(header.frame.minY == 0 && table.bounds.minY == 120)
        // Row 0 (100 to 144) is still partly on screen; the first row fully on screen follows.
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
        table.contentOffset = CGPoint(x: 0, y: 144)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 1, section: 0))
    }

    @Test func settingAnotherTableHeaderViewTakesTheOldOneOutAndTheRowsFollowItsHeight() {
        let first = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let second = View(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        let table = table(Sections([5])) { $0.tableHeaderView = first }
        table.tableHeaderView = second
        table.layoutIfNeeded()
        #expect(first.superview == nil)
        #expect(second.superview === table)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 30)
        #expect(table.contentSize.height == 250)  // 30 and 5 rows of 44
        table.tableHeaderView = nil
        table.layoutIfNeeded()
        #expect(second.superview == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    }

    /// UIKit reads the header's height when it is set: a new frame height counts once the view is
    /// set again.
    @Test func aNewHeightOfTheTableHeaderViewCountsWhenTheViewIsSetAgain() {
        let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let table = table(Sections([5])) { $0.tableHeaderView = header }
        header.frame.size.height = 150
        table.tableHeaderView = header
        table.layoutIfNeeded()
        #expect(header.superview === table)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 150)
        #expect(header.frame.height == 150)
    }

    @Test func aTapOnTheTableHeaderViewSelectsNoRow() throws {
        let sections = Sections([20])
        try EventTestSupport.withApp { application, window, _ in
            let table = table(sections) { $0.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100)) }
            window.addSubview(table)
            table.layoutIfNeeded()
            try application.tap(at: CGPoint(x: 100, y: 50), timestamp: 1)
            #expect(table.indexPathForSelectedRow == nil)
            try application.tap(at: CGPoint(x: 100, y: 100 + 44 + 20), timestamp: 2)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        }
    }

    // MARK: Section header and footer views

    @Test func theDelegatesHeaderViewWinsOverTheTitleAndTakesTheDelegatesHeight() throws {
        let sections = Sections([2, 2])
        sections.headerTitles = [0: "Title", 1: "Other"]
        let custom = TableViewHeaderFooterView(reuseIdentifier: nil)
        sections.headerView = { _, section in section == 0 ? custom : nil }
        sections.headerHeight = { $0 == 0 ? 50 : 30 }
        let table = table(sections)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(table.headerView(forSection: 0) === custom)
        #expect(custom.superview === table)
        #expect(custom.frame == table.rectForHeader(inSection: 0))
        #expect(custom.textLabel?.text == nil)
        // Section 1 has no view: its title shows, at the delegate's height.
        let titled = try #require(table.headerView(forSection: 1))
        #expect(titled.textLabel?.text == "Other")
        #expect(titled.frame == CGRect(x: 0, y: 50 + 88, width: 320, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 168)  // 50, two rows, 30
    }

    /// UIKit shows a title in a UITableViewHeaderFooterView, handed to `willDisplayHeaderView`, so
    /// the delegate can restyle its label.
    @Test func aTitleShowsInAHeaderFooterViewThatWillDisplayHeaderViewGets() throws {
        let sections = Sections([2])
        sections.headerTitles = [0: "Fruit"]
        sections.footerTitles = [0: "Two of them"]
        let table = table(sections)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "Fruit")
        #expect(sections.displayedHeaders.count == 1)
        #expect(sections.displayedHeaders.first?.0 == 0 && sections.displayedHeaders.first?.1 === header)
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "Two of them")
        #expect(table.footerView(forSection: 0)?.frame.minY == table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY)
    }

    /// `didEndDisplayingHeaderView` (and footer) as UIKit's: for each view that leaves the screen,
    /// the one that showed, when it leaves.
    @Test func aHeaderOrFooterThatLeavesTheScreenIsReported() throws {
        let sections = Sections([3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3])
        sections.headerTitles = Dictionary(uniqueKeysWithValues: (0..<12).map { ($0, "Section \($0)") })
        sections.footerTitles = [0: "End"]
        let table = table(sections, style: .grouped)
        let firstHeader = try #require(table.headerView(forSection: 0))
        let firstFooter = try #require(table.footerView(forSection: 0))
        #expect(sections.endedDisplaying.isEmpty)
        table.contentOffset = CGPoint(x: 0, y: table.rect(forSection: 2).minY)
        table.layoutIfNeeded()
        let ended = sections.endedDisplaying.map { "\($0.0)\($0.1 ? "h" : "f")" }.sorted()
        #expect(ended == ["0f", "0h", "1h"])
        #expect(sections.endedDisplaying.contains { $0.0 == 0 && $0.1 && $0.2 === firstHeader })
        #expect(sections.endedDisplaying.contains { $0.0 == 0 && !$0.1 && $0.2 === firstFooter })
        // A reload takes every shown one off.
        sections.endedDisplaying = []
        table.reloadData()
        table.layoutIfNeeded()
        #expect(sections.endedDisplaying.contains { $0.0 == 2 && $0.1 })
    }

    @Test func aGroupedTablesHeaderTitleIsInCapitals() {
        let sections = Sections([1])
        sections.headerTitles = [0: "Fruit"]
        let table = table(sections, style: .grouped)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "FRUIT")
    }

    /// headerView(forSection:) returns a UITableViewHeaderFooterView: a plain view from the
    /// delegate shows but is not returned; nor is a header off screen. (Grouped, whose headers
    /// scroll away with their sections; a plain table's float while their rows show.)
    @Test func headerViewForSectionIsNilForAPlainViewAndOffScreen() {
        let sections = Sections([2, 30])
        let plain = View(frame: .zero)
        sections.headerView = { _, section in section == 0 ? plain : TableViewHeaderFooterView(reuseIdentifier: nil) }
        sections.headerHeight = { _ in 40 }
        let table = table(sections, style: .grouped)
        #expect(plain.superview === table)
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 1) != nil)
        table.contentOffset = CGPoint(x: 0, y: 600)
        table.layoutIfNeeded()
        #expect(plain.superview == nil)
        #expect(table.headerView(forSection: 1) == nil)
    }

    @Test func headerFooterViewsAreDequeuedFromTheRegisteredClassAndReusedAsSectionsScroll() throws {
        CountingHeader.made = 0
        let sections = Sections(Array(repeating: 3, count: 200))
        sections.headerView = { table, _ in table.dequeueReusableHeaderFooterView(withIdentifier: "header") }
        sections.headerHeight = { _ in 30 }
        let table = table(sections) { $0.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header") }
        // 162 points a section: three sections show in 440.
        #expect(CountingHeader.made == 3)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "unknown") == nil)
        for step in 1...400 {
            table.contentOffset = CGPoint(x: 0, y: Double(step) * 50)
            table.layoutIfNeeded()
        }
        #expect(CountingHeader.made <= 5)
        let shown = try #require(table.headerView(forSection: 124) as? CountingHeader)
        #expect(shown.reuseIdentifier == "header")
        #expect(shown.reuses > 0)
        #expect(table.subviews.filter { $0 is CountingHeader }.count <= 4)
    }

    /// `sectionHeaderHeight` at automaticDimension: a header view is measured by its constraints
    /// (UITableViewHeaderFooterView's content view), else it keeps its frame's height.
    @Test func automaticHeightsFitTheHeaderViewsConstraintsOrElseItsFrame() {
        let sections = Sections([1, 1, 1])
        sections.headerView = { _, section in
            switch section {
            case 0: ConstrainedHeader(reuseIdentifier: nil)
            case 1: View(frame: CGRect(x: 0, y: 0, width: 10, height: 33))
            default: nil
            }
        }
        let table = table(sections)
        #expect(table.rectForHeader(inSection: 0).height == 40)
        #expect(table.rectForHeader(inSection: 1).height == 33)
        #expect(table.rectForHeader(inSection: 2).height == 0)
    }

    /// A positive `sectionHeaderHeight` sizes every section that has a header view or a title;
    /// a plain table's section with neither has no header.
    @Test func aPositiveSectionHeaderHeightSizesSectionsWithAViewOrATitle() {
        let sections = Sections([1, 1, 1])
        sections.headerTitles = [1: "Title"]
        sections.headerView = { _, section in section == 0 ? View(frame: CGRect(x: 0, y: 0, width: 10, height: 33)) : nil }
        let table = table(sections) { $0.sectionHeaderHeight = 25 }
        #expect(table.rectForHeader(inSection: 0).height == 25)
        #expect(table.rectForHeader(inSection: 1).height == 25)
        #expect(table.rectForHeader(inSection: 2).height == 0)
    }

    /// heightForHeaderInSection is the height whether or not there is a view: space above a
    /// section, as UIKit apps use it.
    @Test func theDelegatesHeaderHeightHoldsEvenWithoutAViewOrTitle() {
        let sections = Sections([1, 1])
        sections.headerHeight = { _ in 12 }
        let table = table(sections)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 12)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 68)  // 12, a row, 12
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test func footerViewsComeFromTheDelegateBelowTheRows() throws {
        let sections = Sections([2])
        sections.footerTitles = [0: "ignored"]
        let footer = TableViewHeaderFooterView(reuseIdentifier: nil)
        footer.frame.size.height = 24
        sections.footerView = { _, _ in footer }
        let table = table(sections)
        #expect(table.footerView(forSection: 0) === footer)
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 88, width: 320, height: 24))
        #expect(footer.frame == table.rectForFooter(inSection: 0))
    }

    // MARK: Section rectangles

    @Test func rectForSectionSpansItsHeaderRowsAndFooterBelowTheTableHeader() {
        let sections = Sections([2, 3])
        sections.headerTitles = [0: "A", 1: "B"]
        sections.footerTitles = [1: "end"]
        let table = table(sections) {
            $0.sectionHeaderHeight = 20
            $0.sectionFooterHeight = 16
            $0.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        }
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 50, width: 320, height: 20 + 88))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 158, width: 320, height: 20))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 178 + 132, width: 320, height: 16))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 158, width: 320, height: 20 + 132 + 16))
        #expect(table.rectForFooter(inSection: 0).height == 0)
    }

    @Test func aSectionThatDoesNotExistHasNoRectAndIsAnIssue() {
        let table = table(Sections([2]))
        #expect(table.rect(forSection: 3) == .zero)
        #expect(table.lastError?.code == .indexPathOutOfRange)
        #expect(table.lastError?.message.contains("rect(forSection: 3)") == true)
        #expect(table.rectForHeader(inSection: -1) == .zero)
        #expect(table.rectForFooter(inSection: 1) == .zero)
    }

    // MARK: A table view controller

    final class Headed: TableViewController {
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            header?.textLabel?.text = "Header"
            return header
        }
        override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { 36 }
        override func viewDidLoad() {
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
            tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        }
    }

    @Test func aTableViewControllersOverridesGiveTheHeaderViewAndItsHeight() throws {
        let list = Headed()
        try EventTestSupport.withApp(root: list) { _, _, _ in
            let table = try #require(list.tableView)
            table.layoutIfNeeded()
            #expect(table.headerView(forSection: 0)?.textLabel?.text == "Header")
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 36)
        }
    }
}
