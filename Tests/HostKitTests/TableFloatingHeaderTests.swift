import Foundation
import Testing
@_spi(Tables) @testable import HostKit

/// A plain table's section headers and footers float, as UITableView's do: a header stays at the
/// top of the unobscured area while its rows scroll under it, until its section's end pushes it
/// up; a footer stays at the bottom until its section's start pulls it down. Grouped tables'
/// scroll with their sections.
@MainActor
@Suite("Floating section headers and footers", .serialized)
struct TableFloatingHeaderTests {
    typealias Sections = TableHeaderFooterTests.Sections

    /// A 320×440 table of two 20-row sections (rows 44 points), headers 30 points tall and
    /// titled, scrolled to `offset`.
    private func table(style: TableView.Style = .plain, footers: Bool = false, offset: Double,
                       configure: (TableView) -> Void = { _ in }) -> (TableView, Sections) {
        let sections = Sections([20, 20])
        sections.headerTitles = [0: "A", 1: "B"]
        if footers { sections.footerTitles = [0: "end of A", 1: "end of B"] }
        sections.headerHeight = { _ in 30 }
        let table = TableHeaderFooterTests().table(sections, style: style, configure: configure)
        table.contentOffset = CGPoint(x: 0, y: offset)
        table.layoutIfNeeded()
        return (table, sections)
    }

    @Test func aPlainTablesHeaderStaysAtTheTopWhileItsRowsScrollUnderIt() throws {
        let (table, _) = table(offset: 300)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame.minY == 300)
        #expect(header.frame.height == 30)
        // Where the header lies in the content does not move.
        #expect(table.rectForHeader(inSection: 0).minY == 0)
        // Drawn over the rows: a touch at the top of the table finds the header, not a cell.
        let touched: View = try #require(table.hitTest(CGPoint(x: 160, y: 310), with: nil))
        #expect(sequence(first: touched, next: \.superview).contains { $0 === header })
    }

    @Test func theNextSectionPushesTheHeaderUp() throws {
        // Section 0's rows end at 30 + 20 × 44 = 910; at an offset of 900 its header would reach
        // past them, so it sits on their end, and section 1's is where it lies.
        let (table, _) = table(offset: 900)
        let first = try #require(table.headerView(forSection: 0))
        let second = try #require(table.headerView(forSection: 1))
        #expect(first.frame.minY == 880)
        #expect(second.frame.minY == 910)
        // Past section 0, its header goes off screen and section 1's floats.
        table.contentOffset = CGPoint(x: 0, y: 1_000)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 1)?.frame.minY == 1_000)
    }

    @Test func aGroupedTablesHeadersScrollWithTheirSections() {
        let (table, _) = table(style: .grouped, offset: 300)
        // The header lies above the visible part, so it is off screen.
        #expect(table.headerView(forSection: 0) == nil)
        table.contentOffset = CGPoint(x: 0, y: 10)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == table.rectForHeader(inSection: 0).minY)
    }

    @Test func theHeaderFloatsBelowWhatInsetsTheContent() throws {
        // A bar 64 points tall over the table: content offset -64 shows the content's top.
        let (table, _) = table(offset: 200) { $0.contentInset = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0) }
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame.minY == 264)
    }

    @Test func aPlainTablesFooterStaysAtTheBottomUntilItsSectionsStartPullsItDown() throws {
        let (table, _) = table(footers: true, offset: 0)
        let footer = try #require(table.footerView(forSection: 0))
        let height = table.rectForFooter(inSection: 0).height
        #expect(height > 0)
        #expect(footer.frame.maxY == 440)
        #expect(table.rectForFooter(inSection: 0).minY == 910)
        // Section 1 starts 30 points above the bottom of the screen: its footer cannot float
        // above its header's end, so it sits there, pulled down with the section.
        let sectionOneTop = table.rect(forSection: 1).minY
        table.contentOffset = CGPoint(x: 0, y: sectionOneTop + 30 - 440 + 10)
        table.layoutIfNeeded()
        let pulled = try #require(table.footerView(forSection: 1))
        #expect(pulled.frame.minY == sectionOneTop + 30)
    }
}
