import Foundation

/// A view whose content is larger than itself and moves under a finger, as `UIScrollView` is in
/// UIKit.
///
/// Subviews are the content, placed in content coordinates; the scroll view's ``bounds`` start at
/// ``contentOffset``, so scrolling moves every subview at once without touching their frames. A
/// finger that moves beyond a few points on a scroll view (or on a view inside it) drags the
/// content and cancels the touch for the view it began in (a button gets `touchCancel`); a quick
/// tap still reaches the button. After the finger lifts, the content decelerates on the app
/// clock, 60 frames a second, so `advance` moves it deterministically. See <doc:ListsWithTableViews>.
@MainActor
open class ScrollView: View {
    /// How quickly a scroll view comes to rest after the finger lifts, as UIKit's
    /// `UIScrollView.DecelerationRate`: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The size of the content, in points; the scrollable range is this plus ``adjustedContentInset``.
    /// Constraints of the content to the scroll view's edges (or its ``contentLayoutGuide``) set it
    /// in the layout pass, as in UIKit.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            updateIndicators()
            contentSizeDidChange()
            // Whether the content scrolls along an axis decides whether the safe area adds there.
            if SafeAreaTracking.mayBeInset { adjustedContentInsetMayHaveChanged() }
        }
    }

    /// The guides made by ``contentLayoutGuide`` and ``frameLayoutGuide``, on first use.
    var contentGuide: LayoutGuide?
    var frameGuide: LayoutGuide?

    /// The content's edges for a constraint from the scroll view's edges to a view inside it
    /// (see ScrollView+Layout.swift).
    package override var edgesAreContentArea: Bool { true }

    /// The point of the content at the top left of the scroll view: its bounds' origin, as in
    /// UIKit, so setting ``View/bounds`` scrolls too. Setting it scrolls at once and tells the
    /// delegate (``ScrollViewDelegate/scrollViewDidScroll(_:)``).
    open var contentOffset: CGPoint {
        get { boundsOrigin }
        set { moveContent(to: newValue) }
    }

    package override func moveBoundsOrigin(to origin: CGPoint) {
        moveContent(to: origin)
    }

    /// Extra space around the content, in which it can also scroll.
    open var contentInset: EdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            updateIndicators()
            adjustedContentInsetMayHaveChanged()
        }
    }

    /// How the safe area adds to ``contentInset``, as `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Sendable, Hashable {
        /// As ``scrollableAxes``, and top and bottom always for a controller's view shown by a
        /// navigation or tab bar controller.
        case automatic
        /// Along each axis the content scrolls in: its ``ScrollView/contentSize`` larger than the
        /// view (the content inset does not count), or always bouncing.
        case scrollableAxes
        /// Never: the adjusted inset is the content inset.
        case never
        /// Always, on every edge.
        case always
    }

    /// How ``adjustedContentInset`` takes the safe area in; ``ContentInsetAdjustmentBehavior/automatic``
    /// unless set.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    /// ``contentInset`` plus the part of ``View/safeAreaInsets`` that
    /// ``contentInsetAdjustmentBehavior`` adds: what the scrollable range and the indicators use.
    /// AppHost's screens have no status bar or home indicator, so only a controller's
    /// ``ViewController/additionalSafeAreaInsets`` make it differ from the content inset.
    /// While its ``refreshControl`` refreshes, the top holds the control's height too.
    open var adjustedContentInset: EdgeInsets {
        var inset = insetWithSafeArea
        if let refreshControl, refreshControl.isRefreshing { inset.top += RefreshControl.height }
        return inset
    }

    /// ``contentInset`` with the safe area's part, as ``contentInsetAdjustmentBehavior`` says.
    private var insetWithSafeArea: EdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return contentInset }
        // UIKit's rule: the content size alone against the view's (the content inset does not count).
        var vertical = alwaysBounceVertical || contentSize.height > frame.height
        var horizontal = alwaysBounceHorizontal || contentSize.width > frame.width
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: break
        case .automatic:
            if mayHaveOwningViewController, let controller = owningViewController,
               controller.navigationController != nil || controller.tabBarController != nil {
                vertical = true
            }
        }
        return contentInset + EdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                                         bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// ``adjustedContentInset`` changed: its content inset, its behaviour, or the safe area. The
    /// default does nothing; the delegate hears of it after this.
    open func adjustedContentInsetDidChange() {}

    /// The adjusted inset last seen, to tell its changes once each.
    private var lastAdjustedContentInset = EdgeInsets.zero

    /// Tells the scroll view and its delegate if ``adjustedContentInset`` is no longer what they
    /// last heard.
    func adjustedContentInsetMayHaveChanged() {
        let adjusted = adjustedContentInset
        guard adjusted != lastAdjustedContentInset else { return }
        lastAdjustedContentInset = adjusted
        if refreshControl != nil { placeRefreshControl() }
        updateIndicators()
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The control that refreshes the content when it is pulled down, as UIKit's; it sits just
    /// above the content, behind it.
    open var refreshControl: RefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl {
                insertSubview(refreshControl, at: 0)
                placeRefreshControl()
            }
            // A control taken away while it refreshed no longer holds the content down.
            refreshingDidChange()
        }
    }

    /// Puts the refresh control above the content and its inset, as wide as the view.
    private func placeRefreshControl() {
        refreshControl?.frame = CGRect(x: 0, y: -insetWithSafeArea.top - RefreshControl.height, width: bounds.width, height: RefreshControl.height)
    }

    /// The refresh control started or ended a refresh (or was set): the held inset changes (which
    /// places the control again), and content held down springs back up once the finger has lifted.
    func refreshingDidChange() {
        adjustedContentInsetMayHaveChanged()
        guard drag?.anchorOffset == nil else { return }
        let resting = clamped(contentOffset)
        if resting != contentOffset { setContentOffset(resting, animated: true) }
    }

    /// How a drag dismisses the keyboard, as `UIScrollView.KeyboardDismissMode` (UIKit's raw values).
    public enum KeyboardDismissMode: Int, Sendable, CaseIterable, StoryboardNamedEnumeration {
        /// A drag leaves the keyboard.
        case none = 0
        /// A drag that begins ends editing: the first responder in the window resigns.
        case onDrag = 1
        /// The keyboard follows a finger that drags into it; AppHost shows no keyboard, so a drag
        /// leaves editing as it is.
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4

        /// The names storyboards give the modes.
        static let storyboardNames = ["none", "onDrag", "interactive", "onDragWithAccessory", "interactiveWithAccessory"]
    }

    /// How a drag dismisses the keyboard; `none` by default.
    open var keyboardDismissMode = KeyboardDismissMode.none

    /// Whether the content can go past its edges under a finger, springing back after it lifts.
    open var bounces = true
    /// Whether the content can be dragged vertically even when it is no taller than the view.
    open var alwaysBounceVertical = false
    /// Whether the content can be dragged horizontally even when it is no wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops at multiples of the view's size.
    open var isPagingEnabled = false
    /// Whether fingers scroll the content; code can always set ``contentOffset``.
    open var isScrollEnabled = true
    /// Whether the vertical indicator shows while the content scrolls.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while the content scrolls.
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator's track keeps from the visible area's edges: its top and
    /// bottom shorten the track, its right moves the indicator in (UIKit's, iOS 13).
    open var verticalScrollIndicatorInsets: EdgeInsets = .zero { didSet { updateIndicators() } }
    /// How far the horizontal indicator's track keeps from the visible area's edges: its left and
    /// right shorten the track, its bottom moves the indicator up.
    open var horizontalScrollIndicatorInsets: EdgeInsets = .zero { didSet { updateIndicators() } }
    /// Both indicators' insets: setting it sets ``verticalScrollIndicatorInsets`` and
    /// ``horizontalScrollIndicatorInsets``; reading it reads the vertical one, as UIKit's does.
    open var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators also keep out of the safe area's unsafe edges (on by default, as in
    /// UIKit): the safe area insets are added to the indicators' own.
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { updateIndicators() } }
    open var decelerationRate: DecelerationRate = .normal

    /// The object told about scrolling.
    open weak var delegate: (any ScrollViewDelegate)?

    /// Whether a finger is on the content (it may not have moved enough to drag yet).
    public internal(set) var isTracking = false
    /// Whether a finger drags the content.
    public internal(set) var isDragging = false
    /// Whether the content moves on after the finger lifted.
    public internal(set) var isDecelerating = false

    /// The indicators, subviews while they show (while the content moves); `nil` at rest, so that
    /// a snapshot of a still scroll view shows its content alone.
    var verticalIndicator: View?
    var horizontalIndicator: View?
    /// The finger's state while it drags (see ScrollView+Dragging.swift).
    var drag: DragState?
    /// Whether an animated ``setContentOffset(_:animated:)`` runs (not a deceleration).
    var isAnimatingOffset = false

    // MARK: Zooming (ScrollView+Zooming.swift)

    /// The smallest ``zoomScale`` a pinch or code may set; 1 by default.
    open var minimumZoomScale = 1.0
    /// The largest ``zoomScale``; 1 by default, so a scroll view zooms only once it is raised
    /// above ``minimumZoomScale`` and the delegate's ``ScrollViewDelegate/viewForZooming(in:)``
    /// names the view to scale.
    open var maximumZoomScale = 1.0
    /// Whether a pinch may scale past the limits for a moment, springing back when the fingers lift.
    open var bouncesZoom = true
    /// The zooming view's scale: setting it is ``setZoomScale(_:animated:)`` without animation.
    open var zoomScale: Double {
        get { zoomingView?.transform.a ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether two fingers are pinching the content.
    public internal(set) var isZooming = false
    /// Whether a zoom past the limits is springing back.
    public internal(set) var isZoomBouncing = false
    /// The two fingers' state while they pinch.
    var pinch: PinchState?

    // MARK: Sideways drags a subclass takes (a table's row swipe, TableView+Swiping.swift)

    /// Whether a finger that moved from `start` to `location` (window coordinates), before it
    /// drags the content, swipes instead; then its moves and lift come to the two below.
    func beginsSideSwipe(from start: CGPoint, to location: CGPoint) -> Bool { false }
    func sideSwipeMoved(to location: CGPoint) {}
    /// The swiping finger lifted at `location`, or was taken away (`nil`).
    func sideSwipeEnded(at location: CGPoint?) {}
    /// Whether a finger coming down at `location` is taken before anything else sees it (a table
    /// closing the actions it shows).
    func takesFingerDown(at location: CGPoint) -> Bool { false }

    /// Scales the zooming view to `scale` (kept within the limits), keeping the point at the
    /// middle of the visible area where it is: at once, or over 0.3 s of app time.
    open func setZoomScale(_ scale: Double, animated: Bool) {
        zoom(toScale: scale, animated: animated)
    }

    /// Zooms so that `rect`, in the zooming view's own coordinates, fills the visible area as
    /// far as the limits allow, centred in it.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoom(into: rect, animated: animated)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    // MARK: The scrollable range

    /// The smallest content offset the content rests at: the top and left insets, negated.
    var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest content offset the content rests at: the content's far edges (with their
    /// insets) against the view's, never less than the minimum.
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset, minimum = minimumContentOffset
        return CGPoint(x: max(minimum.x, contentSize.width + inset.right - frame.width),
                       y: max(minimum.y, contentSize.height + inset.bottom - frame.height))
    }

    /// `offset` moved into the range the content rests in.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// Whether a finger can move the content along each axis.
    var scrollsHorizontally: Bool { alwaysBounceHorizontal || maximumContentOffset.x > minimumContentOffset.x }
    var scrollsVertically: Bool { alwaysBounceVertical || maximumContentOffset.y > minimumContentOffset.y }

    // MARK: Scrolling from code

    /// Scrolls so that `contentOffset` is at the top left: at once, or over 0.3 s of app time
    /// (then ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)`` follows). A drag or
    /// deceleration in progress stops. A non-finite offset is refused with an issue.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            HostLink.reportIssue("\(HostLink.typeName(of: self)).setContentOffset: (\(contentOffset.x), \(contentOffset.y)) is not a point",
                                 remedy: "give finite coordinates")
            return
        }
        stopScrolling()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let start = self.contentOffset
        let duration = 0.3
        var elapsed = 0.0
        isAnimatingOffset = true
        showIndicators()
        DisplayLink.start(for: self) { [weak self] step in
            guard let self else { return false }
            elapsed += step
            let progress = min(1, elapsed / duration)
            // Ease out, as UIKit's default animation curve ends.
            let eased = 1 - (1 - progress) * (1 - progress)
            self.contentOffset = CGPoint(x: start.x + (contentOffset.x - start.x) * eased, y: start.y + (contentOffset.y - start.y) * eased)
            guard progress >= 1 else { return true }
            self.isAnimatingOffset = false
            self.hideIndicators()
            self.notifyDelegate("scrollViewDidEndScrollingAnimation(_:)") { $0.scrollViewDidEndScrollingAnimation(self) }
            return false
        }
    }

    /// Scrolls just enough for `rect` (in content coordinates) to show, as little as possible;
    /// nothing when it shows already.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let visible = bounds
        var target = contentOffset
        if rect.maxX > visible.maxX { target.x += rect.maxX - visible.maxX }
        if rect.minX < target.x { target.x = rect.minX }
        if rect.maxY > visible.maxY { target.y += rect.maxY - visible.maxY }
        if rect.minY < target.y { target.y = rect.minY }
        target = clamped(target)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// Shows the indicators for a moment, as after the content changed.
    open func flashScrollIndicators() {
        guard !DisplayLink.isAnimating(self) else { return }
        showIndicators()
        var elapsed = 0.0
        DisplayLink.start(for: self) { [weak self] step in
            elapsed += step
            guard elapsed >= 0.5 else { return true }
            self?.hideIndicators()
            return false
        }
    }

    /// Moves the content by (`dx`, `dy`) points within its range, as a mouse wheel or a
    /// trackpad does: no drag, no bounce; the delegate hears `scrollViewDidScroll`. Returns
    /// whether the content moved.
    @discardableResult
    package func scroll(byX dx: Double, y dy: Double) -> Bool {
        guard dx.isFinite, dy.isFinite else { return false }
        stopScrolling()
        let target = clamped(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
        guard target != contentOffset else { return false }
        contentOffset = target
        return true
    }

    /// Ends a deceleration or an animated scroll where the content is, as a finger coming down does.
    func stopScrolling() {
        guard DisplayLink.isAnimating(self) else { return }
        DisplayLink.stop(self)
        let wasDecelerating = isDecelerating
        isDecelerating = false
        isAnimatingOffset = false
        isZoomBouncing = false
        hideIndicators()
        if wasDecelerating {
            notifyDelegate("scrollViewDidEndDecelerating(_:)") { $0.scrollViewDidEndDecelerating(self) }
        }
    }

    /// The one place the content offset changes: the bounds move, the subviews need layout
    /// (a table view lays out its rows there), the indicators follow, the delegate hears of it.
    private func moveContent(to offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite, offset != boundsOrigin else { return }
        boundsOrigin = offset
        invalidateOnScreen()
        setNeedsLayout()
        contentOffsetDidChange()
        updateIndicators()
        notifyDelegate("scrollViewDidScroll(_:)") { $0.scrollViewDidScroll(self) }
    }

    func notifyDelegate(_ name: String, _ call: (any ScrollViewDelegate) -> Void) {
        guard let delegate else { return }
        HostLink.invoke(name, on: delegate) { call(delegate) }
    }

    // MARK: Indicators

    /// The thickness of an indicator and its distance from the edge, in points, as on iOS.
    static let indicatorThickness = 3.0
    static let indicatorMargin = 3.0

    func showIndicators() {
        if showsVerticalScrollIndicator, scrollsVertically, verticalIndicator == nil {
            verticalIndicator = Self.makeIndicator()
            addSubview(verticalIndicator!)
        }
        if showsHorizontalScrollIndicator, scrollsHorizontally, horizontalIndicator == nil {
            horizontalIndicator = Self.makeIndicator()
            addSubview(horizontalIndicator!)
        }
        updateIndicators()
    }

    func hideIndicators() {
        verticalIndicator?.removeFromSuperview()
        horizontalIndicator?.removeFromSuperview()
        verticalIndicator = nil
        horizontalIndicator = nil
    }

    private static func makeIndicator() -> View {
        let indicator = View(frame: .zero)
        indicator.isPlainViewToApps = true
        indicator.isUserInteractionEnabled = false
        indicator.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.35)
        indicator.layer.cornerRadius = indicatorThickness / 2
        return indicator
    }

    /// Places the indicators against the right and bottom edges of the visible area, inside
    /// their insets, each as long as the visible part of the content is of the whole, and in
    /// front of the content.
    private func updateIndicators() {
        guard verticalIndicator != nil || horizontalIndicator != nil else { return }
        let inset = adjustedContentInset
        let thickness = Self.indicatorThickness, margin = Self.indicatorMargin
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        if let indicator = verticalIndicator {
            let visible = bounds.inset(by: verticalScrollIndicatorInsets + safe)
            let track = max(0, visible.height - 2 * margin)
            let total = max(contentSize.height + inset.top + inset.bottom, bounds.height)
            let length = max(thickness * 12, min(track, track * bounds.height / total))
            let range = maximumContentOffset.y - minimumContentOffset.y
            let progress = range > 0 ? min(1, max(0, (contentOffset.y - minimumContentOffset.y) / range)) : 0
            indicator.frame = CGRect(x: visible.maxX - margin - thickness, y: visible.minY + margin + (track - length) * progress,
                                     width: thickness, height: length)
            if subviews.last !== indicator, horizontalIndicator == nil || subviews.last !== horizontalIndicator { bringToFront(indicator) }
        }
        if let indicator = horizontalIndicator {
            let visible = bounds.inset(by: horizontalScrollIndicatorInsets + safe)
            let track = max(0, visible.width - 2 * margin)
            let total = max(contentSize.width + inset.left + inset.right, bounds.width)
            let length = max(thickness * 12, min(track, track * bounds.width / total))
            let range = maximumContentOffset.x - minimumContentOffset.x
            let progress = range > 0 ? min(1, max(0, (contentOffset.x - minimumContentOffset.x) / range)) : 0
            indicator.frame = CGRect(x: visible.minX + margin + (track - length) * progress, y: visible.maxY - margin - thickness,
                                     width: length, height: thickness)
            if subviews.last !== indicator, verticalIndicator == nil || subviews.last !== verticalIndicator { bringToFront(indicator) }
        }
    }

    private func bringToFront(_ indicator: View) {
        insertSubview(indicator, at: subviews.count)
    }
}

/// A window's scroll wheel over a scroll view moves its content as ``ScrollView/scroll(byX:y:)``
/// does: no drag, no bounce.
extension ScrollView: ScrollWheelReceiver {
    func scrollWheel(by delta: CGPoint, timestamp: Double) {
        guard isScrollEnabled else { return }
        scroll(byX: delta.x, y: delta.y)
    }
}
