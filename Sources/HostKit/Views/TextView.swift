import Foundation

/// What a text view asks and tells its delegate while it is edited, as `UITextViewDelegate` is
/// in UIKit. Every method has a default: the `should` questions answer `true`, the others do
/// nothing.
@MainActor
public protocol TextViewDelegate: AnyObject {
    /// Whether the text view may become first responder.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// The text view became first responder.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether the text view may stop being first responder (not asked when the end is forced).
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// The text view stopped being first responder.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the characters in `range` (UTF-16 offsets, as `NSRange` counts them) may be
    /// replaced by `text`; a newline arrives as `"\n"`, like any other text.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by typing (not when the app sets ``TextView/text``).
    func textViewDidChange(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: TextView) {}
}

/// A view that shows, and lets the user edit, text of several lines, as `UITextView` does in
/// UIKit.
///
/// A tap on an editable text view makes it first responder; typed text arrives through
/// ``KeyInput``, and the return key inserts a line break (it does not end editing, unlike a
/// ``TextField``). Call ``View/endEditing(_:)`` or ``resignFirstResponder()`` to end editing.
/// AppHost's text view does not scroll: text longer than the view is cut at its bottom. Turn
/// ``isScrollEnabled`` off to have it grow with its text instead, as UIKit's does.
@MainActor
open class TextView: View, KeyInput, TextInputTraits {
    open var text: String! = "" {
        didSet { if text != oldValue { setNeedsDisplay(); textSizeDidChange() } }
    }

    // MARK: Text input traits (TextInputTraits.swift)

    open var keyboardType = KeyboardType.default
    open var returnKeyType = ReturnKeyType.default
    /// `sentences` by default, as UIKit's.
    open var autocapitalizationType = TextAutocapitalizationType.sentences
    open var autocorrectionType = TextAutocorrectionType.default
    open var spellCheckingType = TextSpellCheckingType.default
    open var keyboardAppearance = KeyboardAppearance.default
    open var enablesReturnKeyAutomatically = false
    /// Kept for code that sets it; a text view shows its text whatever it says.
    open var isSecureTextEntry = false
    open var textContentType: TextContentType?
    open var textColor: Color = .black {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }
    open var font: Font = .systemFont(ofSize: Font.systemFontSize) {
        didSet { if font != oldValue { setNeedsDisplay(); textSizeDidChange() } }
    }
    /// Whether the text view scrolls its text rather than growing with it, as UIKit's
    /// `UIScrollView` property is (`true` by default). AppHost's text view never scrolls: with
    /// this on, it has no intrinsic size and cuts its text at its bottom; with it off, its
    /// intrinsic size is its text's, wrapped at its own width (the one constraints give it),
    /// with the text's insets, so that constraints grow it with the text: UIKit's way to a text
    /// view that sizes itself.
    open var isScrollEnabled = true {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    open override var frame: CGRect {
        didSet { if frame.width != oldValue.width, wrapsAtOwnWidth { invalidateIntrinsicContentSize() } }
    }

    /// With scrolling off, the text's size wrapped at the view's width inside its insets (one
    /// empty line at least, and a line more after a final line break, where the caret goes),
    /// plus the insets; with scrolling on, none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let insets = Self.textInsets
        // Inside the insets; a view no wider than them wraps nowhere, as a label of no width.
        let available = intrinsicWrapWidth - 2 * insets.horizontal
        let width = available.isFinite && available > 0 ? available : .infinity
        let shown = text ?? ""
        let measured = shown.isEmpty || shown.hasSuffix("\n") ? (shown + " ").size(withFont: font, constrainedToWidth: width)
            : shown.size(withFont: font, constrainedToWidth: width)
        let textWidth = shown.isEmpty ? 0 : measured.width
        return CGSize(width: textWidth + 2 * insets.horizontal, height: measured.height + 2 * insets.vertical)
    }

    /// Whether the intrinsic size wraps at the view's own width: scrolling off, placed by
    /// constraints.
    var wrapsAtOwnWidth: Bool { !isScrollEnabled && !translatesAutoresizingMaskIntoConstraints }
    /// Where the intrinsic size wraps: at the view's own width when it wraps there (the text
    /// inside its insets), else nowhere.
    var intrinsicWrapWidth: Double { wrapsAtOwnWidth ? ownWrapWidth : .infinity }
    var fittingWrapWidth: Double?

    private func textSizeDidChange() {
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }
    /// Whether the user can change the text; a text view that is not editable never becomes first
    /// responder.
    open var isEditable = true
    open weak var delegate: (any TextViewDelegate)?
    /// The space between the view's edges and its text: 8 points above and below, 5 at the
    /// sides, as UIKit's default `textContainerInset` plus its line padding.
    static let textInsets = (vertical: 8.0, horizontal: 5.0)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    // MARK: Editing

    /// Whether the text view is being edited: it is the first responder.
    public var isEditing: Bool { isFirstResponder }

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        if !wasEditing, let delegate,
           !HostLink.invoke("textViewShouldBeginEditing(_:)", on: delegate, { delegate.textViewShouldBeginEditing(self) }) {
            return false
        }
        guard super.becomeFirstResponder() else { return false }
        if !wasEditing {
            setNeedsDisplay()
            if let delegate { HostLink.invoke("textViewDidBeginEditing(_:)", on: delegate) { delegate.textViewDidBeginEditing(self) } }
        }
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        if wasEditing, !Editing.isEndForced, let delegate,
           !HostLink.invoke("textViewShouldEndEditing(_:)", on: delegate, { delegate.textViewShouldEndEditing(self) }) {
            return false
        }
        guard super.resignFirstResponder() else { return false }
        if wasEditing {
            setNeedsDisplay()
            if let delegate { HostLink.invoke("textViewDidEndEditing(_:)", on: delegate) { delegate.textViewDidEndEditing(self) } }
        }
        return true
    }

    /// A tap on an editable text view begins editing; other touches go on up the chain.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if isEditable, !isFirstResponder, touches.contains(where: { point(inside: $0.location(in: self), with: event) }) {
            becomeFirstResponder()
            return
        }
        super.touchesEnded(touches, with: event)
    }

    // MARK: Typing

    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Appends `text` (a line break for `"\n"`) when the delegate allows it, then tells the
    /// delegate ``TextViewDelegate/textViewDidChange(_:)``.
    open func insertText(_ text: String) {
        guard !text.isEmpty else { return }
        let current = self.text ?? ""
        guard shouldChange(NSRange(location: current.utf16.count, length: 0), to: text) else { return }
        self.text = current + text
        didChangeByTyping()
    }

    /// Deletes the last character when the delegate allows it; nothing when the text is empty.
    open func deleteBackward() {
        guard var current = text, let last = current.last else { return }
        let length = String(last).utf16.count
        guard shouldChange(NSRange(location: current.utf16.count - length, length: length), to: "") else { return }
        current.removeLast()
        text = current
        didChangeByTyping()
    }

    private func shouldChange(_ range: NSRange, to replacement: String) -> Bool {
        guard let delegate else { return true }
        return HostLink.invoke("textView(_:shouldChangeTextIn:replacementText:)", on: delegate,
                               details: ["location": String(range.location), "length": String(range.length), "replacement": replacement]) {
            delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement)
        }
    }

    private func didChangeByTyping() {
        if let delegate { HostLink.invoke("textViewDidChange(_:)", on: delegate) { delegate.textViewDidChange(self) } }
    }
}
