import HostKit

/// What the user drank today, counted in glasses of 250 ml.
struct DailyIntake: Equatable {
    static let millilitresPerGlass = 250

    /// How the amount is shown; a tap on the glass switches between them.
    enum Unit: String {
        case glasses, millilitres

        var other: Unit { self == .glasses ? .millilitres : .glasses }
    }

    var glasses = 0
    var goal = 8

    var hasReachedGoal: Bool { glasses >= goal }
    /// How full the glass on screen is: the part of the goal drunk, at most all of it.
    var fractionOfGoal: Double { goal > 0 ? min(Double(glasses) / Double(goal), 1) : 1 }

    /// What was drunk, alone: "1 glass", "750 ml".
    func drunk(in unit: Unit) -> String {
        switch unit {
        case .glasses: glasses == 1 ? "1 glass" : "\(glasses) glasses"
        case .millilitres: "\(glasses * Self.millilitresPerGlass) ml"
        }
    }

    /// What was drunk against the goal: "3 of 8 glasses".
    func amount(in unit: Unit) -> String {
        switch unit {
        case .glasses:
            "\(glasses) of \(goal) glasses"
        case .millilitres:
            "\(glasses * Self.millilitresPerGlass) of \(goal * Self.millilitresPerGlass) ml"
        }
    }
}

extension DailyIntake {
    static let activityType = "example.water.today"

    /// The day as a scene's restoration activity, with the unit it was shown in.
    func activity(shownIn unit: Unit) -> UserActivity {
        let activity = UserActivity(activityType: Self.activityType)
        activity.title = "Today"
        activity.userInfo = ["glasses": glasses, "unit": unit.rawValue]
        return activity
    }

    /// The day and unit an activity of ours holds; `nil` for any other activity.
    static func restored(from activity: UserActivity) -> (intake: DailyIntake, unit: Unit)? {
        guard activity.activityType == activityType, let glasses = activity.userInfo?["glasses"] as? Int, glasses >= 0 else { return nil }
        let unit = (activity.userInfo?["unit"] as? String).flatMap(Unit.init(rawValue:)) ?? .glasses
        return (DailyIntake(glasses: glasses), unit)
    }
}
