import Foundation

/// Where every section and row of a table is, in content coordinates, kept in as little memory
/// as the rows allow: per section a handful of numbers, and per row nothing unless the delegate
/// gives rows their own heights (then one offset per row, 8 bytes). Finding the rows in a band
/// is a binary search over sections (and over a section's offsets for rows of their own heights).
/// The table's header view, if any, comes first and its footer view last.
struct TableGeometry {
    struct Section {
        /// The section's top edge, its header's.
        var top = 0.0
        var headerHeight = 0.0
        var footerHeight = 0.0
        var rowCount = 0
        var headerTitle: String?
        var footerTitle: String?
        /// `nil` for rows of the table's uniform height; else `rowCount + 1` offsets from the top
        /// of the first row, the last being the rows' total height.
        var rowOffsets: [Double]?

        var rowsTop: Double { top + headerHeight }
        func rowsHeight(uniform: Double) -> Double { rowOffsets?.last ?? Double(rowCount) * uniform }
        /// The rows' bottom edge, the footer's top.
        func rowsBottom(uniform: Double) -> Double { rowsTop + rowsHeight(uniform: uniform) }
        func bottom(uniform: Double) -> Double { rowsBottom(uniform: uniform) + footerHeight }
    }

    var sections: [Section] = []
    var rowHeight = 44.0
    var contentHeight = 0.0
    /// The heights of the table's header and footer views (``TableView/tableHeaderView``), 0 without.
    var tableHeaderHeight = 0.0
    var tableFooterHeight = 0.0
    /// The table's width when rows were measured from their cells (``TableView/automaticDimension``):
    /// another width measures them again.
    var measuredAtWidth: Double?

    var numberOfRowsTotal: Int { sections.reduce(0) { $0 + $1.rowCount } }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sections.count
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The top and height of the row at `indexPath`, which must exist.
    func rowSpan(_ indexPath: IndexPath) -> (top: Double, height: Double) {
        let section = sections[indexPath.section]
        if let offsets = section.rowOffsets {
            return (section.rowsTop + offsets[indexPath.row], offsets[indexPath.row + 1] - offsets[indexPath.row])
        }
        return (section.rowsTop + Double(indexPath.row) * rowHeight, rowHeight)
    }

    /// Sets each section's top from the heights, and the content's height.
    mutating func stack() {
        var top = tableHeaderHeight
        for index in sections.indices {
            sections[index].top = top
            top = sections[index].bottom(uniform: rowHeight)
        }
        contentHeight = top + tableFooterHeight
    }

    /// The top of the table's footer view: below the last section.
    var tableFooterTop: Double { contentHeight - tableFooterHeight }

    /// The index of the last section whose top is at or above `y` (0 when `y` is above them all).
    func sectionIndex(at y: Double) -> Int {
        var low = 0, high = sections.count - 1
        guard high >= 0 else { return 0 }
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].top <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The row of `section` whose span holds `y` (clamped to the section's rows); `nil` for a
    /// section without rows.
    func rowIndex(in section: Section, at y: Double) -> Int? {
        guard section.rowCount > 0 else { return nil }
        let local = y - section.rowsTop
        if let offsets = section.rowOffsets {
            var low = 0, high = section.rowCount - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if offsets[middle] <= local { low = middle } else { high = middle - 1 }
            }
            return low
        }
        guard rowHeight > 0 else { return 0 }
        let row = (local / rowHeight).rounded(.down)
        return Int(min(max(row, 0), Double(section.rowCount - 1)))
    }

    /// The rows that show in the band from `minY` to `maxY`, first to last; `nil` when none does.
    func rows(from minY: Double, to maxY: Double) -> (first: IndexPath, last: IndexPath)? {
        guard !sections.isEmpty, maxY > minY else { return nil }
        var first: IndexPath?
        var sectionIndex = sectionIndex(at: minY)
        while sectionIndex < sections.count {
            let section = sections[sectionIndex]
            if section.top >= maxY { break }
            if let row = rowIndex(in: section, at: minY) {
                let span = rowSpan(IndexPath(row: row, section: sectionIndex))
                // Above the band's top (the band starts in the section's footer): the next row.
                let start = span.top + span.height <= minY ? row + 1 : row
                if start < section.rowCount, rowSpan(IndexPath(row: start, section: sectionIndex)).top < maxY {
                    first = IndexPath(row: start, section: sectionIndex)
                    break
                }
            }
            sectionIndex += 1
        }
        guard let first else { return nil }
        var lastSection = self.sectionIndex(at: max(minY, maxY - 1e-9))
        while lastSection >= first.section {
            let section = sections[lastSection]
            if section.rowCount > 0, let row = rowIndex(in: section, at: maxY - 1e-9) {
                var end = row
                while end >= 0, rowSpan(IndexPath(row: end, section: lastSection)).top >= maxY { end -= 1 }
                if end >= 0 {
                    let last = IndexPath(row: end, section: lastSection)
                    if last >= first { return (first, last) }
                }
            }
            lastSection -= 1
        }
        return (first, first)
    }

    /// The index path after `indexPath`, across sections; `nil` after the last row.
    func indexPath(after indexPath: IndexPath) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row + 1
        while section < sections.count {
            if row < sections[section].rowCount { return IndexPath(row: row, section: section) }
            section += 1
            row = 0
        }
        return nil
    }
}
