import Foundation

/// Something with traits, as `UITraitEnvironment` is: views, windows and view controllers.
@MainActor
public protocol TraitEnvironment: AnyObject {
    /// The traits in effect here.
    var traitCollection: TraitCollection { get }
    /// Called when ``traitCollection`` changed from `previousTraitCollection`.
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension View: TraitEnvironment {
    /// The traits of the view's window (its size classes, see ``TraitCollection``), with the
    /// view's own ``effectiveUserInterfaceLayoutDirection``; outside a window, no size classes.
    public var traitCollection: TraitCollection {
        var traits = window.map { TraitCollection.ofWindow(size: $0.bounds.size) } ?? TraitCollection.ofScreen()
        traits.layoutDirection = TraitEnvironmentLayoutDirection(effectiveUserInterfaceLayoutDirection)
        return traits
    }
}

extension ViewController: TraitEnvironment {
    /// The traits of the window the controller's view is in; before the view is in one, its
    /// parent's, else the screen's (no size classes).
    public var traitCollection: TraitCollection {
        if let window = viewIfLoaded?.window { return TraitCollection.ofWindow(size: window.bounds.size) }
        return parent?.traitCollection ?? TraitCollection.ofScreen()
    }

    /// Tells the controller, and through the default implementation its children, that its
    /// traits are about to change, traced as a callback.
    func sendWillTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        HostLink.invoke("willTransition(to:with:)", on: self, details: ["traits": newCollection.sizeClassDescription]) {
            willTransition(to: newCollection, with: coordinator)
        }
    }
}

extension Window {
    /// The window's size changed from `oldSize`: when its size classes changed with it, every
    /// controller and view in it hears `traitCollectionDidChange(_:)`, a controller before its
    /// view, parents before their subviews, as in UIKit.
    func sizeDidChange(from oldSize: CGSize) {
        let previous = TraitCollection.ofWindow(size: oldSize)
        let current = TraitCollection.ofWindow(size: bounds.size)
        guard previous != current else { return }
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.mayHaveOwningViewController, let controller = view.owningViewController {
                HostLink.invoke("traitCollectionDidChange(_:)", on: controller, details: ["traits": current.sizeClassDescription]) {
                    controller.traitCollectionDidChange(previous)
                }
            }
            var previousForView = previous
            previousForView.layoutDirection = TraitEnvironmentLayoutDirection(view.effectiveUserInterfaceLayoutDirection)
            view.traitCollectionDidChange(previousForView)
            pending.append(contentsOf: view.subviews.reversed())
        }
    }
}

extension TraitCollection {
    /// The size classes as `w:compact h:regular`, for traces.
    var sizeClassDescription: String {
        func name(_ sizeClass: UserInterfaceSizeClass) -> String {
            switch sizeClass {
            case .unspecified: "unspecified"
            case .compact: "compact"
            case .regular: "regular"
            }
        }
        return "w:\(name(horizontalSizeClass)) h:\(name(verticalSizeClass))"
    }
}
