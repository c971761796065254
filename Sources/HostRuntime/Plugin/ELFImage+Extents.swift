/// The image's header tables and the parts of the file they point to, with every offset, size
/// and count checked: a value that overflows, or a part that lies outside the file, is a
/// ``ELFImage/ParseError/damaged(_:)`` naming the field.
extension ELFImage {
    /// One section header's fields that the host reads.
    struct SectionHeader {
        let index: Int
        let type: UInt32
        let offset: UInt64
        let size: UInt64
        let link: UInt32
        let entrySize: UInt64
    }

    /// Where one header table lies: `e_phoff`/`e_shoff`, its entry size and count.
    struct HeaderTable {
        let name: String
        let offset: Int
        let entrySize: Int
        let count: Int
        /// Where the table ends; may lie past the end of a file that is still being written.
        let end: Int

        func entryOffset(_ index: Int) -> Int { offset + index * entrySize }
    }

    /// The program header table (`e_phoff`, `e_phentsize`, `e_phnum`).
    func programHeaderTable() throws(ParseError) -> HeaderTable {
        try headerTable("program header table", offsetAt: 0x20, entrySizeAt: 0x36, countAt: 0x38, minimumEntrySize: 56)
    }

    /// The section header table (`e_shoff`, `e_shentsize`, `e_shnum`).
    func sectionHeaderTable() throws(ParseError) -> HeaderTable {
        try headerTable("section header table", offsetAt: 0x28, entrySizeAt: 0x3A, countAt: 0x3C, minimumEntrySize: 64)
    }

    /// Every section header, each checked to lie in the file.
    func sectionHeaders() throws(ParseError) -> [SectionHeader] {
        guard is64Bit, isLittleEndian else { throw .unsupportedLayout("only 64-bit little-endian images are read") }
        let table = try sectionHeaderTable()
        guard table.end <= file.count else {
            throw .damaged("the \(table.name) (bytes \(table.offset)..<\(table.end)) lies beyond the end of the file (\(file.count) bytes)")
        }
        return try (0..<table.count).map { index throws(ParseError) in
            let header = table.entryOffset(index)
            return SectionHeader(index: index, type: try read(UInt32.self, at: header + 4),
                                 offset: try read(UInt64.self, at: header + 24), size: try read(UInt64.self, at: header + 32),
                                 link: try read(UInt32.self, at: header + 40), entrySize: try read(UInt64.self, at: header + 56))
        }
    }

    /// The bytes a section occupies in the file. The parts' names (`what`) are made only for an
    /// error: a launch checks every section and segment of the plugin, and made them all.
    func extent(of section: SectionHeader, _ what: @autoclosure () -> String) throws(ParseError) -> Range<Int> {
        let range = try fileRange(offset: section.offset, size: section.size, what())
        guard range.upperBound <= file.count else {
            throw .damaged("\(what()) (bytes \(range.lowerBound)..<\(range.upperBound)) lies beyond the end of the file (\(file.count) bytes)")
        }
        return range
    }

    /// `offset..<offset + size`, or `.damaged` when either does not fit in an `Int` or the sum
    /// overflows. The range may lie past the end of the file: callers decide what that means.
    func fileRange(offset: UInt64, size: UInt64, _ what: @autoclosure () -> String) throws(ParseError) -> Range<Int> {
        let start = try fileOffset(offset, "the offset of \(what())")
        let length = try fileOffset(size, "the size of \(what())")
        let (end, overflow) = start.addingReportingOverflow(length)
        guard !overflow else { throw .damaged("\(what()) ends past any possible file: offset \(offset) + size \(size) overflows") }
        return start..<end
    }

    /// A 64-bit offset or size as an `Int`, or `.damaged` when it is larger than any file.
    func fileOffset(_ value: UInt64, _ what: @autoclosure () -> String) throws(ParseError) -> Int {
        guard let offset = Int(exactly: value) else { throw .damaged("\(what()) is \(value), larger than any file") }
        return offset
    }

    /// Refuses parts of the file that overlap one another: well-formed symbol and string tables
    /// never do, and refusing overlaps keeps the work linear in the file's size.
    func requireDisjoint(_ ranges: [Range<Int>], _ what: String) throws(ParseError) {
        let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) where later.lowerBound < earlier.upperBound {
            throw .damaged("\(what) overlap (bytes \(earlier.lowerBound)..<\(earlier.upperBound) and \(later.lowerBound)..<\(later.upperBound))")
        }
    }

    private func headerTable(_ name: String, offsetAt offsetField: Int, entrySizeAt entrySizeField: Int, countAt countField: Int,
                             minimumEntrySize: Int) throws(ParseError) -> HeaderTable {
        let offset = try fileOffset(try read(UInt64.self, at: offsetField), "the offset of the \(name)")
        let entrySize = Int(try read(UInt16.self, at: entrySizeField))
        let count = Int(try read(UInt16.self, at: countField))
        guard count == 0 || entrySize >= minimumEntrySize else {
            throw .damaged("the \(name) has entries of \(entrySize) bytes; an entry needs \(minimumEntrySize)")
        }
        // entrySize and count are 16-bit, so their product fits; the sum may not.
        let (end, overflow) = offset.addingReportingOverflow(entrySize * count)
        guard !overflow else { throw .damaged("the \(name) ends past any possible file: offset \(offset) overflows") }
        return HeaderTable(name: name, offset: offset, entrySize: entrySize, count: count, end: end)
    }
}
