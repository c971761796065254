import HostKit

/// Counts taps on "+1".
public final class TallyViewController: ViewController {
    @Outlet var countLabel: Label

    var count = 0 {
        didSet { showCount() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        showCount()
    }

    // Connected by name from the storyboard, with no `@Action` property: the IBActions plugin lists it.
    @IBAction func increment(_ sender: Button) {
        count += 1
    }

    private func showCount() {
        guard isViewLoaded else { return }
        countLabel.text = "\(count)"
    }
}
