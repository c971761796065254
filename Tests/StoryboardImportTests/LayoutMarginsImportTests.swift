import Foundation
import StoryboardImport
import Testing

/// A view's own layout margins, which constraints to its margins and margin-relative stack views
/// keep inside, carry over as the format's `directionalLayoutMargins`: Interface Builder writes
/// `<edgeInsets key="layoutMargins">` (left and right) or `<directionalEdgeInsets
/// key="directionalLayoutMargins">`.
@Suite struct LayoutMarginsImportTests {
    private func imported(_ margins: String, attributes: String = "") throws -> StoryboardImportResult {
        let view = #"<view contentMode="scaleToFill" id="box"\#(attributes)><rect key="frame" x="0" y="0" width="100" height="40"/>\#(margins)</view>"#
        return try StoryboardImporter.importStoryboard(Array(BadInputTests.storyboard(view: "<subviews>\(view)</subviews>").utf8),
                                                       path: "Margins.storyboard", options: StoryboardImportOptions())
    }

    private func margins(in json: String) -> String? {
        let compact = json.filter { !$0.isWhitespace }
        guard let start = compact.range(of: #""directionalLayoutMargins":{"#) else { return nil }
        return compact[start.upperBound...].prefix { $0 != "}" }.description
    }

    @Test func edgeInsetsBecomeDirectionalMargins() throws {
        let result = try imported(#"<edgeInsets key="layoutMargins" top="-50" left="4" bottom="0.0" right="6.5"/>"#)
        #expect(margins(in: result.json) == #""top":-50,"leading":4,"bottom":0,"trailing":6.5"#)
        #expect(result.warnings.isEmpty)
    }

    @Test func aViewForcedRightToLeftKeepsItsAttributeAndReadsLeftAsTrailing() throws {
        let result = try imported(#"<edgeInsets key="layoutMargins" top="0" left="4" bottom="0" right="6"/>"#,
                                  attributes: #" semanticContentAttribute="forceRightToLeft""#)
        #expect(margins(in: result.json) == #""top":0,"leading":6,"bottom":0,"trailing":4"#)
        #expect(result.json.filter { !$0.isWhitespace }.contains(#""semanticContentAttribute":"forceRightToLeft""#))
        // Interface Builder's default is not written; an unknown name is not carried over.
        #expect(try !imported("", attributes: #" semanticContentAttribute="unspecified""#).json.contains("semanticContentAttribute"))
        #expect(try !imported("", attributes: #" semanticContentAttribute="sideways""#).json.contains("semanticContentAttribute"))
    }

    @Test func directionalInsetsCarryOverAsTheyAre() throws {
        let result = try imported(#"<directionalEdgeInsets key="directionalLayoutMargins" top="2" leading="20" bottom="3" trailing="10"/>"#)
        #expect(margins(in: result.json) == #""top":2,"leading":20,"bottom":3,"trailing":10"#)
    }

    @Test func noMarginsWrittenMeansNoneCarriedOver() throws {
        #expect(try margins(in: imported("").json) == nil)
        // Insets with another key (a scroll view's content inset) are not the margins.
        #expect(try margins(in: imported(#"<edgeInsets key="contentInset" top="1" left="1" bottom="1" right="1"/>"#).json) == nil)
    }

    @Test func aMissingSideIsAWarningAndTheDefaultMarginsStay() throws {
        let result = try imported(#"<edgeInsets key="layoutMargins" top="8" left="nan" bottom="8" right="8"/>"#)
        #expect(margins(in: result.json) == nil)
        #expect(result.warnings.map(\.kind) == ["layoutMargins"])
        #expect(result.warnings.first?.message.contains("'left'") == true)
    }
}
