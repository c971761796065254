import Foundation
import StoryboardImport
import Testing

/// A stack view's arrangement carries over whole now that HostKit's stack has every UIKit
/// distribution and alignment (they became `fill`, with a warning, before).
@Suite struct StackViewImportTests {
    @Test(arguments: [("equalSpacing", "firstBaseline"), ("equalCentering", "lastBaseline"), ("fillProportionally", "center")])
    func distributionsAndAlignmentsCarryOver(distribution: String, alignment: String) throws {
        let stack = #"<stackView opaque="NO" contentMode="scaleToFill" distribution="\#(distribution)" alignment="\#(alignment)" layoutMarginsRelativeArrangement="YES" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk"><rect key="frame" x="0" y="0" width="100" height="40"/></stackView>"#
        let result = try StoryboardImporter.importStoryboard(Array(BadInputTests.storyboard(view: "<subviews>\(stack)</subviews>").utf8),
                                                             path: "Stack.storyboard", options: StoryboardImportOptions())
        #expect(result.json.contains(#""distribution": "\#(distribution)""#))
        #expect(result.json.contains(#""alignment": "\#(alignment)""#))
        #expect(result.json.contains(#""isLayoutMarginsRelativeArrangement": true"#))
        #expect(result.json.contains(#""isBaselineRelativeArrangement": true"#))
        #expect(!result.warnings.contains { "\($0)".contains("stack view") })
    }
}

/// Interface Builder's "Standard" spacing (`spacingType="standard"`, UIStackView.spacingUseSystem)
/// is the system spacing between neighbours, 8 points, not none.
@Suite struct StackViewStandardSpacingImportTests {
    private func imported(_ attributes: String) throws -> StoryboardImportResult {
        let stack = #"<stackView opaque="NO" contentMode="scaleToFill" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stk"><rect key="frame" x="0" y="0" width="100" height="40"/></stackView>"#
        return try StoryboardImporter.importStoryboard(Array(BadInputTests.storyboard(view: "<subviews>\(stack)</subviews>").utf8),
                                                       path: "Stack.storyboard", options: StoryboardImportOptions())
    }

    @Test func standardSpacingIsTheSystemSpacing() throws {
        let result = try imported(#"spacingType="standard""#)
        #expect(result.json.contains(#""spacing": 8"#))
        #expect(result.warnings.isEmpty)
    }

    @Test func aNumberedSpacingIsKept() throws {
        #expect(try imported(#"spacing="20""#).json.contains(#""spacing": 20"#))
        #expect(try !imported("").json.contains(#""spacing""#))
        // A negative spacing overlaps neighbours, in UIKit and in HostKit.
        #expect(try imported(#"spacing="-10""#).json.contains(#""spacing": -10"#))
    }
}
