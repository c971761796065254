import StoryboardFormat
import Testing

@Suite("Storyboard constraints")
struct StoryboardConstraintTests {
    typealias Decoder = StoryboardDecoderTests

    @Test func constraintsMasksAndTranslationAreRead() throws {
        let view = try #require(try Decoder.decode(view: #"""
            {"class": "View", "subviews": [
              {"class": "View", "id": "title", "constraints": [
                {"firstAttribute": "top", "second": "superview.safeArea", "constant": 20, "identifier": "title-top"},
                {"firstAttribute": "width", "relation": "lessThanOrEqual", "constant": 300, "priority": 750},
                {"first": "badge", "firstAttribute": "centerY", "second": "title", "multiplier": 0.5}
              ]},
              {"class": "View", "id": "badge", "autoresizingMask": ["flexibleWidth", "flexibleTopMargin"], "translatesAutoresizingMaskIntoConstraints": true}
            ]}
            """#))
        let title = view.subviews[0]
        #expect(title.constraints.count == 3)
        #expect(title.constraints[0].second?.name == "superview.safeArea")
        #expect(title.constraints[0].constant == 20 && title.constraints[0].identifier == "title-top")
        #expect(title.constraints[1].relation == "lessThanOrEqual" && title.constraints[1].priority == 750 && title.constraints[1].second == nil)
        #expect(title.constraints[2].first?.name == "badge" && title.constraints[2].multiplier == 0.5)
        #expect(view.subviews[1].autoresizingMask == ["flexibleWidth", "flexibleTopMargin"])
        #expect(view.subviews[1].translatesAutoresizingMaskIntoConstraints == true)
    }

    @Test func badConstraintsAreReportedByName() {
        #expect(Decoder.messages(view: #"{"class": "View", "constraints": [{"firstAttribute": "top", "second": "nowhere"}]}"#)
                == [#"a constraint names "nowhere", but the scene has no view "nowhere""#])
        #expect(Decoder.messages(view: #"{"class": "View", "constraints": [{"firstAttribute": "top"}]}"#)
                == [#"a constraint on "top" needs a "second" item: only a width or height can equal a constant"#])
        #expect(Decoder.messages(view: #"{"class": "View", "constraints": [{"firstAttribute": "width", "constant": 10, "priority": 1001}]}"#)
                == [#""priority" is 1001; it must be from 1 to 1000"#])
        #expect(Decoder.messages(view: #"{"class": "View", "constraints": [{"firstAttribute": "middle", "second": "superview"}]}"#)
                == [#""middle" is not a valid "firstAttribute""#])
        #expect(Decoder.messages(view: #"{"class": "View", "autoresizingMask": ["flexibleDepth"]}"#)
                == [#""flexibleDepth" is not an autoresizing mask"#])
    }

    /// A view, a scroll view, a class derived from it, and a label.
    static let scrollTable = ViewClassTable([
        ViewClassSchema(name: "View", superclassName: nil, summary: "A view.", keys: []),
        ViewClassSchema(name: "ScrollView", superclassName: "View", summary: "A scroll view.", keys: []),
        ViewClassSchema(name: "Board", superclassName: "ScrollView", summary: "A board.", keys: []),
        ViewClassSchema(name: "Label", superclassName: "View", summary: "A label.", keys: []),
    ])

    static func scrollMessages(view: String) -> [String] {
        do {
            _ = try StoryboardDecoder.decode(Decoder.storyboard(view: view), path: "t.storyboard.json", name: "t", viewClasses: scrollTable)
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    /// A scroll view's content and frame layout guides are named as its other guides are, on a
    /// scroll view or a class derived from it, and on a plugin class (checked when the scene is
    /// loaded); on another built-in view they are refused by name.
    @Test func aScrollViewsGuidesAreNamedOnlyOnScrollViews() throws {
        let description = try StoryboardDecoder.decode(Decoder.storyboard(view: #"""
            {"class": "ScrollView", "id": "scroll", "subviews": [
              {"class": "View", "id": "content", "constraints": [
                {"firstAttribute": "top", "second": "superview.contentLayoutGuide"},
                {"firstAttribute": "width", "second": "scroll.frameLayoutGuide"},
                {"first": "board.contentLayoutGuide", "firstAttribute": "height", "second": "plugin.frameLayoutGuide"}
              ]},
              {"class": "Board", "id": "board"},
              {"class": "App.Scroller", "id": "plugin"}
            ]}
            """#), path: "t.storyboard.json", name: "t", viewClasses: Self.scrollTable)
        let content = try #require(description.scenes[0].controller?.view?.subviews[0])
        #expect(content.constraints.map { $0.second?.name } == ["superview.contentLayoutGuide", "scroll.frameLayoutGuide", "plugin.frameLayoutGuide"])
        #expect(content.constraints[2].first?.name == "board.contentLayoutGuide")
        #expect(Self.scrollMessages(view: #"""
            {"class": "View", "id": "plain", "subviews": [
              {"class": "Label", "id": "title", "constraints": [{"firstAttribute": "top", "second": "superview.contentLayoutGuide"}]},
              {"class": "View", "constraints": [{"firstAttribute": "width", "second": "title.frameLayoutGuide"}]}
            ]}
            """#) == [#"a constraint names "superview.contentLayoutGuide", but "superview" is a View, which has no contentLayoutGuide"#,
                      #"a constraint names "title.frameLayoutGuide", but "title" is a Label, which has no frameLayoutGuide"#])
        #expect(Self.scrollMessages(view: #"{"class": "View", "constraints": [{"firstAttribute": "top", "second": "nowhere.contentLayoutGuide"}]}"#)
                == [#"a constraint names "nowhere.contentLayoutGuide", but the scene has no view "nowhere""#])
    }

    /// A view's layout guides: constraints name them by id; a guide has no guides of its own,
    /// needs an id, and shares the storyboard's ids.
    @Test func layoutGuidesAreNamedByID() throws {
        let view = try #require(try Decoder.decode(view: #"""
            {"class": "View", "layoutGuides": [{"id": "gap", "identifier": "between"}], "subviews": [
              {"class": "View", "id": "left", "constraints": [{"firstAttribute": "trailing", "second": "gap", "secondAttribute": "leading"}]},
              {"class": "View", "constraints": [{"first": "gap", "firstAttribute": "width", "constant": 20}]}
            ]}
            """#))
        #expect(view.layoutGuides.map(\.id.name) == ["gap"] && view.layoutGuides.first?.identifier == "between")
        #expect(view.subviews[0].constraints.first?.second?.name == "gap")
        #expect(Decoder.messages(view: #"{"class": "View", "layoutGuides": [{"id": "gap"}], "constraints": [{"firstAttribute": "top", "second": "gap.safeArea"}]}"#)
                == [#"a constraint names "gap.safeArea", but "gap" is a layout guide, which has no safeArea guide"#])
        #expect(Decoder.messages(view: #"{"class": "View", "layoutGuides": [{"identifier": "gap"}]}"#) == [#"a layout guide has no "id""#])
        #expect(Decoder.messages(view: #"{"class": "View", "id": "gap", "layoutGuides": [{"id": "gap"}]}"#).first?.hasPrefix(#"duplicate id "gap""#) == true)
        #expect(Decoder.messages(view: #"{"class": "View", "layoutGuides": [{"id": "gap", "width": 4}]}"#).count == 1)
    }

    /// The pairings UIKit refuses: a position with a size, positions on two axes, leading or
    /// trailing with left or right. The rest pass.
    @Test func attributesAreRelatedOnlyAsUIKitAllows() {
        func messages(_ first: String, _ second: String) -> [String] {
            Decoder.messages(view: #"{"class": "View", "constraints": [{"firstAttribute": "\#(first)", "second": "superview", "secondAttribute": "\#(second)"}]}"#)
        }
        #expect(messages("top", "width") == [#"a constraint relates attributes UIKit does not: "top" cannot be related to "width": a position relates only to a position, a size only to a size"#])
        #expect(messages("top", "leading") == [#"a constraint relates attributes UIKit does not: "top" cannot be related to "leading": a position relates only to a position on the same axis"#])
        #expect(messages("leading", "left") == [#"a constraint relates attributes UIKit does not: "leading" cannot be related to "left": leading and trailing follow the language's direction, left and right do not"#])
        for (first, second) in [("leading", "trailing"), ("leading", "centerX"), ("left", "centerX"), ("left", "right"), ("width", "height"),
                                ("top", "firstBaseline"), ("lastBaseline", "centerY")] {
            #expect(messages(first, second).isEmpty, "\(first) to \(second)")
        }
        #expect(ConstraintAttributePairing.problem(relating: "width", to: nil) == nil)
        #expect(ConstraintAttributePairing.problem(relating: "centerX", to: nil) != nil)
    }
}
