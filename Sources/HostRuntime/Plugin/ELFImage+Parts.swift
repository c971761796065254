/// Which parts of an image file the host reads before loading it, so that a launch reads the
/// headers and the dynamic symbol table, not the whole file: most of a plugin is code and debug
/// sections (release builds keep them too), and reading them into fresh memory cost more than
/// the parsing.
extension ELFImage {
    /// The parts of a file of `size` bytes that ``PluginLoader/check(_:reportedAs:)`` and the
    /// class tables read: the ELF header, the program and section header tables, and the
    /// `.dynsym` with its string table, each read with `read`. A header table that runs past
    /// the end of the file is read as far as the file goes (the check calls that file
    /// incomplete).
    ///
    /// Nothing here judges the headers: a value that does not parse stops the reading, and the
    /// check, made on these parts with the same code as on a whole file, says what is wrong.
    /// Only the first `.dynsym` is read: the check refuses a file with more than one. Each part
    /// lies within the file, so a hostile file costs at most a few reads of its size.
    static func parts<Failure: Error>(ofFileOf size: Int, read: (Range<Int>) throws(Failure) -> [UInt8]) throws(Failure) -> ImageBytes {
        var file = ImageBytes(count: size)
        func add(_ range: Range<Int>) throws(Failure) {
            let range = range.clamped(to: 0..<size)
            guard !range.isEmpty, !file.contains(range) else { return }
            file.add(try read(range), at: range.lowerBound)
        }
        try add(0..<64)
        guard let header = try? ELFImage(file: file), header.is64Bit, header.isLittleEndian else { return file }
        // Each on its own: an array of them was a generic type's first use at every launch.
        if let programs = try? header.programHeaderTable() { try add(programs.offset..<programs.end) }
        if let sections = try? header.sectionHeaderTable() { try add(sections.offset..<sections.end) }
        guard let image = try? ELFImage(file: file), let sections = try? image.sectionHeaders() else { return file }
        guard let section = sections.first(where: { $0.type == 11 }),  // SHT_DYNSYM
              let entries = try? image.extent(of: section, "") else { return file }
        try add(entries)
        guard Int(section.link) < sections.count, let strings = try? image.extent(of: sections[Int(section.link)], "") else { return file }
        try add(strings)
        return file
    }
}
