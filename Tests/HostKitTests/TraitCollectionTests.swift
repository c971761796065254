import Foundation
import Testing
@testable import HostKit

/// Traits as UIKit's: size classes from the window's size on the screen (Apple's device table),
/// the idiom, scale and layout direction, and `traitCollectionDidChange(_:)` when they change.
@MainActor
@Suite("Trait collections", .serialized)
struct TraitCollectionTests {
    private func sizeClasses(_ width: Double, _ height: Double, screen: CGSize? = nil) -> String {
        let idiom = TraitCollection.idiom(ofScreen: screen ?? CGSize(width: width, height: height))
        let classes = TraitCollection.sizeClasses(ofWindow: CGSize(width: width, height: height), idiom: idiom)
        return TraitCollection(traitsFrom: [TraitCollection(horizontalSizeClass: classes.horizontal),
                                            TraitCollection(verticalSizeClass: classes.vertical)]).sizeClassDescription
    }

    @Test func sizeClassesFollowApplesDeviceTable() {
        // An iPhone 14 upright and turned; an iPhone 14 Pro Max turned; an XR (896) turned.
        #expect(sizeClasses(390, 844) == "w:compact h:regular")
        #expect(sizeClasses(844, 390) == "w:compact h:compact")
        #expect(sizeClasses(932, 430) == "w:regular h:compact")
        #expect(sizeClasses(896, 414) == "w:regular h:compact")
        // An iPad either way, and a narrow window on one (a split view).
        #expect(sizeClasses(1024, 1366) == "w:regular h:regular")
        #expect(sizeClasses(1366, 1024) == "w:regular h:regular")
        #expect(sizeClasses(320, 1024, screen: CGSize(width: 1366, height: 1024)) == "w:compact h:regular")
        #expect(TraitCollection.idiom(ofScreen: CGSize(width: 744, height: 1133)) == .pad)
        #expect(TraitCollection.idiom(ofScreen: CGSize(width: 430, height: 932)) == .phone)
    }

    @Test func combiningAndContainingTraits() {
        let compact = TraitCollection(horizontalSizeClass: .compact)
        let both = TraitCollection(traitsFrom: [compact, TraitCollection(verticalSizeClass: .regular), TraitCollection(displayScale: 3)])
        #expect(both.horizontalSizeClass == .compact && both.verticalSizeClass == .regular && both.displayScale == 3)
        #expect(both.userInterfaceIdiom == .unspecified)
        // A later collection's specified trait wins; an unspecified one leaves it.
        let later = TraitCollection(traitsFrom: [both, TraitCollection(horizontalSizeClass: .regular), TraitCollection()])
        #expect(later.horizontalSizeClass == .regular && later.verticalSizeClass == .regular)
        #expect(both.containsTraits(in: compact))
        #expect(both.containsTraits(in: nil))
        #expect(!later.containsTraits(in: compact))
        #expect(both.containsTraits(in: TraitCollection()))
    }

    @Test func aViewHasItsWindowsTraitsAndItsOwnDirection() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.traitCollection.horizontalSizeClass == .unspecified, "outside a window")
        #expect(view.traitCollection.displayScale == Screen.main.scale)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        window.addSubview(view)
        #expect(view.traitCollection.horizontalSizeClass == .compact && view.traitCollection.verticalSizeClass == .regular)
        #expect(view.traitCollection.layoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        #expect(window.traitCollection.layoutDirection == .leftToRight)
    }

    final class Watching: ViewController {
        var changes: [(previous: TraitCollection?, now: TraitCollection)] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            changes.append((previousTraitCollection, traitCollection))
        }
    }

    final class WatchingView: View {
        var log: [String] = []
        weak var controller: Watching?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            // The controller heard first.
            log.append("view after \(controller?.changes.count ?? -1) controller changes: \(traitCollection.sizeClassDescription)")
        }
    }

    @Test func aNewSizeClassReachesTheControllerThenItsViews() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = Watching()
        let watcher = WatchingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        watcher.controller = controller
        controller.view.addSubview(watcher)
        window.rootViewController = controller
        window.showRootViewController()
        // A new size with the same size classes says nothing.
        window.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
        #expect(controller.changes.isEmpty && watcher.log.isEmpty)
        // Turned: compact height.
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        let change = try #require(controller.changes.first)
        #expect(controller.changes.count == 1)
        #expect(change.previous?.verticalSizeClass == .regular)
        #expect(change.now.verticalSizeClass == .compact)
        #expect(watcher.log == ["view after 1 controller changes: w:compact h:compact"])
        withExtendedLifetime(window) {}
    }
}
