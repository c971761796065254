import Foundation
import HostKit

/// Counts taps on "+1", finds its views by accessibility identifier (as C code does), and hands
/// the count to the detail screen in `prepare(for:sender:)`.
public final class CounterViewController: ViewController {
    static let countChanged = Notification.Name("CounterTwinCountChanged")

    @Action var increment = CounterViewController.increment(_:)
    @Action var resetCounter = CounterViewController.resetCounter(_:)
    @Action var showDetails = CounterViewController.showDetails(_:)

    private var count = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        showCount()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        AppLog.info("counter appears, count \(count)")
    }

    func increment(_ sender: Button) {
        count += 1
        showCount()
        NotificationCenter.default.post(name: Self.countChanged, object: self)
    }

    func resetCounter(_ sender: Button) {
        count = 0
        showCount()
    }

    func showDetails(_ sender: Button) {
        performSegue(withIdentifier: "showDetail", sender: sender)
    }

    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail", let detail = segue.destination as? DetailViewController {
            detail.count = count
        }
    }

    private func showCount() {
        (view.firstView { $0.accessibilityIdentifier == "count" } as? Label)?.text = String(count)
        (view.firstView { $0.accessibilityIdentifier == "reset" } as? Button)?.isEnabled = count > 0
    }
}
