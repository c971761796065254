import Foundation

/// The app clock's frames, as `CADisplayLink` gives them on iOS: while an animation runs (a
/// scroll view decelerating, an animated content offset), the host ticks this 60 times a second of
/// app time, so that `advance` moves every animation on exactly as real time would, and a test
/// that advances 1,000 ms sees the same frames every run.
///
/// HostKit knows no clock of its own: the host sets ``now`` and ``requestTicks``. Without a host
/// (in unit tests) ``tick(at:)`` is called by hand.
@MainActor
package enum DisplayLink {
    /// The interval between two frames, in seconds.
    package static let frameInterval = 1.0 / 60

    /// The app clock's time in seconds; the host sets it.
    package static var now: () -> Double = { 0 }
    /// Called when an animation starts while none runs: the host then calls ``tick(at:)`` every
    /// frame until it returns `false`.
    package static var requestTicks: () -> Void = {}

    private struct Animation {
        let owner: ObjectIdentifier
        /// Tells a restarted animation from the one it replaced.
        let serial: Int
        var lastTime: Double
        let step: @MainActor (_ elapsed: Double) -> Bool
    }

    private static var animations: [Animation] = []
    private static var nextSerial = 0

    /// Whether an animation runs.
    package static var isRunning: Bool { !animations.isEmpty }

    /// Runs `step` at every frame from now on, with the seconds since its last frame, until it
    /// returns `false` or ``stop(_:)`` is called; it replaces `owner`'s running animation.
    static func start(for owner: AnyObject, step: @escaping @MainActor (_ elapsed: Double) -> Bool) {
        let wasIdle = animations.isEmpty
        stop(owner)
        nextSerial += 1
        animations.append(Animation(owner: ObjectIdentifier(owner), serial: nextSerial, lastTime: now(), step: step))
        if wasIdle { requestTicks() }
    }

    /// Stops `owner`'s animation, if it runs.
    static func stop(_ owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        animations.removeAll { $0.owner == id }
    }

    /// Whether `owner` has an animation running.
    static func isAnimating(_ owner: AnyObject) -> Bool {
        let id = ObjectIdentifier(owner)
        return animations.contains { $0.owner == id }
    }

    /// One frame at `time` (app clock seconds): every animation steps once, in the order they
    /// started. Returns whether any still runs.
    @discardableResult
    package static func tick(at time: Double) -> Bool {
        // A step may start or stop animations (a delegate callback scrolling another view): run
        // those that were running when the frame began, and keep whatever they started.
        let running = animations
        for animation in running {
            guard let index = animations.firstIndex(where: { $0.serial == animation.serial }) else { continue }
            let elapsed = max(0, time - animations[index].lastTime)
            animations[index].lastTime = time
            let goesOn = animation.step(elapsed)
            if !goesOn, let finished = animations.firstIndex(where: { $0.serial == animation.serial }) {
                animations.remove(at: finished)
            }
        }
        return !animations.isEmpty
    }

    /// Forgets every animation: the interface they move is being let go (a reload).
    package static func stopAll() {
        animations.removeAll()
    }
}
