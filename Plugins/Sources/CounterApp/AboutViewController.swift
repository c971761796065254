import HostKit

/// A screen presented over the details; "Close" dismisses it.
public final class AboutViewController: ViewController {
    @Action var close = AboutViewController.close(_:)

    func close(_ sender: Button) {
        dismiss(animated: true)
    }
}
