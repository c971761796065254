import StoryboardFormat
import Testing

/// The decoder on its own, with a view class table made here: the keys a view takes, their types
/// and their checks come from the table it is given, not from a list of its own.
@Suite("Storyboard decoder")
struct StoryboardDecoderTests {
    /// A root class, an abstract class that sends actions, and two concrete classes.
    static let table = ViewClassTable([
        ViewClassSchema(name: "View", superclassName: nil, summary: "A view.", keys: [
            ViewKeySchema("alpha", .number(0...1), "Opacity."),
            ViewKeySchema("hidden", .bool, "Hidden."),
            ViewKeySchema("tag", .integer(minimum: nil), "Tag."),
        ]),
        ViewClassSchema(name: "Control", superclassName: "View", summary: "A control.", keys: [ViewKeySchema("enabled", .bool, "Enabled.")],
                        sendsActions: true, isAbstract: true),
        ViewClassSchema(name: "Gauge", superclassName: "Control", summary: "A gauge.", keys: [
            ViewKeySchema("level", .number(0...10), "The level."),
            ViewKeySchema("style", .enumeration(["round", "flat"]), "The style."),
        ]),
        ViewClassSchema(name: "Badge", superclassName: "View", summary: "A badge.", keys: [ViewKeySchema("count", .integer(minimum: 0), "The count.")]),
    ])

    static func storyboard(view: String) -> [UInt8] {
        Array("{\"format\": 1, \"scenes\": [{\"id\": \"main\", \"class\": \"ViewController\", \"initial\": true, \"view\": \(view)}]}".utf8)
    }

    static func decode(view: String) throws(StoryboardDiagnostics) -> ViewDescription? {
        let description = try StoryboardDecoder.decode(storyboard(view: view), path: "t.storyboard.json", name: "t", viewClasses: table)
        return description.scenes[0].controller?.view
    }

