import Foundation
import HostKit

/// The example's one screen: a header and a body area, and a cache it lets go of when memory is low.
public final class GreetingViewController: ViewController {
    private var renderedGreetings: [String] = []

    public override func loadView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let header = View(frame: CGRect(x: 0, y: 0, width: 390, height: 88))
        header.accessibilityIdentifier = "header"
        let body = View(frame: CGRect(x: 0, y: 88, width: 390, height: 756))
        body.tag = 1
        root.addSubview(header)
        root.addSubview(body)
        view = root
    }

    public override func viewDidLoad() {
        title = "Hello"
        renderedGreetings = ["Hello from a plugin", "running on Linux"]
    }

    public override func didReceiveMemoryWarning() {
        print("Hello: dropping \(renderedGreetings.count) cached greetings")
        renderedGreetings.removeAll()
    }
}
