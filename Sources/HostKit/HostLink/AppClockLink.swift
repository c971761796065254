/// The app clock as HostKit sees it: the time animations and gesture recognizers measure, and
/// timers on it. In `apphost` it is the host's app clock, which `advance` moves on at once, so
/// animations and long presses are deterministic in scripts and tests; the host holds what
/// falls due while the app is suspended until it runs again.
@MainActor
package protocol AppClockProviding: AnyObject {
    /// App time, in seconds.
    var now: Double { get }
    /// Runs `action` once `delay` seconds of app time have passed.
    func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void)
}

extension HostLink {
    /// The app clock; `nil` outside `apphost` (in `apphost render`, say), where animations end
    /// at once and timed gestures never fire.
    package static weak var appClock: (any AppClockProviding)?
}
