/// Text from a script or a storyboard (a snapshot's label, a scene's id) made safe to use as
/// part of a file name: ASCII letters, digits, `.`, `_` and `-` kept, anything else `-`, at most
/// 64 characters, and never `.` or `..` alone, so it cannot name another folder.
enum SafeFileName {
    static func from(_ text: String) -> String {
        let kept = String(text.unicodeScalars.prefix(64).map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "._-".unicodeScalars.contains(scalar)) ? Character(scalar) : "-"
        })
        return kept.isEmpty || kept.allSatisfy { $0 == "." } ? "_" + kept : kept
    }
}
