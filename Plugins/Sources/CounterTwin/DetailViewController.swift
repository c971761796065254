import HostKit

/// Shows the count the counter handed over in `prepare(for:sender:)`.
public final class DetailViewController: ViewController {
    var count = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        let summary = view.firstView { $0.accessibilityIdentifier == "summary" } as? Label
        summary?.text = "You counted \(count) time\(count == 1 ? "" : "s")."
    }
}
