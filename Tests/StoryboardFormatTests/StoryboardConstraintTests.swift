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
}
