import HostKit

/// The second tab, from a storyboard of its own. Its switch sends a nil-targeted action, which
/// travels the responder chain from the switch up to this controller.
public final class SettingsViewController: ViewController {
    @Outlet var soundSwitch: Switch
    @Outlet var statusLabel: Label

    @Action var toggleSound = SettingsViewController.toggleSound(_:)

    func toggleSound(_ sender: Switch) {
        statusLabel.text = sender.isOn ? "Sound on" : "Sound off"
    }
}
