import HostKitTesting
import Testing

/// Tests that keep a harness across `await` take turns with the `.appHarness` trait: without it,
/// Swift Testing runs them in parallel and the second harness is refused (`harness-in-use`).
@Suite(.appHarness)
struct AppHarnessTurnTests {
    @Test(arguments: 1...4)
    func harnessesKeptAcrossAwaitDoNotOverlap(round: Int) async throws {
        let app = try await MainActor.run {
            let app = try AppHarness(delegate: FormDelegate.self, appFolder: "Apps/Form")
            try app.launch()
            return app
        }
        try await Task.sleep(for: .milliseconds(20))  // the other rounds would start here
        try await MainActor.run {
            for _ in 0..<round { try app.tap("greet") }
            #expect(app.element("greeting")?.text == "Greeted \(round)")
            try app.terminate()
        }
    }
}
