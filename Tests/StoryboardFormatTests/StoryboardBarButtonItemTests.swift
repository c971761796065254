import StoryboardFormat
import Testing

/// A scene's `"navigationItem"` and `"toolbarItems"`: read into descriptions, and every mistake
/// reported at its key with a remedy.
@Suite("Storyboard bar button items")
struct StoryboardBarButtonItemTests {
    static func storyboard(sceneKeys: String, segues: String = "[]", outlets: String = "{}") -> [UInt8] {
        Array("""
            {"format": 1, "scenes": [{"id": "main", "class": "ViewController", "initial": true, "view": {"class": "View", "id": "root"},
              \(sceneKeys), "segues": \(segues), "outlets": \(outlets)},
              {"id": "other", "class": "ViewController"}]}
            """.utf8)
    }

    static func decode(_ sceneKeys: String, segues: String = "[]", outlets: String = "{}") throws(StoryboardDiagnostics) -> ControllerSceneDescription? {
        let bytes = storyboard(sceneKeys: sceneKeys, segues: segues, outlets: outlets)
        return try StoryboardDecoder.decode(bytes, path: "t.storyboard.json", name: "t", viewClasses: StoryboardDecoderTests.table).scenes[0].controller
    }

    static func messages(_ sceneKeys: String, segues: String = "[]", outlets: String = "{}") -> [String] {
        do {
            _ = try decode(sceneKeys, segues: segues, outlets: outlets)
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test func itemsAreReadWithWhatATapDoes() throws {
        let scene = try #require(try Self.decode("""
            "navigationItem": {
              "prompt": "Pick one", "backButtonTitle": "All",
              "leftBarButtonItems": [{"title": "Info", "segue": "showInfo", "tintColor": "#FF0000"}],
              "rightBarButtonItems": [{"id": "addButton", "systemItem": "add", "action": "add"},
                                      {"image": "share", "style": "done", "enabled": false, "tag": 7, "accessibilityIdentifier": "share",
                                       "action": "share", "target": "firstResponder"}]},
            "toolbarItems": [{"systemItem": "flexibleSpace"}, {"systemItem": "fixedSpace", "width": 12}]
            """, segues: #"[{"id": "showInfo", "kind": "show", "destination": "other"}]"#, outlets: #"{"addButton": "addButton"}"#))
        #expect(scene.leftBarButtonItems.count == 1 && scene.rightBarButtonItems.count == 2 && scene.toolbarItems.count == 2)
        #expect(scene.navigationPrompt == "Pick one" && scene.backButtonTitle == "All")
        let info = scene.leftBarButtonItems[0]
        #expect(info.title == "Info" && info.systemItem == nil && info.tintColor == ColorValue(text: "#FF0000"))
        guard case .segue(let segue)? = info.action else { Issue.record("Info performs no segue"); return }
        #expect(segue.name == "showInfo")
        let add = scene.rightBarButtonItems[0]
        #expect(add.id?.name == "addButton" && add.systemItem == .add && add.isEnabled)
        guard case .action(let name, .owner)? = add.action else { Issue.record("add sends no action to the owner"); return }
        #expect(name.name == "add")
        let share = scene.rightBarButtonItems[1]
        #expect(share.image == "share" && share.style == .done && !share.isEnabled && share.tag == 7 && share.accessibilityIdentifier == "share")
        guard case .action(_, .firstResponder)? = share.action else { Issue.record("share is not sent along the responder chain"); return }
        #expect(scene.toolbarItems.map(\.systemItem) == [.flexibleSpace, .fixedSpace] && scene.toolbarItems[1].width == 12)
        #expect(scene.toolbarItems.allSatisfy { $0.action == nil })
    }

    @Test func anItemShowsSomethingAndASystemItemItsOwnLook() {
        #expect(Self.messages(#""toolbarItems": [{"action": "go"}]"#)
                == [#"bar button item (no id) has no "systemItem", "title" or "image""#])
        #expect(Self.messages(#""toolbarItems": [{"systemItem": "add", "title": "Add"}]"#)
                == [#"bar button item (no id) is the system item "add", which has its own look, so it takes no "title""#])
        #expect(Self.messages(#""toolbarItems": [{"systemItem": "plus"}]"#) == [#""plus" is not a valid "systemItem""#])
        #expect(Self.messages(#""toolbarItems": [{"title": "Go", "style": "bold"}]"#) == [#""bold" is not a valid "style""#])
        #expect(Self.messages(#""toolbarItems": [{"systemItem": "fixedSpace", "width": -1}]"#) == [#""width" is -1; it must be from 0 to 10000"#])
        #expect(Self.messages(#""toolbarItems": [{"title": "Go", "colour": "red"}]"#).first?.hasPrefix(#"unknown key "colour" in a bar button item"#) == true)
        #expect(Self.messages(#""toolbarItems": [{"title": "Go", "tintColor": "reddish"}]"#) == [#""reddish" is not a colour"#])
    }

    @Test func aTapSendsAnActionOrPerformsASegueAndASpaceNeither() {
        #expect(Self.messages(#""toolbarItems": [{"title": "Go", "action": "go", "segue": "next"}]"#)
                == [#"bar button item (no id) has both "action" and "segue""#])
        #expect(Self.messages(#""toolbarItems": [{"title": "Go", "target": "firstResponder"}]"#)
                == [#"bar button item (no id) has a "target" but no "action""#])
        #expect(Self.messages(#""toolbarItems": [{"title": "Go", "segue": "next", "target": "owner"}]"#)
                == [#"bar button item (no id) that performs a segue has no "target""#])
        #expect(Self.messages(#""toolbarItems": [{"systemItem": "flexibleSpace", "action": "go"}]"#)
                == [#"bar button item (no id) is a flexibleSpace, which cannot be tapped, so it takes no "action""#])
        #expect(Self.messages(#""toolbarItems": [{"title": "Go", "action": "go-now"}]"#) == [#""go-now" is not a valid name for an action"#])
    }

    @Test func itemsReferToTheScenesSeguesAndObjectsAndOutletsToItems() {
        #expect(Self.messages(#""toolbarItems": [{"title": "Go", "segue": "nxt"}]"#, segues: #"[{"id": "next", "kind": "show", "destination": "other"}]"#)
                == [#"the bar button item triggers segue "nxt", which scene "main" does not have"#])
        #expect(Self.messages(#""toolbarItems": [{"title": "Go", "segue": "child"}]"#,
                              segues: #"[{"id": "child", "kind": "embed", "destination": "other", "container": "root"}]"#)
                == [#"a bar button item cannot trigger embed segue "child""#])
        #expect(Self.messages(#""toolbarItems": [{"title": "Go", "action": "go", "target": "helper"}]"#)
                == [#"action target "helper" is not an object of scene "main""#])
        #expect(Self.messages(#""toolbarItems": [{"id": "go", "title": "Go"}]"#, outlets: #"{"goButton": "go"}"#).isEmpty)
        #expect(Self.messages(#""toolbarItems": [{"id": "root", "title": "Go"}]"#).first?.hasPrefix(#"duplicate id "root""#) == true)
    }

    /// A navigation or tab bar controller builds its own view and bars: its scene takes neither key.
    @Test func onlyAScenesOwnControllerTakesItems() {
        let text = #"{"format": 1, "scenes": [{"id": "nav", "class": "NavigationController", "rootViewController": "main", "toolbarItems": []}, {"id": "main", "class": "ViewController"}]}"#
        do {
            _ = try StoryboardDecoder.decode(Array(text.utf8), path: "t.storyboard.json", name: "t", viewClasses: StoryboardDecoderTests.table)
            Issue.record("a navigation controller's toolbarItems were taken")
        } catch {
            #expect(error.diagnostics.map(\.message) == [#"a NavigationController scene cannot have "toolbarItems""#])
        }
        #expect(Self.messages(#""navigationItem": {"title": "Notes"}"#).first?.hasPrefix(#"unknown key "title" in "navigationItem""#) == true)
    }

    /// A navigation controller's toolbar shows the top controller's items once it is not hidden.
    @Test func aNavigationControllerSceneSaysWhetherItsToolbarShows() throws {
        let text = #"{"format": 1, "scenes": [{"id": "nav", "class": "NavigationController", "initial": true, "rootViewController": "main", "toolbarHidden": false}, {"id": "main", "class": "ViewController"}]}"#
        let storyboard = try StoryboardDecoder.decode(Array(text.utf8), path: "t.storyboard.json", name: "t", viewClasses: StoryboardDecoderTests.table)
        #expect(storyboard.scenes[0].controller?.isToolbarHidden == false)
        #expect(Self.messages(#""toolbarHidden": false"#) == [#"a ViewController scene cannot have "toolbarHidden""#])
    }

    /// An item with a mistake is still known by its id: an outlet to it is not a second mistake.
    @Test func anItemWithAMistakeKeepsItsId() {
        #expect(Self.messages(#""toolbarItems": [{"id": "go", "systemItem": "plus"}]"#, outlets: #"{"goButton": "go"}"#)
                == [#""plus" is not a valid "systemItem""#])
    }
}
