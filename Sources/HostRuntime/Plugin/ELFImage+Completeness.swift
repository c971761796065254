/// Whether an image on disk is whole: a linker that writes its output in place leaves a file
/// that is visible, and `dlopen`-able up to a point, long before it is done.
extension ELFImage {
    /// How many bytes the image's own headers say it spans: the end of its last program
    /// segment, section or section header table. A file shorter than that is still being written
    /// (or was cut short).
    func declaredSize() throws(ParseError) -> Int {
        guard is64Bit, isLittleEndian else { throw .unsupportedLayout("only 64-bit little-endian images are read") }
        let programOffset = Int(try read(UInt64.self, at: 0x20))
        let sectionOffset = Int(try read(UInt64.self, at: 0x28))
        let programEntrySize = Int(try read(UInt16.self, at: 0x36))
        let programCount = Int(try read(UInt16.self, at: 0x38))
        let sectionEntrySize = Int(try read(UInt16.self, at: 0x3A))
        let sectionCount = Int(try read(UInt16.self, at: 0x3C))
        var end = max(64, programOffset + programEntrySize * programCount, sectionOffset + sectionEntrySize * sectionCount)
        for index in 0..<programCount {
            let header = programOffset + index * programEntrySize
            let fileOffset = Int(try read(UInt64.self, at: header + 8))
            let fileSize = Int(try read(UInt64.self, at: header + 32))
            end = max(end, fileOffset + fileSize)
        }
        for index in 0..<sectionCount {
            let header = sectionOffset + index * sectionEntrySize
            let type = try read(UInt32.self, at: header + 4)
            guard type != 8 else { continue }  // SHT_NOBITS (.bss) takes no room in the file
            let offset = Int(try read(UInt64.self, at: header + 24))
            let size = Int(try read(UInt64.self, at: header + 32))
            end = max(end, offset + size)
        }
        return end
    }
}
