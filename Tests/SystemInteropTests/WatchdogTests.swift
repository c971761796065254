import Dispatch
import Foundation
import Synchronization
@testable import SystemInterop
import Testing

/// The thread the stack capture targets in these tests, standing in for the app's main thread.
///
/// Swift Testing runs tests off the main thread, and even its main actor runs on whichever
/// worker drains the main queue, so the tests cannot park the process's main thread at will.
/// This thread calls `MainThreadStack.prepare()` as `apphost`'s main thread does, lives as
/// long as the process (a capture must never aim at a thread that has ended), and parks in a
/// recognisable function whenever a test asks.
final class StandInMainThread: Sendable {
    static let shared = StandInMainThread()

    private let requests = DispatchSemaphore(value: 0)
    private let parked = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)

    private init() {
        let prepared = DispatchSemaphore(value: 0)
        let thread = Thread { [requests, parked, released] in
            MainThreadStack.prepare()
            prepared.signal()
            while true {
                requests.wait()
                StandInMainThread.stuckInAppCode(parked: parked, until: released)
            }
        }
        thread.name = "stand-in main"
        thread.start()
        prepared.wait()
    }

    /// Where the app is "stuck": the name the captured stacks must show. It says it is parked
    /// from inside, so that a capture can never catch the thread before it arrives.
    @inline(never)
    static func stuckInAppCode(parked: DispatchSemaphore, until released: DispatchSemaphore) {
        parked.signal()
        _ = released.wait(timeout: .now() + 30)
    }

    /// Runs `body` while the thread is parked in `stuckInAppCode`.
    func whileStuck<T>(_ body: () throws -> T) rethrows -> T {
        requests.signal()
        parked.wait()
        defer { released.signal() }
        return try body()
    }
}

/// The watchdog and the stack capture, against the stand-in main thread. Serialised: the tests
/// share that thread and the process's capture signal.
@Suite("Watchdog", .serialized)
struct WatchdogTests {
    private let mainThread = StandInMainThread.shared

    private func showsTheStuckFunction(_ stack: [StackFrame]?) -> Bool {
        stack?.contains { $0.symbol?.contains("StandInMainThread.stuckInAppCode") == true } == true
    }

    @Test func captureShowsWhereTheMainThreadIs() {
        #expect(MainThreadStack.signal != nil)
        let stack = mainThread.whileStuck { MainThreadStack.capture(timeout: .seconds(10)) }
        #expect(showsTheStuckFunction(stack), "captured: \(stack?.map(\.description) ?? [])")
        // Symbols are demangled: no raw "$s" names.
        #expect(stack?.contains { $0.symbol?.hasPrefix("$s") == true } == false)
    }

    @Test func anOverrunPhaseExpiresWithItsReport() throws {
        let expiries = Mutex<[WatchdogExpiry]>([])
        let reported = DispatchSemaphore(value: 0)
        let watchdog = Watchdog { expiry in
            expiries.withLock { $0.append(expiry) }
            reported.signal()
        }
        let limit = Duration.milliseconds(20)
        let outcome = mainThread.whileStuck {
            watchdog.arm(phase: "launch", limit: limit)
            watchdog.noteCallback("application(_:didFinishLaunchingWithOptions:)")
            return reported.wait(timeout: .now() + 10)
        }
        #expect(outcome == .success)
        let expiry = try #require(expiries.withLock { $0.first })
        #expect(expiry.phase == "launch")
        #expect(expiry.callback == "application(_:didFinishLaunchingWithOptions:)")
        #expect(expiry.limit == limit)
        #expect(expiry.elapsed >= limit)
        #expect(showsTheStuckFunction(expiry.mainThreadStack), "captured: \(expiry.mainThreadStack?.map(\.description) ?? [])")
        #expect(expiries.withLock { $0.count } == 1)
    }

    @Test func aPhaseDisarmedInTimeNeverExpires() async throws {
        let expiries = Mutex<[String]>([])
        let reported = DispatchSemaphore(value: 0)
        let watchdog = Watchdog { expiry in
            expiries.withLock { $0.append(expiry.phase) }
            reported.signal()
        }
        watchdog.arm(phase: "didEnterBackground", limit: .milliseconds(20))
        watchdog.disarm()
        // Long enough for the disarmed limit to have passed three times over.
        try await Task.sleep(for: .milliseconds(60))
        // The watchdog still works: only this later phase is reported.
        watchdog.arm(phase: "willTerminate", limit: .milliseconds(1))
        #expect(reported.wait(timeout: .now() + 10) == .success)
        #expect(expiries.withLock { $0 } == ["willTerminate"])
    }

    /// The timer is set for the armed deadline and moved only for an earlier one: a short phase
    /// armed while it is set for a long one must still expire on time, and a disarmed long phase
    /// must not fire when the timer does.
    @Test func aShorterPhaseArmedWhileTheTimerIsSetForALongerOneExpiresOnTime() async throws {
        let expiries = Mutex<[String]>([])
        let reported = DispatchSemaphore(value: 0)
        let watchdog = Watchdog { expiry in
            expiries.withLock { $0.append(expiry.phase) }
            reported.signal()
        }
        watchdog.arm(phase: "launch", limit: .seconds(3600))
        // Time for the timer to be set for the launch's deadline.
        try await Task.sleep(for: .milliseconds(50))
        watchdog.disarm()
        let armed = ContinuousClock.now
        watchdog.arm(phase: "willTerminate", limit: .milliseconds(30))
        #expect(reported.wait(timeout: .now() + 10) == .success)
        #expect(armed.duration(to: .now) < .seconds(5), "the expiry waited for the earlier, longer deadline")
        #expect(expiries.withLock { $0 } == ["willTerminate"])

        // A long phase, disarmed, and the timer firing early for a later one: nothing fires.
        watchdog.arm(phase: "didEnterBackground", limit: .milliseconds(40))
        watchdog.disarm()
        watchdog.arm(phase: "launch", limit: .seconds(3600))
        try await Task.sleep(for: .milliseconds(120))
        #expect(expiries.withLock { $0 } == ["willTerminate"])
        watchdog.disarm()
    }
}
