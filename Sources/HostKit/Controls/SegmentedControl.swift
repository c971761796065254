import Foundation

/// A row of segments, one of which is selected, as `UISegmentedControl` is in UIKit.
///
/// A tap on an enabled segment selects it and sends ``Control/Event/valueChanged`` (only when
/// the selection changed, as in UIKit); a momentary control selects nothing but still reports
/// the tap through ``selectedSegmentIndex`` while its actions run.
@MainActor
open class SegmentedControl: Control {
    /// The index of no segment.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: Image?
        var isEnabled = true
    }

    private var segments: [Segment] = [] {
        didSet {
            setNeedsDisplay()
            if segments.map(\.title) != oldValue.map(\.title) { invalidateIntrinsicContentSize() }
        }
    }

    /// iOS's height (32 points), and as many equal segments as it has, each as wide as the widest
    /// title (in the 13-point font segments are drawn in) with 12 points on either side, and at
    /// least 44 wide.
    open override var intrinsicContentSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: View.noIntrinsicMetric, height: 32) }
        let font = Font.systemFont(ofSize: 13, weight: .semibold)
        let widest = segments.map { ($0.title ?? "").size(withFont: font).width }.max() ?? 0
        return CGSize(width: Double(segments.count) * max(widest.rounded(.up) + 24, 44), height: 32)
    }

    /// The selected segment, or ``noSegment``; an index out of range selects nothing (an issue).
    open var selectedSegmentIndex: Int = SegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex != Self.noSegment, !segments.indices.contains(selectedSegmentIndex) {
                HostLink.reportIssue("a SegmentedControl of \(segments.count) segments cannot select segment \(selectedSegmentIndex)",
                                     remedy: "select 0 to \(segments.count - 1), or SegmentedControl.noSegment")
                selectedSegmentIndex = Self.noSegment
            }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }
    /// Whether a tapped segment stays selected (`false`, the default) or only flashes.
    open var isMomentary = false
    /// The colour of the selected segment; `nil` for white on grey, as iOS 13 draws it.
    open var selectedSegmentTintColor: Color? {
        didSet { if selectedSegmentTintColor != oldValue { setNeedsDisplay() } }
    }
    private var pressedSegment: Int?

    /// Creates a control with a segment per item: a `String` is a title, an ``Image`` an image.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? Image {
                segments.append(Segment(image: image))
            } else {
                segments.append(Segment(title: item as? String ?? String(describing: item)))
            }
        }
        frame.size = CGSize(width: 80 * Double(segments.count), height: 32)
    }

    public var numberOfSegments: Int { segments.count }

    /// Inserts a segment with `title` at `segment` (pinned to the range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment with `image` at `segment` (pinned to the range).
    open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    private func insert(_ new: Segment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        segments.insert(new, at: position)
        if selectedSegmentIndex != Self.noSegment, selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    open func removeAllSegments() {
        selectedSegmentIndex = Self.noSegment
        segments.removeAll()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }

    open func imageForSegment(at segment: Int) -> Image? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// The segment under `x`, in the control's coordinates: segments share the width equally.
    func segment(atX x: Double) -> Int? {
        guard !segments.isEmpty, bounds.width > 0 else { return nil }
        let index = Int((x / bounds.width * Double(segments.count)).rounded(.down))
        return segments.indices.contains(index) ? index : nil
    }

    open override func draw(_ rect: CGRect) {
        drawSegments(in: bounds)
    }

    /// What each segment shows, for drawing: its title or image, whether it is enabled.
    func segmentContents() -> [(title: String?, image: Image?, isEnabled: Bool)] {
        segments.map { ($0.title, $0.image, $0.isEnabled) }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: HostKit.Event?) -> Bool {
        pressedSegment = segment(atX: touch.location(in: self).x)
        return true
    }

    override func didTouchUpInside() {
        if let pressed = pressedSegment { select(pressed) }
        pressedSegment = nil
        super.didTouchUpInside()
    }

    private func select(_ segment: Int) {
        guard segments.indices.contains(segment), segments[segment].isEnabled else { return }
        if isMomentary {
            selectedSegmentIndex = segment
            sendActions(for: .valueChanged)
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex != segment {
            selectedSegmentIndex = segment
            sendActions(for: .valueChanged)
        }
    }

    /// Activation selects the segment after the selected one (the first when none is), as a
    /// VoiceOver user moves along the segments.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled, !segments.isEmpty else { return false }
        select((selectedSegmentIndex + 1) % segments.count)
        return true
    }
}
