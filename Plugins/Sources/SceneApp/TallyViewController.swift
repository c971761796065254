import HostKit

/// Counts taps on "+1".
public final class TallyViewController: ViewController {
    @Outlet var countLabel: Label
    @Action var increment = TallyViewController.increment(_:)

    var count = 0 {
        didSet { showCount() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        showCount()
    }

    func increment(_ sender: Button) {
        count += 1
    }

    private func showCount() {
        guard isViewLoaded else { return }
        countLabel.text = "\(count)"
    }
}
