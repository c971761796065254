import Foundation
import HostKit

// A small app built in code, linked into the test, whose screen the snapshot tests compare.

public final class BadgeDelegate: Responder, ApplicationDelegate {
    public var window: Window?

    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        window.rootViewController = BadgeViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

public final class BadgeViewController: ViewController {
    let badge = Label(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
    @Action var bump = BadgeViewController.bump(_:)
    private var count = 0

    public override func loadView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = .white
        badge.accessibilityIdentifier = "badge"
        badge.text = "0"
        let button = Button(frame: CGRect(x: 10, y: 60, width: 180, height: 44))
        button.title = "Bump"
        button.accessibilityIdentifier = "bump"
        button.addTarget(self, action: "bump", for: .touchUpInside)
        root.addSubview(badge)
        root.addSubview(button)
        view = root
    }

    func bump(_ sender: Button) {
        count += 1
        badge.text = String(count)
    }
}
