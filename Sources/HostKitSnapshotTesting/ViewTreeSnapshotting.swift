import HostKitTesting
import SnapshotTesting

extension Snapshotting where Value == AppHarness, Format == String {
    /// The app's view tree as `--snapshot` writes it (one line per view, indented by depth),
    /// compared line by line: `assertSnapshot(of: app, as: .viewTree)`.
    ///
    /// Assert on the main actor, where the harness runs.
    public static var viewTree: Snapshotting {
        SimplySnapshotting.lines.pullback { app in
            MainActor.assumeIsolated { app.snapshotText() }
        }
    }
}
