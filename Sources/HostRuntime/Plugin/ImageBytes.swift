/// The bytes of an image file that were read: the whole file, or only the parts the host parses
/// (headers and symbol tables), each at its file offset. `count` is the file's length either way,
/// so bounds are checked against the file, and a part that was not read is told apart from one
/// beyond its end.
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

    /// Whether one part read holds every byte of `range`.
    func contains(_ range: Range<Int>) -> Bool {
        part(holding: range) != nil
    }

    /// The bytes of `range`; `nil` when no part read holds them all. The slice's indices are
    /// those of the part it comes from: read it from `startIndex`.
    subscript(range: Range<Int>) -> ArraySlice<UInt8>? {
        guard let part = part(holding: range) else { return nil }
        let start = parts[part].start
        return parts[part].bytes[(range.lowerBound - start)..<(range.upperBound - start)]
    }

    private func part(holding range: Range<Int>) -> Int? {
        parts.firstIndex { range.lowerBound >= $0.start && range.upperBound - $0.start <= $0.bytes.count }
    }
}
