import Foundation
internal import StoryboardFormat

/// Makes a scene's storyboard constraints and autoresizing masks into HostKit's, once all of
/// its views exist.
@MainActor
enum StoryboardConstraints {
    /// A view built from a description that has Auto Layout settings.
    struct Pending {
        let view: View
        /// Where the view's description starts in the storyboard.
        let offset: Int
        let constraints: [ConstraintDescription]
        let autoresizingMask: [String]?
        let translatesAutoresizingMaskIntoConstraints: Bool?
    }

    static func pending(_ view: View, _ description: ViewDescription) -> Pending? {
        guard !description.constraints.isEmpty || description.autoresizingMask != nil || description.translatesAutoresizingMaskIntoConstraints != nil else { return nil }
        return Pending(view: view, offset: description.offset, constraints: description.constraints, autoresizingMask: description.autoresizingMask,
                       translatesAutoresizingMaskIntoConstraints: description.translatesAutoresizingMaskIntoConstraints)
    }

    /// Where in the storyboard the views with Auto Layout settings and the constraints made
    /// while it is set come from (byte offsets, by object), so that `apphost validate` can say
    /// where a conflict or an ambiguity is. `nil` outside such a check: a running app keeps
    /// no such map.
    static var sourceMap: SourceMap?

    /// Byte offsets of the storyboard by the object made from them.
    @MainActor final class SourceMap {
        var views: [ObjectIdentifier: Int] = [:]
        var constraints: [ObjectIdentifier: Int] = [:]
    }

    /// Applies each pending view's settings and activates its constraints; `location` names a
    /// byte offset of the storyboard as `file:line:column` for the issues.
    static func apply(_ pending: [Pending], viewsByID: [String: View], guidesByID: [String: LayoutGuide], location: (Int) -> String) {
        for entry in pending {
            if let names = entry.autoresizingMask {
                entry.view.autoresizingMask = AutoresizingMask(names.compactMap(mask(named:)))
            }
            // As Interface Builder does: a view with constraints is placed by them.
            entry.view.translatesAutoresizingMaskIntoConstraints = entry.translatesAutoresizingMaskIntoConstraints ?? entry.constraints.isEmpty
        }
        for entry in pending {
            sourceMap?.views[ObjectIdentifier(entry.view)] = entry.offset
            for description in entry.constraints {
                guard let constraint = make(description, on: entry.view, viewsByID: viewsByID, guidesByID: guidesByID, location: location) else { continue }
                sourceMap?.constraints[ObjectIdentifier(constraint)] = description.offset
                constraint.isActive = true
            }
        }
    }

    private static func make(_ description: ConstraintDescription, on view: View, viewsByID: [String: View], guidesByID: [String: LayoutGuide],
                             location: (Int) -> String) -> LayoutConstraint? {
        func item(_ name: NameAt) -> AnyObject? {
            // A guide's id names the guide (the reader refuses a guide's id with a suffix).
            if let layoutGuide = guidesByID[name.name] { return layoutGuide }
            let (viewID, guide) = ConstraintDescription.splitItem(name.name)
            let target: View? = if let viewID { viewsByID[viewID] } else { view.superview }
            guard let target else {
                HostLink.reportIssue("\(location(name.offset)): the constraint's item \"\(name.name)\" is not a view of the scene\(viewID == nil ? " (the view has no superview)" : "")",
                                     remedy: "name a view id of the scene, or \"superview\" on a view that has one")
                return nil
            }
            switch guide {
            case ".safeArea": return target.safeAreaLayoutGuide
            case ".margins": return target.layoutMarginsGuide
            case ".contentLayoutGuide", ".frameLayoutGuide":
                guard let scrollView = target as? ScrollView else {
                    HostLink.reportIssue("\(location(name.offset)): the constraint's item \"\(name.name)\" names a scroll view's guide, but the view is a \(type(of: target)), not a ScrollView",
                                         remedy: "name a ScrollView (or a class derived from it), or use .safeArea or .margins")
                    return nil
                }
                return guide == ".contentLayoutGuide" ? scrollView.contentLayoutGuide : scrollView.frameLayoutGuide
            default: return target
            }
        }
        let first: AnyObject? = description.first.map(item) ?? view
        guard let first else { return nil }
        var second: AnyObject?
        if let name = description.second {
            second = item(name)
            guard second != nil else { return nil }
        }
        guard let firstAttribute = LayoutConstraint.Attribute(rawValue: description.firstAttribute),
              let relation = LayoutConstraint.Relation(rawValue: description.relation) else { return nil }
        let secondAttribute = description.secondAttribute.flatMap(LayoutConstraint.Attribute.init(rawValue:)) ?? firstAttribute
        let constraint = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                          attribute: secondAttribute, multiplier: description.multiplier, constant: description.constant)
        constraint.priority = LayoutPriority(Float(description.priority))
        constraint.identifier = description.identifier
        return constraint
    }

    private static func mask(named name: String) -> AutoresizingMask? {
        switch name {
        case "flexibleLeftMargin": .flexibleLeftMargin
        case "flexibleWidth": .flexibleWidth
        case "flexibleRightMargin": .flexibleRightMargin
        case "flexibleTopMargin": .flexibleTopMargin
        case "flexibleHeight": .flexibleHeight
        case "flexibleBottomMargin": .flexibleBottomMargin
        default: nil
        }
    }
}
