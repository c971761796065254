import Foundation
import Testing
@testable import HostKit

/// Constraint set-ups UIKit code uses every day, each with the frames UIKit gives: an optional
/// priority raised past another, an aspect ratio, layout guides as equal spacers, hidden views
/// (which still take part), an inequality capping a low-priority preference, a label centred
/// under a maximum width.
@MainActor
@Suite struct UIKitLayoutIdiomTests {
    /// A 300 × 400 top view and two subviews placed by constraints.
    func make() -> (View, View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let a = View(), b = View()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        return (root, a, b)
    }

    @Test func raisingAnOptionalPriorityPastAnotherChangesWhichWins() {
        let (root, a, _) = make()
        let w100 = a.widthAnchor.constraint(equalToConstant: 100)
        let w200 = a.widthAnchor.constraint(equalToConstant: 200)
        w100.priority = LayoutPriority(rawValue: 250)
        w200.priority = LayoutPriority(rawValue: 500)
        LayoutConstraint.activate([w100, w200, a.heightAnchor.constraint(equalToConstant: 10), a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(a.frame.width == 200)
        w100.priority = LayoutPriority(rawValue: 750)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
    }

    @Test func anAspectRatioBetweenAViewsOwnDimensions() {
        let (root, a, _) = make()
        LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 160), a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 9.0 / 16.0),
                                   a.centerXAnchor.constraint(equalTo: root.centerXAnchor), a.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -10)])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 70, y: 145, width: 160, height: 90))
    }

    @Test func layoutGuidesOfEqualWidthSpaceViewsEvenly() {
        let (root, a, b) = make()
        let g1 = LayoutGuide(), g2 = LayoutGuide(), g3 = LayoutGuide()
        for g in [g1, g2, g3] { root.addLayoutGuide(g) }
        LayoutConstraint.activate([
            g1.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.leadingAnchor.constraint(equalTo: g1.trailingAnchor),
            g2.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.leadingAnchor.constraint(equalTo: g2.trailingAnchor),
            g3.leadingAnchor.constraint(equalTo: b.trailingAnchor), g3.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            g1.widthAnchor.constraint(equalTo: g2.widthAnchor), g2.widthAnchor.constraint(equalTo: g3.widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 60), b.widthAnchor.constraint(equalToConstant: 60),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 60 && b.frame.minX == 180)
        #expect(g2.layoutFrame.width == 60)
    }

    @Test func aHiddenViewStillTakesPartInLayout() {
        let (root, a, b) = make()
        a.isHidden = true
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 50),
                                   b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5), b.widthAnchor.constraint(equalToConstant: 10),
                                   a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
                                   a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 65)
    }

    @Test func inequalitiesCapALowPriorityPreference() {
        let (root, a, _) = make()
        let pref = a.widthAnchor.constraint(equalTo: root.widthAnchor)
        pref.priority = .defaultLow
        LayoutConstraint.activate([pref, a.widthAnchor.constraint(lessThanOrEqualToConstant: 120), a.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
                                   a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        #expect(a.frame.width == 120)
        root.frame.size.width = 30
        root.layoutIfNeeded()
        #expect(a.frame.width == 40)
    }

    @Test func aLabelCentredUnderAMaximumWidthTakesItsTextSize() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let label = Label()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: root.centerXAnchor), label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                                   label.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40)])
        root.layoutIfNeeded()
        // Frames are rounded to the screen's pixels, as in UIKit.
        let size = label.intrinsicContentSize, scale = Screen.main.scale
        #expect(label.frame.size == CGSize(width: (size.width * scale).rounded() / scale, height: (size.height * scale).rounded() / scale))
        #expect(abs(label.frame.midX - 150) <= 0.5)
    }
}
