import Glibc

/// A new private folder for scratch work: made by `mkdtemp`, so its name cannot be guessed or
/// taken first by another user, with mode 0700.
package enum ScratchFolder {
    /// Makes `$TMPDIR/NAME-XXXXXX` (or under `/tmp`) and returns its path.
    package static func make(named name: String) throws(SystemCallError) -> String {
        let parent = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array("\(parent)/\(name)-XXXXXX".utf8CString)
        try template.withUnsafeMutableBufferPointer { (buffer) throws(SystemCallError) in
            guard mkdtemp(buffer.baseAddress!) != nil else { throw SystemCallError(call: "mkdtemp(\(parent)/\(name)-XXXXXX)", code: errno) }
        }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
