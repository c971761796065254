/// The bytes of an image file that were read: the whole file, or only the parts the host parses
/// (headers and symbol tables), each at its file offset. `count` is the file's length either way,
/// so bounds are checked against the file, and a part that was not read is told apart from one
/// beyond its end. Parts are found by a linear search: an image has a handful (the ELF header,
/// two header tables, one dynamic symbol table and its strings).
struct ImageBytes {
    /// The file's length in bytes.
    let count: Int
    private var parts: [(start: Int, bytes: [UInt8])]

    /// A whole file.
    init(whole bytes: [UInt8]) {
        count = bytes.count
        parts = [(0, bytes)]
    }

    /// A file of `count` bytes of which nothing is read yet.
    init(count: Int) {
        self.count = count
        parts = []
    }

    /// Adds the bytes read at `start`.
    mutating func add(_ bytes: [UInt8], at start: Int) {
        parts.append((start, bytes))
    }

    /// Whether every byte of `range` was read (by one part).
    func contains(_ range: Range<Int>) -> Bool {
        self[range] != nil
    }

    /// The bytes of `range`; `nil` when no part read holds them all. The slice's indices are
    /// those of the part it comes from: read it from `startIndex`.
    subscript(range: Range<Int>) -> ArraySlice<UInt8>? {
        // Nothing to read: an empty table is as readable in parts as in a whole file.
        guard !range.isEmpty else { return range.lowerBound >= 0 && range.upperBound <= count ? [] : nil }
        guard let part = part(holding: range) else { return nil }
        let start = parts[part].start
        return parts[part].bytes[(range.lowerBound - start)..<(range.upperBound - start)]
    }

    private func part(holding range: Range<Int>) -> Int? {
        parts.firstIndex { range.lowerBound >= $0.start && range.upperBound - $0.start <= $0.bytes.count }
    }
}
