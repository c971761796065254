import Foundation

/// A control that sends its actions when tapped, as `UIButton` is in UIKit.
///
/// A tap sends ``Control/Event/touchUpInside``, then ``Control/Event/primaryActionTriggered``.
///
/// A button keeps a title, a title colour and an image per ``Control/State``
/// (``setTitle(_:for:)``, ``setTitleColor(_:for:)``, ``setImage(_:for:)``) and shows those of
/// its current ``Control/state``: the value set for exactly that state, else the one for
/// ``Control/State/normal``, as UIKit does.
@MainActor
open class Button: Control {
    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]
    private var images: [State: Image] = [:]

    /// The title in the normal state (``title(for:)`` with ``Control/State/normal``).
    open var title: String? {
        get { titles[.normal] }
        set { setTitle(newValue, for: .normal) }
    }
    /// The title's colour in the normal state; the tint colour while it is the default blue.
    open var titleColor: Color {
        get { titleColors[.normal] ?? .systemBlue }
        set { setTitleColor(newValue, for: .normal) }
    }
    /// The title's font.
    open var titleFont: Font = .systemFont(ofSize: Font.systemFontSize) {
        didSet { if titleFont != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    }

    /// The title measured with its font, with 6 points above and below as a system button has.
    open override var intrinsicContentSize: CGSize {
        let size = (currentTitle ?? "").size(withFont: titleFont)
        return CGSize(width: size.width + leadingTitleInset, height: max(size.height, titleFont.lineHeight) + 12)
    }
    /// Room kept before the title for a glyph drawn by the bar that holds the button (the back
    /// button's chevron).
    package var leadingTitleInset = 0.0

    package override var textLineHeight: Double? { titleFont.lineHeight }

    /// The title's baseline, drawn on one line centred vertically, as a `UIButton`'s title
    /// label gives its baseline anchors; a button without a title has none.
    package override var baselineOffsetFromCenterY: Double? {
        guard let title = currentTitle, !title.isEmpty else { return nil }
        return titleFont.firstBaselineOffsetFromMiddle(ofLines: 1)
    }

    /// The title's size with the button's padding (``intrinsicContentSize``).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeOrCurrent }

    /// Creates a button with no title, as `UIButton(type: .system)` does.
    public convenience init(title: String?) {
        self.init(frame: .zero)
        self.title = title
    }

    /// A title set for another state than ``Control/State/normal`` can show now, and the
    /// intrinsic size is the shown title's.
    package override func stateDidChange() {
        super.stateDidChange()
        if titles.count > 1 { invalidateIntrinsicContentSize() }
    }

    /// Sets the title shown in `state`; `nil` removes it, so the normal title shows there.
    open func setTitle(_ title: String?, for state: State) {
        guard titles[state] != title else { return }
        titles[state] = title
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The title set for `state`, else the normal state's.
    open func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// Sets the title's colour in `state`; `nil` removes it.
    open func setTitleColor(_ color: Color?, for state: State) {
        guard titleColors[state] != color else { return }
        titleColors[state] = color
        setNeedsDisplay()
    }

    /// The title colour set for `state`, else the normal state's; `nil` when neither was set.
    open func titleColor(for state: State) -> Color? {
        titleColors[state] ?? titleColors[.normal]
    }

    /// Sets the image shown in `state`, before the title; `nil` removes it.
    open func setImage(_ image: Image?, for state: State) {
        guard images[state] != image else { return }
        images[state] = image
        setNeedsDisplay()
    }

    /// The image set for `state`, else the normal state's.
    open func image(for state: State) -> Image? {
        images[state] ?? images[.normal]
    }

    /// The title set for exactly `state` (storyboards read it back per state).
    func exactTitle(for state: State) -> String? { titles[state] }

    /// The title the button shows now.
    public var currentTitle: String? { title(for: state) }
    /// The image the button shows now.
    public var currentImage: Image? { image(for: state) }
    /// The title colour the button shows now: the one set for its state, else grey when disabled,
    /// the normal colour faded while highlighted, or the normal colour (the tint colour while
    /// that is the default blue).
    public var currentTitleColor: Color {
        let state = self.state
        if let exact = titleColors[state] { return exact }
        let normal = titleColors[.normal].map { $0 == .systemBlue ? tintColor ?? $0 : $0 } ?? tintColor ?? .systemBlue
        if state.contains(.disabled) { return .systemGray }
        if state.contains(.highlighted) { return normal.withAlphaComponent(normal.alpha * 0.2) }
        return normal
    }

    open override func draw(_ rect: CGRect) {
        drawTitle(in: bounds)
    }

    override func didTouchUpInside() {
        super.didTouchUpInside()
        sendActions(for: .primaryActionTriggered)
    }
}
