import Foundation
import Glibc
import Synchronization
import Testing

@testable import SystemInterop

@Suite("Child processes")
struct ChildProcessTests {
    /// The host blocks SIGTSTP and SIGCONT on every thread but one, and a mask outlives exec: a
    /// child that inherited it could not be stopped with Ctrl-Z.
    @Test func aChildStartsWithNoSignalBlockedWhateverItsStartersMask() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let outcome = Mutex<Result<ChildProcess, SystemCallError>?>(nil)
        // A SystemThread blocks every asynchronous signal: the child is started from that mask.
        let starter = try SystemThread.start(name: "apphost.test") {
            outcome.withLock {
                $0 = Result { () throws(SystemCallError) in
                    try ChildProcess.spawn(executable: "/usr/bin/grep", arguments: ["SigBlk", "/proc/self/status"],
                                           environment: [:], extraDescriptor: nil, standardOutput: writeEnd)
                }
            }
        }.get()
        starter.join()
        close(writeEnd)
        let child = try #require(try outcome.withLock { $0 }?.get())
        #expect(child.waitForExit() == .exited(status: 0))
        var output = [UInt8](repeating: 0, count: 256)
        let count = read(readEnd, &output, output.count)
        let line = String(decoding: output[..<max(count, 0)], as: UTF8.self)
        #expect(line.trimmingCharacters(in: .whitespacesAndNewlines) == "SigBlk:\t0000000000000000")
    }
}
