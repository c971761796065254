import Foundation
import HostKit
import StoryboardImport
import Testing

/// Xcode 11 and later pin a scroll view's content to its content layout guide (the content
/// area) and its frame layout guide (the visible frame): `<viewLayoutGuide key="contentLayoutGuide">`.
/// They become the format's `.contentLayoutGuide` and `.frameLayoutGuide`; they were dropped,
/// leaving the content view without a place or a width.
@Suite(.serialized) @MainActor
struct ScrollViewGuideImportTests {
    private static let scrollView = #"""
    <subviews>
      <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
        <rect key="frame" x="0" y="0" width="100" height="100"/>
        <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
            <rect key="frame" x="0" y="0" width="100" height="1000"/>
            <constraints>
              <constraint firstAttribute="height" constant="1000" id="h"/>
            </constraints>
          </view>
        </subviews>
        <constraints>
          <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="t"/>
          <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="l"/>
          <constraint firstItem="cg" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
          <constraint firstItem="cg" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
          <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="w"/>
          EXTRA
        </constraints>
        <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
        <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
      </scrollView>
    </subviews>
    <constraints>
      <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
      <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
      <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="sr"/>
      <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="sb"/>
    </constraints>
    """#

    private func imported(extra: String = "") throws -> StoryboardImportResult {
        let text = BadInputTests.storyboard(view: Self.scrollView.replacingOccurrences(of: "EXTRA", with: extra))
            .replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch">"#, with: #"targetRuntime="iOS.CocoaTouch" initialViewController="vc">"#)
        return try StoryboardImporter.importStoryboard(Array(text.utf8), path: "Scroll.storyboard", options: StoryboardImportOptions())
    }

    @Test func constraintsToTheGuidesCarryOverAndLayOutTheContent() throws {
        let result = try imported()
        #expect(!result.warnings.contains { $0.kind == "constraints" })
        for edge in ["top", "leading", "trailing", "bottom"] {
            #expect(result.json.contains(#"{ "firstAttribute": "\#(edge)", "second": "superview.contentLayoutGuide" }"#))
        }
        #expect(result.json.contains(#"{ "firstAttribute": "width", "second": "superview.frameLayoutGuide" }"#))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-guides-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try result.json.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        let controller = try #require(try Storyboard(name: "Main", folder: folder).instantiateInitialViewController())
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root: View = controller.view
        root.frame = window.bounds
        window.addSubview(root)
        window.layoutIfNeeded()
        let scroll = try #require(root.subviews.first as? ScrollView)
        let content = try #require(scroll.subviews.first)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 1000))
        #expect(scroll.contentSize == CGSize(width: 390, height: 1000))
        withExtendedLifetime(window) {}
    }

    /// A guide as the first item, and the guides against each other (the content's height held
    /// to the frame's, which keeps content from scrolling vertically), carry over too.
    @Test func aGuideCanBeTheFirstItem() throws {
        let result = try imported(extra: #"<constraint firstItem="cg" firstAttribute="height" secondItem="fg" secondAttribute="height" id="x"/>"#)
        #expect(!result.warnings.contains { $0.kind == "constraints" })
        let compact = result.json.filter { !$0.isWhitespace }
        #expect(compact.contains(#"{"first":"scrollView.contentLayoutGuide","firstAttribute":"height","second":"scrollView.frameLayoutGuide"}"#))
    }

    /// The guides have no margins: a margin attribute on one is reported.
    @Test func aGuidesMarginIsReported() throws {
        let result = try imported(extra: #"<constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leadingMargin" id="x"/>"#)
        let warnings = result.warnings.filter { $0.kind == "constraints" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("contentLayoutGuide") == true)
    }
}
