import Foundation
import StoryboardImport
import Testing

/// A text view's settings carry over: not editable, and not scrolling (UIKit's self-sizing text
/// view), each only when Xcode says so.
@Suite struct TextViewImportTests {
    @Test func aTextViewThatDoesNotScrollOrEditKeepsBoth() throws {
        let textView = #"<textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="Notes" translatesAutoresizingMaskIntoConstraints="NO" id="txt"><rect key="frame" x="0" y="0" width="200" height="40"/></textView>"#
        let result = try StoryboardImporter.importStoryboard(Array(BadInputTests.storyboard(view: "<subviews>\(textView)</subviews>").utf8),
                                                             path: "Text.storyboard", options: StoryboardImportOptions())
        #expect(result.json.contains(#""scrollEnabled": false"#))
        #expect(result.json.contains(#""editable": false"#))

        let plain = #"<textView clipsSubviews="YES" contentMode="scaleToFill" text="Notes" id="txt"><rect key="frame" x="0" y="0" width="200" height="40"/></textView>"#
        let defaults = try StoryboardImporter.importStoryboard(Array(BadInputTests.storyboard(view: "<subviews>\(plain)</subviews>").utf8),
                                                               path: "Text.storyboard", options: StoryboardImportOptions())
        #expect(!defaults.json.contains("scrollEnabled"))
        #expect(!defaults.json.contains("editable"))
    }
}
