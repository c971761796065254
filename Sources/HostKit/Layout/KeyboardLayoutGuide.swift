import Foundation

/// Where the software keyboard is, as `UIKeyboardLayoutGuide` is: content tied to the guide's
/// top stays above the keyboard. AppHost's keyboard is a hardware one, which covers nothing, so
/// the guide stays where UIKit keeps it while no keyboard is on screen: across the bottom of its
/// view, its top at the safe area's bottom edge (``usesBottomSafeArea``, the default) or at the
/// view's own bottom edge. Code written for the software keyboard lays out as it does on an
/// iPhone with a hardware keyboard attached.
@MainActor
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide's top is the safe area's bottom edge while no keyboard is on screen, as
    /// in UIKit (`true`, the default), or the view's bottom edge, so that content tied to it
    /// reaches into the unsafe area.
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { placeTop() } }
    }

    /// Whether the guide follows a floating or undocked keyboard as well as a docked one, as
    /// UIKit's does once set. AppHost shows no software keyboard, docked or not, so the guide's
    /// place does not depend on it.
    public var followsUndockedKeyboard = false

    /// The constraint that places the guide's top, the one ``usesBottomSafeArea`` chooses.
    private var topPlacement: LayoutConstraint?

    /// Ties the guide to the edges of `view`, its owning view: across its width, down to its
    /// bottom edge, the top where ``usesBottomSafeArea`` says.
    func place(in view: View) {
        let sides = [
            ("leading", leadingAnchor.constraint(equalTo: view.leadingAnchor)),
            ("trailing", trailingAnchor.constraint(equalTo: view.trailingAnchor)),
            ("bottom", bottomAnchor.constraint(equalTo: view.bottomAnchor)),
        ]
        for (name, constraint) in sides { constraint.identifier = "UIView-keyboardLayoutGuide-\(name)" }
        LayoutConstraint.activate(sides.map(\.1))
        placeTop()
    }

    private func placeTop() {
        topPlacement?.isActive = false
        guard let view = owningView else { return }
        let top = topAnchor.constraint(equalTo: usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor)
        top.identifier = "UIView-keyboardLayoutGuide-top"
        top.isActive = true
        topPlacement = top
    }
}

extension View {
    /// The guide to the keyboard's place in this view (``KeyboardLayoutGuide``), made on first
    /// use as UIKit's `keyboardLayoutGuide` is: tie content's bottom to its top to keep it above
    /// the keyboard. One of the view's ``layoutGuides``, placed by constraints the view holds
    /// (identified `UIView-keyboardLayoutGuide-…`).
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let guide = layoutStorage?.keyboardGuide { return guide }
        let guide = KeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        autoLayout.keyboardGuide = guide
        addLayoutGuide(guide)
        guide.place(in: self)
        return guide
    }
}
