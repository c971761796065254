/// A class's view keys by ``ViewKeyID``, one bit each.
///
/// The table of built-in classes is made at every launch that reads a storyboard, and hashing a
/// few hundred ids into a `Set` per class cost about a tenth of reading a small storyboard.
package struct ViewKeySet: Sendable {
    private var words: [UInt64]
    /// How many keys the set holds.
    package private(set) var count = 0

    /// The set of `ids`, each of which is below `bound`.
    package init(_ ids: some Sequence<ViewKeyID>, bound: Int) {
        words = [UInt64](repeating: 0, count: (max(bound, 0) + 63) / 64)
        for id in ids where !contains(id) {
            precondition(id >= 0 && id < bound, "view key \(id) is outside 0..<\(bound)")
            words[id / 64] |= 1 << UInt64(id % 64)
            count += 1
        }
    }

    package func contains(_ id: ViewKeyID) -> Bool {
        guard id >= 0, id / 64 < words.count else { return false }
        return words[id / 64] & (1 << UInt64(id % 64)) != 0
    }
}
