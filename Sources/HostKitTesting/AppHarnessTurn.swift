import Testing

/// Runs the tests it marks one at a time across the whole test process, whatever suite they are
/// in, so that harnesses kept across `await` never overlap (HostKit's globals exist once per
/// process; see ``AppHarness``). Tests on the main actor that do not suspend need no trait,
/// unless another suite of the same test target takes it: then every suite that makes harnesses
/// takes it, so that they wait for each other's turns.
///
/// ```swift
/// @Suite(.appHarness) struct CheckoutTests { … }
/// ```
public struct AppHarnessTurn: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else {
            try await function()  // a suite: its tests take their turns one by one
            return
        }
        await HarnessTurns.shared.begin()
        do {
            try await function()
        } catch {
            await HarnessTurns.shared.end()
            throw error
        }
        await HarnessTurns.shared.end()
    }
}

extension Trait where Self == AppHarnessTurn {
    /// One test at a time in the process, for tests that keep an ``AppHarness`` across `await`.
    public static var appHarness: Self { AppHarnessTurn() }
}

/// A first-come, first-served turn for the whole process.
private actor HarnessTurns {
    static let shared = HarnessTurns()
    private var isTaken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func begin() async {
        guard isTaken else {
            isTaken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func end() {
        if waiting.isEmpty {
            isTaken = false
        } else {
            waiting.removeFirst().resume()  // the turn passes on: it stays taken
        }
    }
}
