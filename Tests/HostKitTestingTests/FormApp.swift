import HostKit

// The app the harness's own tests drive: its classes are linked into the test, as a plugin
// author's are into theirs. `Apps/Form` holds its app.json and storyboard.

public final class FormDelegate: Responder, ApplicationDelegate {
    public var window: Window?
}

public final class FormViewController: ViewController {
    @Outlet var greetingLabel: Label
    @Action var greet = FormViewController.greet(_:)
    @Action var greetByKey = FormViewController.greetByKey(_:)

    /// Command+G greets, from anywhere on the chain below the controller.
    public override var keyCommands: [KeyCommand]? {
        [KeyCommand(input: "g", modifierFlags: .command, action: "greetByKey")]
    }

    private(set) var greetings = 0 {
        didSet { showGreetings() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        showGreetings()
    }

    func greet(_ sender: Button) {
        greetings += 1
    }

    func greetByKey(_ sender: KeyCommand) {
        greetings += 1
    }

    public override func encodeRestorableState(with coder: Coder) {
        coder.encode(greetings, forKey: "greetings")
    }

    public override func decodeRestorableState(with coder: Coder) throws {
        greetings = try coder.decode(Int.self, forKey: "greetings")
    }

    private func showGreetings() {
        guard isViewLoaded else { return }
        greetingLabel.text = greetings == 0 ? "Hello" : "Greeted \(greetings)"
    }
}

/// The scene delegate of `Apps/SceneForm`, the same form in a scene-based app: its window comes
/// from the configuration's storyboard.
public final class FormSceneDelegate: Responder, WindowSceneDelegate {
    public var window: Window?
}
