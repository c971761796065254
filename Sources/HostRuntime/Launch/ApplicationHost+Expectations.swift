import HostKit

/// Expectations checked against the running app, and what a strict run (`--strict`,
/// `apphost test`) does when a step or an expectation fails.
extension ApplicationHost {
    /// Whether `expectation` holds now; a failure says what was expected and what is.
    func check(_ expectation: Expectation) -> EventOutcome {
        let actual: String?
        switch expectation {
        case .text(let query, let expected):
            switch findView(query) {
            case .failure(let failure):
                actual = failure.message
            case .success(let view):
                let text = Self.shownText(of: view)
                actual = text == expected ? nil : text.map { "the text is \(Expectation.quoted($0))" } ?? "the \(Self.typeName(of: view)) shows no text"
            }
        case .exists(let query, let shouldExist):
            switch (findView(query), shouldExist) {
            case (.success, true), (.failure, false): actual = nil
            case (.failure(let failure), true): actual = failure.message
            case (.success(let view), false): actual = "a \(Self.typeName(of: view)) with \(query) is on screen"
            }
        case .state(let expected):
            actual = currentState == expected ? nil : "the app is \(currentState.rawValue)"
        case .trace(let text):
            actual = trace.hasRecord(containing: text) ? nil : "no trace record so far contains \(Expectation.quoted(text))"
        }
        trace.record(.host, "expect", state: currentState, ["expected": .string(expectation.description), "passed": .string(actual == nil ? "true" : "false")])
        guard let actual else { return .done(stateFields) }
        return .failed(Expectation.failureCode, "expected \(expectation.description); actual: \(actual)",
                       remedy: "fix the app, or the expectation if the app is right; the screen is shown above")
    }

    /// What a view shows as text, as its snapshot reads it: a label's or text field's `text`,
    /// a button's `title`.
    private static func shownText(of view: View) -> String? {
        for field in BuiltInViews.snapshotFields(of: type(of: view)) where field.jsonKey == "text" || field.jsonKey == "title" {
            if case .string(let text)? = field.value(view) { return text }
        }
        return nil
    }

    /// Ends a strict run at a step that failed: the step's place, what was expected and what
    /// is, and the screen as a snapshot shows it.
    func failStrictly(at step: ScriptStep, _ failure: EventOutcome.Failure) {
        let screen = ViewTreeSnapshot(application: application).text
        let what = failure.errorCode == Expectation.failureCode ? failure.message : "\"\(step.event.name)\" failed (\(failure.errorCode)): \(failure.message)"
        fail(with: HostError(.expectationFailed, "\(step.location): \(what)",
                             notes: ["the screen:"] + screen.split(separator: "\n").map { "  \($0)" },
                             remedy: failure.remedy).placed(atScriptLine: step.location))
    }

    /// Ends a strict run whose script has played to its end: the app terminates as the system
    /// would end it, or, if it cannot take `terminate` now, the run simply ends.
    func endStrictRun() {
        guard exitStatus == nil else { return }
        if send(.terminate) != nil { finishScript() }
    }
}
