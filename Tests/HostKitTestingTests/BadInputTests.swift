import Foundation
import HostKitTesting
import Testing

/// Actions that cannot happen fail with the reason, as XCUITest's do.
@MainActor
@Suite(.appHarness)  // AppHarnessTurnTests keeps harnesses across await
struct BadInputTests {
    private func launchedForm() throws -> AppHarness {
        let app = try AppHarness(delegate: FormDelegate.self, appFolder: "Apps/Form")
        try app.launch()
        return app
    }

    @Test func anUnknownIdentifierListsTheOnesOnScreenClosestFirst() throws {
        let app = try launchedForm()
        let error = try #require(throws: HarnessError.self) { try app.tap("gret") }
        #expect(error.errorCode == "no-such-element")
        #expect(error.message.contains("\"gret\""))
        let listed = try #require(error.facts.first)
        #expect(listed.hasPrefix("identifiers on screen, closest first: \"greet\""), "\(listed)")
        #expect(listed.contains("\"name\"") && !listed.contains("\"secret\""))
    }

    @Test func severalMatchesAreNamed() throws {
        let app = try launchedForm()
        let error = try #require(throws: HarnessError.self) { try app.tap("twin") }
        #expect(error.errorCode == "ambiguous")
        #expect(error.facts.count == 2)
        #expect(error.facts.contains { $0.contains("\"one\"") } && error.facts.contains { $0.contains("\"two\"") })
        withKnownIssue("element(_:) reports several matches as an issue") {
            #expect(app.element("twin")?.text == "one")
        }
    }

    @Test(arguments: [("secret", "hidden"), ("locked", "disabled"), ("farAway", "off-screen"), ("under", "covered")])
    func anActionOnAViewThatCannotTakeItSaysWhy(identifier: String, reason: String) throws {
        let app = try launchedForm()
        let error = try #require(throws: HarnessError.self) { try app.tap(identifier) }
        #expect(error.errorCode == reason)
        #expect(error.message.contains(identifier))
        #expect(!app.trace.contains { $0.name == "input" })
    }

    @Test func aTapOnABackgroundedAppIsRefused() throws {
        let app = try launchedForm()
        try app.send(.home)
        let error = try #require(throws: HarnessError.self) { try app.tap("greet") }
        #expect(error.errorCode == "not-active")
    }

    @Test func useAfterTerminateStopsWithAClearMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let app = try AppHarness(delegate: FormDelegate.self, appFolder: "Apps/Form")
                try app.launch()
                try app.terminate()
                try app.tap("greet")
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("AppHarness.tap(\"greet\") after terminate()"), "\(message)")
    }
}

