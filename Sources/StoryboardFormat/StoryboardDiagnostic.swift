import ErrorReporting

/// A place in a storyboard file, as editors and compilers print it: `file:line:column`.
package struct StoryboardLocation: Sendable, Hashable, CustomStringConvertible {
    package var file: String
    /// 1-based.
    package var line: Int
    /// 1-based, counted in Unicode scalars.
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    package var description: String { "\(file):\(line):\(column)" }
}

/// One problem found in a storyboard: where, what, and how to fix it.
package struct StoryboardDiagnostic: AppHostError, Sendable, Hashable, CustomStringConvertible {
    package var location: StoryboardLocation
    package var message: String
    package var remedy: String

    package init(at location: StoryboardLocation, _ message: String, remedy: String) {
        self.location = location
        self.message = message
        self.remedy = remedy
    }

    package var errorCode: String { "bad-storyboard" }
    package var fileLocation: FileLocation? { FileLocation(file: location.file, line: location.line, column: location.column) }

    /// `file:line:column: error: message`, then the fix, as compilers print errors.
    package var description: String { report }
}

/// Every problem found in one or more storyboards, in file order.
package struct StoryboardDiagnostics: AppHostError, Sendable, CustomStringConvertible {
    package var diagnostics: [StoryboardDiagnostic]

    package init(_ diagnostics: [StoryboardDiagnostic]) {
        self.diagnostics = diagnostics
    }

    package var errorCode: String { "bad-storyboard" }
    package var message: String { "\(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s") in storyboards" }
    package var facts: [String] { diagnostics.map(\.report) }
    package var remedy: String { "correct each storyboard at the positions given" }

    /// Each problem as compilers print errors, in file order.
    package var description: String {
        diagnostics.map(\.report).joined(separator: "\n")
    }
}
