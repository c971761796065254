import Foundation
import StoryboardImport
import Testing

/// `insetsLayoutMarginsFromSafeArea="NO"`, which Interface Builder writes on most table cells'
/// content views and labels, and `preservesSuperviewLayoutMargins="YES"`, which it writes on
/// cells and their content views, carry over, as does `autoresizesSubviews="NO"`; their
/// defaults are left unwritten.
@Suite struct LayoutMarginsImportTests {
    private func imported(_ attributes: String) throws -> String {
        let label = #"<view contentMode="scaleToFill" \#(attributes) id="box"><rect key="frame" x="0" y="0" width="100" height="40"/></view>"#
        return try StoryboardImporter.importStoryboard(Array(BadInputTests.storyboard(view: "<subviews>\(label)</subviews>").utf8),
                                                       path: "Margins.storyboard", options: StoryboardImportOptions()).json
    }

    @Test func marginsMeasuredFromTheBoundsCarryOver() throws {
        #expect(try imported(#"insetsLayoutMarginsFromSafeArea="NO""#).contains(#""insetsLayoutMarginsFromSafeArea": false"#))
    }

    @Test func theDefaultIsLeftUnwritten() throws {
        #expect(try !imported(#"insetsLayoutMarginsFromSafeArea="YES""#).contains("insetsLayoutMarginsFromSafeArea"))
        #expect(try !imported("").contains("insetsLayoutMarginsFromSafeArea"))
    }

    @Test func preservingTheSuperviewsMarginsCarriesOver() throws {
        #expect(try imported(#"preservesSuperviewLayoutMargins="YES""#).contains(#""preservesSuperviewLayoutMargins": true"#))
        #expect(try !imported(#"preservesSuperviewLayoutMargins="NO""#).contains("preservesSuperviewLayoutMargins"))
        #expect(try !imported("").contains("preservesSuperviewLayoutMargins"))
    }

    /// A view that leaves its subviews' frames alone when it is resized.
    @Test func notAutoresizingSubviewsCarriesOver() throws {
        #expect(try imported(#"autoresizesSubviews="NO""#).contains(#""autoresizesSubviews": false"#))
        #expect(try !imported(#"autoresizesSubviews="YES""#).contains("autoresizesSubviews"))
    }
}
