/// Something of the Xcode storyboard the JSON format cannot say yet, printed as compilers print
/// warnings: `Main.storyboard:12:9: warning: message`.
package struct ImportWarning: Sendable, Equatable, CustomStringConvertible {
    /// What kind of thing was not carried over, for counts by kind (`tableView`, `constraints`,
    /// `customFont`): the element name, or a short name for a feature.
    package var kind: String
    package var file: String
    package var line: Int
    package var column: Int
    package var message: String

    package var description: String { "\(file):\(line):\(column): warning: \(message)" }
}

/// Collects warnings; a warning `once` per key is printed at its first place, with how many
/// places share it, so that a file with 60 labels in a custom font says so once.
struct ImportWarnings {
    let file: String
    private var entries: [(warning: ImportWarning, onceKey: String?, count: Int)] = []
    private var indexByOnceKey: [String: Int] = [:]

    init(file: String) {
        self.file = file
    }

    mutating func warn(_ kind: String, at element: XMLElementNode?, _ message: String) {
        entries.append((ImportWarning(kind: kind, file: file, line: element?.line ?? 1, column: element?.column ?? 1, message: message), nil, 1))
    }

    /// One warning for every use of the same thing (`key`); the count is added when there are several.
    mutating func warnOnce(_ kind: String, key: String, at element: XMLElementNode?, _ message: String) {
        if let index = indexByOnceKey[key] {
            entries[index].count += 1
            return
        }
        indexByOnceKey[key] = entries.count
        entries.append((ImportWarning(kind: kind, file: file, line: element?.line ?? 1, column: element?.column ?? 1, message: message), key, 1))
    }

    /// In file order (stable for warnings at one place: in the order they were found).
    var all: [ImportWarning] {
        let finished = entries.map { entry -> ImportWarning in
            var warning = entry.warning
            if entry.count > 1 { warning.message += " (\(entry.count) places; this is the first)" }
            return warning
        }
        return finished.enumerated().sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }.map(\.element)
    }
}
