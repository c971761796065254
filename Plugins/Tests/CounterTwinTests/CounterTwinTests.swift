import HostKitTesting
import Testing
@testable import CounterTwin

// The CounterTwin example's tests: its Swift twin in process, and the C plugin the example
// folder runs, in a real apphost; the two must make the same callbacks.
@Suite(.serialized)
struct CounterTwinTests {
    @Test @MainActor func theSwiftTwinCounts() throws {
        let app = try AppHarness(delegate: AppDelegate.self, appFolder: "Examples/CounterTwin")
        try app.launch()
        try app.tap("increment")
        try app.tap("increment")
        #expect(app.element("count")?.text == "2")
    }

    @Test func theCPluginTracesAsItsSwiftTwin() async throws {
        let swiftCallbacks = try await MainActor.run {
            let app = try AppHarness(delegate: AppDelegate.self, appFolder: "Examples/CounterTwin")
            try app.launch()
            try app.tap("increment")
            try app.send(.home)
            try app.send(.foreground)
            try app.terminate()
            return app.trace.callbacks
        }
        let process = try await AppProcess.launch("Examples/CounterTwin")
        try await process.tap("increment")
        #expect(try await process.element("count")?.text == "1")
        try await process.send(.home)
        try await process.send(.foreground)
        try await process.terminate()
        #expect(await process.trace.callbacks == swiftCallbacks)
    }
}
