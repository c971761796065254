import Foundation

/// A property an animation moves.
enum AnimatedKey: CaseIterable {
    case frame, alpha, backgroundColor, transform
}

/// A value of an animated property, and the interpolation between two of them.
enum AnimatedValue {
    case rect(CGRect)
    case number(Double)
    case color(Color?)
    case transform(CGAffineTransform)

    var rect: CGRect? { if case .rect(let value) = self { value } else { nil } }
    var number: Double? { if case .number(let value) = self { value } else { nil } }
    var color: Color? { if case .color(let value) = self { value } else { nil } }
    var transform: CGAffineTransform? { if case .transform(let value) = self { value } else { nil } }

    /// The value `progress` of the way from `self` to `end` (beyond 0...1 for a spring's overshoot).
    func interpolated(to end: AnimatedValue, _ progress: Double) -> AnimatedValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        switch (self, end) {
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.number(let a), .number(let b)):
            return .number(mix(a, b))
        case (.color(let a), .color(let b)):
            // No colour animates from or to clear of the same hue.
            let from = a ?? (b ?? .clear).withAlphaComponent(0), to = b ?? (a ?? .clear).withAlphaComponent(0)
            return .color(Color(red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue),
                                alpha: min(max(mix(from.alpha, to.alpha), 0), 1)))
        case (.transform(let a), .transform(let b)):
            return .transform(a.interpolated(to: b, progress))
        default:
            return end
        }
    }
}

/// How an animation's progress follows its time.
enum AnimationTiming {
    case curve(View.AnimationOptions)
    case spring(damping: Double, velocity: Double)

    /// The progress at `t`, the fraction of the duration gone (0...1).
    func progress(at t: Double) -> Double {
        switch self {
        case .curve(let options):
            switch options.rawValue & (3 << 16) {
            case 1 << 16: return t * t * t  // ease in
            case 2 << 16: return 1 - pow(1 - t, 3)  // ease out
            case 3 << 16: return t  // linear
            default: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2  // ease in and out
            }
        case .spring(let damping, let velocity):
            guard t < 1 else { return 1 }
            // A damped oscillator scaled so that it has settled (to 1/1000) by the end.
            if damping >= 1 {
                let omega = 10.0
                return 1 - exp(-omega * t) * (1 + (omega - velocity) * t)
            }
            let omega = min(log(1000) / damping, 60)
            let damped = omega * (1 - damping * damping).squareRoot()
            return 1 - exp(-damping * omega * t) * (cos(damped * t) + (damping * omega - velocity) / damped * sin(damped * t))
        }
    }
}

/// The animations in flight, on the app clock (see ``View/animate(withDuration:delay:options:animations:completion:)``).
@MainActor
enum Animator {
    final class Group {
        let start: Double
        let duration: Double
        let timing: AnimationTiming
        let options: View.AnimationOptions
        var properties: [(view: View, key: AnimatedKey, from: AnimatedValue, to: AnimatedValue)] = []
        let completion: (@MainActor (Bool) -> Void)?
        var wasCutShort = false

        init(start: Double, duration: Double, timing: AnimationTiming, options: View.AnimationOptions, completion: (@MainActor (Bool) -> Void)?) {
            self.start = start
            self.duration = duration
            self.timing = timing
            self.options = options
            self.completion = completion
        }

        var end: Double { start + duration }
        var repeats: Bool { options.contains(.repeat) && duration > 0 }

        /// The progress at app time `now`.
        func progress(at now: Double) -> Double {
            guard duration > 0 else { return now >= start ? 1 : 0 }
            var t = max(0, now - start) / duration
            if repeats {
                if options.contains(.autoreverse) {
                    let cycle = t.truncatingRemainder(dividingBy: 2)
                    t = cycle > 1 ? 2 - cycle : cycle
                } else {
                    t = t.truncatingRemainder(dividingBy: 1)
                }
            } else {
                t = min(t, 1)
            }
            return timing.progress(at: t)
        }
    }

    /// The block being run, whose changes become animations.
    static var capturing: Group?
    static var areEnabled = true
    private(set) static var running: [Group] = []
    /// Whether any animation is in flight: the views then draw their presentation values.
    private(set) static var hasRunning = false
    /// Set when an animation starts or ends; the next display pass puts the whole screen again.
    package static var needsFullDisplay = false

    private static var now: Double { HostLink.appClock?.now ?? 0 }

