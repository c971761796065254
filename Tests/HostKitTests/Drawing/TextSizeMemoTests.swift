import Foundation
import Rendering
import Testing
@testable import HostKit

/// `String.size(withFont:)` measures a string once per process, and takes sizes the host seeded
/// from an earlier run without measuring at all.
@Suite(.serialized) @MainActor
struct TextSizeMemoTests {
    private let font = RasterFont(family: "DejaVu Sans", size: 17)

    @Test func aStringIsMeasuredOnceAndItsSizeKept() {
        TextSizeMemo.forgetAll()
        var measured = 0
        let key = TextSizeMemo.Key(text: "Once", font: font, width: .infinity)
        for _ in 0 ..< 3 {
            #expect(TextSizeMemo.size(of: key) { measured += 1; return CGSize(width: 40, height: 20) } == CGSize(width: 40, height: 20))
        }
        #expect(measured == 1)
        #expect(TextSizeMemo.askedEntries == [TextSizeMemo.Entry(key: key, size: CGSize(width: 40, height: 20))])
    }

    @Test func aSeededSizeIsUsedWithoutMeasuringAndCountsAsAsked() {
        TextSizeMemo.forgetAll()
        let key = TextSizeMemo.Key(text: "Seeded", font: font, width: 100)
        TextSizeMemo.seed([.init(key: key, size: CGSize(width: 7, height: 8))])
        #expect(TextSizeMemo.askedEntries.isEmpty, "seeded but not asked for: not kept for the next launch")
        let size = TextSizeMemo.size(of: key) { Issue.record("measured a seeded size"); return .zero }
        #expect(size == CGSize(width: 7, height: 8))
        #expect(TextSizeMemo.askedEntries.map(\.key) == [key])
        let otherWidth = TextSizeMemo.Key(text: "Seeded", font: font, width: 101)
        var measured = false
        _ = TextSizeMemo.size(of: otherWidth) { measured = true; return .zero }
        #expect(measured, "another wrap width is another size")
    }

    @Test func aNaNWidthOrAVeryLongTextIsMeasuredEveryTime() {
        TextSizeMemo.forgetAll()
        var measured = 0
        for key in [TextSizeMemo.Key(text: "NaN", font: font, width: .nan),
                    TextSizeMemo.Key(text: String(repeating: "x", count: TextSizeMemo.longestText + 1), font: font, width: .infinity)] {
            _ = TextSizeMemo.size(of: key) { measured += 1; return .zero }
            _ = TextSizeMemo.size(of: key) { measured += 1; return .zero }
        }
        #expect(measured == 4)
        #expect(TextSizeMemo.askedEntries.isEmpty)
    }

    @Test func aFullMemoStartsAgainRatherThanGrowing() {
        TextSizeMemo.forgetAll()
        for index in 0 ... TextSizeMemo.capacity {
            _ = TextSizeMemo.size(of: .init(text: "Count: \(index)", font: font, width: .infinity)) { CGSize(width: Double(index), height: 1) }
        }
        #expect(TextSizeMemo.askedEntries.count == 1)
        #expect(TextSizeMemo.askedEntries.first?.key.text == "Count: \(TextSizeMemo.capacity)")
    }

    /// The memo sits in front of Pango: a label's intrinsic size is Pango's measurement, whether
    /// it was measured now or taken from the memo.
    @Test func aLabelsIntrinsicSizeIsPangosMeasurementBothTimes() {
        TextSizeMemo.forgetAll()
        let label = Label(frame: .zero)
        label.text = "Memo"
        let first = label.intrinsicContentSize
        #expect(first.width > 20 && first.height > 15)
        #expect(TextSizeMemo.askedEntries.map(\.key.text) == ["Memo"])
        #expect(label.intrinsicContentSize == first)
    }
}
