import Foundation
import HostKit
import HostRuntime
import Lifecycle
import Testing

/// Runs an app inside the test process, on the engine `apphost` runs it on: the life-cycle
/// machine, the main storyboard, the events of scripts and the control socket, the layout pass
/// at the end of each run-loop turn, and the display pass for pixels. Time is virtual: it moves
/// only by ``advanceClock(by:)``, so background time passes at once and every run is the same.
///
/// ```swift
/// let app = try AppHarness(delegate: AppDelegate.self, appFolder: "Examples/Counter")
/// try app.launch()
/// try app.tap("increment")
/// #expect(app.element("count")?.text == "1")
/// ```
///
/// HostKit's globals (`Application.shared`, notifications, the storyboard library) are one per
/// process, so one harness runs at a time: making a second while the first is alive fails with
/// `harness-in-use`. Tests on the main actor that do not suspend never overlap; a suite whose
/// tests `await` while a harness is alive takes the ``AppHarnessTurn`` trait (`.appHarness`).
///
/// Each use of a harness takes HostKit's globals again, so that other code of the test process
/// that set them meanwhile (a test of HostKit's own, run while this test awaited) does not
/// change what the app sees.
///
/// A harness is used on the main actor only, and not after ``terminate()``: either is a
/// programming error, stopped by a precondition that says so.
@MainActor
public final class AppHarness {
    private let app: EmbeddedApp
    private var hasEnded = false
    /// The harness that holds HostKit's globals now, if any.
    private static weak var live: AppHarness?

    /// Makes the app: its delegate (of this class, which the test links), its application
    /// object, and its settings from `appFolder`'s `app.json` (the main storyboard, the principal
    /// class; the plugin file it names is not loaded). The app is not running yet: ``launch()``.
    ///
    /// - Parameters:
    ///   - appFolder: the app's folder, holding `app.json` and the storyboards; a relative path is
    ///     looked for from the current folder, then from each folder above the test's source file.
    ///   - screenSize: the screen in points (an iPhone's by default); `scale`: pixels per point.
    public init(delegate: any ApplicationDelegate.Type, appFolder: String, screenSize: CGSize = CGSize(width: 390, height: 844), scale: Double = 3,
                testFile: StaticString = #filePath) throws {
        Self.checkThread("AppHarness.init")
        if let live = Self.live, !live.hasEnded {
            throw HarnessError("harness-in-use", "another AppHarness (of \(HostLink.typeName(of: live.app.application.delegate ?? live.app.application))) is still running in this process",
                               facts: ["HostKit's globals (Application.shared, notifications, storyboards) exist once per process, so one harness runs at a time"],
                               remedy: "terminate() the first harness or let it go before making another; mark suites whose tests await while a harness runs with the .appHarness trait")
        }
        let folder = try AppFolder.locate(appFolder, testFile: "\(testFile)")
        do {
            app = try EmbeddedApp(delegateType: delegate, appFolder: folder, screenSize: screenSize, screenScale: scale)
        } catch {
            throw HarnessError(error.code.rawValue, error.message, facts: error.notes, remedy: error.remedy)
        }
        Self.live = self
    }

    isolated deinit {
        if !hasEnded { app.detach() }
    }

    // MARK: Life cycle

    /// Launches the app to `active` (the launch callbacks, the main storyboard, the window shown).
    public func launch() throws {
        checkUsable("launch()")
        guard app.state == .notRunning else {
            throw HarnessError("refused", "the app is already launched (it is \(app.state.rawValue))", remedy: "launch a harness once")
        }
        app.launch()
        if let status = app.exitStatus {
            throw HarnessError("app-ended", "the app ended while launching (status \(status))", facts: failureFacts(), remedy: "see the trace's error record")
        }
    }

    /// The app's life-cycle state.
    public var state: AppState {
        checkUsable("state", allowingEnded: true)
        return AppState(app.state)
    }

    /// Every trace record so far, as `--trace` writes them.
    public var trace: [TraceRecord] {
        checkUsable("trace", allowingEnded: true)
        return app.records.map(TraceRecord.init)
    }

    /// The status `apphost` would exit with, once the app has ended.
    public var exitStatus: Int32? {
        checkUsable("exitStatus", allowingEnded: true)
        return app.exitStatus
    }

    /// Delivers a system event, as the events script's `{"event": NAME}` does.
    /// - Throws: `refused` when the event makes no sense in the app's state.
    public func send(_ event: SystemEvent) throws {
        checkUsable("send(.\(event.name))")
        try perform(.system(event.lifecycleEvent))
    }

    /// Moves the app clock on by `duration` at once, firing what falls due on the way (the
    /// suspension of a backgrounded app, background-time expiry).
    public func advanceClock(by duration: Duration) {
        checkUsable("advanceClock(by:)")
        _ = app.perform(.advance(duration))
    }

    /// The app clock: the time since launch that the harness has let pass.
    public var clock: Duration {
        checkUsable("clock", allowingEnded: true)
        return app.clock.now
    }

