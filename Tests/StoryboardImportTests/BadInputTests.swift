import Foundation
import StoryboardImport
import Testing

/// Untrusted input: every kind of bad file is a clear error at `line:column` (or, for what is
/// only unusual, a warning), quickly and without a crash.
@Suite("Importing bad input")
struct BadInputTests {
    private func importText(_ text: String) throws(StoryboardImportError) -> StoryboardImportResult {
        try StoryboardImporter.importStoryboard(Array(text.utf8), path: "Bad.storyboard", options: StoryboardImportOptions())
    }

    private func failure(_ text: String) -> StoryboardImportError? {
        do {
            _ = try importText(text)
            return nil
        } catch {
            return error
        }
    }

    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    static let documentStart = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">"#

    /// A storyboard of one scene whose root view holds `inner`.
    static func storyboard(view inner: String) -> String {
        header + documentStart + "\n<scenes><scene sceneID=\"s\"><objects><viewController id=\"vc\" sceneMemberID=\"viewController\">"
            + "<view key=\"view\" id=\"root\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"100\"/>\(inner)</view>"
            + "</viewController></objects></scene></scenes></document>\n"
    }

    @Test func malformedXMLIsAnErrorAtItsPlace() throws {
        let error = try #require(failure(Self.header + Self.documentStart + "\n<scenes>\n  <scene></scenes>\n</document>\n"))
        #expect(error.message.hasPrefix("malformed XML"))
        // libxml2 finds the mismatch at the end of `</scenes>`, on line 4.
        #expect((error.line, error.column) == (4, 19))
        #expect(error.report.hasPrefix("Bad.storyboard:4:19: error: malformed XML: a closing tag does not match its opening tag"))
    }

    @Test func emptyAndTruncatedFilesAreErrors() {
        #expect(failure("") != nil)
        #expect(failure(Self.header + Self.documentStart) != nil)
    }

    @Test func xmlThatIsNotAStoryboardIsAnError() throws {
        let other = try #require(failure(Self.header + "<plist version=\"1.0\"><dict/></plist>\n"))
        #expect(other.message.contains("not an Interface Builder storyboard"))
        #expect((other.line, other.column) == (2, 1))
        let xib = try #require(failure(Self.header + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>"#))
        #expect(xib.message.contains(".xib"))
        let mac = try #require(failure(Self.header + #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" targetRuntime="MacOSX.Cocoa"><scenes><scene/></scenes></document>"#))
        #expect(mac.message.contains("MacOSX.Cocoa"))
        let empty = try #require(failure(Self.header + Self.documentStart + "<scenes/></document>"))
        #expect(empty.message.contains("no scenes"))
    }

    /// Billion laughs: ten levels of ten references, 3 GB once expanded. No entity is ever
    /// declared to the parser, so nothing is expanded; the refusal is immediate.
    @Test(.timeLimit(.minutes(1))) func entityBombIsRefusedAtOnce() throws {
        var declarations = #"<!ENTITY lol0 "lol">"#
        for level in 1...10 {
            declarations += "\n<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let bomb = Self.header + "<!DOCTYPE document [\n\(declarations)\n]>\n" + Self.documentStart + "<scenes><scene sceneID=\"a\">&lol10;</scene></scenes></document>"
        let started = ContinuousClock.now
        let error = try #require(failure(bomb))
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(error.message.contains("document type"))
        #expect((error.line, error.column) == (2, 1))
    }

    @Test func externalEntitiesAreNeverRead() throws {
        let external = Self.header + "<!DOCTYPE document [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]>\n" + Self.documentStart + "<scenes>&secret;</scenes></document>"
        let error = try #require(failure(external))
        #expect(error.message.contains("document type"))
    }

    @Test func utf16IsRefused() throws {
        let text = Self.storyboard(view: "")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(throws: StoryboardImportError.self) {
            try StoryboardImporter.importStoryboard(bytes, path: "Bad.storyboard", options: StoryboardImportOptions())
        }
    }

    /// 50 MB is refused by its size before any parsing.
    @Test(.timeLimit(.minutes(1))) func fiftyMegabytesAreRefused() throws {
        let padding = String(repeating: "<!-- padding padding padding padding padding padding padding padding -->\n", count: 50 * 1024 * 1024 / 72)
        let text = Self.header + Self.documentStart + "<scenes>" + padding + "</scenes></document>\n"
        let started = ContinuousClock.now
        let error = try #require(failure(text))
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(error.message.contains("at most 16 MiB"))
    }

    @Test func elementsNestedTooDeepAreAnError() throws {
        let deep = Self.header + Self.documentStart + String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000) + "</document>"
        let error = try #require(failure(deep))
        #expect(error.message.contains("nest more than 256 deep"))
        #expect(error.line == 2)
    }

    /// Views nested deeper than the JSON format keeps are lifted to the deepest level, at the
    /// same place on screen, with one warning; the result reads back.
    @Test func deeplyNestedViewsAreLiftedWithAWarning() throws {
        var inner = ""
        for _ in 0..<60 {
            inner = "<subviews><view id=\"v\"><rect key=\"frame\" x=\"1\" y=\"2\" width=\"50\" height=\"50\"/>" + inner + "</view></subviews>"
        }
        let result = try importText(Self.storyboard(view: inner))
        let warning = try #require(result.warnings.first { $0.kind == "deepViews" })
        #expect(warning.message.contains("lifted"))
        // The 60th view sits at (60, 120) on screen; lifted, it is a subview of the 26th, which
        // sits at (26, 52), so its frame starts at (34, 68).
        #expect(result.json.contains("\"x\": 34, \"y\": 68"))
        #expect(!result.json.contains("\"x\": 60"))
    }

    @Test func unknownElementsAreWarningsNotErrors() throws {
        let text = Self.storyboard(view: "<subviews><hologramView id=\"h\"><rect key=\"frame\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/><futureThing/></hologramView></subviews>")
            .replacingOccurrences(of: "<scenes>", with: "<futureHeader/><scenes>")
        let result = try importText(text)
        #expect(result.warnings.map(\.kind) == ["hologramView"])
        #expect(result.warnings[0].message.contains("unknown view element <hologramView> becomes a plain View"))
        #expect(result.json.contains("\"x\": 1, \"y\": 2, \"width\": 3, \"height\": 4"))
    }

    @Test func aSceneWithoutAControllerIsSkippedWithAWarning() throws {
        let text = Self.storyboard(view: "").replacingOccurrences(of: "</scenes>", with: "<scene sceneID=\"empty\"><objects/></scene></scenes>")
        let result = try importText(text)
        #expect(result.sceneCount == 1)
        #expect(result.warnings.map(\.kind) == ["scene"])
    }
}
