extension Duration {
    /// Parses a duration written with a unit: `250ms`, `5s`, `1.5s`, `2m`.
    init?(userText text: String) {
        // A finite but huge value ("1e300s") would trap in the conversion to whole milliseconds.
        guard let milliseconds = Self.milliseconds(inUserText: text), milliseconds < Double(Int64.max) else { return nil }
        self = .milliseconds(Int64(milliseconds))
    }

    /// The milliseconds `text` writes, rounded, however many: `nil` for what is not a duration.
    private static func milliseconds(inUserText text: String) -> Double? {
        // Suffixes tested longest first ("ms" before "s"), without an array of (suffix, scale)
        // pairs: every launch parses five durations, and that array's type was made for them.
        let number: Substring
        let millisecondsPerUnit: Double
        if text.hasSuffix("ms") {
            (number, millisecondsPerUnit) = (text.dropLast(2), 1)
        } else if text.hasSuffix("s") {
            (number, millisecondsPerUnit) = (text.dropLast(), 1000)
        } else if text.hasSuffix("m") {
            (number, millisecondsPerUnit) = (text.dropLast(), 60_000)
        } else {
            return nil
        }
        guard let value = Double(number), value >= 0, value.isFinite else { return nil }
        return (value * millisecondsPerUnit).rounded()
    }

    /// The value of the command-line option `option`, or a usage error naming it. Zero is a
    /// duration only where `allowingZero` says so.
    init(option: String, value text: String, allowingZero: Bool = false) throws(HostError) {
        guard let duration = Duration(userText: text), allowingZero || duration > .zero else {
            if let milliseconds = Self.milliseconds(inUserText: text), milliseconds >= Double(Int64.max) {
                throw HostError(.usage, "\(option) '\(text)' is longer than apphost can time (about 292 million years)",
                                remedy: "write a shorter duration, such as 1m or 3600s")
            }
            throw HostError(.usage, "\(option) '\(text)' is not a duration",
                            remedy: "write a\(allowingZero ? "" : " positive") duration with a unit: 500ms, 5s or 1m")
        }
        self = duration
    }

    /// Whole milliseconds, for messages and timers.
    var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }

    var nanoseconds: Int64 {
        components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }
}

extension Duration {
    /// The duration as a user writes it: `500 ms`, `5 s`, `1.5 s`.
    var userText: String {
        let milliseconds = milliseconds
        if milliseconds < 1000 || milliseconds % 100 != 0 { return "\(milliseconds) ms" }
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