    /// Rebuilds the interface from the storyboards as they are now, handing the view
    /// controllers' encoded state to the new ones, as a hot reload does.
    public func reload() throws {
        checkUsable("reload()")
        if let problem = app.reload() {
            throw HarnessError(problem.code.rawValue, problem.message, facts: problem.notes, remedy: problem.remedy)
        }
    }

    /// Ends the app as the system does (`applicationWillTerminate(_:)`), and gives HostKit's
    /// globals back. The harness keeps its ``trace``, ``state`` and ``exitStatus``; any other
    /// use afterwards is a programming error.
    public func terminate() throws {
        checkUsable("terminate()")
        defer {
            hasEnded = true
            app.detach()
        }
        if app.state != .notRunning, app.exitStatus == nil {
            try perform(.system(.terminate))
        }
    }

    // MARK: Queries

    /// The views of the app's windows, as elements.
    public var windows: [Element] {
        checkUsable("windows")
        return app.application.windows.map { ViewElements.element(of: $0) }
    }

    /// The view with this accessibility identifier (or else storyboard `id`), hidden or not;
    /// `nil` when there is none. When several match, the first is returned and the test gets
    /// an issue naming them.
    public func element(_ identifier: String) -> Element? {
        checkUsable("element(\"\(identifier)\")")
        let found = ViewElements.views(named: identifier, in: app.application.windows)
        if found.count > 1 {
            reportIssue(ElementMatching.ambiguous(identifier, matches: found.map { ViewElements.element(of: $0.view, hiddenAbove: $0.isHidden) }))
        }
        return found.first.map { ViewElements.element(of: $0.view, hiddenAbove: $0.isHidden) }
    }

    /// Every view of this class or a subclass of it, in the windows' order.
    public func elements<ViewClass: View>(ofClass viewClass: ViewClass.Type) -> [Element] {
        checkUsable("elements(ofClass:)")
        return Self.views(in: app.application.windows).filter { $0.view is ViewClass }.map { ViewElements.element(of: $0.view, hiddenAbove: $0.isHidden) }
    }

    /// Every view whose class name is `className`: HostKit's by their short name (`Button`),
    /// the app's as `Module.Class`, as snapshots name them.
    public func elements(ofClassNamed className: String) -> [Element] {
        checkUsable("elements(ofClassNamed:)")
        return windows.flatMap(\.allElements).filter { $0.className == className }
    }

    /// Every view whose text (a label's or text field's text, a button's title) is `text`.
    public func elements(withText text: String) -> [Element] {
        checkUsable("elements(withText:)")
        return windows.flatMap(\.allElements).filter { $0.text == text }
    }

    /// The view tree as `--snapshot` writes it: one line per view, indented by depth.
    public func snapshotText() -> String {
        checkUsable("snapshotText()", allowingEnded: true)
        return app.viewTreeText
    }

    /// The screen as a PNG, drawn as `--snapshot-format png` draws it (in the background: the
    /// picture kept as the app left the screen).
    public func snapshotPNG() throws -> Data {
        checkUsable("snapshotPNG()", allowingEnded: true)
        do {
            return try app.screenPNG()
        } catch {
            throw HarnessError(error.code.rawValue, error.message, facts: error.notes, remedy: error.remedy)
        }
    }

    // MARK: Actions

    /// Taps the view with this identifier at its centre, as a finger does: hit-testing, touches
    /// along the responder chain, control actions.
    /// - Throws: when no view or several have the identifier, or it is hidden, disabled, off
    ///   screen or covered by another view, or the app is not active.
    public func tap(_ identifier: String) throws {
        checkUsable("tap(\"\(identifier)\")")
        let view = try actionableView(identifier, for: "tap")
        try tap(view)
    }

    /// Taps the frontmost button showing `title`, as the events script's
    /// `{"event":"tap","title":…}` does: an alert's action, a bar button item (the add item
    /// shows "+"), any button, which have no identifier of their own.
    /// - Throws: when no button on screen shows the title, or the app is not active.
    public func tap(title: String) throws {
        checkUsable("tap(title: \"\(title)\")")
        try perform(.tap(.view(.title(title))))
    }

    /// Taps the text field with this identifier, then types `text` into it (`\n` is return).
    public func typeText(_ text: String, into identifier: String) throws {
        checkUsable("typeText(_:into: \"\(identifier)\")")
        let field = try textField(identifier, for: "type into")
        if !field.isFirstResponder { try tap(field) }
        try perform(.type(text))
    }

    /// Deletes the text of the text field with this identifier, one character at a time, as
    /// the delete key does.
    public func clearText(_ identifier: String) throws {
        checkUsable("clearText(\"\(identifier)\")")
        let field = try textField(identifier, for: "clear")
        if !field.isFirstResponder { try tap(field) }
        for _ in 0..<(field.text ?? "").count {
            try perform(.deleteBackward)
        }
    }

