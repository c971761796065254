import Glibc

/// Standard input, owned by a supervisor and passed on to the children it starts one after
/// another: a thread copies this process's standard input into a pipe, and each child gets the
/// pipe's read end as its standard input.
///
/// A restarted child thus goes on reading where the one before it stopped, and never reads the
/// terminal itself (from a process group of its own, that would stop it with SIGTTIN). Bytes a
/// child had read but not acted on when it crashed are lost with it, as events sent to a
/// crashing app are. When standard input ends, the pipe ends too, and children see end of file.
package final class StandardInputRelay: Sendable {
    /// The end each child gets as its standard input; close-on-exec here.
    package let readEnd: Int32

    package init() throws(SystemCallError) {
        var ends: [Int32] = [-1, -1]
        try SystemCall.check("pipe") { pipe(&ends) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        readEnd = ends[0]
        let writeEnd = ends[1]
        let started = SystemThread.start(name: "apphost-stdin") {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            copying: while true {
                let count = (try? SystemCall.check("read") { buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) } }) ?? 0
                guard count > 0 else { break }
                var offset = 0
                while offset < count {
                    // Blocks while the pipe is full: the child reads at its own pace.
                    guard case .success(let written) = SystemCall.result("write", { buffer[offset..<count].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) } }) else {
                        break copying
                    }
                    offset += written
                }
            }
            close(writeEnd)
        }
        switch started {
        case .success(let thread): thread.detach()
        case .failure(let error):
            close(ends[0])
            close(ends[1])
            throw error
        }
    }
}
