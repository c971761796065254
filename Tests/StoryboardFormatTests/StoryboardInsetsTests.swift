import StoryboardFormat
import Testing

/// Insets (a view's layout margins): all four sides, finite numbers, nothing else.
@Suite("Storyboard insets")
struct StoryboardInsetsTests {
    static let table = ViewClassTable([
        ViewClassSchema(name: "View", superclassName: nil, summary: "A view.", keys: [ViewKeySchema("margins", .insets, "Margins.")]),
    ])

    static func decode(_ margins: String) throws(StoryboardDiagnostics) -> StoryboardValue? {
        let description = try StoryboardDecoder.decode(StoryboardDecoderTests.storyboard(view: #"{"class": "View", "margins": \#(margins)}"#),
                                                        path: "t.storyboard.json", name: "t", viewClasses: table)
        return description.scenes[0].controller?.view?.properties.first?.value
    }

    static func messages(_ margins: String) -> [String] {
        do {
            _ = try decode(margins)
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test func allFourSidesAreRead() throws {
        #expect(try Self.decode(#"{"top": -50, "leading": 4, "bottom": 0, "trailing": 6.5}"#)
                == .insets(InsetsValue(top: -50, leading: 4, bottom: 0, trailing: 6.5)))
    }

    @Test func aMissingSideAnUnknownKeyOrAnotherTypeIsReported() {
        #expect(Self.messages(#"{"top": 1, "leading": 2, "bottom": 3}"#) == [#""margins" has no "trailing""#])
        #expect(Self.messages(#"{"top": 1, "left": 2, "leading": 2, "bottom": 3, "trailing": 4}"#).count == 1)
        #expect(Self.messages(#"{"top": 1, "leading": 2, "bottom": 3, "trailing": 2e7}"#).count == 1)
        #expect(Self.messages("8").count == 1)
    }
}