    /// Presses and releases a key of a hardware keyboard with `modifiers` held, as
    /// `{"event":"key"}` does: the responder chain's key commands, then a first responder that
    /// takes text, then `pressesBegan`/`pressesEnded` from the first responder up the chain.
    /// - Parameter key: a key's name (`"upArrow"`, `"escape"`, `"return"`, `"tab"`, `"f1"`…) or
    ///   one unshifted character of a US keyboard (`"a"`, `"1"`).
    /// - Throws: for a key that has no such name, or when the app is not active.
    public func pressKey(_ key: String, modifiers: KeyModifierFlags = []) throws {
        checkUsable("pressKey(\"\(key)\")")
        guard let stroke = KeyStroke(named: key, modifiers: modifiers) else {
            throw HarnessError("bad-key", "\"\(key)\" is no key", remedy: "name a key (upArrow, escape, return, tab, f1…) or write one unshifted character of a US keyboard, with .shift for its shifted one")
        }
        try perform(.key(stroke, phase: nil))
    }

    // MARK: Private

    private func textField(_ identifier: String, for action: String) throws -> TextField {
        let view = try actionableView(identifier, for: action)
        guard let field = view as? TextField else {
            throw HarnessError("not-a-text-field", "cannot \(action) \"\(identifier)\": it is a \(ViewElements.className(of: view)), not a TextField",
                               remedy: "name a text field")
        }
        return field
    }

    private func actionableView(_ identifier: String, for action: String) throws -> View {
        let windows = app.application.windows
        let found = ViewElements.views(named: identifier, in: windows)
        guard let first = found.first else {
            throw ElementMatching.noSuchElement(identifier, visibleIdentifiers: ViewElements.visibleIdentifiers(in: windows))
        }
        guard found.count == 1 else {
            throw ElementMatching.ambiguous(identifier, matches: found.map { ViewElements.element(of: $0.view, hiddenAbove: $0.isHidden) })
        }
        let element = ViewElements.element(of: first.view, hiddenAbove: first.isHidden)
        if let refusal = ElementMatching.refusal(of: action, on: element, screen: screenBounds(of: first.view)) { throw refusal }
        return first.view
    }

    private func screenBounds(of view: View) -> CGRect {
        view.window?.bounds ?? Screen.main.bounds
    }

    /// A finger down and up at the centre of the view's part on screen, if hit-testing there
    /// finds the view (or one of its subviews).
    private func tap(_ view: View) throws {
        let element = ViewElements.element(of: view)
        let point = ElementMatching.tapPoint(of: element, screen: screenBounds(of: view))
        if let window = view.window, let hit = window.hitTest(point, with: nil), !Self.isView(hit, inside: view) {
            throw HarnessError("covered", "cannot tap \(element.identifier.map { "\"\($0)\"" } ?? element.className): \(ViewElements.element(of: hit).description) covers it",
                               facts: [element.description], remedy: "tap the view on top, or move it out of the way first")
        }
        try perform(.tap(.point(x: point.x, y: point.y)))
    }

    private static func isView(_ view: View, inside ancestor: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.superview
        }
        return false
    }

    private static func views(in windows: [Window]) -> [(view: View, isHidden: Bool)] {
        var all: [(View, Bool)] = []
        func visit(_ view: View, hiddenAbove: Bool) {
            let isHidden = hiddenAbove || view.isHidden || view.alpha < 0.01
            all.append((view, isHidden))
            for subview in view.subviews { visit(subview, hiddenAbove: isHidden) }
        }
        for window in windows { visit(window, hiddenAbove: false) }
        return all
    }

    private func perform(_ event: ScriptedEvent) throws {
        if let status = app.exitStatus {
            throw HarnessError("app-ended", "the app has ended (status \(status)): \"\(event.name)\" reaches nothing", facts: failureFacts(),
                               remedy: "make a new AppHarness; state, trace and exitStatus stay readable")
        }
        let outcome = app.perform(event)
        if let failure = outcome.failure {
            throw HarnessError(failure.errorCode, failure.message, remedy: failure.remedy)
        }
    }

    /// A problem that does not stop the test: recorded as a Swift Testing issue.
    private func reportIssue(_ error: HarnessError) {
        Issue.record(Comment(rawValue: error.report))
    }

    private func failureFacts() -> [String] {
        app.records.filter { $0.name == "error" }.compactMap { record in
            record.fields.first { $0.key == "message" }.flatMap { if case .string(let text) = $0.value { text } else { nil } }
        }
    }

    private func checkUsable(_ use: String, allowingEnded: Bool = false) {
        Self.checkThread("AppHarness.\(use)")
        precondition(allowingEnded || !hasEnded,
                     "AppHarness.\(use) after terminate(): the harness has ended its app; make a new AppHarness (state, trace and exitStatus stay readable)")
        if !hasEnded { app.attach() }
    }

    private static func checkThread(_ use: String) {
        // Swift 6's checks keep other code off the main actor; this catches what they cannot see
        // (a C callback, code in the Swift 5 language mode), before it races the app.
        MainActor.preconditionIsolated(
            "\(use) called off the main actor: a harness runs the app's main thread and is used only on the main actor (mark the test @MainActor)")
    }
}
