/// A place in a source file, as editors and compilers print it: `file:line:column`, or
/// `line:column` for text that has no file (standard input, a control-socket request).
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String?
    /// 1-based.
    public var line: Int
    /// 1-based, counted in Unicode scalars.
    public var column: Int

    public init(file: String?, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String {
        file.map { "\($0):\(line):\(column)" } ?? "\(line):\(column)"
    }
}
