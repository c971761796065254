import Foundation
import HostKit
import StoryboardFormat
import Testing

/// The storyboard JSON Schema, `Sources/StoryboardFormat/storyboard.schema.json`, checked with
/// Python's `jsonschema` (draft 2020-12) through `Tests/HostKitTests/Schema/check-storyboards.py`:
/// every storyboard of the repository matches it, it rejects a table of malformed storyboards,
/// and it accepts one storyboard that uses every feature of the format.
///
/// The schema and apphost's own reader (`StoryboardDecoder`) describe the same format, so the
/// samples here also go through the decoder, which must agree.
@Suite("Storyboard JSON Schema")
@MainActor
struct StoryboardSchemaTests {
    // MARK: Every storyboard of the repository

    /// The checked-in schema is what `apphost schema` writes from the view descriptors: a new view
    /// class or key changes it, and the file must follow.
    @Test func theCheckedInSchemaIsGeneratedFromTheViewDescriptors() throws {
        let path = SchemaChecker.root.appendingPathComponent(SchemaChecker.schemaRelativePath)
        let checkedIn = try String(contentsOf: path, encoding: .utf8)
        let generated = StoryboardSchema.json(viewClasses: BuiltInViews.table)
        #expect(checkedIn == generated, """
            \(SchemaChecker.schemaRelativePath) is stale: run \
            swift build && .build/debug/apphost schema --output \(SchemaChecker.schemaRelativePath)
            """)
    }

    /// The "Views" table of StoryboardFormat.md is the one the descriptors give.
    @Test func theFormatArticleListsTheDescriptorsKeys() throws {
        let article = try String(contentsOf: SchemaChecker.root.appendingPathComponent("Sources/HostKit/HostKit.docc/StoryboardFormat.md"), encoding: .utf8)
        let table = StoryboardSchema.markdownKeyTable(viewClasses: BuiltInViews.table)
        #expect(article.contains(table), "StoryboardFormat.md's view keys are stale: replace them with the output of apphost schema --format markdown")
    }

    @Test("Every storyboard under Examples/ and Tests/ matches the schema",
          .enabled(if: SchemaChecker.shouldRun, SchemaChecker.skipComment))
    func everyStoryboardMatchesTheSchema() throws {
        try SchemaChecker.requireJSONSchema()
        let examples = SchemaChecker.storyboards(under: "Examples")
        let tests = SchemaChecker.storyboards(under: "Tests")
        #expect(!examples.isEmpty, "no *.storyboard.json under \(SchemaChecker.root.appendingPathComponent("Examples").path)")
        let files = examples + tests
        guard !files.isEmpty else { return }

        let result = try SchemaChecker.check(files)
        #expect(result.status == 0, "storyboards that do not match \(SchemaChecker.schemaRelativePath):\n\(result.output)")
    }

    // MARK: The schema is not vacuous

    @Test("The schema rejects a malformed storyboard",
          .enabled(if: SchemaChecker.shouldRun, SchemaChecker.skipComment),
          arguments: InvalidStoryboard.all)
    func theSchemaRejects(_ sample: InvalidStoryboard) throws {
        try SchemaChecker.requireJSONSchema()
        let folder = try SchemaChecker.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Sample.storyboard.json")
        try sample.text.write(to: file, atomically: true, encoding: .utf8)

        let result = try SchemaChecker.check([file])
        #expect(result.status == 1, "the schema accepted it (status \(result.status)):\n\(result.output)")
        #expect(result.output.contains("\(file.path): \(sample.error)"),
                "expected \"\(sample.error)\" among:\n\(result.output)")

        if sample.decoderRejectsIt {
            #expect(throws: StoryboardDiagnostics.self, "the schema rejects it, but StoryboardDecoder accepts it") {
                _ = try StoryboardDecoder.decode(Array(sample.text.utf8), path: file.path, name: "Sample", viewClasses: BuiltInViews.table)
            }
        }
    }

    @Test("The schema accepts a storyboard that uses every feature",
          .enabled(if: SchemaChecker.shouldRun, SchemaChecker.skipComment))
    func theSchemaAcceptsEveryFeature() throws {
        try SchemaChecker.requireJSONSchema()
        let folder = try SchemaChecker.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Everything.storyboard.json")
        try Self.everyFeature.write(to: file, atomically: true, encoding: .utf8)

        let result = try SchemaChecker.check([file])
        #expect(result.status == 0, "the schema rejected it:\n\(result.output)")

        do {
            _ = try StoryboardDecoder.decode(Array(Self.everyFeature.utf8), path: file.path, name: "Everything", viewClasses: BuiltInViews.table)
        } catch {
            Issue.record("StoryboardDecoder rejects it:\n\(error)")
        }
    }

    /// A navigation controller, a tab bar controller and plugin subclasses of both, storyboard
    /// references with and without an identifier, every built-in view class with each of its
    /// keys, views of plugin classes, every kind of segue, objects, outlets, and actions to each
    /// kind of target and to a segue.
    static let everyFeature = ##"""
    {
      "$schema": "../../Sources/StoryboardFormat/storyboard.schema.json",
      "format": 1,
      "scenes": [
        { "id": "tabs", "class": "TabBarController", "initial": true, "storyboardIdentifier": "Tabs",
          "restorationIdentifier": "tabs", "title": "Everything",
          "viewControllers": ["browse", "settings", "help", "roundedNavigation"], "selectedIndex": 1 },
        { "id": "browse", "class": "NavigationController", "title": "Browse", "rootViewController": "gallery",
          "objects": [ { "id": "browseDelegate", "class": "Gallery.NavigationDelegate" } ],
          "outlets": { "delegate": "browseDelegate" } },
        { "id": "roundedNavigation", "class": "Gallery.RoundedNavigationController", "rootViewController": "detail",
          "segues": [ { "id": "showModal", "kind": "show", "destination": "modal" } ] },
        { "id": "pagedTabs", "class": "Gallery.PagedTabBarController", "viewControllers": ["modal"], "selectedIndex": 0 },
        {
          "id": "gallery",
          "class": "Gallery.GalleryViewController",
          "storyboardIdentifier": "Gallery",
          "restorationIdentifier": "gallery",
          "title": "Gallery",
          "view": {
            "class": "View", "id": "galleryRoot",
            "frame": { "x": 0, "y": 0, "width": 390, "height": 844 },
            "backgroundColor": "white", "hidden": false, "alpha": 1, "userInteractionEnabled": true, "tag": 1,
            "accessibilityIdentifier": "gallery",
            "subviews": [
              { "class": "Label", "id": "heading", "text": "Gallery", "textColor": "#1C1C1E", "textAlignment": "center",
                "numberOfLines": 0, "frame": { "x": 20, "y": 20, "width": 350, "height": 30.5 }, "tag": -3 },
              { "class": "HostKit.Label", "id": "subheading", "text": "qualified", "textAlignment": "natural" },
              { "class": "Button", "id": "push", "title": "Push", "titleColor": "systemBlue", "enabled": true,
                "actions": [
                  { "event": "touchUpInside", "segue": "pushDetail" },
                  { "event": "touchDown", "action": "highlight" },
                  { "event": "primaryActionTriggered", "action": "log", "target": "owner" }
                ] },
              { "class": "TextField", "id": "name", "text": "", "placeholder": "Name", "textColor": "black",
                "textAlignment": "left", "enabled": true,
                "actions": [
                  { "event": "editingDidBegin", "action": "beginEditing", "target": "firstResponder" },
                  { "event": "editingChanged", "action": "format", "target": "formatter" },
                  { "event": "editingDidEnd", "action": "endEditing" }
                ] },
              { "class": "Switch", "id": "toggle", "on": true, "enabled": false, "alpha": 0.5,
                "actions": [ { "event": "valueChanged", "action": "toggle" } ] },
              { "class": "ImageView", "id": "photo", "image": "photo", "backgroundColor": "#00000080" },
              { "class": "StackView", "id": "row", "axis": "horizontal", "spacing": 8, "alignment": "center",
                "distribution": "fillEqually", "frame": { "x": 20, "y": 300, "width": 350, "height": 44 },
                "subviews": [
                  { "class": "Button", "title": "Present",
                    "actions": [ { "event": "touchUpInside", "segue": "presentModal" } ] },
                  { "class": "Button", "title": "Custom", "actions": [ { "event": "touchUpInside", "segue": "customDetail" } ] }
                ] },
              { "class": "StackView", "id": "column", "axis": "vertical", "alignment": "leading", "distribution": "fill" },
              { "class": "StackView", "alignment": "trailing" },
              { "class": "StackView", "alignment": "fill" },
              { "class": "Label", "textAlignment": "right" },
              { "class": "Gallery.BadgeView", "id": "badge", "text": "3", "title": "three", "on": true, "image": "star",
                "axis": "vertical", "spacing": 2, "numberOfLines": 1, "placeholder": "-", "titleColor": "red",
                "textColor": "green", "textAlignment": "center", "alignment": "fill", "distribution": "fill",
                "enabled": true, "backgroundColor": "clear",
                "actions": [ { "event": "valueChanged", "action": "badgeChanged" } ],
                "subviews": [ { "class": "Gallery.SparkleView", "backgroundColor": "gray" } ] },
              { "class": "View", "id": "statsContainer", "backgroundColor": "blue",
                "frame": { "x": 20, "y": 400, "width": 350, "height": 100 } }
            ]
          },
          "objects": [ { "id": "formatter", "class": "Gallery.NameFormatter" } ],
          "outlets": { "headingLabel": "heading", "nameField": "name", "badge": "badge", "formatter": "formatter" },
          "segues": [
            { "id": "pushDetail", "kind": "show", "destination": "detail" },
            { "id": "presentModal", "kind": "present", "destination": "modal" },
            { "id": "embedStats", "kind": "embed", "destination": "stats", "container": "statsContainer" },
            { "id": "customDetail", "kind": "custom", "destination": "detail", "class": "Gallery.FadeSegue" },
            { "id": "openSettings", "kind": "show", "destination": "settings" }
          ]
        },
        { "id": "detail", "class": "ViewController", "title": "Detail",
          "view": { "class": "Label", "id": "detailText", "text": "Detail" } },
        { "id": "modal", "class": "HostKit.ViewController",
          "view": { "class": "Button", "id": "close", "title": "Close",
                    "actions": [ { "event": "touchUpInside", "segue": "back" } ] },
          "segues": [ { "id": "back", "kind": "unwind", "action": "unwindToGallery" } ] },
        { "id": "stats", "class": "ViewController" },
        { "id": "settings", "reference": { "storyboard": "Settings", "identifier": "SettingsRoot" } },
        { "id": "help", "reference": { "storyboard": "Help" } }
      ]
    }
    """##
}

// MARK: - Malformed samples

extension StoryboardSchemaTests {
    /// A storyboard the schema must reject, with the `/json/pointer: message` line the script must
    /// print for it.
    struct InvalidStoryboard: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        /// What `check-storyboards.py` prints after the file name: `/json/pointer: message`.
        let error: String
        /// Whether `StoryboardDecoder` must reject it too; false where the schema is knowingly stricter.
        var decoderRejectsIt = true

        var testDescription: String { name }

        /// A storyboard of the given scenes.
        static func storyboard(_ scenes: String...) -> String {
            #"{"format": 1, "scenes": ["# + scenes.joined(separator: ", ") + "]}"
        }

        /// A storyboard of one plain scene with this root view.
        static func storyboard(view: String) -> String {
            storyboard(#"{"id": "main", "class": "ViewController", "initial": true, "view": "# + view + "}")
        }

        /// A storyboard of one plain scene (with a container view `box`) with these segues, and a second scene `next`.
        static func storyboard(segue: String) -> String {
            storyboard(#"{"id": "main", "class": "ViewController", "initial": true, "view": {"class": "View", "id": "box"}, "segues": ["# + segue + "]}",
                       #"{"id": "next", "class": "ViewController"}"#)
        }

        /// A storyboard of one plain scene whose root view is a button with this action.
        static func storyboard(action: String) -> String {
            storyboard(#"{"id": "main", "class": "ViewController", "initial": true, "view": {"class": "Button", "actions": ["# + action + #"]}, "segues": [{"id": "go", "kind": "show", "destination": "main"}], "objects": [{"id": "helper", "class": "App.Helper"}]}"#)
        }

        static let plainScene = #"{"id": "main", "class": "ViewController", "initial": true}"#

        static let all: [InvalidStoryboard] = [
            // The file.
            InvalidStoryboard(name: "not an object", text: "[]", error: "(root): [] is not of type 'object'"),
            InvalidStoryboard(name: "unknown top-level key", text: #"{"format": 1, "scenes": [\#(plainScene)], "version": 2}"#,
                              error: "(root): Additional properties are not allowed ('version' was unexpected)"),
            InvalidStoryboard(name: "no format", text: #"{"scenes": [\#(plainScene)]}"#, error: "(root): 'format' is a required property"),
            InvalidStoryboard(name: "format 2", text: #"{"format": 2, "scenes": [\#(plainScene)]}"#, error: "/format: 1 was expected"),
            InvalidStoryboard(name: "empty scenes", text: #"{"format": 1, "scenes": []}"#, error: "/scenes: [] should be non-empty"),
            InvalidStoryboard(name: "$schema not a string", text: #"{"$schema": 1, "format": 1, "scenes": [\#(plainScene)]}"#,
                              error: "/$schema: 1 is not of type 'string'", decoderRejectsIt: false),

            // Scenes.
            InvalidStoryboard(name: "bad scene id", text: storyboard(#"{"id": "1abc", "class": "ViewController"}"#),
                              error: #"/scenes/0/id: "1abc": an id starts with a letter or _"#),
            InvalidStoryboard(name: "scene without class", text: storyboard(#"{"id": "main"}"#),
                              error: "/scenes/0: 'class' is a required property"),
            InvalidStoryboard(name: "scene class not a class name", text: storyboard(#"{"id": "main", "class": "Controller-1"}"#),
                              error: #"/scenes/0/class: "Controller-1": a scene class is ViewController"#),
            InvalidStoryboard(name: "unknown scene key", text: storyboard(#"{"id": "main", "class": "ViewController", "initail": true}"#),
                              error: "/scenes/0: Additional properties are not allowed ('initail' was unexpected)"),
            InvalidStoryboard(name: "initial not a boolean", text: storyboard(#"{"id": "main", "class": "ViewController", "initial": "yes"}"#),
                              error: "/scenes/0/initial: 'yes' is not of type 'boolean'"),
            InvalidStoryboard(name: "ViewController with rootViewController",
                              text: storyboard(#"{"id": "main", "class": "ViewController", "rootViewController": "main"}"#),
                              error: "/scenes/0: Additional properties are not allowed ('rootViewController' was unexpected)"),
            InvalidStoryboard(name: "NavigationController without rootViewController",
                              text: storyboard(#"{"id": "main", "class": "NavigationController"}"#),
                              error: "/scenes/0: 'rootViewController' is a required property"),
            InvalidStoryboard(name: "NavigationController with a view",
                              text: storyboard(#"{"id": "nav", "class": "NavigationController", "rootViewController": "main", "view": {"class": "View"}}"#, plainScene),
                              error: "/scenes/0: Additional properties are not allowed ('view' was unexpected)"),
            InvalidStoryboard(name: "HostKit.NavigationController with a view",
                              text: storyboard(#"{"id": "nav", "class": "HostKit.NavigationController", "rootViewController": "main", "view": {"class": "View"}}"#, plainScene),
                              error: "/scenes/0: Additional properties are not allowed ('view' was unexpected)"),
            InvalidStoryboard(name: "TabBarController without viewControllers",
                              text: storyboard(#"{"id": "tabs", "class": "TabBarController", "selectedIndex": 0}"#),
                              error: "/scenes/0: 'viewControllers' is a required property"),
            InvalidStoryboard(name: "TabBarController with empty viewControllers",
                              text: storyboard(#"{"id": "tabs", "class": "TabBarController", "viewControllers": []}"#),
                              error: "/scenes/0/viewControllers: [] should be non-empty"),
            InvalidStoryboard(name: "TabBarController with a negative selectedIndex",
                              text: storyboard(#"{"id": "tabs", "class": "TabBarController", "viewControllers": ["main"], "selectedIndex": -1}"#, plainScene),
                              error: "/scenes/0/selectedIndex: -1 is less than the minimum of 0"),
            InvalidStoryboard(name: "plugin controller with both container keys",
                              text: storyboard(#"{"id": "both", "class": "App.Container", "rootViewController": "main", "viewControllers": ["main"]}"#, plainScene),
                              error: #"/scenes/0: a scene has "rootViewController" (a navigation controller) or "viewControllers""#),
            InvalidStoryboard(name: "reference scene with a class",
                              text: storyboard(plainScene, #"{"id": "settings", "class": "ViewController", "reference": {"storyboard": "Settings"}}"#),
                              error: "/scenes/1: Additional properties are not allowed ('class' was unexpected)"),
            InvalidStoryboard(name: "reference without a storyboard",
                              text: storyboard(plainScene, #"{"id": "settings", "reference": {"identifier": "Root"}}"#),
                              error: "/scenes/1/reference: 'storyboard' is a required property"),
            InvalidStoryboard(name: "reference to a storyboard in another folder",
                              text: storyboard(plainScene, #"{"id": "settings", "reference": {"storyboard": "../Settings/Main"}}"#),
                              error: #"/scenes/1/reference/storyboard: "../Settings/Main": a storyboard reference names a storyboard of the same folder"#,
                              decoderRejectsIt: false),
            InvalidStoryboard(name: "outlet property not a Swift identifier",
                              text: storyboard(#"{"id": "main", "class": "ViewController", "view": {"class": "Label", "id": "count"}, "outlets": {"count-label": "count"}}"#),
                              error: #"/scenes/0/outlets: "count-label": a property name is a Swift identifier"#,
                              decoderRejectsIt: false),
            InvalidStoryboard(name: "object class not a class name",
                              text: storyboard(#"{"id": "main", "class": "ViewController", "objects": [{"id": "helper", "class": "Helper!"}]}"#),
                              error: #"/scenes/0/objects/0/class: "Helper!": a class of the plugin is written Module.Class"#),
            InvalidStoryboard(name: "outlet to a bad id",
                              text: storyboard(#"{"id": "main", "class": "ViewController", "outlets": {"label": "-label"}}"#),
                              error: #"/scenes/0/outlets/label: "-label": an id starts with"#),

            // Views.
            InvalidStoryboard(name: "view without class", text: storyboard(view: #"{"id": "root"}"#),
                              error: "/scenes/0/view: 'class' is a required property"),
            InvalidStoryboard(name: "unknown view class", text: storyboard(view: #"{"class": "Lable"}"#),
                              error: #"/scenes/0/view/class: "Lable": a view class is View, Label"#),
            InvalidStoryboard(name: "Button with text", text: storyboard(view: #"{"class": "Button", "text": "Go"}"#),
                              error: "/scenes/0/view: Additional properties are not allowed ('text' was unexpected)"),
            InvalidStoryboard(name: "View with actions",
                              text: storyboard(view: #"{"class": "View", "actions": [{"event": "touchUpInside", "action": "tap"}]}"#),
                              error: "/scenes/0/view: Additional properties are not allowed ('actions' was unexpected)"),
            InvalidStoryboard(name: "Label with placeholder", text: storyboard(view: #"{"class": "Label", "placeholder": "Name"}"#),
                              error: "/scenes/0/view: Additional properties are not allowed ('placeholder' was unexpected)"),
            InvalidStoryboard(name: "plugin view with an unknown key", text: storyboard(view: #"{"class": "App.Badge", "colour": "red"}"#),
                              error: "/scenes/0/view: Additional properties are not allowed ('colour' was unexpected)"),
            InvalidStoryboard(name: "frame missing height",
                              text: storyboard(view: #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 10}}"#),
                              error: "/scenes/0/view/frame: 'height' is a required property"),
            InvalidStoryboard(name: "frame with an extra key",
                              text: storyboard(view: #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 10, "height": 10, "z": 1}}"#),
                              error: "/scenes/0/view/frame: Additional properties are not allowed ('z' was unexpected)"),
            InvalidStoryboard(name: "negative width",
                              text: storyboard(view: #"{"class": "View", "frame": {"x": 0, "y": 0, "width": -1, "height": 10}}"#),
                              error: "/scenes/0/view/frame/width: -1 is less than the minimum of 0"),
            InvalidStoryboard(name: "alpha 1.5", text: storyboard(view: #"{"class": "View", "alpha": 1.5}"#),
                              error: "/scenes/0/view/alpha: 1.5 is greater than the maximum of 1"),
            InvalidStoryboard(name: "colour #12345", text: storyboard(view: ##"{"class": "View", "backgroundColor": "#12345"}"##),
                              error: ##"/scenes/0/view/backgroundColor: "#12345": a colour is "#RRGGBB""##),
            InvalidStoryboard(name: "unknown colour name", text: storyboard(view: #"{"class": "Label", "textColor": "purple"}"#),
                              error: #"/scenes/0/view/textColor: "purple": a colour is"#),
            InvalidStoryboard(name: "tag not an integer", text: storyboard(view: #"{"class": "View", "tag": 1.5}"#),
                              error: "/scenes/0/view/tag: 1.5 is not of type 'integer'"),
            InvalidStoryboard(name: "negative numberOfLines", text: storyboard(view: #"{"class": "Label", "numberOfLines": -1}"#),
                              error: "/scenes/0/view/numberOfLines: -1 is less than the minimum of 0"),
            InvalidStoryboard(name: "unknown textAlignment", text: storyboard(view: #"{"class": "TextField", "textAlignment": "middle"}"#),
                              error: "/scenes/0/view/textAlignment: 'middle' is not one of ['natural', 'left', 'center', 'right']"),
            InvalidStoryboard(name: "unknown axis", text: storyboard(view: #"{"class": "StackView", "axis": "diagonal"}"#),
                              error: "/scenes/0/view/axis: 'diagonal' is not one of ['horizontal', 'vertical']"),
            InvalidStoryboard(name: "spacing past the bound", text: storyboard(view: #"{"class": "StackView", "spacing": -2000000}"#),
                              error: "/scenes/0/view/spacing: -2000000 is less than the minimum of -1000000"),
            InvalidStoryboard(name: "layout guide without an id",
                              text: storyboard(view: #"{"class": "View", "layoutGuides": [{"identifier": "gap"}]}"#),
                              error: "/scenes/0/view/layoutGuides/0: 'id' is a required property"),
            InvalidStoryboard(name: "margins missing a side",
                              text: storyboard(view: #"{"class": "View", "directionalLayoutMargins": {"top": 0, "leading": 8, "bottom": 0}}"#),
                              error: "/scenes/0/view/directionalLayoutMargins: 'trailing' is a required property"),
            InvalidStoryboard(name: "unknown distribution", text: storyboard(view: #"{"class": "StackView", "distribution": "spread"}"#),
                              error: "/scenes/0/view/distribution: 'spread' is not one of ['fill', 'fillEqually', 'fillProportionally', 'equalSpacing', 'equalCentering']"),
            InvalidStoryboard(name: "bad key deep in subviews",
                              text: storyboard(view: #"{"class": "View", "subviews": [{"class": "StackView", "subviews": [{"class": "Switch", "title": "On"}]}]}"#),
                              error: "/scenes/0/view/subviews/0/subviews/0: Additional properties are not allowed ('title' was unexpected)"),

            // Actions.
            InvalidStoryboard(name: "action with both action and segue",
                              text: storyboard(action: #"{"event": "touchUpInside", "action": "tap", "segue": "go"}"#),
                              error: #"/scenes/0/view/actions/0/action: "tap": an action has "action" or "segue", not both"#),
            InvalidStoryboard(name: "action with neither action nor segue",
                              text: storyboard(action: #"{"event": "touchUpInside", "target": "owner"}"#),
                              error: "/scenes/0/view/actions/0: 'action' is a required property"),
            InvalidStoryboard(name: "segue action with a target",
                              text: storyboard(action: #"{"event": "touchUpInside", "segue": "go", "target": "helper"}"#),
                              error: #"/scenes/0/view/actions/0/target: "helper": an action with "segue" has no "target""#),
            InvalidStoryboard(name: "unknown event", text: storyboard(action: #"{"event": "tap", "action": "tap"}"#),
                              error: "/scenes/0/view/actions/0/event: 'tap' is not one of ['touchDown', 'touchUpInside'"),
            InvalidStoryboard(name: "action without event", text: storyboard(action: #"{"action": "tap"}"#),
                              error: "/scenes/0/view/actions/0: 'event' is a required property"),

            // Segues.
            InvalidStoryboard(name: "segue without kind", text: storyboard(segue: #"{"id": "go", "destination": "next"}"#),
                              error: "/scenes/0/segues/0: 'kind' is a required property"),
            InvalidStoryboard(name: "unknown segue kind", text: storyboard(segue: #"{"id": "go", "kind": "push", "destination": "next"}"#),
                              error: "/scenes/0/segues/0/kind: 'push' is not one of ['show', 'present', 'embed', 'unwind', 'custom']"),
            InvalidStoryboard(name: "show without destination", text: storyboard(segue: #"{"id": "go", "kind": "show"}"#),
                              error: "/scenes/0/segues/0: 'destination' is a required property"),
            InvalidStoryboard(name: "present with a container",
                              text: storyboard(segue: #"{"id": "go", "kind": "present", "destination": "next", "container": "box"}"#),
                              error: "/scenes/0/segues/0: Additional properties are not allowed ('container' was unexpected)"),
            InvalidStoryboard(name: "embed without container", text: storyboard(segue: #"{"id": "go", "kind": "embed", "destination": "next"}"#),
                              error: "/scenes/0/segues/0: 'container' is a required property"),
            InvalidStoryboard(name: "unwind with destination but no action",
                              text: storyboard(segue: #"{"id": "back", "kind": "unwind", "destination": "next"}"#),
                              error: "/scenes/0/segues/0: 'action' is a required property"),
            InvalidStoryboard(name: "unwind with destination",
                              text: storyboard(segue: #"{"id": "back", "kind": "unwind", "destination": "next", "action": "unwind"}"#),
                              error: "/scenes/0/segues/0: Additional properties are not allowed ('destination' was unexpected)"),
            InvalidStoryboard(name: "custom without class", text: storyboard(segue: #"{"id": "go", "kind": "custom", "destination": "next"}"#),
                              error: "/scenes/0/segues/0: 'class' is a required property"),
            InvalidStoryboard(name: "show with a class",
                              text: storyboard(segue: #"{"id": "go", "kind": "show", "destination": "next", "class": "App.Fade"}"#),
                              error: "/scenes/0/segues/0: Additional properties are not allowed ('class' was unexpected)"),
            InvalidStoryboard(name: "segue with an empty id", text: storyboard(segue: #"{"id": "", "kind": "show", "destination": "next"}"#),
                              error: "/scenes/0/segues/0/id: '' should be non-empty"),
        ]
    }
}

// MARK: - Running check-storyboards.py

extension StoryboardSchemaTests {
    /// Finds the files and runs the Python checker.
    enum SchemaChecker {
        /// The repository: this file is `Tests/HostKitTests/StoryboardSchemaTests.swift`.
        static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        static let schemaRelativePath = "Sources/StoryboardFormat/storyboard.schema.json"
        static let scriptRelativePath = "Tests/HostKitTests/Schema/check-storyboards.py"

        /// Whether `python3` can import `jsonschema`, asked once.
        static let hasJSONSchema: Bool = {
            (try? run(["python3", "-c", "import jsonschema"]).status) == 0
        }()

        static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

        // Without python3 or jsonschema these tests are skipped, visibly, on a developer's machine,
        // where neither is part of the Swift toolchain; on CI (`CI` set) they run and fail instead,
        // so that a missing module cannot silently turn the schema checks off.
        static var shouldRun: Bool { hasJSONSchema || isCI }
        static let skipComment: Comment =
            "python3 with the jsonschema module is missing: run `python3 -m pip install jsonschema` (with CI set, this is a failure)"

        /// Fails the test on CI when the checker cannot run.
        static func requireJSONSchema() throws {
            try #require(hasJSONSchema, "python3 cannot import jsonschema; install it: python3 -m pip install jsonschema")
        }

        /// Every `*.storyboard.json` under the repository folder `folder`, skipping `.build*` folders.
        static func storyboards(under folder: String) -> [URL] {
            let start = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: start, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
            var files: [URL] = []
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if name.hasPrefix(".build") { walker.skipDescendants() }
                } else if name.hasSuffix(".storyboard.json") {
                    files.append(url)
                }
            }
            return files.sorted { $0.path < $1.path }
        }

        static func temporaryFolder() throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-schema-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return folder
        }

        /// `python3 check-storyboards.py SCHEMA FILE...`.
        static func check(_ files: [URL]) throws -> (status: Int32, output: String) {
            try run(["python3", root.appendingPathComponent(scriptRelativePath).path, root.appendingPathComponent(schemaRelativePath).path]
                + files.map(\.path))
        }

        /// Runs a command found on PATH; its standard output and standard error together.
        static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            process.currentDirectoryURL = root
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
    }
}
