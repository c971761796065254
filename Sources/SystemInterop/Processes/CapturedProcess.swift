import Glibc

/// A child process whose standard output and standard error come back to this process through
/// one pipe, in the order the child wrote them: `apphost dev` shows a build's output as it comes
/// and reads the compiler's errors in it.
///
/// The child leads a process group of its own, so that ending the group ends what it started
/// too (a build's compiler and linker processes), and its standard input is `/dev/null`, so that
/// it never competes with the terminal's foreground job for the keyboard.
package enum CapturedProcess {
    /// Starts `executable` with `arguments`, calls `started` with it, then calls `output` with each
    /// piece of output as it arrives (on the calling thread) until the child and every process
    /// holding its output have closed it, and returns how the child ended.
    package static func run(executable: String, arguments: [String], environment: [String: String],
                            started: (ChildProcess) -> Void, output: (UnsafeRawBufferPointer) -> Void) throws(SystemCallError) -> ChildTermination {
        var ends: [Int32] = [-1, -1]
        // Glibc's module leaves pipe2 out; the ends are marked close-on-exec at once instead
        // (only this thread's spawn could inherit them meanwhile, and it dups what it needs).
        try SystemCall.check("pipe") { pipe(&ends) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let nothing: Int32
        do {
            nothing = try SystemCall.check("open(/dev/null)") { open("/dev/null", O_RDONLY | O_CLOEXEC) }
        } catch {
            close(writeEnd)
            throw error
        }
        defer { close(nothing) }
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(executable: executable, arguments: arguments, environment: environment, extraDescriptor: nil,
                                           standardInput: nothing, standardOutput: writeEnd, ownProcessGroup: true)
        } catch {
            close(writeEnd)
            throw error
        }
        // Only the child's copies are left, so the reading ends when they are closed.
        close(writeEnd)
        started(child)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
        defer { buffer.deallocate() }
        while case .success(let count) = SystemCall.result("read", { read(readEnd, buffer.baseAddress, buffer.count) }), count > 0 {
            output(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
        return child.waitForExit()
    }
}
