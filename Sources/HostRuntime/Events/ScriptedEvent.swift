import HostKit
import Lifecycle

/// One event of the vocabulary shared by `--events` scripts, standard input and the control
/// socket: a system event, user input, a step of time, or a question about the app.
package enum ScriptedEvent: Equatable, Sendable {
    case system(LifecycleEvent)
    /// Moves the app clock on by this much at once, as if that time had passed: for background
    /// time in deterministic tests.
    case advance(Duration)
    /// Lets this much real time pass before the next event of the same script.
    case wait(Duration)
    /// Works a control of the key window as assistive technology does: a button is pressed, a
    /// switch flips, a text field begins editing.
    case activate(ViewQuery)
    /// A finger down and up at one point of the key window, or at the centre of a view.
    case tap(TapTarget)
    /// One phase of a finger's touch, at key window coordinates.
    case touch(TouchPhase, finger: Int, x: Double, y: Double)
    /// Moves a scroll view's content by (`dx`, `dy`) points, as a mouse wheel does: the view
    /// named, or the one under the key window's centre (else the first on screen).
    case scroll(dx: Double, dy: Double, view: ViewQuery?)
    /// Text typed into the first responder; `\n` is the return key.
    case type(String)
    case deleteBackward
    /// A key of a hardware keyboard: down (`began`), up (`ended`), or both (`nil`, a press and
    /// release). Key commands, a text-taking first responder, then presses along the responder
    /// chain; a Tab no one handles moves between text fields.
    case key(KeyStroke, phase: KeyPhase?, isRepeat: Bool = false)
    /// The scroll wheel turned by (`dx`, `dy`) points (positive: towards the content's right and
    /// bottom) over a point of the key window: the view there that scrolls takes it.
    /// The scroll wheel turned over the point (`x`, `y`): the innermost scroll view there takes it.
    case scrollAt(dx: Double, dy: Double, x: Double, y: Double)
    /// The device turns a quarter to the left or right: the screen's width and height swap.
    case rotate(RotationDirection)
    case shake
    case remoteControl(RemoteControlCommand)
    /// Reports the app's state (the control socket's reply; a log line in a script).
    case state
    /// Writes the window's view tree to the `--snapshot` file (the control socket's reply
    /// carries it instead).
    /// With `png` over the control socket, the reply carries the screen as a PNG too.
    case snapshot(label: String?, png: Bool = false)
    /// Loads the plugin file as it is now as a new generation and hands the app's state to it.
    case reload
    /// Shows a message over the screen (`nil`: takes it away): `apphost dev`'s build errors.
    case banner(String?)
    /// Checks a fact about the app: `{"expect": KIND, …}`.
    case expect(Expectation)

    /// The system events, by the name scripts and the control socket use.
    static let systemEventNames: [String: LifecycleEvent] = [
        "interruptionBegan": .interruptionBegan,
        "interruptionEnded": .interruptionEnded,
        "home": .home,
        "foreground": .foreground,
        "memoryWarning": .memoryWarning,
        "memoryPressure": .memoryPressure,
        "terminate": .terminate,
        "forceQuit": .forceQuit,
    ]

    /// The longest banner text taken: a compiler's first error, not a whole log.
    static let bannerLimit = 4096

    static var allNames: [String] {
        systemEventNames.keys.sorted()
            + ["openScene", "closeScene", "disconnectScene", "discardSession"]
            + ["advance", "wait", "activate", "tap", "touch", "scroll", "type", "deleteBackward", "key", "rotate", "shake", "remoteControl", "state", "snapshot", "reload", "banner"]
    }

    /// The name of a lifecycle event in scripts and traces.
    static func name(of event: LifecycleEvent) -> String {
        switch event {
        case .launch: "launch"
        case .suspensionDue: "suspensionDue"
        case .backgroundTimeExpiring: "backgroundTimeExpiring"
        case .backgroundTimeExpired: "backgroundTimeExpired"
        case .reload: "reload"
        case .openScene: "openScene"
        case .homeScene: "home"
        case .foregroundScene: "foreground"
        case .closeScene: "closeScene"
        case .disconnectScene: "disconnectScene"
        case .discardSession: "discardSession"
        default: systemEventNames.first { $0.value == event }?.key ?? "\(event)"
        }
    }

    /// The event's name, as written in a script.
    package var name: String {
        switch self {
        case .system(let event): Self.name(of: event)
        case .advance: "advance"
        case .wait: "wait"
        case .activate: "activate"
        case .tap: "tap"
        case .touch: "touch"
        case .scroll: "scroll"
        case .type: "type"
        case .deleteBackward: "deleteBackward"
        case .key: "key"
        case .scrollAt: "scroll"
        case .rotate: "rotate"
        case .shake: "shake"
        case .remoteControl: "remoteControl"
        case .state: "state"
        case .snapshot: "snapshot"
        case .reload: "reload"
        case .banner: "banner"
        case .expect: "expect"
        }
    }
}

/// One event of a script and where it was written (`file:line`, `stdin:N`), which a failed step
/// or expectation reports.
struct ScriptStep: Sendable {
    var event: ScriptedEvent
    var location: String
}

/// How an event names a view of the key window.
package enum ViewQuery: Equatable, Sendable, CustomStringConvertible {
    case accessibilityIdentifier(String)
    case tag(Int)
    /// The frontmost button showing this title: an alert's action, a bar button item.
    case title(String)

    package var description: String {
        switch self {
        case .accessibilityIdentifier(let identifier): "accessibility identifier \"\(identifier)\""
        case .tag(let tag): "tag \(tag)"
        case .title(let title): "title \"\(title)\""
        }
    }
}

/// Where a tap lands.
package enum TapTarget: Equatable, Sendable {
    case point(x: Double, y: Double)
    case view(ViewQuery)
    /// A table's row, scrolled into view first: the table named, or the one on screen.
    case row(row: Int, section: Int, table: ViewQuery?)
}

package enum TouchPhase: String, Sendable, CaseIterable {
    case began, moved, ended, cancelled
}

/// Whether a key goes down or up.
package enum KeyPhase: String, Sendable, CaseIterable {
    case began, ended
}

/// Which way the device turns: `left` is counter-clockwise.
package enum RotationDirection: String, Sendable, CaseIterable {
    case left, right
}

package enum RemoteControlCommand: String, Sendable, CaseIterable {
    case play, pause, togglePlayPause, nextTrack, previousTrack, stop
}
