import Foundation
import Testing
@testable import HostKit

/// Baseline anchors as UIKit documents them: a text view's baseline; for a view without text,
/// the top edge as its first baseline and the bottom edge as its last; and a view that names a
/// view inside it to stand for its baselines (`forFirstBaselineLayout`, `forLastBaselineLayout`).
@MainActor
@Suite struct BaselineLayoutTests {
    /// A row that places a label 20 points down by its frame, and names it for its first
    /// baseline, as a custom cell-like view does in UIKit.
    final class TitledRow: View {
        let title = Label(frame: CGRect(x: 8, y: 20, width: 200, height: 40))
        var firstBaselineView: View?

        override init(frame: CGRect) {
            super.init(frame: frame)
            title.font = .systemFont(ofSize: 30)
            title.text = "Title"
            addSubview(title)
        }

        override var forFirstBaselineLayout: View { firstBaselineView ?? title }
    }

    func screen() -> View { View(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    /// A text view's first baseline, in its superview's coordinates.

    /// How far two baselines may be apart after the layout rounds frames to the screen's pixels:
    /// a pixel at the least scale, 1.
    let pixel = 1.0

    /// A 10-point marker whose top is tied to `anchor`.
    func marker(at anchor: LayoutYAxisAnchor, in top: View) -> View {
        let marker = placed(in: top)
        LayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
            marker.topAnchor.constraint(equalTo: anchor),
        ])
        return marker
    }

