import Foundation

/// Haptic feedback, as `UIFeedbackGenerator` and its subclasses give it. AppHost has no haptic
/// engine: each piece of feedback the app plays becomes a `feedback` record in the trace (with
/// its kind, `impact`, `notification` or `selection`, and its style), so that a test can check the
/// app buzzed when it should.
@MainActor
open class FeedbackGenerator {
    public init() {}

    /// Readies the engine for feedback soon; nothing to ready in AppHost.
    open func prepare() {}

    /// Plays a piece of feedback: tells the host.
    func play(_ kind: String, _ details: KeyValuePairs<String, String>) {
        HostLink.observer?.didPlayFeedback(kind, details: details)
    }
}

/// Feedback for a physical impact, as `UIImpactFeedbackGenerator` is.
@MainActor
public final class ImpactFeedbackGenerator: FeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable, CaseIterable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public convenience override init() { self.init(style: .medium) }

    /// An impact at full intensity.
    public func impactOccurred() { impactOccurred(intensity: 1) }

    /// An impact at `intensity`, from 0 to 1 (kept within).
    public func impactOccurred(intensity: Double) {
        let kept = intensity.isFinite ? min(max(intensity, 0), 1) : 1
        play("impact", ["style": String(describing: style), "intensity": kept.formatted()])
    }
}

/// Feedback that a task succeeded, failed or warns, as `UINotificationFeedbackGenerator` is.
@MainActor
public final class NotificationFeedbackGenerator: FeedbackGenerator {
    public enum FeedbackType: Int, Sendable, CaseIterable {
        case success, warning, error
    }

    public func notificationOccurred(_ notificationType: FeedbackType) {
        play("notification", ["type": String(describing: notificationType)])
    }
}

/// Feedback that a selection changed, as `UISelectionFeedbackGenerator` is.
@MainActor
public final class SelectionFeedbackGenerator: FeedbackGenerator {
    public func selectionChanged() {
        play("selection", [:])
    }
}

extension HostKitObserver {
    package func didPlayFeedback(_ kind: String, details: KeyValuePairs<String, String>) {}
}