    static func messages(view: String) -> [String] {
        do {
            _ = try decode(view: view)
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test func aClassTakesItsOwnKeysAndEveryKeyOfItsSuperclasses() throws {
        let view = try #require(try Self.decode(view: #"{"class": "Gauge", "level": 2.5, "style": "flat", "enabled": false, "alpha": 0.5}"#))
        let table = Self.table
        #expect(view.builtInClass == table.storyboardClass(named: "Gauge")?.id)
        #expect(view.properties.map { table.keys[$0.key].name } == ["level", "style", "enabled", "alpha"])
        #expect(view.properties.map(\.value) == [.number(2.5), .enumeration("flat"), .bool(false), .number(0.5)])
    }

    @Test func valuesAreCheckedByTheirKeysTypes() {
        #expect(Self.messages(view: #"{"class": "Gauge", "level": 11}"#) == [#""level" is 11; it must be from 0 to 10"#])
        #expect(Self.messages(view: #"{"class": "Gauge", "style": "square"}"#) == [#""square" is not a valid "style""#])
        #expect(Self.messages(view: #"{"class": "Badge", "count": -1}"#) == [#""count" is -1; it must be 0 or more"#])
    }

    /// A scene's class is a Swift identifier, or two joined by a dot (Module.Class), in ASCII or not.
    @Test func aSceneClassIsOneOrTwoSwiftIdentifiers() {
        func messages(sceneClass name: String) -> [String] {
            let text = #"{"format": 1, "scenes": [{"id": "main", "class": "\#(name)", "initial": true, "view": {"class": "View"}}]}"#
            do {
                _ = try StoryboardDecoder.decode(Array(text.utf8), path: "t.storyboard.json", name: "t", viewClasses: Self.table)
                return []
            } catch {
                return error.diagnostics.map(\.message)
            }
        }
        for name in ["ViewController", "App.Scene", "_Mod.b9", "Modul\u{E9}.\u{C9}tiquette", "\u{4E2D}.\u{6587}"] {
            #expect(messages(sceneClass: name).allSatisfy { !$0.contains("is not a class name") }, "\(name)")
        }
        for name in ["9Scene", "App.9Scene", "App.Scene.Extra", "App..Scene", "App.", ".Scene", "Sce-ne", "App.\u{301}Scene",
                     "Sce ne", "App.Scene\u{2028}", "\u{1F600}"] {
            #expect(messages(sceneClass: name).contains { $0.contains("is not a class name") }, "\(name)")
        }
    }

    @Test func aKeyOfAnotherClassNamesTheClassesThatHaveIt() {
        #expect(Self.messages(view: #"{"class": "Badge", "level": 1}"#) == [#"a Badge has no property "level" (Gauge has it)"#])
        #expect(Self.messages(view: #"{"class": "Badge", "colour": 1}"#) == [#"unknown key "colour" in a Badge"#])
    }

    @Test func actionsFollowTheClassAndAbstractClassesCannotBeNamed() {
        #expect(Self.messages(view: #"{"class": "Badge", "actions": []}"#) == ["a Badge sends no actions"])
        #expect(Self.messages(view: #"{"class": "Control"}"#) == [#"unknown view class "Control""#])
        #expect(Self.table.actionSenderList == "Gauge")
        #expect(Self.table.storyboardClassList == "View, Gauge, Badge")
    }

    @Test func aPluginClassMayUseAnyKeyOfTheTable() throws {
        let view = try #require(try Self.decode(view: #"{"class": "App.Meter", "level": 3, "count": 2}"#))
        #expect(view.builtInClass == nil)
        #expect(view.properties.count == 2)
    }

    /// Deeper than any limit, as one line: an error, never a stack overflow.
    @Test func hundredThousandNestedArraysAreAnErrorNotACrash() throws {
        let text = "{\"format\": 1, \"scenes\": " + String(repeating: "[", count: 100_000)
        #expect(throws: StoryboardDiagnostics.self) {
            try StoryboardDecoder.decode(Array(text.utf8), path: "deep.storyboard.json", name: "deep", viewClasses: Self.table)
        }
    }

    /// 100,000 navigation controllers, each the root of the next: the containment check walks
    /// the chain with a stack of its own (the recursive one overflowed the thread's stack on it and
    /// `validate` died of SIGSEGV), and a cycle through all of them is one short message.
    @Test func containmentChainsOfAHundredThousandScenes() throws {
        func chain(_ count: Int, closed: Bool) -> [UInt8] {
            var text = "{\"format\":1,\"scenes\":["
            for index in 0..<count {
                text += "{\"id\":\"s\(index)\",\"class\":\"NavigationController\",\"rootViewController\":\"s\(index + 1)\"},"
            }
            text += closed ? "{\"id\":\"s\(count)\",\"class\":\"NavigationController\",\"rootViewController\":\"s0\"}]}"
                           : "{\"id\":\"s\(count)\",\"class\":\"ViewController\"}]}"
            return Array(text.utf8)
        }
        let open = try StoryboardDecoder.decode(chain(100_000, closed: false), path: "chain.storyboard.json", name: "chain", viewClasses: Self.table)
        #expect(open.scenes.count == 100_001)
        let error = try #require(throws: StoryboardDiagnostics.self) {
            try StoryboardDecoder.decode(chain(100_000, closed: true), path: "cycle.storyboard.json", name: "cycle", viewClasses: Self.table)
        }
        #expect(error.diagnostics.map(\.message) == [
            "containment cycle: \"s0\" contains \"s1\" contains \"s2\" contains \"s3\" … (99994 more) … contains \"s99998\" contains \"s99999\" contains \"s100000\" contains \"s0\"",
        ])
    }

    @Test func aFileOverTheSizeLimitIsAnError() throws {
        let text = String(decoding: Self.storyboard(view: #"{"class": "View"}"#), as: UTF8.self) + String(repeating: " ", count: 2048)
        let error = try #require(throws: StoryboardDiagnostics.self) {
            try StoryboardDecoder.decode(Array(text.utf8), path: "big.storyboard.json", name: "big", viewClasses: Self.table,
                                         limits: .init(maxBytes: 1024, maxDepth: 64))
        }
        #expect(error.diagnostics.first?.location.line == 1)
    }

    /// Every problem of a file is reported, not just the first.
    @Test func reportsEveryProblemOfAFile() {
        #expect(Self.messages(view: #"{"class": "View", "alpha": 2, "hidden": 1, "tag": "x"}"#) == [
            "\"alpha\" is 2; it must be from 0 to 1",
            "\"hidden\" must be true or false, not a number",
            "\"tag\" must be a whole number, not a string",
        ])
    }
}
