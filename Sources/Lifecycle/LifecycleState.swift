/// The five states of the iOS application life cycle, spelled as the trace spells them.
package enum LifecycleState: String, Sendable, CaseIterable, Hashable {
    case notRunning
    case inactive
    case active
    case background
    case suspended
}

/// Why the app is being launched. Every reason but `user` launches directly into the background.
package enum LaunchReason: String, Sendable, CaseIterable, Hashable {
    case user
    case backgroundFetch
    case remoteNotification
    case location

    package var launchesIntoBackground: Bool { self != .user }
}
