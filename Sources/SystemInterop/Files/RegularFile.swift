import Glibc

/// Why ``RegularFile/read(_:)`` could not read a file, in terms a message can use.
package enum RegularFileError: Error, Sendable, Equatable {
    /// Nothing is at the path.
    case missing
    /// Something is there, but not a regular file; `kind` says what, e.g. "a FIFO (named pipe)".
    case notRegular(kind: String)
    /// The file exists but this user may not read it.
    case permissionDenied
    /// The file became shorter while it was read (being rewritten): `have` of the `expected`
    /// bytes `fstat` gave.
    case shrank(have: Int, expected: Int)
    /// Another failure, with the system's reason.
    case failed(reason: String)
}

/// Reads files whose bytes the host parses itself (plugin images), refusing anything that is not
/// a regular file before reading a byte.
///
/// The file is opened with `O_NONBLOCK`, so a FIFO with no writer does not block the open, and
/// its type is taken from `fstat` on the open descriptor, so what is checked is what is read.
/// The bytes are copied, not mapped: a mapped file that another process truncates raises
/// SIGBUS on the next read of the lost pages.
package enum RegularFile {
    package static func read(_ path: String) throws(RegularFileError) -> [UInt8] {
        let (descriptor, size) = try openRegular(path)
        defer { close(descriptor) }
        return try readAll(descriptor, size: off_t(size), naming: path)
    }

    /// ``read(_:)``, but a pipe or a character device is read to its end too: for an input a
    /// user may pipe in (`--events <(make-script)`, `/dev/stdin`), never for code. A named FIFO
    /// is opened again without `O_NONBLOCK`, so that the read waits for its writer, as `cat`
    /// does, rather than finding it empty because the writer has not opened it yet.
    package static func readRegularFileOrStream(_ path: String) throws(RegularFileError) -> [UInt8] {
        var (descriptor, info) = try opened(path, blocking: false)
        if isStream(info) {
            close(descriptor)
            (descriptor, info) = try opened(path, blocking: true)
        }
        defer { close(descriptor) }
        // Whatever is at the path when it was opened last: a file or a stream, nothing else.
        let isRegular = info.st_mode & S_IFMT == S_IFREG
        guard isRegular || isStream(info) else { throw .notRegular(kind: kind(of: info.st_mode)) }
        return try readAll(descriptor, size: isRegular ? info.st_size : 0, naming: path)
    }

    private static func isStream(_ info: stat) -> Bool {
        let type = info.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFCHR
    }

    /// `path` opened for reading, with its size, once `fstat` on the descriptor says it is a
    /// regular file; the caller closes it.
    private static func openRegular(_ path: String) throws(RegularFileError) -> (descriptor: Int32, size: Int) {
        let (descriptor, info) = try opened(path, blocking: false)
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notRegular(kind: kind(of: info.st_mode))
        }
        return (descriptor, Int(info.st_size))
    }

    /// `path` opened read-only, with `fstat`'s answer on the descriptor, so that what is checked
    /// is what is read; the caller closes it. Not `blocking`, the open of a FIFO with no writer
    /// returns at once.
    private static func opened(_ path: String, blocking: Bool) throws(RegularFileError) -> (descriptor: Int32, info: stat) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | (blocking ? 0 : O_NONBLOCK))
        guard descriptor >= 0 else { throw failure(errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw failure(code)
        }
        return (descriptor, info)
    }

    /// Opens `path` as ``read(_:)`` does and hands `body` its size and a reader of byte ranges, so
    /// that a caller that needs a few parts of a large file (a plugin image's headers and symbol
    /// tables) reads only those: reading a whole image, debug sections and all, into fresh
    /// memory cost more than parsing it.
    ///
    /// The reader refuses a range that does not lie within the size `fstat` gave, and a file that
    /// ends sooner than that while it is read.
    package static func withParts<Result>(
        of path: String, _ body: (_ size: Int, _ read: (Range<Int>) throws(RegularFileError) -> [UInt8]) throws(RegularFileError) -> Result
    ) throws(RegularFileError) -> Result {
        let (descriptor, size) = try openRegular(path)
        defer { close(descriptor) }
        return try body(size) { (range: Range<Int>) throws(RegularFileError) -> [UInt8] in
            guard range.lowerBound >= 0, range.upperBound <= size else {
                throw .failed(reason: "bytes \(range.lowerBound)..<\(range.upperBound) lie outside the file of \(size) bytes")
            }
            var failed: Int32?
            let bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
                count = 0
                while count < buffer.count {
                    let result = SystemCall.result("pread(\(path))") {
                        pread(descriptor, buffer.baseAddress! + count, buffer.count - count, off_t(range.lowerBound + count))
                    }
                    switch result {
                    case .success(0): return
                    case .success(let read): count += read
                    case .failure(let error): failed = error.code; return
                    }
                }
            }
            if let failed { throw failure(failed) }
            guard bytes.count == range.count else { throw .shrank(have: range.lowerBound + bytes.count, expected: size) }
            return bytes
        }
    }

    /// The rest of the open file `descriptor`, whose `fstat` size is `size`.
    package static func readAll(_ descriptor: Int32, size: off_t, naming path: String) throws(RegularFileError) -> [UInt8] {
        // Read straight into the array, sized by fstat (plus one byte, to see the end of a file
        // that grows meanwhile): no zeroed buffer to copy from, which cost more than the read.
        var bytes: [UInt8] = []
        var capacity = max(0, Int(size)) + 1
        while true {
            let start = bytes.count
            var failed: Int32?
            var ended = false
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity - start) { buffer, count in
                count = 0
                while count < buffer.count {
                    let result = SystemCall.result("read(\(path))") { Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count) }
                    switch result {
                    case .success(0): ended = true; return
                    case .success(let read): count += read
                    case .failure(let error): failed = error.code; return
                    }
                }
            }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if let failed { throw failure(failed) }
            if ended { return bytes }
            capacity = max(bytes.count * 2, 1 << 16)
        }
    }

    private static func failure(_ code: Int32) -> RegularFileError {
        switch code {
        case ENOENT: .missing
        case EACCES, EPERM: .permissionDenied
        default: .failed(reason: String(cString: strerror(code)))
        }
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "not a regular file"
        }
    }
}
