import Foundation
import Testing
@testable import HostKit

/// The Visual Format Language: UIKit's grammar parsed, the constraints it makes laid out, and
/// every bad format reported with its position instead of a crash.
@MainActor
@Suite struct VisualFormatTests {
    typealias Predicate = VisualFormat.Predicate

    @Test func parsesUIKitsGrammar() throws {
        let format = try VisualFormat(parsing: "H:|-[name]-8-[field(>=120@750,<=wide)]-(>=gap)-|", metrics: ["wide": 300, "gap": 12])
        #expect(format.orientation == .horizontal)
        #expect(format.leadingEdge == .standard)
        #expect(format.views.map(\.name) == ["name", "field"])
        #expect(format.connections == [.predicates([Predicate(object: .constant(8))])])
        #expect(format.views[1].predicates == [
            Predicate(relation: .greaterThanOrEqual, object: .constant(120), priority: 750),
            Predicate(relation: .lessThanOrEqual, object: .constant(300)),
        ])
        #expect(format.trailingEdge == .predicates([Predicate(relation: .greaterThanOrEqual, object: .constant(12))]))

        let vertical = try VisualFormat(parsing: "V:[top][bottom(==top)]|", metrics: [:])
        #expect(vertical.orientation == .vertical && vertical.leadingEdge == nil && vertical.connections == [.flush])
        #expect(vertical.views[1].predicates == [Predicate(object: .view("top"))])
        #expect(vertical.trailingEdge == .flush)
        // No orientation: horizontal. Spaces between the parts are skipped; a negative spacing
        // needs parentheses.
        let spaced = try VisualFormat(parsing: " | - ( -5 ) - [ a ] ", metrics: [:])
        #expect(spaced.orientation == .horizontal && spaced.leadingEdge == .predicates([Predicate(object: .constant(-5))]))
    }

    @Test(arguments: [
        ("H:[a", 4, "']'"),
        ("H:|-[a]-|-[b]", 9, "nothing may follow"),
        ("H:[a]-x-[b]", 6, "a number"),
        ("H:[a(>=)]", 7, "expected a number"),
        ("H:[a(20@2000)]", 8, "from 1 to 1000"),
        ("H:[a]-(b)-[c]", 7, "not a metric"),
        ("H:[a]-8[b]", 7, "'-' after a spacing"),
        ("", 0, "'['"),
    ])
    func reportsWhereAFormatGoesWrong(format: String, position: Int, reason: String) {
        #expect(throws: VisualFormat.ParseError.self) { try VisualFormat(parsing: format, metrics: [:]) }
        do {
            _ = try VisualFormat(parsing: format, metrics: [:])
        } catch {
            #expect(error.position == position, "\(error)")
            #expect(error.reason.contains(reason), "\(error)")
        }
    }

    /// A small seeded generator, so that a failure can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Well-formed formats with characters of the language deleted, inserted or replaced, and
    /// random strings of those characters: every one parses or is refused at a position inside
    /// it, never a trap; what parses, builds.
    @Test func mutatedAndRandomFormatsNeverTrap() {
        let alphabet = Array("HV:|-[]()<>=@,. 0123456789abv_")
        let wellFormed = ["H:|-[a]-8-[b(>=20@750)]-|", "V:[a(==b)][b]|", "|-(-5,>=2)-[v]-(b)-|", "[a][b][v]"]
        var generator = SplitMix(state: 20_261_127)
        let views: [String: Any] = ["a": View(), "b": View(), "v": View()]
        var parsed = 0, refused = 0
        // The refusals of building are reported: kept here rather than printed.
        let recorder = IssueRecorder()
        HostLink.observer = recorder
        defer { HostLink.observer = nil }
        for round in 0 ..< 4_000 {
            var characters: [Character]
            if round.isMultiple(of: 4) {
                characters = (0 ..< Int.random(in: 0 ... 24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            } else {
                characters = Array(wellFormed.randomElement(using: &generator)!)
                for _ in 0 ..< Int.random(in: 0 ... 2, using: &generator) where !characters.isEmpty {
                    let position = Int.random(in: 0 ..< characters.count, using: &generator)
                    switch Int.random(in: 0 ..< 3, using: &generator) {
                    case 0: characters.remove(at: position)
                    case 1: characters.insert(alphabet.randomElement(using: &generator)!, at: position)
                    default: characters[position] = alphabet.randomElement(using: &generator)!
                    }
                }
            }
            let format = String(characters)
            do {
                _ = try VisualFormat(parsing: format, metrics: ["b": 4])
                parsed += 1
                // Built, with views that have no superview: a `|` is then refused, not a trap.
                _ = LayoutConstraint.constraints(withVisualFormat: format, metrics: ["b": 4], views: views)
            } catch {
                refused += 1
                #expect(error.position >= 0 && error.position <= format.utf8.count, "\(format): \(error)")
            }
        }
        #expect(parsed > 100 && refused > 100)
    }

    /// A 390-wide top view with `count` subviews named `v0`, `v1`, … placed by constraints.
    func screen(_ count: Int) -> (View, [String: View]) {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var views: [String: View] = [:]
        for index in 0 ..< count {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            top.addSubview(view)
            views["v\(index)"] = view
        }
        return (top, views)
    }

    @Test func linesViewsUpWithStandardAndExplicitSpacings() {
        let (top, views) = screen(3)
        var constraints = LayoutConstraint.constraints(withVisualFormat: "H:|-[v0(50)]-[v1(==v0)]-margin-[v2]-|", options: [.alignAllTop, .alignAllBottom],
                                                       metrics: ["margin": 30], views: views)
        constraints += LayoutConstraint.constraints(withVisualFormat: "V:|-100-[v0(40)]", views: views)
        #expect(constraints.allSatisfy { !$0.isActive })
        LayoutConstraint.activate(constraints)
        top.layoutIfNeeded()
        // `|-` and `-|` are the superview's margins, 8 points by default.
        #expect(views["v0"]!.frame == CGRect(x: 8, y: 100, width: 50, height: 40))
        #expect(views["v1"]!.frame == CGRect(x: 66, y: 100, width: 50, height: 40))
        #expect(views["v2"]!.frame == CGRect(x: 146, y: 100, width: 390 - 8 - 146, height: 40))
    }

    @Test func relationsAndPrioritiesBecomeTheConstraints() throws {
        let (_, views) = screen(2)
        let made = LayoutConstraint.constraints(withVisualFormat: "V:[v0(>=44@750)]-(<=8)-[v1]", views: views)
        #expect(made.count == 2)
        let height = try #require(made.first { $0.firstAttribute == .height })
        #expect(height.relation == .greaterThanOrEqual && height.constant == 44 && height.priority == 750 && height.secondItem == nil)
        let gap = try #require(made.first { $0.firstAttribute == .top })
        #expect(gap.firstItem === views["v1"] && gap.secondItem === views["v0"] && gap.secondAttribute == .bottom)
        #expect(gap.relation == .lessThanOrEqual && gap.constant == 8 && gap.priority == .required)
    }

    @Test func rightToLeftRunsFromTheRightEdge() {
        let (top, views) = screen(2)
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "H:|-10-[v0(40)]-5-[v1(30)]", options: .directionRightToLeft, views: views))
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "V:|[v0(10)]", options: .alignAllLeft, views: views))
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "V:|[v1(10)]", views: views))
        top.layoutIfNeeded()
        #expect(views["v0"]!.frame == CGRect(x: 340, y: 0, width: 40, height: 10))
        #expect(views["v1"]!.frame == CGRect(x: 305, y: 0, width: 30, height: 10))
    }

    /// With `spacingBaselineToBaseline` a vertical format spaces its views from the upper one's
    /// last baseline to the lower one's first: a number as given, the standard space as the
    /// taller of the two lines of text. The superview's edges stay edges.
    @Test func baselineToBaselineSpacingMeasuresBetweenLinesOfText() throws {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = Label(), body = Label(), note = Label()
        title.font = .systemFont(ofSize: 28)
        for (label, text) in [(title, "Title"), (body, "Body text"), (note, "A note")] {
            label.text = text
            label.translatesAutoresizingMaskIntoConstraints = false
            top.addSubview(label)
        }
        let views = ["title": title, "body": body, "note": note]
        let made = LayoutConstraint.constraints(withVisualFormat: "V:|-20-[title]-[body]-12-[note]", options: [.spacingBaselineToBaseline, .alignAllLeading],
                                                views: views)
        let gaps = made.filter { $0.firstAttribute == .firstBaseline }
        #expect(gaps.count == 2 && gaps.allSatisfy { $0.secondAttribute == .lastBaseline })
        #expect(made.contains { $0.firstItem === title && $0.firstAttribute == .top && $0.secondAttribute == .top && $0.constant == 20 })
        LayoutConstraint.activate(made)
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "H:|-[title]", views: views))
        top.layoutIfNeeded()
        let standard = max(title.font.lineHeight, body.font.lineHeight)
        #expect(standard > LayoutConstraint.systemSpacing)
        #expect(abs(body.firstBaselineInSuperview - title.firstBaselineInSuperview - standard) < 0.5)
        #expect(abs(note.firstBaselineInSuperview - body.firstBaselineInSuperview - 12) < 0.5)
        #expect(title.frame.minY == 20 && note.frame.minX == title.frame.minX)
        // Edge to edge, the default, spaces the same format by the views' edges.
        let edges = LayoutConstraint.constraints(withVisualFormat: "V:[title]-[body]", options: .spacingEdgeToEdge, views: views)
        #expect(edges.count == 1 && edges[0].firstAttribute == .top && edges[0].secondAttribute == .bottom && edges[0].constant == LayoutConstraint.systemSpacing)
    }

    @Test func baselineToBaselineSpacingIsRefusedInAHorizontalFormat() {
        let recorder = IssueRecorder()
        HostLink.observer = recorder
        defer { HostLink.observer = nil }
        let (_, views) = screen(2)
        #expect(LayoutConstraint.constraints(withVisualFormat: "H:[v0]-[v1]", options: .spacingBaselineToBaseline, views: views).isEmpty)
        #expect(recorder.issues.last?.contains("spacing baseline to baseline applies to a vertical format only") == true)
    }

    @Test func badFormatsAndNamesAreReportedAndMakeNothing() {
        let recorder = IssueRecorder()
        HostLink.observer = recorder
        defer { HostLink.observer = nil }
        let (_, views) = screen(1)
        #expect(LayoutConstraint.constraints(withVisualFormat: "H:|-[v0]-[missing]", views: views).isEmpty)
        #expect(recorder.issues.last?.contains("'missing' is not a key in the views dictionary") == true)
        #expect(recorder.issues.last?.contains("H:|-[v0]-[missing]\n" + String(repeating: " ", count: 10) + "^") == true)
        #expect(LayoutConstraint.constraints(withVisualFormat: "H:[v0(", views: views).isEmpty)
        #expect(recorder.issues.last?.hasPrefix("Unable to parse constraint format") == true)
        #expect(LayoutConstraint.constraints(withVisualFormat: "H:[v0]", options: .alignAllLeading, views: views).isEmpty)
        #expect(recorder.issues.last?.contains("along the format's own axis") == true)
        #expect(LayoutConstraint.constraints(withVisualFormat: "H:[v0]", views: ["v0": "not a view"]).isEmpty)
        #expect(LayoutConstraint.constraints(withVisualFormat: "H:[v0(w)]", metrics: ["w": "wide"], views: views).isEmpty)
        #expect(recorder.issues.count == 5)
        // `|` needs a superview.
        let loose = View()
        #expect(LayoutConstraint.constraints(withVisualFormat: "H:|[v0]", views: ["v0": loose]).isEmpty)
        #expect(recorder.issues.last?.contains("which has none") == true)
    }
}
