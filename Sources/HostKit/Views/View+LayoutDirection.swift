import Foundation

/// The direction a language's text runs across the screen, as `UIUserInterfaceLayoutDirection`:
/// which side is leading.
public enum UserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left and trailing right, as in English.
    case leftToRight = 0
    /// Leading is right and trailing left, as in Arabic and Hebrew.
    case rightToLeft = 1

    /// The app's direction, which a view with an ``SemanticContentAttribute/unspecified``
    /// attribute follows (``Application/userInterfaceLayoutDirection``).
    @MainActor package static var application = UserInterfaceLayoutDirection.leftToRight {
        didSet { if application == .rightToLeft { RightToLeftLayout.isInUse = true } }
    }
}

/// What a view's content means for its direction, as `UISemanticContentAttribute`: whether it
/// flips when the app's language runs right to left.
public enum SemanticContentAttribute: Int, Sendable {
    /// Follows the app's direction: flips in a right-to-left language.
    case unspecified = 0
    /// Playback controls (play, pause, rewind), which keep their order in every language.
    case playback = 1
    /// Controls of a direction in space (a D-pad, text alignment buttons), which do not flip.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}

extension SemanticContentAttribute: StoryboardNamedEnumeration {
    /// The names storyboards give the attributes, in raw-value order: Interface Builder's.
    static let storyboardNames = ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"]
}

/// Whether any view has been laid out right to left in this process: until one is, the layout
/// engine never asks a constraint's view for its direction (a weak reference's load for each).
@MainActor
enum RightToLeftLayout {
    static var isInUse = false
}

extension View {
    /// The direction for content whose ``semanticContentAttribute`` is `attribute`, as
    /// `UIView.userInterfaceLayoutDirection(for:)`: the app's for
    /// ``SemanticContentAttribute/unspecified``, left to right for playback and spatial controls
    /// and for ``SemanticContentAttribute/forceLeftToRight``.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: UserInterfaceLayoutDirection.application
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// What the view's content means for its direction; ``SemanticContentAttribute/unspecified``
    /// by default. As in UIKit, it decides the direction of the view's own content (the
    /// constraints it holds, its stack arrangement, its margins), not its subviews': a subview
    /// follows its own attribute.
    ///
    /// A change lays the view's content out again: its constraints' leading and trailing edges,
    /// its layout margins and guides, and a horizontal stack's order flip.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { layoutStorage?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            let before = effectiveUserInterfaceLayoutDirection
            autoLayout.semanticContentAttribute = newValue
            let after = effectiveUserInterfaceLayoutDirection
            guard after != before else { return }
            if after == .rightToLeft { RightToLeftLayout.isInUse = true }
            // A hierarchy without an engine has never solved a constraint: its first sync reads
            // the direction anyway, and a frame-based one is not given an engine here.
            if topView.layoutStorage?.engine != nil { constraintsDidChange() }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// The direction the view's own content is laid out in, as UIKit's
    /// `effectiveUserInterfaceLayoutDirection`: from its ``semanticContentAttribute``, and the
    /// app's direction where that is unspecified. Consult the view whose content is arranged;
    /// the value does not pass to subviews.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// Whether the view's content runs right to left: false at the cost of one flag's read until
    /// any view's does.
    var laysOutRightToLeft: Bool {
        RightToLeftLayout.isInUse && effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Mirrors `subviews`, placed from the left, across the view's width when its content runs
    /// right to left: as UIKit's bars arrange their items from the leading edge.
    func mirrorForLayoutDirection(_ subviews: [View]) {
        guard laysOutRightToLeft else { return }
        let width = frame.width
        for subview in subviews {
            var placed = subview.frame
            placed.origin.x = width - placed.maxX
            subview.frame = placed
        }
    }
}
