/// Whether an image on disk is whole: a linker that writes its output in place leaves a file
/// that is visible, and `dlopen`-able up to a point, long before it is done.
extension ELFImage {
    /// How many bytes the image's own headers say it spans: the end of its last program
    /// segment, section or section header table. A file shorter than that is still being written
    /// (or was cut short). Throws `.damaged` when a value overflows.
    func declaredSize() throws(ParseError) -> Int {
        guard is64Bit, isLittleEndian else { throw .unsupportedLayout("only 64-bit little-endian images are read") }
        let programs = try programHeaderTable()
        let sections = try sectionHeaderTable()
        var end = max(64, programs.end, sections.end)
        // Header tables not yet written: the file is at least this long, whatever they will say.
        guard end <= file.count else { return end }
        for index in 0..<programs.count {
            let header = programs.entryOffset(index)
            let segment = try fileRange(offset: try read(UInt64.self, at: header + 8), size: try read(UInt64.self, at: header + 32),
                                        "program segment \(index)")
            end = max(end, segment.upperBound)
        }
        for index in 0..<sections.count {
            let header = sections.entryOffset(index)
            guard try read(UInt32.self, at: header + 4) != 8 else { continue }  // SHT_NOBITS (.bss) takes no room in the file
            let section = try fileRange(offset: try read(UInt64.self, at: header + 24), size: try read(UInt64.self, at: header + 32),
                                        "section \(index)")
            end = max(end, section.upperBound)
        }
        return end
    }
}
