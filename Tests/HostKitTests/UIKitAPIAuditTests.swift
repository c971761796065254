import Foundation
import Testing
@testable import HostKit

/// Auto Layout API behaviour that UIKit's documentation states, checked against HostKit.
@MainActor
@Suite struct UIKitAPIAuditTests {
    private func screen(_ names: [String]) -> (View, [String: View]) {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var views: [String: View] = [:]
        for name in names {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            top.addSubview(view)
            views[name] = view
        }
        return (top, views)
    }

    /// The visual format's standard space to the superview (`|-[box]-|`) is the superview's
    /// layout margin, as in UIKit since layout margins came (iOS 8).
    @Test func standardSpacingToTheSuperviewIsItsLayoutMargins() {
        let (top, views) = screen(["box"])
        top.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 12, bottom: 14, trailing: 16)
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "H:|-[box]-|", views: views))
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "V:|-[box]-|", views: views))
        top.layoutIfNeeded()
        #expect(views["box"]!.frame == CGRect(x: 12, y: 10, width: 390 - 12 - 16, height: 844 - 10 - 14))
    }

    /// Visual Format Language grammar: `<simplePredicate> ::= <metricName> | <positiveNumber>`:
    /// only a literal number must be positive; a metric may be negative.
    @Test func aNegativeMetricIsASpacingWithoutParentheses() throws {
        let (top, views) = screen(["a", "b"])
        let made = LayoutConstraint.constraints(withVisualFormat: "H:|[a(100)]-overlap-[b(100)]", metrics: ["overlap": -10], views: views)
        let gap = try #require(made.first { $0.firstItem === views["b"] && $0.firstAttribute == .leading })
        #expect(gap.constant == -10)
        LayoutConstraint.activate(made)
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", views: views))
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", views: views))
        top.layoutIfNeeded()
        #expect(views["b"]!.frame.minX == 90)
    }

    /// The metrics' values are NSNumbers in UIKit ("Their values must be NSNumber objects").
    @Test func metricsMayBeNSNumbers() {
        let (_, views) = screen(["a"])
        let made = LayoutConstraint.constraints(withVisualFormat: "H:[a(width)]", metrics: ["width": NSNumber(value: 42)], views: views)
        #expect(made.count == 1 && made.first?.constant == 42)
    }

    /// An unknown view's name is reported where it stands in the format, not where the same
    /// letters first appear.
    @Test func anUnknownViewIsReportedWhereItStands() {
        let (_, views) = screen(["ab"])
        recordingIssues { recorder in
            #expect(LayoutConstraint.constraints(withVisualFormat: "H:[ab]-[b]", views: views).isEmpty)
            #expect(recorder.issues.last?.contains("H:[ab]-[b]\n" + String(repeating: " ", count: 8) + "^") == true, "\(recorder.issues)")
        }
    }

    /// "Unable to simultaneously satisfy constraints" names a constraint translated from a
    /// view's autoresizing mask by its view, as UIKit's `NSAutoresizingMaskLayoutConstraint`
    /// (`h=--& v=--& View:0x….width == 100`).
    @Test func aConflictNamesTheViewWhoseAutoresizingMaskItTranslates() throws {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let box = View(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        top.addSubview(box)
        top.layoutIfNeeded()
        try recordingIssues { recorder in
            box.widthAnchor.constraint(equalToConstant: 200).isActive = true
            top.layoutIfNeeded()
            let log = try #require(recorder.issues.first { $0.hasPrefix("Unable to simultaneously satisfy constraints") })
            #expect(log.contains("Will attempt to recover by breaking constraint"))
            #expect(log.contains("<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(LayoutConstraint.name(of: box)).width == 100>"), "\(log)")
            #expect(!log.contains("<a constraint made from an autoresizing mask"), "\(log)")
        }
    }
}
