/// "Did you mean" for names a user typed: the closest candidate, if it is close enough to be a typo.
package enum Suggestions {
    /// The closest candidate within a typo's distance: at most `max(2, n / 4)` edits, `n` being
    /// the length of the typed name's last part (`Class` of `Module.Class`). A module prefix
    /// that every class of a plugin shares does not stretch the distance allowed, so a renamed
    /// class is never matched with an unrelated one of the same module.
    package static func closest(to input: String, among candidates: some Sequence<String>) -> String? {
        let typed = input.lowercased()
        let lastPart = typed.split(separator: ".", omittingEmptySubsequences: false).last ?? Substring(typed)
        let allowed = max(2, lastPart.count / 4)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, candidate.lowercased())
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= allowed else { return nil }
        return best.candidate
    }

    /// Levenshtein distance, over Unicode scalars, in O(n·m) time and O(m) memory.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
