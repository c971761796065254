/// A place in a storyboard file, as editors and compilers print it: `file:line:column`.
public struct StoryboardLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, counted in Unicode scalars.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// One problem found in a storyboard: where, what, and how to fix it.
public struct StoryboardDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public var location: StoryboardLocation
    public var message: String
    public var remedy: String

    public init(at location: StoryboardLocation, _ message: String, remedy: String) {
        self.location = location
        self.message = message
        self.remedy = remedy
    }

    /// `file:line:column: error: message`, then the fix, as compilers print errors.
    public var description: String {
        "\(location): error: \(message)\n  fix: \(remedy)"
    }
}

/// Every problem found in one or more storyboards, in file order.
public struct StoryboardDiagnostics: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [StoryboardDiagnostic]

    public init(_ diagnostics: [StoryboardDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
