import Foundation
import Testing

/// Touches, the responder chain, target-action and text input, on the EventsProbe plugin's
/// storyboard (Tests/AppHostTests/Storyboards/Events).
@Suite("Event delivery")
struct EventDeliveryTests {
    private func run(_ events: [String], extra: [String] = []) async throws -> AppHostHarness.Outcome {
        _ = try await PluginBuilds.shared.products()
        let outcome = try await AppHostHarness.run(["run", "Tests/AppHostTests/Storyboards/Events"] + extra, events: events + [#"{"event":"terminate"}"#])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return outcome
    }

    /// `KIND Class.callback` for the records whose name starts with one of `prefixes`, and the
    /// app's log messages, in trace order.
    private func path(_ outcome: AppHostHarness.Outcome, _ prefixes: [String]) -> [String] {
        outcome.trace.compactMap { record in
            let name = record["name"] as? String ?? ""
            let kind = record["kind"] as? String ?? ""
            if kind == "log" { return "log \(record["message"] as? String ?? "")" }
            guard ["app", "vc", "view"].contains(kind), prefixes.contains(where: name.hasPrefix) else { return nil }
            let object = (record["object"] as? String ?? "?").replacingOccurrences(of: "HostKit.", with: "")
            return "\(kind) \(object).\(name)"
        }
    }

    private let chain = ["view View", "view View", "vc EventsProbe.CanvasViewController", "view Window", "app Application", "app EventsProbe.EventsDelegate"]

    @Test func anUnhandledTouchTravelsTheWholeResponderChain() async throws {
        // The board's hidden button covers it, but hidden views are never hit.
        let outcome = try await run([#"{"event":"tap","x":100,"y":150}"#])
        let expected = chain.map { "\($0).touchesBegan(_:with:)" } + chain.map { "\($0).touchesEnded(_:with:)" }
        #expect(path(outcome, ["touches"]) == expected)
        #expect(!path(outcome, [""]).contains("log count 1"), "the hidden button sent nothing")
    }

    @Test func aButtonsActionReachesItsController() async throws {
        let outcome = try await run([#"{"event":"tap","identifier":"increment"}"#, #"{"event":"tap","x":100,"y":372}"#])
        let actions = path(outcome, ["increment"])
        #expect(actions.filter { $0.hasPrefix("vc") } == ["vc EventsProbe.CanvasViewController.increment", "vc EventsProbe.CanvasViewController.increment"])
        #expect(actions.filter { $0.hasPrefix("log") } == ["log count 1", "log count 2"])
        let record = try #require(outcome.trace.first { $0["name"] as? String == "increment" })
        #expect(record["sender"] as? String == "HostKit.Button")
        #expect((record["event"] as? String)?.contains("touchUpInside") == true)
    }

    @Test func aNilTargetedActionTravelsFromTheFirstResponder() async throws {
        let outcome = try await run([
            #"{"event":"tap","identifier":"clear"}"#,  // the controller is first responder
            #"{"event":"tap","identifier":"name"}"#,  // now the field is
            #"{"event":"type","text":"ab"}"#,
            #"{"event":"tap","identifier":"clear"}"#,
        ])
        let story = path(outcome, ["clearText", "textChanged"])
        #expect(story == [
            "vc EventsProbe.CanvasViewController.clearText", "log controller clears",
            "vc EventsProbe.CanvasViewController.textChanged", "log text ab",
            "view EventsProbe.NameField.clearText", "log field clears",
        ])
    }

    @Test func anInterruptionCancelsTouchesInProgress() async throws {
        let outcome = try await run([
            #"{"event":"touch","phase":"began","x":100,"y":150}"#,
            #"{"event":"interruptionBegan"}"#,
            #"{"event":"interruptionEnded"}"#,
            #"{"event":"touch","phase":"ended","x":100,"y":150}"#,
        ])
        let story = path(outcome, ["touches", "applicationWillResignActive"])
        #expect(story == chain.map { "\($0).touchesBegan(_:with:)" } + ["app EventsProbe.EventsDelegate.applicationWillResignActive(_:)"]
            + chain.map { "\($0).touchesCancelled(_:with:)" })
        let refused = outcome.hostRecords(named: "refused").compactMap { $0["event"] as? String }
        #expect(refused == ["touch"], "the finger lifted after the cancellation belongs to no touch")
    }

    @Test func aShakeGoesToTheFirstResponder() async throws {
        let outcome = try await run([#"{"event":"shake"}"#])
        let tail = ["view Window", "app Application", "app EventsProbe.EventsDelegate"]
        let expected = (["vc EventsProbe.CanvasViewController"] + tail).map { "\($0).motionBegan(_:with:)" }
            + (["vc EventsProbe.CanvasViewController"] + tail).map { "\($0).motionEnded(_:with:)" }
        #expect(path(outcome, ["motion"]) == expected)
    }

    @Test func anAlertsActionIsTappedByItsTitle() async throws {
        let outcome = try await run([
            #"{"event":"tap","identifier":"increment"}"#,
            #"{"event":"remoteControl","command":"stop"}"#,  // the controller presents an alert
            #"{"event":"tap","identifier":"increment"}"#,  // covered by the alert: nothing happens
            #"{"event":"tap","title":"Reset"}"#,
            #"{"event":"tap","title":"Reset"}"#,  // gone with the alert
            #"{"event":"tap","identifier":"increment"}"#,
        ])
        #expect(path(outcome, [""]).filter { $0.hasPrefix("log") } == ["log count 1", "log alert Reset", "log count 1"])
        let refused = outcome.hostRecords(named: "refused").compactMap { $0["reason"] as? String }
        #expect(refused == ["no visible view with title \"Reset\" in the key window"])
    }

    @Test func inputReachesOnlyAnActiveApp() async throws {
        let outcome = try await run([#"{"event":"home"}"#, #"{"event":"tap","identifier":"increment"}"#, #"{"event":"type","text":"x"}"#])
        #expect(path(outcome, ["increment", "touches"]).isEmpty)
        let reasons = outcome.hostRecords(named: "refused").compactMap { $0["reason"] as? String }
        #expect(reasons.count == 2)
        #expect(reasons.allSatisfy { $0.contains("reaches only an active app") })
    }

    @Test func keyCommandsTakeTheirKeysAndOtherKeysArePressesAlongTheChain() async throws {
        let outcome = try await run([
            #"{"event":"key","key":"upArrow"}"#,  // the controller's key command
            #"{"event":"key","key":"upArrow","phase":"began"}"#,
            #"{"event":"key","key":"upArrow","phase":"ended"}"#,
            #"{"event":"key","key":"downArrow"}"#,
            #"{"event":"key","key":"escape"}"#,  // a press the controller handles
            #"{"event":"key","key":"f5","modifiers":["command"]}"#,  // a press no one handles
        ])
        #expect(path(outcome, [""]).filter { $0.hasPrefix("log") } == ["log count 1", "log count 2", "log count 1", "log count 0"])
        let step = try #require(outcome.trace.first { $0["name"] as? String == "stepUp" })
        #expect(step["sender"] as? String == "HostKit.KeyCommand")
        #expect(step["key"] as? String == "upArrow")
        let fromController = chain.dropFirst(2)
        #expect(path(outcome, ["presses"]).filter { !$0.hasPrefix("log") }
            == ["vc EventsProbe.CanvasViewController.pressesBegan(_:with:)"] + fromController.map { "\($0).pressesEnded(_:with:)" }
            + fromController.map { "\($0).pressesBegan(_:with:)" } + fromController.map { "\($0).pressesEnded(_:with:)" },
                "Escape's press stops at the controller, the first responder, which passes its release on; Command+F5 goes up to the delegate")
        let inputs = outcome.hostRecords(named: "input").filter { $0["event"] as? String == "key" }
        #expect(inputs.count == 6)
        #expect(inputs.last?["modifiers"] as? [String] == ["command"])
        #expect(inputs.last?["key"] as? String == "f5")
    }

    @Test func theReplySaysWhatTookTheKey() async throws {
        _ = try await PluginBuilds.shared.products()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-keys-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let socket = folder.appendingPathComponent("app.sock").path
        let process = try AppHostHarness.launch(["run", "Tests/AppHostTests/Storyboards/Events", "--control", socket], in: folder)
        defer { if process.isRunning { process.terminate() }; process.waitUntilExit() }
        var replies: [[String: Any]] = []
        for request in [#"{"event":"key","key":"upArrow"}"#, #"{"event":"key","key":"escape","phase":"began"}"#,
                        #"{"event":"key","key":"escape","phase":"ended"}"#, #"{"event":"key","key":"f1"}"#, #"{"event":"key","key":"tab"}"#,
                        #"{"event":"key","key":"x"}"#, #"{"event":"key","key":"x","phase":"ended"}"#] {
            var reply: [String: Any]?
            for _ in 0..<400 where reply == nil {
                reply = try? DevCommandTests.ask(socket, request)
                if reply == nil { try await Task.sleep(for: .milliseconds(25)) }
            }
            replies.append(try #require(reply, "the app answers \(request)"))
        }
        #expect(replies.map { $0["handledBy"] as? String } == ["keyCommand", "presses", "none", "none", "none", "text", "none"],
                "\(replies)")
        #expect(replies[0]["action"] as? String == "stepUp" && replies[0]["target"] as? String == "EventsProbe.CanvasViewController")
        #expect(replies[4]["view"] as? String == "EventsProbe.NameField", "an unhandled Tab moved to the text field")
    }

    @Test func tabNoOneHandlesMovesToTheTextFieldWhichTakesTypingKeys() async throws {
        let outcome = try await run([
            #"{"event":"key","key":"tab"}"#,
            #"{"event":"key","key":"o"}"#,
            #"{"event":"key","key":"k","modifiers":["shift"]}"#,
            #"{"event":"key","key":"backspace"}"#,
            #"{"event":"key","key":"upArrow"}"#,  // the controller's command, from the field's chain
        ])
        #expect(outcome.hostRecords(named: "input").contains { $0["event"] as? String == "focusNext" })
        #expect(path(outcome, ["textChanged"]).filter { $0.hasPrefix("log text") } == ["log text o", "log text oK", "log text o"])
        #expect(path(outcome, [""]).contains("log count 1"))
    }
}
