import Foundation
internal import StoryboardFormat

extension StoryboardCanvas {
    /// Collects the issues HostKit reports while a scene is laid out, each with the app's
    /// constraint the engine refused just before it, if it was one.
    private final class IssueCollector: HostKitObserver {
        var issues: [(message: String, refused: LayoutConstraint?)] = []
        var refused: LayoutConstraint?
        func willInvoke(_ name: String, on receiver: AnyObject, details: KeyValuePairs<String, String>) {}
        func didReportIssue(_ message: String, remedy: String) {
            issues.append((message, refused))
            refused = nil
        }
        func didLog(_ message: String) {}
    }

    /// The Auto Layout warnings of every scene laid out on the canvas's screen, as
    /// `file:line:column: warning: message`: constraints that conflict (at the constraint the
    /// engine breaks, or the scene when that one is not the storyboard's), and views placed by
    /// constraints whose frame they leave ambiguous (at the view).
    package func layoutWarnings() -> [String] {
        let description = storyboard.linked.description
        var warnings: [String] = []
        for (index, scene) in description.scenes.enumerated() {
            guard let controller = scene.controller, controller.view.map(Self.usesConstraints) == true else { continue }
            let collector = IssueCollector()
            let sources = StoryboardConstraints.SourceMap()
            let previous = (observer: HostLink.observer, sources: StoryboardConstraints.sourceMap, refusal: LayoutEngine.willReportRefusal)
            HostLink.observer = collector
            StoryboardConstraints.sourceMap = sources
            LayoutEngine.willReportRefusal = { collector.refused = $0 }
            defer {
                (HostLink.observer, StoryboardConstraints.sourceMap, LayoutEngine.willReportRefusal) = previous
            }
            guard let instance = try? storyboard.instantiateScene(at: index) else { continue }
            let window = Window(frame: CGRect(origin: .zero, size: screen))
            window.rootViewController = instance
            window.showRootViewController()
            window.layoutIfNeeded()
            let sceneLocation = description.location(at: scene.offset)
            for issue in collector.issues {
                let location = issue.refused.flatMap { sources.constraints[ObjectIdentifier($0)] }.map(description.location(at:)) ?? sceneLocation
                warnings.append("\(location): warning: scene \"\(scene.id)\": \(issue.message)")
            }
            let offsets = Dictionary(controller.viewIDs.map { ($0.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
            func check(_ view: View) {
                if !view.translatesAutoresizingMaskIntoConstraints, view.hasAmbiguousLayout {
                    let name = view.storyboardIdentifier
                    let offset = name.flatMap { offsets[$0] } ?? sources.views[ObjectIdentifier(view)] ?? scene.offset
                    warnings.append("\(description.location(at: offset)): warning: the constraints leave the frame of \(name.map { "view \"\($0)\"" } ?? "a \(HostLink.typeName(of: view))") ambiguous at \(Int(screen.width))x\(Int(screen.height))")
                }
                for subview in view.subviews { check(subview) }
            }
            check(window)
        }
        return warnings
    }

    private static func usesConstraints(_ view: ViewDescription) -> Bool {
        !view.constraints.isEmpty || view.subviews.contains(where: usesConstraints)
    }
}
