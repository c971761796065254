import Foundation
import StoryboardFormat
import StoryboardImport
import Testing

/// Interface Builder's bar button items become the format's `"navigationItem"` and
/// `"toolbarItems"`: their looks, the action each sends or the segue it performs, and the outlets
/// to them; what the format cannot show is a warning.
@Suite struct BarButtonItemImportTests {
    static let storyboard = BadInputTests.header + BadInputTests.documentStart + """

        <scenes>
        <scene sceneID="s0"><objects>
          <navigationController toolbarHidden="NO" id="nc" sceneMemberID="viewController">
            <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="s1"><objects>
          <viewController id="vc" customClass="NotesViewController" customModule="Notes" sceneMemberID="viewController">
            <view key="view" id="root"><rect key="frame" x="0" y="0" width="100" height="100"/></view>
            <toolbarItems>
              <barButtonItem style="plain" systemItem="flexibleSpace" id="flex"/>
              <barButtonItem title="Clear" id="clear">
                <color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <connections><action selector="clearAll:" destination="fr" id="a2"/></connections>
              </barButtonItem>
              <barButtonItem systemItem="pageCurl" id="curl"/>
              <barButtonItem title="Gone" id="gone"><connections><segue destination="nowhere" kind="show" id="seg2"/></connections></barButtonItem>
            </toolbarItems>
            <navigationItem key="navigationItem" title="Notes" prompt="Pick one" id="ni">
              <barButtonItem key="backBarButtonItem" title=" " id="back"/>
              <barButtonItem key="leftBarButtonItem" style="plain" id="custom"><button key="customView" id="cb"/></barButtonItem>
              <rightBarButtonItems>
                <barButtonItem systemItem="add" id="addItem"><connections><segue destination="vc2" kind="show" identifier="AddNote" id="seg"/></connections></barButtonItem>
                <barButtonItem title="Done" style="done" enabled="NO" id="doneItem"><connections><action selector="finishWithSender:" destination="vc" id="a1"/></connections></barButtonItem>
              </rightBarButtonItems>
            </navigationItem>
            <connections>
              <outlet property="doneButton" destination="doneItem" id="o1"/>
              <outlet property="curlButton" destination="curl" id="o2"/>
            </connections>
          </viewController>
          <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController title="Add" id="vc2" sceneMemberID="viewController">
            <view key="view" id="root2"><rect key="frame" x="0" y="0" width="100" height="100"/></view>
          </viewController>
        </objects></scene>
        </scenes>
        </document>

        """

    private func imported() throws -> (scene: [String: Any], result: StoryboardImportResult) {
        let result = try StoryboardImporter.importStoryboard(Array(Self.storyboard.utf8), path: "Notes.storyboard", options: StoryboardImportOptions())
        let file = try #require(try JSONSerialization.jsonObject(with: Data(result.json.utf8)) as? [String: Any])
        let scene = try #require((file["scenes"] as? [[String: Any]])?.first { $0["class"] as? String == "Notes.NotesViewController" })
        return (scene, result)
    }

    @Test func itemsCarryTheirLooksActionsSeguesAndOutlets() throws {
        let (scene, _) = try imported()
        let navigationItem = try #require(scene["navigationItem"] as? [String: Any])
        #expect(navigationItem["prompt"] as? String == "Pick one" && navigationItem["backButtonTitle"] as? String == " ")
        #expect(navigationItem["leftBarButtonItems"] == nil, "the only left item shows a custom view")
        let right = try #require(navigationItem["rightBarButtonItems"] as? [[String: Any]])
        #expect(right.count == 2)
        #expect(right[0]["systemItem"] as? String == "add" && right[0]["segue"] as? String == "AddNote" && right[0]["id"] == nil)
        #expect(right[1]["id"] as? String == "doneButton" && right[1]["title"] as? String == "Done" && right[1]["style"] as? String == "done")
        #expect(right[1]["enabled"] as? Bool == false && right[1]["action"] as? String == "finish" && right[1]["target"] == nil)
        // The page curl is no system item HostKit has; the segue to no scene is dropped, so the
        // item that started it performs none, and the outlet to the dropped item is not written.
        let toolbar = try #require(scene["toolbarItems"] as? [[String: Any]])
        #expect(toolbar.map { $0["systemItem"] as? String ?? $0["title"] as? String } == ["flexibleSpace", "Clear", "Gone"])
        #expect(toolbar[1]["action"] as? String == "clearAll" && toolbar[1]["target"] as? String == "firstResponder")
        #expect(toolbar[1]["tintColor"] as? String == "#FF0000")
        #expect(toolbar[2]["segue"] == nil)
        #expect((scene["outlets"] as? [String: String]) == ["doneButton": "doneButton"])
        let segues = try #require(scene["segues"] as? [[String: Any]])
        #expect(segues.map { $0["id"] as? String } == ["AddNote"])
    }

    /// The importer's list of system items is the format's: every one carries over.
    @Test func everySystemItemOfTheFormatCarriesOver() throws {
        let names = BarButtonItemDescription.SystemItem.allCases.map(\.rawValue)
        let items = names.enumerated().map { #"<barButtonItem systemItem="\#($0.element)" id="i\#($0.offset)"/>"# }.joined()
        let text = BadInputTests.header + BadInputTests.documentStart + """
            <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root"><rect key="frame" x="0" y="0" width="100" height="100"/></view>
            <toolbarItems>\(items)</toolbarItems>
            </viewController></objects></scene></scenes></document>
            """
        let result = try StoryboardImporter.importStoryboard(Array(text.utf8), path: "Items.storyboard", options: StoryboardImportOptions())
        let file = try #require(try JSONSerialization.jsonObject(with: Data(result.json.utf8)) as? [String: Any])
        let toolbar = try #require((file["scenes"] as? [[String: Any]])?.first?["toolbarItems"] as? [[String: Any]])
        #expect(toolbar.map { $0["systemItem"] as? String } == names)
    }

    @Test func aNavigationControllerWithItsToolbarShownSaysSo() throws {
        let result = try StoryboardImporter.importStoryboard(Array(Self.storyboard.utf8), path: "Notes.storyboard", options: StoryboardImportOptions())
        let file = try #require(try JSONSerialization.jsonObject(with: Data(result.json.utf8)) as? [String: Any])
        let navigation = try #require((file["scenes"] as? [[String: Any]])?.first { $0["class"] as? String == "NavigationController" })
        #expect(navigation["toolbarHidden"] as? Bool == false)
    }

    @Test func whatTheFormatCannotShowIsAWarningAndTriggeredSeguesAreNot() throws {
        let (_, result) = try imported()
        let messages = result.warnings.map(\.message)
        #expect(messages.contains { $0.contains("shows a custom <button>, which is not carried over") })
        #expect(messages.contains { $0.contains("bar button item 'pageCurl' is not carried over") })
        #expect(messages.contains { $0.contains("outlet 'curlButton' is not carried over") })
        #expect(!result.warnings.contains { $0.kind == "segueTrigger" }, "the add item performs its segue")
        #expect(!messages.contains { $0.contains("not carried over: the storyboard format has no bar button items") })
    }
}
