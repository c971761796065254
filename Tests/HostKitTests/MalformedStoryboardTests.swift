import Foundation
import HostKit
import StoryboardFormat
import Testing

/// Malformed storyboards, each with the exact first message and position it must get. The
/// position is marked in the text with `▸`, which is removed before the storyboard is read, so
/// each case shows where its error points.
///
/// They run through the same checks as `apphost validate` without a plugin: strict JSON, the
/// format, the checks across the file, and the checks of HostKit's built-in classes.
@Suite("Malformed storyboards", .serialized)
@MainActor
struct MalformedStoryboardTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let message: String
        /// Other storyboards in the same folder, by name.
        var siblings: [String: String] = [:]
        var requireInitial = false

        var testDescription: String { name }
    }

    nonisolated static let marker: Character = "▸"

    /// A valid scene to build cases around.
    nonisolated static let plainScene = #"{"id": "main", "class": "ViewController", "initial": true}"#

    nonisolated static let cases: [Case] = [
        // Syntax: the strict parser.
        Case(name: "empty file", text: "▸", message: "the file is empty"),
        Case(name: "trailing comma in an array",
             text: "{\"format\": 1, \"scenes\": [\(plainScene)▸,]}", message: "trailing comma before ']'"),
        Case(name: "trailing comma in an object",
             text: "{\"format\": 1▸, }", message: "trailing comma before '}'"),
        Case(name: "duplicate key",
             text: "{\"format\": 1, \"scenes\": [{\"id\": \"a\", \"class\": \"ViewController\",\n  ▸\"class\": \"ViewController\"}]}",
             message: "duplicate key \"class\" (first at line 1, column 38)"),
        Case(name: "comment", text: "{\"format\": 1, ▸// scenes follow\n\"scenes\": []}", message: "comments are not allowed in JSON"),
        Case(name: "content after the value", text: "{\"format\": 1, \"scenes\": [\(plainScene)]} ▸x", message: "unexpected content after the JSON value"),
        Case(name: "single quotes", text: "{\"format\": 1, \"scenes\": [{\"id\": ▸'main'}]}", message: "strings must use double quotes"),
        Case(name: "nesting beyond the limit",
             text: "{\"format\": 1, \"scenes\": [{\"id\": \"a\", \"class\": \"ViewController\", \"view\": " + String(repeating: "{\"class\": \"View\", \"subviews\": [", count: 30) + "{\"class\": \"View\", \"subviews\": ▸[", message: "nesting deeper than 64 levels"),

        // The format's structure.
        Case(name: "not an object", text: "▸[1, 2]", message: "a storyboard must be an object, not an array"),
        Case(name: "unknown top-level key", text: "{\"format\": 1, \"scenes\": [\(plainScene)], ▸\"scene\": []}", message: "unknown key \"scene\" in the storyboard"),
        Case(name: "unsupported format", text: "{\"format\": ▸2, \"scenes\": [\(plainScene)]}", message: "storyboard format 2 is not supported; this apphost reads format 1"),
        Case(name: "missing format", text: "▸{\"scenes\": [\(plainScene)]}", message: "the storyboard has no \"format\""),
        Case(name: "empty scenes", text: "{\"format\": 1, \"scenes\": ▸[]}", message: "\"scenes\" is empty"),
        Case(name: "scene without a class", text: "{\"format\": 1, \"scenes\": [▸{\"id\": \"main\"}]}", message: "scene \"main\" has no \"class\""),
        Case(name: "scene without an id", text: "{\"format\": 1, \"scenes\": [▸{\"class\": \"ViewController\"}]}", message: "a scene has no \"id\""),
        Case(name: "invalid id", text: "{\"format\": 1, \"scenes\": [{\"id\": ▸\"1st\", \"class\": \"ViewController\"}]}", message: "\"1st\" is not a valid id"),
        Case(name: "wrong type for a scene key", text: "{\"format\": 1, \"scenes\": [{\"id\": \"a\", \"class\": \"ViewController\", \"initial\": ▸\"yes\"}]}",
             message: "\"initial\" must be true or false, not a string"),
        Case(name: "unknown view class", text: scene(view: "{\"class\": ▸\"Lable\"}"), message: "unknown view class \"Lable\""),
        // Table views: prototype and static cells.
        Case(name: "prototype cell without a reuse identifier",
             text: scene(view: "{\"class\": \"TableView\", \"prototypes\": [▸{\"class\": \"TableViewCell\", \"cellStyle\": \"subtitle\"}]}"),
             message: "a prototype cell has no \"reuseIdentifier\""),
        Case(name: "two prototype cells with one reuse identifier",
             text: scene(view: "{\"class\": \"TableView\", \"prototypes\": [{\"class\": \"TableViewCell\", \"reuseIdentifier\": \"row\"},\n {\"class\": \"TableViewCell\", ▸\"reuseIdentifier\": \"row\"}]}"),
             message: "two prototype cells have the reuse identifier \"row\" (the first at line 1)"),
        Case(name: "static cells beside prototype cells",
             text: scene(view: "{\"class\": \"TableView\", \"prototypes\": [{\"class\": \"TableViewCell\", \"reuseIdentifier\": \"row\"}], ▸\"sections\": [{\"cells\": [{\"class\": \"TableViewCell\"}]}]}"),
             message: "a table with static cells (\"sections\") also has prototype cells, which are for a data source"),
        Case(name: "a cell's segue the scene does not have",
             text: scene(view: "{\"class\": \"TableView\", \"prototypes\": [{\"class\": \"TableViewCell\", \"reuseIdentifier\": \"row\", \"segue\": ▸\"showNote\"}]}"),
             message: "the cell performs segue \"showNote\" when its row is tapped, which scene \"main\" does not have"),
        Case(name: "prototypes on a view that is not a table",
             text: scene(view: "{\"class\": \"View\", ▸\"prototypes\": []}"),
             message: "\"prototypes\" belongs to a TableView, not a View"),
        Case(name: "property of another class", text: scene(view: "{\"class\": \"Button\", ▸\"text\": \"Go\"}"),
             message: "a Button has no property \"text\" (Label and TextField and TextView have it)"),
        Case(name: "unknown view key", text: scene(view: "{\"class\": \"Label\", ▸\"colour\": \"red\"}"), message: "unknown key \"colour\" in a Label"),
        Case(name: "frame without a height", text: scene(view: "{\"class\": \"View\", \"frame\": ▸{\"x\": 0, \"y\": 0, \"width\": 10}}"),
             message: "\"frame\" has no \"height\""),
        Case(name: "negative width", text: scene(view: "{\"class\": \"View\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": ▸-10, \"height\": 5}}"),
             message: "\"width\" is -10; it must be 0 or more"),
        Case(name: "alpha out of range", text: scene(view: "{\"class\": \"View\", \"alpha\": ▸1.5}"), message: "\"alpha\" is 1.5; it must be from 0 to 1"),
        Case(name: "hidden as a string", text: scene(view: "{\"class\": \"View\", \"hidden\": ▸\"yes\"}"), message: "\"hidden\" must be true or false, not a string"),
        Case(name: "tag with a fraction", text: scene(view: "{\"class\": \"View\", \"tag\": ▸1.5}"), message: "\"tag\" is 1.5; it must be a whole number"),
        Case(name: "bad colour", text: scene(view: "{\"class\": \"View\", \"backgroundColor\": ▸\"#12345\"}"), message: "\"#12345\" is not a colour"),
        Case(name: "bad enumeration value", text: scene(view: "{\"class\": \"Label\", \"textAlignment\": ▸\"middle\"}"),
             message: "\"middle\" is not a valid \"textAlignment\""),
        Case(name: "actions on a label", text: scene(view: "{\"class\": \"Label\", ▸\"actions\": []}"), message: "a Label sends no actions"),
        Case(name: "action and segue together",
             text: scene(view: "{\"class\": \"Button\", \"actions\": [{\"event\": \"touchUpInside\", \"action\": \"go\", ▸\"segue\": \"next\"}]}"),
             message: "an action has both \"action\" and \"segue\""),
        Case(name: "unknown control event",
             text: scene(view: "{\"class\": \"Button\", \"actions\": [{\"event\": ▸\"tap\", \"action\": \"go\"}]}"), message: "\"tap\" is not a valid \"event\""),
        Case(name: "unknown segue kind",
             text: scene(extra: ", \"segues\": [{\"id\": \"s\", \"kind\": ▸\"push\", \"destination\": \"main\"}]"), message: "\"push\" is not a valid \"kind\""),
        Case(name: "embed segue without a container",
             text: scene(extra: ", \"segues\": [▸{\"id\": \"s\", \"kind\": \"embed\", \"destination\": \"other\"}]", more: otherScene),
             message: "embed segue \"s\" has no \"container\""),
        Case(name: "unwind segue with a destination",
             text: scene(extra: ", \"segues\": [{\"id\": \"s\", \"kind\": \"unwind\", \"action\": \"back\", ▸\"destination\": \"main\"}]"),
             message: "unknown key \"destination\" in an unwind segue"),

        // Checks across the file.
        Case(name: "duplicate id", text: "{\"format\": 1, \"scenes\": [\(plainScene), {\"id\": ▸\"main\", \"class\": \"ViewController\"}]}",
             message: "duplicate id \"main\" (first at line 1, column 33)"),
        Case(name: "duplicate storyboard identifier",
             text: "{\"format\": 1, \"scenes\": [{\"id\": \"a\", \"class\": \"ViewController\", \"storyboardIdentifier\": \"S\"},\n{\"id\": \"b\", \"class\": \"ViewController\", \"storyboardIdentifier\": ▸\"S\"}]}",
             message: "duplicate storyboardIdentifier \"S\" (first at line 1, column 89)"),
        Case(name: "ambiguous initial view controller",
             text: "{\"format\": 1, \"scenes\": [\(plainScene), {\"id\": ▸\"second\", \"class\": \"ViewController\", \"initial\": true}]}",
             message: "more than one initial view controller: \"second\" and \"main\" (at line 1, column 33)"),
        Case(name: "missing initial view controller", text: "▸{\"format\": 1, \"scenes\": [{\"id\": \"a\", \"class\": \"ViewController\"}]}",
             message: "storyboard test has no initial view controller", requireInitial: true),
        Case(name: "dangling outlet",
             text: scene(view: "{\"class\": \"View\", \"subviews\": [{\"class\": \"Label\", \"id\": \"count\"}]}", extra: ", \"outlets\": {\"countLabel\": ▸\"cnt\"}"),
             message: "outlet \"countLabel\" refers to \"cnt\", which is not a view, object or bar button item of scene \"main\""),
        Case(name: "outlet into another scene",
             text: scene(extra: ", \"outlets\": {\"label\": ▸\"otherLabel\"}", more: #"{"id": "other", "class": "ViewController", "view": {"class": "Label", "id": "otherLabel"}}"#),
             message: "outlet \"label\" refers to \"otherLabel\", which belongs to scene \"other\", not \"main\""),
        Case(name: "dangling segue destination",
             text: scene(extra: ", \"segues\": [{\"id\": \"s\", \"kind\": \"show\", \"destination\": ▸\"detial\"}]", more: #"{"id": "detail", "class": "ViewController"}"#),
             message: "segue \"s\" leads to \"detial\", which is not a scene of this storyboard"),
        Case(name: "dangling embed container",
             text: scene(view: "{\"class\": \"View\", \"id\": \"box\"}", extra: ", \"segues\": [{\"id\": \"s\", \"kind\": \"embed\", \"destination\": \"other\", \"container\": ▸\"bx\"}]", more: otherScene),
             message: "embed segue \"s\" puts its child in \"bx\", which is not a view of scene \"main\""),
        Case(name: "dangling action target",
             text: scene(view: "{\"class\": \"Button\", \"actions\": [{\"event\": \"touchUpInside\", \"action\": \"go\", \"target\": ▸\"helper\"}]}"),
             message: "action target \"helper\" is not an object of scene \"main\""),
        Case(name: "control triggers a missing segue",
             text: scene(view: "{\"class\": \"Button\", \"actions\": [{\"event\": \"touchUpInside\", \"segue\": ▸\"next\"}]}"),
             message: "the control triggers segue \"next\", which scene \"main\" does not have"),
        Case(name: "dangling container child",
             text: "{\"format\": 1, \"scenes\": [{\"id\": \"nav\", \"class\": \"NavigationController\", \"initial\": true, \"rootViewController\": ▸\"home\"}]}",
             message: "\"home\" is not a scene of this storyboard"),
        Case(name: "tab index out of range",
             text: "{\"format\": 1, \"scenes\": [{\"id\": \"tabs\", \"class\": \"TabBarController\", \"viewControllers\": [\"a\"], \"selectedIndex\": ▸3}, {\"id\": \"a\", \"class\": \"ViewController\"}]}",
             message: "\"selectedIndex\" is 3, but there is 1 tab"),
        Case(name: "containment cycle",
             text: "{\"format\": 1, \"scenes\": [{\"id\": \"nav\", \"class\": \"NavigationController\", \"rootViewController\": \"home\"},\n{\"id\": \"home\", \"class\": \"ViewController\", \"view\": {\"class\": \"View\", \"id\": \"box\"}, \"segues\": [{\"id\": \"e\", \"kind\": \"embed\", \"destination\": ▸\"nav\", \"container\": \"box\"}]}]}",
             message: "containment cycle: \"nav\" contains \"home\" contains \"nav\""),
        Case(name: "navigation controller without a root",
             text: "{\"format\": 1, \"scenes\": [▸{\"id\": \"nav\", \"class\": \"NavigationController\"}]}",
             message: "navigation controller scene \"nav\" has no \"rootViewController\""),
        Case(name: "container with a view",
             text: "{\"format\": 1, \"scenes\": [{\"id\": \"nav\", \"class\": \"NavigationController\", \"rootViewController\": \"a\", ▸\"view\": {\"class\": \"View\"}}, {\"id\": \"a\", \"class\": \"ViewController\"}]}",
             message: "a NavigationController scene cannot have \"view\""),
        Case(name: "reference with extra keys",
             text: "{\"format\": 1, \"scenes\": [\(plainScene), {\"id\": \"r\", \"reference\": {\"storyboard\": \"Other\"}, ▸\"class\": \"ViewController\"}]}",
             message: "unknown key \"class\" in storyboard reference \"r\""),

        // Checks that need HostKit's classes or other files.
        Case(name: "unknown built-in controller class",
             text: "{\"format\": 1, \"scenes\": [{\"id\": \"main\", \"class\": ▸\"ViewControler\"}]}", message: "unknown class \"ViewControler\""),
        Case(name: "reference to a missing storyboard",
             text: "{\"format\": 1, \"scenes\": [\(plainScene), {\"id\": \"r\", \"reference\": {\"storyboard\": ▸\"Settings\"}}]}",
             message: "storyboard \"Settings\" does not exist (no file FOLDER/Settings.storyboard.json)"),
        Case(name: "reference to a missing identifier",
             text: "{\"format\": 1, \"scenes\": [\(plainScene), {\"id\": \"r\", \"reference\": {\"storyboard\": \"Settings\", \"identifier\": ▸\"Prefs\"}}]}",
             message: "storyboard \"Settings\" has no scene with storyboardIdentifier \"Prefs\"",
             siblings: ["Settings": #"{"format": 1, "scenes": [{"id": "s", "class": "ViewController", "storyboardIdentifier": "Preferences"}]}"#]),
    ]

    nonisolated static let otherScene = #"{"id": "other", "class": "ViewController"}"#

    /// A storyboard whose initial scene `main` has `view` (when given), then `extra` keys, followed
    /// by the scenes in `more`.
    nonisolated static func scene(view: String? = nil, extra: String = "", more: String? = nil) -> String {
        let viewPart = view.map { ", \"view\": \($0)" } ?? ""
        let morePart = more.map { ", \($0)" } ?? ""
        return "{\"format\": 1, \"scenes\": [{\"id\": \"main\", \"class\": \"ViewController\", \"initial\": true\(viewPart)\(extra)}\(morePart)]}"
    }

    @Test(arguments: cases)
    func reportsTheExactMessageAndPosition(_ malformed: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("malformed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (text, expectedPosition) = try Self.removingMarker(from: malformed.text)
        let path = folder.appendingPathComponent("test.storyboard.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        for (name, sibling) in malformed.siblings {
            try Data(sibling.utf8).write(to: folder.appendingPathComponent("\(name).storyboard.json"))
        }

        let diagnostics = StoryboardLibrary.current.check(path, requireInitial: malformed.requireInitial)
        let first = try #require(diagnostics.first, "no error reported for \(malformed.name)")
        #expect(first.message == malformed.message.replacingOccurrences(of: "FOLDER", with: folder.path))
        #expect("\(first.location.line):\(first.location.column)" == expectedPosition)
        #expect(first.location.file == path)
        #expect(!first.remedy.isEmpty)
    }

    @Test func thereAreAtLeastThirtyCases() {
        #expect(Self.cases.count >= 30)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    /// The line and column of the marker, in Unicode scalars from 1, and the text without it.
    nonisolated static func removingMarker(from marked: String) throws -> (String, String) {
        var line = 1, column = 1
        var text = ""
        var position: String?
        for character in marked {
            if character == marker {
                position = "\(line):\(column)"
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (text, try #require(position, "case text has no ▸ marker"))
    }
}