    /// Where markers tied to `view`'s first and last baselines land, with the view 100 points
    /// down and 40 high.
    func baselineMarkers(of view: View) -> (first: Double, last: Double) {
        let top = screen()
        placed(view, in: top)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: top.leadingAnchor), view.topAnchor.constraint(equalTo: top.topAnchor, constant: 100),
            view.widthAnchor.constraint(equalToConstant: 60), view.heightAnchor.constraint(equalToConstant: 40),
        ])
        let first = marker(at: view.firstBaselineAnchor, in: top)
        let last = marker(at: view.lastBaselineAnchor, in: top)
        top.layoutIfNeeded()
        return (first.frame.minY, last.frame.minY)
    }

    @Test func aViewWithoutTextHasItsTopAsFirstBaselineAndItsBottomAsLast() {
        #expect(baselineMarkers(of: View()) == (100, 140))
    }

    @Test func aViewsFirstBaselineIsTheOneOfTheLabelItNames() {
        let top = screen()
        let row = placed(TitledRow(), in: top)
        let caption = placed(Label(), in: top)
        caption.text = "Caption"
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: top.leadingAnchor), row.topAnchor.constraint(equalTo: top.topAnchor, constant: 100),
            row.widthAnchor.constraint(equalToConstant: 220), row.heightAnchor.constraint(equalToConstant: 80),
            caption.leadingAnchor.constraint(equalTo: row.trailingAnchor, constant: 8),
            caption.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor),
        ])
        // The last baseline is still the row's own: it names no view for it.
        let last = marker(at: row.lastBaselineAnchor, in: top)
        top.layoutIfNeeded()
        let titleBaseline = row.frame.minY + row.title.firstBaselineInSuperview
        #expect(abs(caption.firstBaselineInSuperview - titleBaseline) < pixel, "caption \(caption.firstBaselineInSuperview), title \(titleBaseline)")
        #expect(last.frame.minY == 180)

        // The system spacing between baselines reads the named label's font.
        let below = placed(Label(), in: top)
        let spacing = below.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: row.firstBaselineAnchor, multiplier: 1)
        #expect(abs(spacing.constant - row.title.font.lineHeight) < 1e-9)
    }

    @Test func buttonsAndTextFieldsAlignByTheirTextsBaselines() {
        let top = screen()
        let label = Label(), button = Button(title: "Send"), field = TextField()
        label.text = "Name"
        label.font = .systemFont(ofSize: 30)
        field.borderStyle = .roundedRect
        field.placeholder = "Jane"
        let stack = placed(StackView(arrangedSubviews: [label, button, field]), in: top)
        stack.axis = .horizontal
        stack.alignment = .firstBaseline
        stack.spacing = 8
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: top.leadingAnchor), stack.topAnchor.constraint(equalTo: top.topAnchor, constant: 40),
        ])
        top.layoutIfNeeded()
        #expect(abs(button.firstBaselineInSuperview - label.firstBaselineInSuperview) < pixel, "button \(button.firstBaselineInSuperview), label \(label.firstBaselineInSuperview)")
        #expect(abs(field.firstBaselineInSuperview - label.firstBaselineInSuperview) < pixel, "field \(field.firstBaselineInSuperview), label \(label.firstBaselineInSuperview)")
        // Smaller text sits lower in the row: the baselines, not the tops, are aligned.
        #expect(button.frame.minY > label.frame.minY)
    }

    @Test func aTextChangeMovesTheBaselinesTiedToIt() throws {
        let top = screen()
        let big = placed(Label(), in: top), small = placed(Label(), in: top)
        big.text = "Big"
        small.text = "small"
        big.font = .systemFont(ofSize: 30)
        LayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: top.leadingAnchor), big.topAnchor.constraint(equalTo: top.topAnchor, constant: 50),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        top.layoutIfNeeded()
        #expect(abs(small.firstBaselineInSuperview - big.firstBaselineInSuperview) < pixel)
        let engine = try #require(top.layoutStorage?.engine)

        // Other text on one line leaves the baseline where it was in the label: re-solved alone.
        let syncs = engine.syncCount
        big.text = "Bigger still"
        top.layoutIfNeeded()
        #expect(engine.syncCount == syncs)
        #expect(abs(small.firstBaselineInSuperview - big.firstBaselineInSuperview) < pixel)

        big.font = .systemFont(ofSize: 60)
        top.layoutIfNeeded()
        #expect(engine.syncCount == syncs + 1)
        #expect(abs(small.firstBaselineInSuperview - big.firstBaselineInSuperview) < pixel, "small \(small.firstBaselineInSuperview), big \(big.firstBaselineInSuperview)")
    }

    /// A self-sizing cell whose wrapping label has a badge tied to its baseline: fitting the cell
    /// at a width wraps the label there, as it does without the badge.
    @Test func fittingWrapsALabelWhoseBaselineIsTied() {
        func fittedHeight(withBadge: Bool) -> Double {
            let cell = View()
            let text = placed(Label(), in: cell)
            text.numberOfLines = 0
            text.text = "A text long enough to wrap onto three lines or more at two hundred points wide"
            var constraints = [
                text.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                text.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -60),
                text.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                text.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
            ]
            if withBadge {
                let badge = placed(Label(), in: cell)
                badge.text = "new"
                constraints += [badge.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
                                badge.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor)]
            }
            LayoutConstraint.activate(constraints)
            return cell.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel).height
        }
        let oneLine = Font.systemFont(ofSize: Font.systemFontSize).lineHeight
        let plain = fittedHeight(withBadge: false)
        #expect(plain > 3 * oneLine)
        #expect(abs(fittedHeight(withBadge: true) - plain) < pixel)
    }

    /// A row that names its title or its subtitle for both baselines, as `showsSubtitle` says.
    final class SwitchingRow: View {
        let title = Label(frame: CGRect(x: 0, y: 10, width: 100, height: 30))
        let subtitle = Label(frame: CGRect(x: 0, y: 60, width: 100, height: 30))
        var showsSubtitle = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            title.text = "Title"
            subtitle.text = "Subtitle"
            addSubview(title)
            addSubview(subtitle)
        }

        override var forLastBaselineLayout: View { showsSubtitle ? subtitle : title }
    }

    /// A constant changed after the view named for a baseline changed: the new one is placed
    /// too (it took no part before), not left free.
    @Test func aChangedConstantFollowsTheViewNowNamedForTheBaseline() {
        let top = screen()
        let row = placed(SwitchingRow(), in: top)
        let caption = placed(Label(), in: top)
        caption.text = "Caption"
        let tie = caption.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor)
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: top.leadingAnchor), row.topAnchor.constraint(equalTo: top.topAnchor, constant: 100),
            row.widthAnchor.constraint(equalToConstant: 100), row.heightAnchor.constraint(equalToConstant: 100),
            caption.leadingAnchor.constraint(equalTo: row.trailingAnchor, constant: 8), tie,
        ])
        top.layoutIfNeeded()
        // The first baseline follows the last's view by default.
        #expect(abs(caption.firstBaselineInSuperview - (row.frame.minY + row.title.firstBaselineInSuperview)) < pixel)

        row.showsSubtitle = true
        tie.constant = 10
        top.layoutIfNeeded()
        let expected = row.frame.minY + row.subtitle.firstBaselineInSuperview + 10
        #expect(abs(caption.firstBaselineInSuperview - expected) < pixel, "caption \(caption.firstBaselineInSuperview), expected \(expected)")
    }

    /// A vertical stack lends its first arranged subview's first baseline and its last one's last
    /// baseline, so a column of labels in a row lines up by its text.
    @Test(arguments: [StackView.Alignment.firstBaseline, .lastBaseline])
    func aVerticalStackInARowAlignsByItsLabels(alignment: StackView.Alignment) {
        let top = screen()
        let heading = Label(), upper = Label(), lower = Label()
        heading.text = "Heading"
        heading.font = .systemFont(ofSize: 30)
        upper.text = "Upper"
        lower.text = "Lower"
        let column = StackView(arrangedSubviews: [upper, lower])
        column.axis = .vertical
        column.spacing = 12
        let row = placed(StackView(arrangedSubviews: [heading, column]), in: top)
        row.alignment = alignment
        row.spacing = 8
        LayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: top.leadingAnchor), row.topAnchor.constraint(equalTo: top.topAnchor, constant: 40)])
        top.layoutIfNeeded()
        let named = alignment == .firstBaseline ? upper : lower
        let namedBaseline = column.frame.minY + named.firstBaselineInSuperview
        #expect(abs(namedBaseline - heading.firstBaselineInSuperview) < pixel, "\(alignment): label \(namedBaseline), heading \(heading.firstBaselineInSuperview)")

        // Hiding the upper label lends the lower one's first baseline.
        upper.isHidden = true
        top.layoutIfNeeded()
        #expect(abs(column.frame.minY + lower.firstBaselineInSuperview - heading.firstBaselineInSuperview) < pixel)
    }

    /// UIKit: with `isBaselineRelativeArrangement`, a vertical stack measures its spacing from
    /// the last baseline of a view to the first baseline of the next; a view without text stands
    /// for its baselines with its edges. A horizontal stack ignores it.
    @Test func aVerticalStackCanSpaceItsViewsByTheirBaselines() {
        let top = screen()
        let large = Label(), rule = View(), small = Label(), medium = Label()
        large.text = "Large"
        large.font = .systemFont(ofSize: 30)
        small.text = "Small\nin two lines"
        small.font = .systemFont(ofSize: 11)
        medium.text = "Medium"
        medium.font = .systemFont(ofSize: 20)
        rule.heightAnchor.constraint(equalToConstant: 2).isActive = true
        let column = placed(StackView(arrangedSubviews: [large, rule, small, medium]), in: top)
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 24
        column.isBaselineRelativeArrangement = true
        LayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: top.leadingAnchor), column.topAnchor.constraint(equalTo: top.topAnchor, constant: 40)])
        top.layoutIfNeeded()
        // Frames are rounded to pixels one edge at a time, so sums of them may differ by one.
        #expect(abs(rule.frame.minY - large.lastBaselineInSuperview - 24) <= pixel, "rule \(rule.frame.minY), large's baseline \(large.lastBaselineInSuperview)")
        #expect(abs(small.firstBaselineInSuperview - rule.frame.maxY - 24) <= pixel)
        #expect(abs(medium.firstBaselineInSuperview - small.lastBaselineInSuperview - 24) <= pixel, "medium \(medium.firstBaselineInSuperview), small's last \(small.lastBaselineInSuperview)")
        #expect(abs(large.frame.minY) <= pixel, "the first view keeps its edge at the stack's")
        #expect(abs(column.bounds.height - medium.frame.maxY) <= pixel, "and the last")

        column.isBaselineRelativeArrangement = false
        top.layoutIfNeeded()
        #expect(abs(rule.frame.minY - large.frame.maxY - 24) <= pixel, "edges again")

        column.isBaselineRelativeArrangement = true
        column.axis = .horizontal
        top.layoutIfNeeded()
        #expect(abs(rule.frame.minX - large.frame.maxX - 24) <= pixel, "a horizontal stack spaces its edges")
    }

    /// A button without a title has no baseline: its edges stand in, as for any view.
    @Test func aButtonWithoutATitleHasItsEdgesForBaselines() {
        let button = Button(title: nil)
        #expect(baselineMarkers(of: button) == (100, 140))
        #expect(button.baselineOffsetFromCenterY == nil)
        button.title = "Go"
        #expect(button.baselineOffsetFromCenterY != nil)
    }

    @Test func aBaselineViewOutsideTheViewIsReportedAndTheViewStandsForItself() {
        recordingIssues { recorder in
            let top = screen()
            let row = placed(TitledRow(), in: top)
            row.firstBaselineView = Label()
            LayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: top.leadingAnchor), row.topAnchor.constraint(equalTo: top.topAnchor, constant: 100),
                row.widthAnchor.constraint(equalToConstant: 220), row.heightAnchor.constraint(equalToConstant: 80),
            ])
            let first = marker(at: row.firstBaselineAnchor, in: top)
            top.layoutIfNeeded()
            #expect(first.frame.minY == 100, "the row's own first baseline: its top edge")
            let report = "TitledRow.forFirstBaselineLayout returned a Label that is not a view below it"
            #expect(recorder.issues.filter { $0.contains(report) }.count == 1, "\(recorder.issues)")
            // Every sync asks again; the report is made once.
            row.setNeedsUpdateConstraints()
            top.layoutIfNeeded()
            #expect(recorder.issues.filter { $0.contains(report) }.count == 1)
        }
    }
}
