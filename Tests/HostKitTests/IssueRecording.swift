import HostKit

/// Keeps the issues HostKit reports (`HostLink.reportIssue`), for tests that expect one.
final class IssueRecorder: HostKitObserver {
    var issues: [String] = []
    func willInvoke(_ name: String, on receiver: AnyObject, details: KeyValuePairs<String, String>) {}
    func didReportIssue(_ message: String, remedy: String) { issues.append(message) }
}

/// Runs `body` with a recorder observing the host link, and takes it off after.
@MainActor
func recordingIssues(_ body: (IssueRecorder) throws -> Void) rethrows {
    let recorder = IssueRecorder()
    HostLink.observer = recorder
    defer { HostLink.observer = nil }
    try body(recorder)
}
