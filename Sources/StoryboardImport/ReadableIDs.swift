import Foundation

/// Turns Xcode's generated ids (`BYZ-38-t0r`) into readable ones (`mealViewController`), unique
/// in the file, and remembers the map for `--keep-ids`.
struct ReadableIDs {
    private var used: Set<String> = []
    /// Xcode id → new id, in the order they were given.
    private(set) var map: [(old: String, new: String)] = []

    /// A new id from the first of `candidates` that makes a name, unique in the file
    /// (`name`, `name-2`, `name-3`…), recorded against `xcodeID` when there is one.
    mutating func allocate(from candidates: [String?], fallback: String, xcodeID: String?) -> String {
        let base = candidates.lazy.compactMap { $0.flatMap(Self.camelCaseName) }.first ?? fallback
        let id = unique(base)
        if let xcodeID { map.append((xcodeID, id)) }
        return id
    }

    /// `base`, or `base-N` with the smallest N that is free.
    mutating func unique(_ base: String) -> String {
        var candidate = base
        var suffix = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// `"Your Meals"` → `yourMeals`, `"URLViewController"` → `urlViewController`; `nil` when the
    /// text has no ASCII letter or digit.
    static func camelCaseName(_ text: String) -> String? {
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        let words = folded.split { !(($0.isASCII && ($0.isLetter || $0.isNumber))) }.map(String.init)
        guard let first = words.first else { return nil }
        var name = lowercasedLeadingCapitals(first)
        for word in words.dropFirst() {
            name += word.prefix(1).uppercased() + word.dropFirst()
        }
        if let initial = name.first, initial.isNumber { name = "_" + name }
        return String(name.prefix(60))
    }

    /// `URLView` → `urlView`, `Meal` → `meal`, `ID` → `id`: the leading run of capitals, but the
    /// last of a run that starts the next word.
    private static func lowercasedLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// A name the format takes as an id (a storyboard identifier, a segue identifier): letters,
    /// digits, `_`, `.`, `-`, starting with a letter or `_`. Other characters become `_`.
    static func formatIdentifier(_ text: String) -> String? {
        guard !text.isEmpty else { return nil }
        var result = String(text.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "." || scalar == "-") ? Character(scalar) : "_"
        })
        if let first = result.unicodeScalars.first, !(("a"..."z").contains(first) || ("A"..."Z").contains(first) || first == "_") {
            result = "_" + result
        }
        return result
    }

    static func isFormatIdentifier(_ text: String) -> Bool {
        formatIdentifier(text) == text
    }
}