    static func run(duration: Double, delay: Double, timing: AnimationTiming, options: View.AnimationOptions,
                    animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?) {
        let duration = duration.isFinite ? max(duration, 0) : 0
        let delay = delay.isFinite ? max(delay, 0) : 0
        let group = Group(start: now + delay, duration: duration, timing: timing, options: options, completion: completion)
        let outer = capturing
        capturing = areEnabled && duration > 0 ? group : nil
        animations()
        capturing = outer
        guard !group.properties.isEmpty else {
            // Nothing to animate: the completion runs at once, as UIKit's does.
            finish(group, finished: true, later: true)
            return
        }
        running.append(group)
        hasRunning = true
        needsFullDisplay = true
        guard !group.repeats else { return }
        if let clock = HostLink.appClock {
            clock.schedule(after: delay + duration) { finishDue() }
        } else {
            finishAll()
        }
    }

    /// A transition of `view`'s content: `change` takes effect at once, outside any animation
    /// block; a cross-dissolve fades the view in from transparent; the completion runs after the
    /// duration on the app clock (at once without one, or with animations off).
    static func transition(_ view: View, duration: Double, options: View.AnimationOptions, change: @MainActor () -> Void,
                           completion: (@MainActor (Bool) -> Void)?) {
        let duration = duration.isFinite ? max(duration, 0) : 0
        let outer = capturing
        capturing = nil
        change()
        capturing = outer
        let group = Group(start: now, duration: duration, timing: .curve(options), options: options.subtracting(.repeat), completion: completion)
        guard areEnabled, duration > 0, let clock = HostLink.appClock else {
            finish(group, finished: true, later: true)
            return
        }
        guard options.transition == .transitionCrossDissolve else {
            // Not drawn: the completion keeps the transition's time.
            clock.schedule(after: duration) { finish(group, finished: true, later: false) }
            return
        }
        if hasRunning { cutShort(view: view, keys: [.alpha]) }
        group.properties.append((view, .alpha, .number(0), .number(view.alpha)))
        running.append(group)
        hasRunning = true
        needsFullDisplay = true
        clock.schedule(after: duration) { finishDue() }
    }

    /// A view's animatable property changed from `old` to `new`: inside an animation block it
    /// becomes an animation; outside one it cuts short the animation of that property.
    /// Whether a property change matters to animations: inside a block, or while one runs. A
    /// single read on the setters' path, which every layout and highlight takes.
    static var isWatching: Bool { capturing != nil || hasRunning }

    static func propertyDidChange(_ view: View, _ key: AnimatedKey, from old: AnimatedValue, to new: AnimatedValue) {
        let onScreen = hasRunning ? presentationValue(of: view, key) ?? old : old
        if hasRunning { cutShort(view: view, keys: [key]) }
        guard let group = capturing, areEnabled else { return }
        if let index = group.properties.firstIndex(where: { $0.view === view && $0.key == key }) {
            group.properties[index].to = new
        } else {
            group.properties.append((view, key, onScreen, new))
        }
    }

    /// The value `view` shows for `key` now, when an animation moves it.
    static func presentationValue(of view: View, _ key: AnimatedKey) -> AnimatedValue? {
        let time = now
        for group in running.reversed() {
            guard let property = group.properties.first(where: { $0.view === view && $0.key == key }) else { continue }
            if time < group.start { return property.from }
            return property.from.interpolated(to: property.to, group.progress(at: time))
        }
        return nil
    }

    /// Removes `keys` of `view` from the running animations; an animation left with nothing to
    /// move is cut short.
    static func cutShort(view: View, keys: [AnimatedKey]) {
        var emptied: [Group] = []
        for group in running {
            let before = group.properties.count
            group.properties.removeAll { $0.view === view && keys.contains($0.key) }
            if group.properties.isEmpty, before > 0 {
                group.wasCutShort = true
                emptied.append(group)
            }
        }
        guard !emptied.isEmpty else { return }
        running.removeAll { group in emptied.contains { $0 === group } }
        hasRunning = !running.isEmpty
        needsFullDisplay = true
        for group in emptied { finish(group, finished: false, later: true) }
    }

    /// Ends the animations whose time is up, in the order they end.
    static func finishDue() {
        let time = now
        let due = running.filter { !$0.repeats && $0.end <= time }.sorted { $0.end < $1.end }
        guard !due.isEmpty else { return }
        running.removeAll { group in due.contains { $0 === group } }
        hasRunning = !running.isEmpty
        needsFullDisplay = true
        for group in due { finish(group, finished: true, later: false) }
    }

    /// Without an app clock, animations end as soon as they start.
    private static func finishAll() {
        let all = running.filter { !$0.repeats }
        running.removeAll { group in all.contains { $0 === group } }
        hasRunning = !running.isEmpty
        for group in all { finish(group, finished: true, later: false) }
    }

    /// Runs the completion: now, or (`later`) on the app clock's next turn, as UIKit calls it
    /// after the block that caused it has returned.
    private static func finish(_ group: Group, finished: Bool, later: Bool) {
        guard let completion = group.completion else { return }
        if later, let clock = HostLink.appClock {
            clock.schedule(after: 0) { completion(finished) }
        } else {
            completion(finished)
        }
    }
}
