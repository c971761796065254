extension Duration {
    /// The duration in whole nanoseconds, for C calls; saturated rather than trapping, so that
    /// a caller's "wait forever" (`.seconds(Int64.max)`) stays a very long wait.
    var clampedNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (total, overflowAgain) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        if overflowAgain { return seconds < 0 ? .min : .max }
        return total
    }

    /// Milliseconds for poll(), rounded up so a wait never ends just before its deadline.
    var pollMilliseconds: Int32 {
        let nanoseconds = clampedNanoseconds
        guard nanoseconds > 0 else { return 0 }
        return Int32(clamping: (nanoseconds - 1) / 1_000_000 + 1)
    }
}
