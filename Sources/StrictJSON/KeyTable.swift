/// The object keys of one parse, each stored once and numbered.
///
/// Documents repeat a few dozen keys thousands of times: a key seen before costs a hash and a
/// comparison of words instead of a new `String`, and keys are compared for duplicates by
/// number. Equal numbers mean equal Unicode scalars, the comparison RFC 8259 recommends.
struct KeyTable {
    private struct Entry {
        let hash: UInt64
        let count: Int
        /// The first and the last eight bytes (overlapping, or zero-padded when shorter): with
        /// the count, they are the whole key up to 16 bytes.
        let first: UInt64
        let last: UInt64
        /// Where a longer key's bytes are in `storage`.
        let start: Int
        /// Found through `crowded` rather than `slots`.
        var isCrowded: Bool
    }

    /// Kept apart from the keys, so that probing reads plain integers only.
    private var entries: [Entry] = []
    private var keys: [String] = []
    private var storage: [UInt8] = []
    /// Open addressing over a power-of-two table: an entry's index plus one, or 0 for none.
    private var slots = [Int](repeating: 0, count: 64)
    /// Keys that are not within `maxProbes` slots of where their hash points: rare, unless the
    /// input is crafted to collide, and then the standard library's seeded hashing keeps the
    /// parse from becoming quadratic. Every key is either there or within reach in `slots`.
    private var crowded: [[UInt8]: Int] = [:]
    private static let maxProbes = 32

    /// The number and the string of a key, given as well-formed UTF-8.
    mutating func intern(_ utf8: UnsafeBufferPointer<UInt8>) -> (id: Int, key: String) {
        let (first, last) = Self.words(utf8)
        let hash = Self.hash(utf8, first: first, last: last)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0 ..< Self.maxProbes {
            let id = slots[slot] - 1
            if id < 0 {
                if !crowded.isEmpty, let id = crowded[Array(utf8)] { return (id, keys[id]) }
                let id = add(utf8, hash: hash, first: first, last: last, isCrowded: false)
                slots[slot] = id + 1
                if entries.count * 2 > slots.count { grow() }
                return (id, keys[id])
            }
            if entries[id].hash == hash, entries[id].count == utf8.count, entries[id].first == first, entries[id].last == last,
               utf8.count <= 16 || storedBytes(from: entries[id].start, equal: utf8) {
                return (id, keys[id])
            }
            slot = (slot + 1) & mask
        }
        let bytes = Array(utf8)
        if let id = crowded[bytes] { return (id, keys[id]) }
        let id = add(utf8, hash: hash, first: first, last: last, isCrowded: true)
        crowded[bytes] = id
        return (id, keys[id])
    }

    private mutating func add(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64, first: UInt64, last: UInt64, isCrowded: Bool) -> Int {
        entries.append(Entry(hash: hash, count: utf8.count, first: first, last: last, start: storage.count, isCrowded: isCrowded))
        keys.append(String(decoding: utf8, as: UTF8.self))
        if utf8.count > 16 { storage.append(contentsOf: utf8) }
        return entries.count - 1
    }

    /// Compares a key longer than 16 bytes with stored bytes, a word at a time.
    private func storedBytes(from start: Int, equal utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = utf8.count
        guard count >= 8, let key = utf8.baseAddress.map(UnsafeRawPointer.init) else { return false }
        return storage.withUnsafeBytes { stored in
            guard let stored = stored.baseAddress?.advanced(by: start) else { return false }
            var offset = 0
            while offset < count - 8 {
                if stored.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != key.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                    return false
                }
                offset += 8
            }
            return stored.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == key.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
    }

    /// Keeps the table at most half full, so that probes stay short. A key that lands too far
    /// from where its hash points joins the crowded ones, as when it was added.
    private mutating func grow() {
        slots = [Int](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for id in entries.indices where !entries[id].isCrowded {
            var slot = Int(truncatingIfNeeded: entries[id].hash) & mask
            var probes = 1
            while slots[slot] != 0, probes < Self.maxProbes {
                slot = (slot + 1) & mask
                probes += 1
            }
            if slots[slot] == 0 {
                slots[slot] = id + 1
            } else {
                entries[id].isCrowded = true
                crowded[Array(keys[id].utf8)] = id
            }
        }
    }

    @inline(__always)
    private static func words(_ utf8: UnsafeBufferPointer<UInt8>) -> (first: UInt64, last: UInt64) {
        guard let base = utf8.baseAddress, utf8.count >= 8 else {
            var word: UInt64 = 0
            var offset = utf8.count
            while offset > 0 {
                offset -= 1
                word = word << 8 | UInt64(utf8[offset])
            }
            return (word, 0)
        }
        let raw = UnsafeRawPointer(base)
        return (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: utf8.count - 8, as: UInt64.self))
    }

    /// A multiply-xorshift hash of all the bytes, a word at a time.
    private static func hash(_ utf8: UnsafeBufferPointer<UInt8>, first: UInt64, last: UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = (UInt64(utf8.count) ^ first) &* multiplier
        hash = (hash ^ (hash >> 29) ^ last) &* multiplier
        if utf8.count > 16, let base = utf8.baseAddress {
            var offset = 8
            while offset < utf8.count - 8 {
                hash = (hash ^ (hash >> 29) ^ UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
                offset += 8
            }
        }
        return hash ^ (hash >> 32)
    }
}
