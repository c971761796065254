import HostKit

/// Counts taps on "+1", and shows the count on a detail screen pushed by a storyboard segue.
public final class CounterViewController: ViewController {
    @Outlet var countLabel: Label
    @Outlet var resetButton: Button
    @Outlet var tallyView: TallyView

    @Action var increment = CounterViewController.increment(_:)
    @Action var reset = CounterViewController.reset(_:)
    @Action var unwindToCounter = CounterViewController.unwindToCounter(_:)

    private(set) var count = 0 {
        didSet { showCount() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        showCount()
    }

    func increment(_ sender: Button) {
        count += 1
    }

    func reset(_ sender: Button) {
        count = 0
    }

    func unwindToCounter(_ segue: StoryboardSegue) {
        if let detail = segue.source as? DetailViewController, detail.shouldReset { count = 0 }
    }

    public override func encodeRestorableState(with coder: Coder) {
        coder.encode(count, forKey: "count")
    }

    public override func decodeRestorableState(with coder: Coder) throws {
        count = try coder.decode(Int.self, forKey: "count")
    }

    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail", let detail = segue.destination as? DetailViewController {
            detail.count = count
        }
    }

    private func showCount() {
        guard isViewLoaded else { return }
        countLabel.text = String(count)
        resetButton.isEnabled = count > 0
        tallyView.count = count
    }
}
