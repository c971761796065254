import Foundation

/// The table's header and footer views, and the sections' headers and footers: their heights,
/// their reusable views, and tiling them on screen as the rows are.
extension TableView {
    // MARK: The table's header and footer

    /// `new` replaces `old` in the table, and the sections move to make room for its height.
    func replaceTableView(_ old: View?, with new: View?) {
        if old !== new, let old, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
        guard hasLoadedData else { return }
        // Only the stacking changes: the counts and the row heights stay as they are.
        geometry.tableHeaderHeight = Self.heightOfTableView(tableHeaderView)
        geometry.tableFooterHeight = Self.heightOfTableView(tableFooterView)
        geometry.stack()
        contentSize = CGSize(width: frame.width, height: geometry.contentHeight)
    }

    static func heightOfTableView(_ view: View?) -> Double {
        guard let height = view?.frame.height, height.isFinite else { return 0 }
        return max(0, height)
    }

    /// The table's header and footer at the top and bottom of the content, as wide as the table.
    private func placeTableHeaderAndFooter() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: frame.width, height: geometry.tableHeaderHeight)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometry.tableFooterTop, width: frame.width, height: geometry.tableFooterHeight)
        }
    }

    // MARK: Registering and dequeueing

    /// Makes header and footer views of `viewClass` for `identifier`, as
    /// `register(_:forHeaderFooterViewReuseIdentifier:)` does in UIKit.
    public func register(_ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = viewClass
    }

    /// A header or footer view from the pool of `identifier`, or a new one of the class
    /// registered for it; `nil` when no class is registered for it. Call it from the delegate's
    /// `viewForHeaderInSection` or `viewForFooterInSection`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = headerFooterPool[identifier]?.popLast() {
            HostLink.invoke("prepareForReuse()", on: view) { view.prepareForReuse() }
            return view
        }
        guard let viewClass = headerFooterClasses[identifier] else { return nil }
        let made = viewClass.init(reuseIdentifier: identifier)
        made.reusingTable = self
        return made
    }

    // MARK: Views on screen

    /// The header view of `section` if it is on screen and a ``TableViewHeaderFooterView`` (the
    /// delegate's, or the one that shows the section's title), as in UIKit; else `nil`.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        layoutIfNeeded()
        return shownHeadersFooters[HeaderFooterKey(section: section, isHeader: true)]?.view as? TableViewHeaderFooterView
    }

    /// The footer view of `section`, as ``headerView(forSection:)`` says.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        layoutIfNeeded()
        return shownHeadersFooters[HeaderFooterKey(section: section, isHeader: false)]?.view as? TableViewHeaderFooterView
    }

    // MARK: Heights

    /// The height of a section's header or footer, as UIKit chooses it. The delegate's
    /// `heightForHeaderInSection` (or footer) wins, view or not. Else a section with neither a
    /// view from the delegate nor a title has none (18 points of space in a grouped table); one
    /// with either is ``sectionHeaderHeight`` (or footer) tall when that is a height, and at
    /// ``automaticDimension`` fits its view (the constraints of a header-footer view's content
    /// view at the rows' width, else the view's own frame height) or its title. Asking for the
    /// view here, as for a self-sizing row's cell, happens only when the delegate gives no height.
    func headerFooterHeight(_ key: HeaderFooterKey, title: String?) -> Double {
        let grouped = style != .plain
        let given = delegateHeight(for: key)
        if let given, given.isFinite, given >= 0 { return given }
        let view = tableDelegate.flatMap { delegateView(for: key, from: $0) }
        defer { if let view { putBack(view) } }
        guard view != nil || title != nil else { return grouped ? 18 : 0 }
        // A grouped section's title keeps some space above it.
        let titleSpace = key.isHeader && grouped && view == nil ? 10.0 : 0
        let tableHeight = key.isHeader ? sectionHeaderHeight : sectionFooterHeight
        if given == nil, tableHeight.isFinite, tableHeight >= 0 { return tableHeight + titleSpace }
        guard let view else { return Self.automaticSectionTitleHeight + titleSpace }
        let content = (view as? TableViewHeaderFooterView)?.contentView ?? view
        if let fitted = Self.fittedHeight(of: content, width: rowWidth) { return fitted }
        return view.frame.height > 0 ? view.frame.height : Self.automaticSectionTitleHeight
    }

    /// The delegate's answer to `heightForHeaderInSection` (or footer); `nil` when its default
    /// answered or there is no delegate.
    private func delegateHeight(for key: HeaderFooterKey) -> Double? {
        guard let tableDelegate else { return nil }
        delegateLeavesSectionHeights = false
        let height = key.isHeader ? tableDelegate.tableView(self, heightForHeaderInSection: key.section)
            : tableDelegate.tableView(self, heightForFooterInSection: key.section)
        return delegateLeavesSectionHeights ? nil : height
    }

    /// The answer of the delegate's default `heightForHeaderInSection` (or footer): the table's
    /// height, noted as left to the table.
    func sectionHeightLeftToTable(isHeader: Bool) -> Double {
        delegateLeavesSectionHeights = true
        return isHeader ? sectionHeaderHeight : sectionFooterHeight
    }

    private func delegateView(for key: HeaderFooterKey, from delegate: any TableViewDelegate) -> View? {
        key.isHeader ? delegate.tableView(self, viewForHeaderInSection: key.section) : delegate.tableView(self, viewForFooterInSection: key.section)
    }

    /// The width rows, headers and footers take.
    var rowWidth: Double { max(0, frame.width - 2 * rowInset) }

    // MARK: Tiling

    /// Puts on screen the header and footer of every section in the visible part, after taking
    /// off those that left it; the table's own header and footer go where the sections leave them.
    func tileHeadersAndFooters(in visible: CGRect) {
        placeTableHeaderAndFooter()
        var wanted: [(HeaderFooterKey, CGRect)] = []
        if !geometry.sections.isEmpty {
            // Read once a tile: what a plain table's headers and footers float against.
            let insets = style == .plain ? adjustedContentInset : .zero
            var index = geometry.sectionIndex(at: visible.minY)
            while index < geometry.sections.count, geometry.sections[index].top < visible.maxY {
                for isHeader in [true, false] {
                    let frame = shownHeaderFooterFrame(index, isHeader: isHeader, in: visible, insets: insets)
                    if frame.height > 0, frame.intersects(visible) { wanted.append((HeaderFooterKey(section: index, isHeader: isHeader), frame)) }
                }
                index += 1
            }
        }
        let keys = Set(wanted.map(\.0))
        for (key, shown) in shownHeadersFooters where !keys.contains(key) {
            shownHeadersFooters[key] = nil
            takeOff(shown, key)
        }
        for (key, frame) in wanted {
            if let shown = shownHeadersFooters[key] {
                shown.view?.frame = frame
                continue
            }
            let shown = makeHeaderFooter(for: key)
            shownHeadersFooters[key] = shown
            guard let view = shown.view else { continue }
            view.frame = frame
            addSubview(view)
            tellDelegate(about: view, key, appearing: true)
        }
    }

    /// Tells the delegate that a header or footer view is about to show (`willDisplay…`) or has
    /// left the screen (`didEndDisplaying…`).
    private func tellDelegate(about view: View, _ key: HeaderFooterKey, appearing: Bool) {
        guard let tableDelegate else { return }
        let part = key.isHeader ? "Header" : "Footer"
        let name = appearing ? "tableView(_:willDisplay\(part)View:forSection:)" : "tableView(_:didEndDisplaying\(part)View:forSection:)"
        HostLink.invoke(name, on: tableDelegate, details: ["section": String(key.section)]) {
            switch (appearing, key.isHeader) {
            case (true, true): tableDelegate.tableView(self, willDisplayHeaderView: view, forSection: key.section)
            case (true, false): tableDelegate.tableView(self, willDisplayFooterView: view, forSection: key.section)
            case (false, true): tableDelegate.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
            case (false, false): tableDelegate.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
            }
        }
    }

    /// Where a section's header or footer shows when `visible` is on screen, `insets` (the
    /// adjusted content inset) within it obscured. In a plain table, as in UIKit's, a header
    /// floats: it stays at the top of the unobscured area (below a bar that insets the content)
    /// while its section's rows pass under it, until the section's end (or its footer) pushes it
    /// up; a footer likewise stays at the bottom until its section's start pulls it down. Grouped
    /// tables' headers and footers scroll with their sections.
    func shownHeaderFooterFrame(_ section: Int, isHeader: Bool, in visible: CGRect, insets: EdgeInsets) -> CGRect {
        var frame = headerFooterFrame(section, isHeader: isHeader)
        guard style == .plain, frame.height > 0 else { return frame }
        let span = geometry.sections[section]
        if isHeader {
            let lowest = span.rowsBottom(uniform: geometry.rowHeight) - frame.height
            frame.origin.y = max(frame.minY, min(visible.minY + insets.top, lowest))
        } else {
            let highest = span.rowsTop
            frame.origin.y = min(frame.minY, max(visible.maxY - insets.bottom - frame.height, highest))
        }
        return frame
    }

    /// Where a section's header or footer is, in content coordinates; the section must exist.
    func headerFooterFrame(_ section: Int, isHeader: Bool) -> CGRect {
        let span = geometry.sections[section]
        let top = isHeader ? span.top : span.rowsBottom(uniform: geometry.rowHeight)
        return CGRect(x: rowInset, y: top, width: rowWidth, height: isHeader ? span.headerHeight : span.footerHeight)
    }

    /// What shows for a header or footer coming on screen: the delegate's view, which wins over
    /// the section's title as in UIKit; else the title in a header-footer view of the table's.
    private func makeHeaderFooter(for key: HeaderFooterKey) -> ShownHeaderFooter {
        if let tableDelegate {
            let name = key.isHeader ? "tableView(_:viewForHeaderInSection:)" : "tableView(_:viewForFooterInSection:)"
            let view = HostLink.invoke(name, on: tableDelegate, details: ["section": String(key.section)]) { delegateView(for: key, from: tableDelegate) }
            if let view { return ShownHeaderFooter(view: view, isTitle: false) }
        }
        let section = geometry.sections[key.section]
        guard let title = key.isHeader ? section.headerTitle : section.footerTitle else { return ShownHeaderFooter(view: nil, isTitle: false) }
        let view = titleViewPool.popLast() ?? TableViewHeaderFooterView(reuseIdentifier: nil)
        styleTitleView(view, title: title, isHeader: key.isHeader)
        return ShownHeaderFooter(view: view, isTitle: true)
    }

    /// A section's title as iOS shows it: bold on a light bar over a plain table's sections,
    /// grey capitals over grouped ones, grey under every section.
    private func styleTitleView(_ view: TableViewHeaderFooterView, title: String, isHeader: Bool) {
        guard let label = view.textLabel else { return }
        if style == .plain && isHeader {
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = .black
            view.backgroundColor = Color(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255)
        } else {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .systemGray
            view.backgroundColor = nil
        }
        label.text = style == .plain || !isHeader ? title : title.uppercased()
    }

    private func takeOff(_ shown: ShownHeaderFooter, _ key: HeaderFooterKey) {
        guard let view = shown.view else { return }
        if view.superview === self { view.removeFromSuperview() }
        tellDelegate(about: view, key, appearing: false)
        if shown.isTitle, let titleView = view as? TableViewHeaderFooterView {
            titleViewPool.append(titleView)
        } else {
            putBack(view)
        }
    }

    /// A header-footer view this table made goes back to its identifier's pool once off screen;
    /// a view the app made stays the app's.
    private func putBack(_ view: View) {
        guard let reusable = view as? TableViewHeaderFooterView, reusable.reusingTable === self, reusable.superview !== self,
              let identifier = reusable.reuseIdentifier,
              !(headerFooterPool[identifier]?.contains { $0 === reusable } ?? false) else { return }
        headerFooterPool[identifier, default: []].append(reusable)
    }

    /// Every header and footer off screen, to be asked for again.
    func recycleHeadersAndFooters() {
        for (key, shown) in shownHeadersFooters { takeOff(shown, key) }
        shownHeadersFooters.removeAll()
    }
}
