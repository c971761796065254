import HostKit

/// The navigation root: pushes the detail scene, presents the modal one, embeds the stats one.
public final class HomeViewController: ViewController {
    @Outlet var titleLabel: Label
    private var pushes = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Home, with \(children.count) embedded"
    }

    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard segue.identifier == "pushDetail", let detail = segue.destination as? DetailViewController else { return }
        pushes += 1
        detail.message = "Hello from Home (push \(pushes))"
    }
}

/// Shows the message `prepare(for:sender:)` handed it.
public final class DetailViewController: ViewController {
    @Outlet var messageLabel: Label
    var message = "no message"

    public override func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.text = message
    }
}

/// A modal scene that dismisses itself.
public final class ModalViewController: ViewController {
    @Action var close = ModalViewController.close(_:)

    func close(_ sender: Button) {
        dismiss(animated: true)
    }
}

/// Embedded in the home scene by an embed segue.
public final class StatsViewController: ViewController {}
