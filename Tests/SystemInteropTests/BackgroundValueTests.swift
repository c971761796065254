import Glibc
import Synchronization
import Testing

@testable import SystemInterop

@Suite("SystemInterop background values")
struct BackgroundValueTests {
    /// The work runs on a thread other than the caller's, once, and its result comes back to
    /// every ask.
    @Test func theValueIsComputedOnceOnAnotherThreadAndKept() {
        let runs = Mutex(0)
        let caller = pthread_self()
        let value = BackgroundValue(name: "apphost.test") { () -> Bool in
            runs.withLock { $0 += 1 }
            return pthread_equal(pthread_self(), caller) != 0
        }
        #expect(value.value() == false, "computed on the caller's thread")
        #expect(value.value() == false)
        #expect(runs.withLock { $0 } == 1)
    }

    /// The caller goes on while the value is being computed: it is asked for only after the
    /// caller has done its own part, which the background work waits for here.
    @Test func theCallerIsNotHeldUpUntilItAsks() {
        let callerWent = Mutex(false)
        let value = BackgroundValue(name: "apphost.test") { () -> Bool in
            let deadline = ContinuousClock.now + .seconds(10)
            while !callerWent.withLock({ $0 }), ContinuousClock.now < deadline { usleep(1_000) }
            return callerWent.withLock { $0 }
        }
        callerWent.withLock { $0 = true }
        #expect(value.value())
    }

    /// A value never asked for must neither block its owner's end nor be computed twice.
    @Test func aValueNeverAskedForLetsItsThreadGo() {
        let runs = Mutex(0)
        do {
            _ = BackgroundValue(name: "apphost.test") { runs.withLock { $0 += 1 } }
        }
        let deadline = ContinuousClock.now + .seconds(10)
        while runs.withLock({ $0 }) == 0, ContinuousClock.now < deadline { usleep(1_000) }
        #expect(runs.withLock { $0 } == 1)
    }
}
