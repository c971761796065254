import Foundation
import Testing
@_spi(Tables) @testable import HostKit

/// Scroll and table views against what Apple's documentation of UIScrollView and UITableView says,
/// one documented rule per test (the page is named on each).
@MainActor
@Suite("UIKit scroll and table documentation", .serialized)
struct UIKitScrollTableAuditTests {
    final class Rows: TableViewDataSource {
        var counts: [Int]
        var headers: [String?] = []
        var footers: [String?] = []
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            section < headers.count ? headers[section] : nil
        }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
            section < footers.count ? footers[section] : nil
        }
    }

    private func table(_ rows: Rows, configure: (TableView) -> Void = { _ in }) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        configure(table)
        table.dataSource = rows
        table.layoutIfNeeded()
        return table
    }

    final class PlainScreen: ViewController {}

    final class ScrollingController: ViewController {
        override func loadView() {
            view = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        }
        var scrollView: ScrollView { view as! ScrollView }
    }

    /// developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes: "The top and
    /// bottom insets include the safe area inset values when the vertical content size is greater
    /// than the height of the scroll view itself." Content 460 points tall in a 480-point view does
    /// not scroll vertically however large its content inset: the safe area is not added.
    @Test func scrollableAxesComparesTheContentSizeAloneWithTheViewsSize() {
        let controller = ScrollingController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.showRootViewController()
        let scrollView = controller.scrollView
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.contentSize = CGSize(width: 300, height: 460)
        scrollView.contentInset = EdgeInsets(top: 30, left: 15, bottom: 0, right: 15)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 8, bottom: 10, right: 8)
        scrollView.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 30, left: 15, bottom: 0, right: 15))
        // Taller than the view: top and bottom include the safe area.
        scrollView.contentSize = CGSize(width: 300, height: 481)
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 50, left: 15, bottom: 10, right: 15))
        withExtendedLifetime(window) {}
    }

    /// developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled: "the scroll view stops on multiples of the scroll view's
    /// bounds when the user scrolls", content inset or not.
    @Test func pagingStopsOnMultiplesOfTheBoundsWithAContentInset() throws {
        let screen = PlainScreen()
        DisplayLink.stopAll()
        DisplayLink.now = { 0 }
        defer { DisplayLink.stopAll() }
        try EventTestSupport.withApp(root: screen) { application, _, _ in
            let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentSize = CGSize(width: 320, height: 2_400)
            scrollView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            scrollView.isPagingEnabled = true
            screen.view.addSubview(scrollView)
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 50, y: 400), timestamp: 1)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 50, y: 100), timestamp: 1.2)
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 50, y: 100), timestamp: 1.5)
            var time = 1.5
            while DisplayLink.isRunning, time < 12 {
                time += DisplayLink.frameInterval
                DisplayLink.tick(at: time)
            }
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 480))
        }
    }

    /// developer.apple.com/documentation/uikit/uitableview/sectionheaderheight and
    /// developer.apple.com/documentation/uikit/sectionfooterheight: "The default value is automaticDimension."
    @Test func sectionHeaderAndFooterHeightsDefaultToAutomaticDimension() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        #expect(table.sectionHeaderHeight == TableView.automaticDimension)
        #expect(table.sectionFooterHeight == TableView.automaticDimension)
    }

    /// developer.apple.com/documentation/uikit/uitableview/sectionheaderheight: with automaticDimension "the table view calculates the
    /// height automatically"; .../uitableview/automaticdimension: the header gets "a height that
    /// fits the value returned from titleForHeaderInSection". A header that fits a title is taller
    /// than nothing, and the section's rows start below it; the footer likewise.
    @Test func automaticSectionHeightsFitTheTitles() {
        let rows = Rows([2, 2])
        rows.headers = ["First", "Second"]
        rows.footers = ["End of first"]
        let table = table(rows) {
            $0.sectionHeaderHeight = TableView.automaticDimension
            $0.sectionFooterHeight = TableView.automaticDimension
        }
        let firstRow = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(firstRow.minY >= 17)  // at least a line of the title's 17-point text above it
        let secondSection = table.rectForRow(at: IndexPath(row: 0, section: 1))
        let endOfFirst = table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY
        #expect(secondSection.minY - endOfFirst >= 2 * 13)  // a footer and a header, each a line of text
        #expect(table.contentSize.height > 4 * 44)
    }

    /// The same with the value a storyboard or code sets explicitly: a positive height overrides.
    @Test func aPositiveSectionHeaderHeightIsTaken() {
        let rows = Rows([2])
        rows.headers = ["Only"]
        let table = table(rows) { $0.sectionHeaderHeight = 40 }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 40)
    }

    /// developer.apple.com/documentation/uikit/uitableview/estimatedrowheight: "The default value
    /// is automaticDimension, which means that the table view selects an estimated height to use
    /// on your behalf."
    @Test func estimatedRowHeightDefaultsToAutomaticDimension() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        #expect(table.estimatedRowHeight == TableView.automaticDimension)
    }

    // MARK: UITableViewCell

    /// developer.apple.com/documentation/uikit/uitableviewcell/imageview: "UITableViewCell creates
    /// the image-view object when you create the cell" (for every style).
    @Test func everyCellStyleHasAnImageView() {
        for style in TableViewCell.CellStyle.allCases {
            #expect(TableViewCell(style: style, reuseIdentifier: nil).imageView != nil, "\(style)")
        }
    }
}
