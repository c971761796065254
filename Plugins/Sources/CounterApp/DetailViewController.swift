import HostKit

/// Shows the count it was given by `prepare(for:sender:)`; "Start over" unwinds to the counter
/// and resets it.
public final class DetailViewController: ViewController {
    @Outlet var summaryLabel: Label

    @Action var startOver = DetailViewController.startOver(_:)

    /// Set by the counter before the segue runs, or restored.
    var count = 0 {
        didSet { showSummary() }
    }
    private(set) var shouldReset = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        showSummary()
    }

    public override func encodeRestorableState(with coder: Coder) {
        coder.encode(count, forKey: "count")
    }

    public override func decodeRestorableState(with coder: Coder) throws {
        count = try coder.decode(Int.self, forKey: "count")
    }

    private func showSummary() {
        guard isViewLoaded else { return }
        summaryLabel.text = "You counted \(count) time\(count == 1 ? "" : "s")."
    }

    func startOver(_ sender: Button) {
        shouldReset = true
        performSegue(withIdentifier: "backToCounter", sender: sender)
    }
}
