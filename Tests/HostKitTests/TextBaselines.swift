@testable import HostKit

extension View {
    /// Where the view's first line of text sits, in its superview's coordinates; the view must
    /// have text.
    var firstBaselineInSuperview: Double { frame.midY + baselineOffsetFromCenterY! }
    /// Where its last line of text sits.
    var lastBaselineInSuperview: Double { frame.midY + lastBaselineOffsetFromCenterY! }
}
