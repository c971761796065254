import ControlSocket
import Glibc

/// A one-way pipe of text lines from a child process to its parent: the supervised app tells its
/// supervisor what it is doing, so that a crash can be explained and recovered from.
///
/// Lines written before a crash are not lost: they sit in the kernel's pipe buffer until read.
package final class MessagePipe: Sendable {
    /// The end the child writes to (pass it as its descriptor 3); close-on-exec, so no other
    /// child inherits it.
    package let writeEnd: Int32
    private let readEnd: Int32

    package init() throws(SystemCallError) {
        var ends: [Int32] = [-1, -1]
        try SystemCall.check("pipe") { pipe(&ends) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Reads lines on a thread of its own until every writer has closed its end, calling
    /// `onLine` for each, then `onEnd`. The parent's own copy of the write end stays open, so the
    /// reading goes on across children.
    package func readLines(onLine: @escaping @Sendable (String) -> Void) throws(SystemCallError) {
        let descriptor = readEnd
        let started = SystemThread.start(name: "apphost-child") {
            var framer = LineFramer(limit: 64 * 1024 * 1024)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = (try? SystemCall.check("read") { buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) } }) ?? 0
                guard count > 0 else { return }
                buffer.withUnsafeBytes { bytes in
                    framer.append(UnsafeRawBufferPointer(rebasing: bytes[..<count])) { item in
                        if case .line(let line) = item { onLine(String(decoding: line, as: UTF8.self)) }
                    }
                }
            }
        }
        switch started {
        case .success(let thread): thread.detach()
        case .failure(let error): throw error
        }
    }
}

/// The child's end of a ``MessagePipe``: descriptor 3, inherited from the supervisor.
package struct MessagePipeWriter: Sendable {
    private let descriptor: Int32

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `line` and a newline whole; the supervisor reads it even if this process crashes
    /// right after. Returns false when the supervisor is gone.
    @discardableResult
    package func send(_ line: String) -> Bool {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            guard case .success(let written) = SystemCall.result("write", { bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } }) else {
                return false
            }
            offset += written
        }
        return true
    }
}
