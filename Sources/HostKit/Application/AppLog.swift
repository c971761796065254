/// Messages from app code to `apphost`'s log, recorded in the trace in order with the
/// callbacks around them (a `log` record), which `print` cannot give.
@MainActor
public enum AppLog {
    /// Writes `message` to the log and the trace.
    public static func info(_ message: String) {
        if let observer = HostLink.observer {
            observer.didLog(message)
        } else {
            print(message)
        }
    }
}

extension HostKitObserver {
    package func didLog(_ message: String) {}
}
