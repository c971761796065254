/// A JSON object, its members in file order: messages and generated output follow the order
/// the author wrote. The parser guarantees that no two keys have the same Unicode scalars.
package struct JSONObject: Sendable, Equatable {
    /// Objects up to this size are searched linearly, which beats hashing every key.
    private static let linearSearchLimit = 16

    /// Changing the members rebuilds the lookup index, so lookups never go stale.
    package var members: [JSONMember] {
        didSet { indexByKey = Self.index(of: members) }
    }
    /// Key to the index of its first member, only for objects too large to search linearly.
    private var indexByKey: [String: Int]?

    /// Builds an object; if `members` repeats a key, lookup finds the first.
    package init(members: [JSONMember] = []) {
        self.members = members
        indexByKey = Self.index(of: members)
    }

    /// The member with this key, if any. Keys compare as Swift strings do (by canonical
    /// equivalence), so in the rare object whose keys differ only in Unicode normalization,
    /// this finds the first of them.
    package subscript(key: String) -> JSONMember? {
        if let indexByKey {
            return indexByKey[key].map { members[$0] }
        }
        return members.first { $0.key == key }
    }

    private static func index(of members: [JSONMember]) -> [String: Int]? {
        guard members.count > linearSearchLimit else { return nil }
        var index: [String: Int] = [:]
        for (position, member) in members.enumerated() where index[member.key] == nil {
            index[member.key] = position
        }
        return index
    }

    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members
    }
}

/// One `"key": value` pair, with the key's own offset so that a message about the key (unknown,
/// misplaced, duplicated) points at the key rather than at its value.
package struct JSONMember: Sendable, Equatable {
    package var key: String
    /// The byte offset of the key's opening quote.
    package var keyOffset: Int
    package var value: JSONValue

    package init(key: String, keyOffset: Int, value: JSONValue) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}
