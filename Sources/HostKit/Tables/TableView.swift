import Foundation

/// A scroll view that shows rows in sections, as `UITableView` is in UIKit.
///
/// Its ``dataSource`` says how many rows each section has and gives a cell for each row that
/// shows; cells are **reused**: only the rows on screen exist as views, and a row scrolling off
/// puts its cell back in a pool its identifier's next row takes it from
/// (``dequeueReusableCell(withIdentifier:for:)``). Without `heightForRowAt` every row is
/// ``rowHeight`` tall and the table keeps nothing per row, so a million rows cost what a hundred
/// do. A misuse UIKit answers with an exception (an update whose counts do not add up, an index
/// path out of range) is reported as an issue naming the table and the index path
/// (``TableViewError``), never a crash. See <doc:ListsWithTableViews>.
@MainActor
open class TableView: ScrollView {
    /// The table's look, as `UITableView.Style`.
    public enum Style: String, Sendable, CaseIterable {
        /// Rows edge to edge, section headers over them.
        case plain
        /// Sections as separate groups on a grey background.
        case grouped
        /// Groups inset from the edges, with rounded corners.
        case insetGrouped
    }

    public enum SeparatorStyle: String, Sendable, CaseIterable {
        case none, singleLine
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// How rows come and go, as `UITableView.RowAnimation`. HostKit changes rows at once.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// The table's look. A storyboard sets it as it makes the table.
    public package(set) var style: Style {
        didSet { backgroundColor = style == .plain ? .white : Self.groupedBackground }
    }
    /// What the table shows.
    open weak var dataSource: (any TableViewDataSource)? {
        didSet { if dataSource !== oldValue { hasLoadedData = false; setNeedsLayout() } }
    }
    /// The table's delegate: a ``TableViewDelegate`` hears about rows; any ``ScrollViewDelegate``
    /// hears about scrolling.
    open override var delegate: (any ScrollViewDelegate)? {
        didSet { tableDelegate = delegate as? any TableViewDelegate }
    }
    weak var tableDelegate: (any TableViewDelegate)?

