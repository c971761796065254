import Foundation

/// Loading the counts, and the cells: registration, dequeueing, and tiling the rows on screen.
extension TableView {
    // MARK: Registering and dequeueing

    /// Makes cells of `cellClass` (with the default style) for `identifier`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
        cellMakers[identifier] = nil
    }

    /// Makes cells for `identifier` with `make`: a storyboard's prototype cell.
    package func registerPrototype(forCellReuseIdentifier identifier: String, _ make: @escaping @MainActor () -> TableViewCell) {
        cellMakers[identifier] = make
        cellClasses[identifier] = nil
    }

    /// A cell for the row at `indexPath` from the pool of `identifier`, or a new one of the class
    /// or prototype registered for it. Call it from `cellForRowAt`, for the row being asked for.
    /// An identifier nothing is registered for, or a path other than the one being filled, is an
    /// issue naming the table, the identifier and the path; a plain cell comes back so the app
    /// goes on.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let filling = rowBeingFilled, filling != indexPath {
            report(TableViewError(.dequeueFailed, "\(nameForMessages): a cell for \"\(identifier)\" was dequeued for index path \(indexPath.tableDescription) while the table asked for the cell of \(filling.tableDescription)",
                                  remedy: "pass cellForRowAt's own indexPath to dequeueReusableCell(withIdentifier:for:)"))
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        report(TableViewError(.dequeueFailed, "\(nameForMessages): no cell class or prototype has the reuse identifier \"\(identifier)\" (asked for index path \(indexPath.tableDescription))",
                              remedy: "register(_:forCellReuseIdentifier:) a cell class for \"\(identifier)\", or give a prototype cell that reuseIdentifier in the storyboard"
                                + Self.knownIdentifiers(cellClasses.keys, cellMakers.keys)))
        return makeCounted { TableViewCell(style: .default, reuseIdentifier: identifier) }
    }

    /// A cell from the pool of `identifier`, or a new one of the class or prototype registered
    /// for it; `nil` when nothing is registered for it.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reusePool[identifier]?.popLast() {
            HostLink.invoke("prepareForReuse()", on: cell) { cell.prepareForReuse() }
            return cell
        }
        let made: TableViewCell
        if let make = cellMakers[identifier] {
            made = makeCounted(make)
        } else if let cellClass = cellClasses[identifier] {
            made = makeCounted { cellClass.init(style: .default, reuseIdentifier: identifier) }
        } else {
            return nil
        }
        if made.reuseIdentifier != identifier {
            // It would go back to another pool and be handed out for rows it was not made for.
            report(TableViewError(.dequeueFailed, "\(nameForMessages): the \(HostLink.typeName(of: made)) made for the reuse identifier \"\(identifier)\" has the reuse identifier \(made.reuseIdentifier.map { "\"\($0)\"" } ?? "nil")",
                                  remedy: "pass the reuseIdentifier given to init(style:reuseIdentifier:) on to super, unchanged"))
            made.reuseIdentifier = identifier
        }
        return made
    }

    private func makeCounted(_ make: () -> TableViewCell) -> TableViewCell {
        cellsCreated += 1
        return make()
    }

    private static func knownIdentifiers(_ classes: Dictionary<String, TableViewCell.Type>.Keys, _ prototypes: Dictionary<String, @MainActor () -> TableViewCell>.Keys) -> String {
        let known = (Array(classes) + Array(prototypes)).sorted()
        return known.isEmpty ? "" : "; the table knows \(known.map { "\"\($0)\"" }.joined(separator: ", "))"
    }

    // MARK: Visible rows

    /// The cells on screen, in row order.
    public var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return visibleCells_.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleCells_.keys.sorted()
    }

    /// The cell of the row at `indexPath` if it is on screen; `nil` if it is not. A path that
    /// names no row is an issue naming the table and the path.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        loadDataIfNeeded()
        guard checkRow(indexPath, in: "cellForRow(at:)") else { return nil }
        layoutIfNeeded()
        return visibleCells_[indexPath]
    }

    /// The row `cell` shows, if it is one of this table's cells on screen.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        guard cell.tableView === self, let indexPath = cell.indexPath, visibleCells_[indexPath] === cell else { return nil }
        return indexPath
    }

    // MARK: Loading

    /// Asks the data source for everything again: the counts, the titles, the visible cells.
    /// The selection is cleared, as in UIKit. With a million rows of uniform height this asks
    /// one question per section and keeps nothing per row.
    public func reloadData() {
        hasLoadedData = true
        selectedRows.removeAll()
        loadGeometry()
        recycleVisibleCells()
        contentOffset = clamped(contentOffset)
        setNeedsLayout()
    }

    func loadDataIfNeeded() {
        if !hasLoadedData { reloadData() }
    }

    /// The counts, titles and heights from the data source and the delegate, and the content
    /// size from them.
    func loadGeometry() {
        geometry = readGeometry()
        contentSize = CGSize(width: frame.width, height: geometry.contentHeight)
    }

    /// The counts, titles and heights as the data source and the delegate give them now. A
    /// negative count is an issue naming the table and the section, and counts as 0.
    func readGeometry() -> TableGeometry {
        var geometry = TableGeometry()
        geometry.rowHeight = rowHeight.isFinite && rowHeight >= 0 ? rowHeight : estimatedHeight
        geometry.tableHeaderHeight = Self.heightOfTableView(tableHeaderView)
        geometry.tableFooterHeight = Self.heightOfTableView(tableFooterView)
        guard let dataSource else {
            geometry.stack()
            return geometry
        }
        var sectionCount = HostLink.invoke("numberOfSections(in:)", on: dataSource) { dataSource.numberOfSections(in: self) }
        if sectionCount < 0 {
            report(TableViewError(.badCount, "\(nameForMessages): numberOfSections(in:) returned \(sectionCount)",
                                  remedy: "return 0 or more sections"))
            sectionCount = 0
        }
        geometry.sections.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            var section = TableGeometry.Section()
            var rows = HostLink.invoke("tableView(_:numberOfRowsInSection:)", on: dataSource, details: ["section": String(index)]) {
                dataSource.tableView(self, numberOfRowsInSection: index)
            }
            if rows < 0 {
                report(TableViewError(.badCount, "\(nameForMessages): tableView(_:numberOfRowsInSection: \(index)) returned \(rows)",
                                      remedy: "return 0 or more rows for section \(index)"))
                rows = 0
            }
            section.rowCount = rows
            section.headerTitle = dataSource.tableView(self, titleForHeaderInSection: index)
            section.footerTitle = dataSource.tableView(self, titleForFooterInSection: index)
            section.headerHeight = headerFooterHeight(HeaderFooterKey(section: index, isHeader: true), title: section.headerTitle)
            section.footerHeight = headerFooterHeight(HeaderFooterKey(section: index, isHeader: false), title: section.footerTitle)
            geometry.sections.append(section)
        }
        readRowHeights(into: &geometry)
        geometry.stack()
        return geometry
    }

    /// Asks the delegate for the first row's height: if its default answered (or there is no
    /// delegate) and ``rowHeight`` is a height, every row is of that uniform height and nothing is
    /// kept per row; else every row's height, kept as offsets, a row of
    /// ``automaticDimension`` measured from its cell.
    private func readRowHeights(into geometry: inout TableGeometry) {
        guard let firstSection = geometry.sections.firstIndex(where: { $0.rowCount > 0 }) else { return }
        let delegate = tableDelegate
        delegateLeavesRowHeights = false
        let first = delegate?.tableView(self, heightForRowAt: IndexPath(row: 0, section: firstSection))
        let uniform = delegate == nil || delegateLeavesRowHeights
        guard !uniform || rowHeight == Self.automaticDimension else { return }
        for index in geometry.sections.indices where geometry.sections[index].rowCount > 0 {
            let count = geometry.sections[index].rowCount
            var offsets = [Double]()
            offsets.reserveCapacity(count + 1)
            var top = 0.0
            offsets.append(0)
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: index)
                var height = rowHeight
                if !uniform, let delegate {
                    height = index == firstSection && row == 0 ? first ?? rowHeight : delegate.tableView(self, heightForRowAt: indexPath)
                }
                if height == Self.automaticDimension {
                    height = measuredHeight(at: indexPath)
                    geometry.measuredAtWidth = frame.width
                }
                top += height.isFinite && height >= 0 ? height : geometry.rowHeight
                offsets.append(top)
            }
            geometry.sections[index].rowOffsets = offsets
        }
    }

    /// The height of a self-sizing row whose cell says nothing: ``estimatedRowHeight``.
    private var estimatedHeight: Double {
        estimatedRowHeight.isFinite && estimatedRowHeight > 0 ? estimatedRowHeight : TableViewCell.defaultHeight
    }

    /// The height the row's cell takes at the table's width: its content view's constraints
    /// fitted to the width its content view has there, rounded up to the screen's pixels. The
    /// cell is asked for as for display and goes to its pool after, without `willDisplay`.
    private func measuredHeight(at indexPath: IndexPath) -> Double {
        guard let dataSource else { return estimatedHeight }
        rowBeingFilled = indexPath
        let cell = HostLink.invoke("tableView(_:cellForRowAt:)", on: dataSource, details: ["indexPath": indexPath.tableDescription]) {
            dataSource.tableView(self, cellForRowAt: indexPath)
        }
        rowBeingFilled = nil
        defer {
            // A cell on screen stays there; display() reports a data source that hands one out.
            if !visibleCells_.values.contains(where: { $0 === cell }), let identifier = cell.reuseIdentifier {
                reusePool[identifier, default: []].append(cell)
            }
        }
        let width = max(0, frame.width - (isEditing ? TableViewCell.editingControlWidth : 0) - cell.accessoryWidth)
        return Self.fittedHeight(of: cell.contentView, width: width) ?? estimatedHeight
    }

    /// The height the constraints of `content` give it at `width`, rounded up to the screen's
    /// pixels; `nil` when no view in it holds a constraint.
    static func fittedHeight(of content: View, width: Double) -> Double? {
        guard hasConstraints(content) else { return nil }
        let fitted = content.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        let scale = Screen.main.scale
        return (fitted.height * scale).rounded(.up) / scale
    }

    /// Whether `view` or a view below it holds a constraint.
    private static func hasConstraints(_ view: View) -> Bool {
        !view.constraints.isEmpty || view.subviews.contains { hasConstraints($0) }
    }

    /// After a change of heights: the same rows, placed again.
    func reloadGeometryKeepingCells() {
        guard hasLoadedData else { return }
        loadGeometry()
        recycleVisibleCells()
        setNeedsLayout()
    }

    // MARK: Tiling

    /// Puts on screen a cell for every row in the visible part of the content, from the data
    /// source, after putting the cells of rows that left it back in their pools (so a scroll
    /// makes no new cell once the pools hold a screenful); the sections' headers and footers
    /// likewise.
    func tileRows() {
        let visible = bounds
        let range = geometry.rows(from: visible.minY, to: visible.maxY)
        for (indexPath, cell) in visibleCells_ where range == nil || indexPath < range!.first || indexPath > range!.last {
            recycle(cell, at: indexPath)
        }
        visibleRange = range
        if let range {
            var indexPath: IndexPath? = range.first
            while let current = indexPath, current <= range.last {
                if let cell = visibleCells_[current] {
                    cell.frame = rowFrame(current)
                } else {
                    display(current)
                }
                indexPath = geometry.indexPath(after: current)
            }
        }
        tileHeadersAndFooters(in: visible)
        if rowSwipe != nil { placeSwipedRow() }
    }

    private func display(_ indexPath: IndexPath) {
        guard let dataSource else { return }
        rowBeingFilled = indexPath
        var cell = HostLink.invoke("tableView(_:cellForRowAt:)", on: dataSource, details: ["indexPath": indexPath.tableDescription]) {
            dataSource.tableView(self, cellForRowAt: indexPath)
        }
        rowBeingFilled = nil
        if let shownAt = cell.indexPath, cell.tableView === self, visibleCells_[shownAt] === cell {
            report(TableViewError(.cellInUse, "\(nameForMessages): cellForRowAt \(indexPath.tableDescription) returned the cell already on screen for \(shownAt.tableDescription)",
                                  remedy: "return a cell from dequeueReusableCell(withIdentifier:for:) for each row, not one you kept"))
            cell = makeReplacementCell()
        }
        cell.tableView = self
        cell.indexPath = indexPath
        cell.frame = rowFrame(indexPath)
        cell.isEditing = isEditing
        cell.isSelected = selectedRows.contains(indexPath)
        // Cells come first among the subviews, in row order, under the titles and indicators.
        let place = visibleCells_.keys.reduce(0) { $1 < indexPath ? $0 + 1 : $0 }
        visibleCells_[indexPath] = cell
        insertSubview(cell, at: place)
        if let tableDelegate {
            HostLink.invoke("tableView(_:willDisplay:forRowAt:)", on: tableDelegate, details: ["indexPath": indexPath.tableDescription]) {
                tableDelegate.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
        }
    }

    private func makeReplacementCell() -> TableViewCell {
        makeCounted { TableViewCell(style: .default, reuseIdentifier: nil) }
    }

    /// Takes the cell of `indexPath` off screen and into its identifier's pool.
    func recycle(_ cell: TableViewCell, at indexPath: IndexPath) {
        visibleCells_[indexPath] = nil
        cell.removeFromSuperview()
        cell.indexPath = nil
        cell.isHighlighted = false
        if let tableDelegate {
            HostLink.invoke("tableView(_:didEndDisplaying:forRowAt:)", on: tableDelegate, details: ["indexPath": indexPath.tableDescription]) {
                tableDelegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }

    /// Every cell, header and footer off screen, to be asked for again.
    func recycleVisibleCells() {
        closeSwipeActions()
        for (indexPath, cell) in visibleCells_ { recycle(cell, at: indexPath) }
        visibleRange = nil
        recycleHeadersAndFooters()
    }
}
