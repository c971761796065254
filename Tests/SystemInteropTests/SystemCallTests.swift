import Glibc
@testable import SystemInterop
import Testing

@Suite("System calls")
struct SystemCallTests {
    /// A call that fails with `errors` in turn, then returns `value`.
    final class Scripted {
        var errors: [Int32]
        var calls = 0
        init(_ errors: [Int32]) { self.errors = errors }
        func call(_ value: Int32 = 7) -> Int32 {
            calls += 1
            guard !errors.isEmpty else { return value }
            errno = errors.removeFirst()
            return -1
        }
    }

    @Test func anInterruptedCallIsMadeAgain() throws {
        let scripted = Scripted([EINTR, EINTR])
        #expect(try SystemCall.check("read") { scripted.call() } == 7)
        #expect(scripted.calls == 3)
    }

    @Test func aCallThatMustNotBeRepeatedReportsTheInterruption() {
        let scripted = Scripted([EINTR])
        let outcome = SystemCall.result("connect", retryingInterruptions: false) { scripted.call() }
        #expect(outcome.errorNumber == EINTR)
        #expect(scripted.calls == 1)
    }

    @Test func aFailureNamesTheCallAndKeepsItsErrorNumber() throws {
        let scripted = Scripted([EACCES])
        let error = try #require(throws: SystemCallError.self) { try SystemCall.check("open(/etc/shadow)") { scripted.call() } }
        #expect(error.code == EACCES)
        #expect(error.description == "open(/etc/shadow): Permission denied")
        #expect(error.report.hasPrefix("error[system-call]: open(/etc/shadow): Permission denied"))
    }

    @Test func successIsErrorNumberZero() {
        #expect(SystemCall.result("close") { Int32(0) }.errorNumber == 0)
    }
}

@Suite("Path names")
struct PathNamesTests {
    @Test func theFolderOfAPath() {
        #expect(PathNames.folder(of: "libApp.so") == ".")
        #expect(PathNames.folder(of: "./libApp.so") == ".")
        #expect(PathNames.folder(of: "/libApp.so") == "/")
        #expect(PathNames.folder(of: "Examples/Counter/app.json") == "Examples/Counter")
        #expect(PathNames.folder(of: "/tmp/a/b.json") == "/tmp/a")
    }
}