    /// The height of every row whose height the delegate does not give;
    /// ``automaticDimension`` sizes each row to its cell's content.
    open var rowHeight = TableViewCell.defaultHeight {
        didSet { if rowHeight != oldValue { reloadGeometryKeepingCells() } }
    }
    /// A row height, for ``rowHeight`` or an answer of the delegate's `heightForRowAt`, that sizes
    /// the row to its cell, as `UITableView.automaticDimension`: the height the constraints of the
    /// cell's ``TableViewCell/contentView`` give it at the table's width (its multi-line labels
    /// wrapped there). HostKit measures every such row when it loads the heights, asking the data
    /// source for its cell (a self-sizing cell's content must be tied to its content view by
    /// constraints top to bottom); a cell whose content has no constraints is
    /// ``estimatedRowHeight`` tall.
    public nonisolated static let automaticDimension = -1.0
    /// A guess at row heights: the height of a self-sizing row whose cell's content has no
    /// constraints. HostKit measures every other row it is given, so it changes nothing else.
    /// ``automaticDimension`` (the default, as in UIKit) or 0 lets the table choose:
    /// ``TableViewCell/defaultHeight``.
    open var estimatedRowHeight = TableView.automaticDimension
    /// The height of a section header that has a title or a view from the delegate, unless the
    /// delegate's `heightForHeaderInSection` gives one; ``automaticDimension`` (the default, as
    /// in UIKit) fits the title (``automaticSectionTitleHeight`` points) or the view (the
    /// constraints of a ``TableViewHeaderFooterView``'s content view at the rows' width, else the
    /// view's frame height).
    open var sectionHeaderHeight = TableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { reloadGeometryKeepingCells() } }
    }
    /// The height of a section footer, as ``sectionHeaderHeight`` for headers.
    open var sectionFooterHeight = TableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { reloadGeometryKeepingCells() } }
    }
    /// The height of a section header or footer title whose height is ``automaticDimension``: a
    /// line of its text and the space around it.
    public nonisolated static let automaticSectionTitleHeight = 28.0
    open var separatorStyle: SeparatorStyle = .singleLine
    open var separatorColor: Color?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    /// Whether the rows show their delete controls.
    public private(set) var isEditing = false
    /// The view above the first section, as `UITableView.tableHeaderView`: it scrolls with the
    /// rows, as wide as the table and as tall as its frame when it is set (or at the next reload,
    /// ``reloadData()`` or an update); to change its height, change its frame and set it again,
    /// as in UIKit. Setting another view takes this one out of the table.
    open var tableHeaderView: View? {
        didSet { replaceTableView(oldValue, with: tableHeaderView) }
    }
    /// The view below the last section, as `UITableView.tableFooterView`; placed and sized as
    /// ``tableHeaderView`` is.
    open var tableFooterView: View? {
        didSet { replaceTableView(oldValue, with: tableFooterView) }
    }

    /// The last misuse reported (see ``TableViewError``); `nil` while there was none.
    public internal(set) var lastError: TableViewError?

    // The table's working state; see TableView+Cells.swift, +Updates.swift and +Selection.swift.
    var geometry = TableGeometry()
    var hasLoadedData = false
    var visibleCells_: [IndexPath: TableViewCell] = [:]
    var visibleRange: (first: IndexPath, last: IndexPath)?
    var shownHeadersFooters: [HeaderFooterKey: ShownHeaderFooter] = [:]
    var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
    var headerFooterPool: [String: [TableViewHeaderFooterView]] = [:]
    /// The views that show sections' titles, off screen.
    var titleViewPool: [TableViewHeaderFooterView] = []
    var cellClasses: [String: TableViewCell.Type] = [:]
    var cellMakers: [String: @MainActor () -> TableViewCell] = [:]
    var reusePool: [String: [TableViewCell]] = [:]
    var selectedRows: [IndexPath] = []
    /// The row swiped open over its actions (TableView+Swiping.swift).
    var rowSwipe: RowSwipe?

    override func beginsSideSwipe(from start: CGPoint, to location: CGPoint) -> Bool { beginsRowSwipe(from: start, to: location) }
    override func sideSwipeMoved(to location: CGPoint) { rowSwipeMoved(to: location) }
    override func sideSwipeEnded(at location: CGPoint?) { rowSwipeEnded(at: location) }
    override func takesFingerDown(at location: CGPoint) -> Bool { closesSwipeActions(forFingerAt: location) }
    var pendingUpdates: PendingUpdates?
    /// A scroll position and selection restored before the data was loaded, applied once it is.
    var pendingRestoration: (contentOffset: CGPoint?, selectedRows: [IndexPath])?
    /// The row `cellForRowAt` is being asked for, so that a dequeue for another row is caught.
    var rowBeingFilled: IndexPath?
    /// Set by the delegate's default `heightForRowAt`: the delegate leaves heights to the table.
    var delegateLeavesRowHeights = false
    /// Set by the delegate's default `heightForHeaderInSection` and `heightForFooterInSection`:
    /// the delegate leaves the section's height to the table.
    var delegateLeavesSectionHeights = false
    /// Cells the table ever made, for the reuse benchmark and tests.
    @_spi(Tables) public internal(set) var cellsCreated = 0

    /// A section's header or footer.
    struct HeaderFooterKey: Hashable {
        let section: Int
        let isHeader: Bool
    }

    /// What shows for a header or footer on screen: the delegate's view, a view of the
    /// section's title, or nothing (a section whose header is space only).
    struct ShownHeaderFooter {
        let view: View?
        let isTitle: Bool
    }

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        backgroundColor = style == .plain ? .white : Self.groupedBackground
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required convenience init() {
        self.init(frame: .zero, style: .plain)
    }

    static let groupedBackground = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)

    /// The width the rows take, and where they start: inset groups keep 16 points from each edge.
    var rowInset: Double { style == .insetGrouped ? 16 : 0 }

    /// The table's name in messages: its class, and its accessibility identifier if it has one.
    var nameForMessages: String {
        let name = HostLink.typeName(of: self)
        return accessibilityIdentifier.map { "\(name) \"\($0)\"" } ?? name
    }

    func report(_ error: TableViewError) {
        lastError = error
        HostLink.reportIssue(error.message, remedy: error.remedy)
    }

    // MARK: Counts and places

    /// The number of sections, as the data source last gave it.
    public var numberOfSections: Int {
        loadDataIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows of `section`, as the data source last gave it; 0 (and an issue) for a
    /// section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard checkSection(section, in: "numberOfRows(inSection: \(section))") else { return 0 }
        return geometry.sections[section].rowCount
    }

    /// The rectangle of `section`, its header, rows and footer, in the table's content
    /// coordinates, as wide as its rows; `.zero` (and an issue) for a section that does not exist.
    public func rect(forSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard checkSection(section, in: "rect(forSection: \(section))") else { return .zero }
        let span = geometry.sections[section]
        return CGRect(x: rowInset, y: span.top, width: rowWidth, height: span.bottom(uniform: geometry.rowHeight) - span.top)
    }

    /// The rectangle of `section`'s header (0 points tall when it has none), as
    /// ``rect(forSection:)`` says.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard checkSection(section, in: "rectForHeader(inSection: \(section))") else { return .zero }
        return headerFooterFrame(section, isHeader: true)
    }

    /// The rectangle of `section`'s footer (0 points tall when it has none), as
    /// ``rect(forSection:)`` says.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard checkSection(section, in: "rectForFooter(inSection: \(section))") else { return .zero }
        return headerFooterFrame(section, isHeader: false)
    }

    /// The row's rectangle in the table's content coordinates; `.zero` (and an issue) for a row
    /// that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        guard checkRow(indexPath, in: "rectForRow(at:)") else { return .zero }
        return rowFrame(indexPath)
    }

    /// The row at `point` (in the table's content coordinates), if a row is there.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        guard point.x >= 0, point.x < frame.width, let rows = geometry.rows(from: point.y, to: point.y + 1e-6) else { return nil }
        let span = geometry.rowSpan(rows.first)
        return point.y >= span.top && point.y < span.top + span.height ? rows.first : nil
    }

    func rowFrame(_ indexPath: IndexPath) -> CGRect {
        let span = geometry.rowSpan(indexPath)
        return CGRect(x: rowInset, y: span.top, width: rowWidth, height: span.height)
    }

    /// Whether `section` exists; an issue naming the table and the call if not.
    func checkSection(_ section: Int, in call: String) -> Bool {
        guard section < 0 || section >= geometry.sections.count else { return true }
        report(TableViewError(.indexPathOutOfRange, "\(nameForMessages).\(call): the table has \(geometry.sections.count) sections",
                              remedy: "ask for a section from 0 to \(geometry.sections.count - 1)"))
        return false
    }

    /// Whether `indexPath` names a row; an issue naming the table, the call and the path if not.
    func checkRow(_ indexPath: IndexPath, in call: String) -> Bool {
        guard !geometry.contains(indexPath) else { return true }
        let counts = geometry.sections.count == 1 ? "1 section of \(geometry.sections[0].rowCount) rows"
            : "\(geometry.sections.count) sections"
        report(TableViewError(.indexPathOutOfRange, "\(nameForMessages).\(call): index path \(indexPath.tableDescription) is out of range: the table has \(counts)",
                              remedy: "use an index path the data source counts; numberOfSections and numberOfRows(inSection:) tell them"))
        return false
    }

    // MARK: Scrolling to a row

    /// Scrolls so that the row shows at `position` (`.none`: as little as needed). A row that
    /// does not exist is an issue naming the table and the path, and nothing scrolls.
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard checkRow(indexPath, in: "scrollToRow(at:at:animated:)") else { return }
        let row = rowFrame(indexPath)
        let inset = adjustedContentInset
        let visibleHeight = frame.height - inset.top - inset.bottom
        let target: Double
        switch position {
        case .top: target = row.minY - inset.top
        case .middle: target = row.midY - inset.top - visibleHeight / 2
        case .bottom: target = row.maxY - inset.top - visibleHeight
        case .none:
            scrollRectToVisible(row, animated: animated)
            return
        }
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: target)), animated: animated)
    }

    // MARK: Editing

    /// Turns editing mode on or off: rows show their delete controls while it is on.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        for cell in visibleCells_.values { cell.isEditing = editing }
    }

    /// The editing style of a row: the delegate's, `.none` where the data source says it
    /// cannot be edited.
    func editingStyle(forRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// The delete control of `cell` was tapped: the data source commits the deletion.
    func commitDeletion(from cell: TableViewCell) {
        guard let indexPath = cell.indexPath, let dataSource else { return }
        HostLink.invoke("tableView(_:commit:forRowAt:)", on: dataSource, details: ["indexPath": indexPath.tableDescription, "editingStyle": "delete"]) {
            dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadDataIfNeeded()
        // Self-sizing rows wrap their content at the table's width: a new width measures again.
        if let measured = geometry.measuredAtWidth, measured != frame.width {
            loadGeometry()
            recycleVisibleCells()
        }
        if contentSize.width != frame.width { contentSize.width = frame.width }
        applyPendingRestoration()
        tileRows()
    }

    // MARK: Restoration

    /// Scrolls to `contentOffset` and selects `selectedRows` once the data is loaded (now, if it
    /// is): what state restoration kept. Rows that no longer exist are left out.
    package func restore(contentOffset: CGPoint?, selectedRows rows: [IndexPath]) {
        pendingRestoration = (contentOffset, rows)
        if hasLoadedData { applyPendingRestoration() } else { setNeedsLayout() }
    }

    private func applyPendingRestoration() {
        guard let restoration = pendingRestoration, hasLoadedData else { return }
        pendingRestoration = nil
        selectedRows = restoration.selectedRows.filter { geometry.contains($0) }
        for (indexPath, cell) in visibleCells_ { cell.isSelected = selectedRows.contains(indexPath) }
        if let offset = restoration.contentOffset { contentOffset = clamped(offset) }
    }
}
