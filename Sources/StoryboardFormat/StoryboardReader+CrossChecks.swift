/// The checks that look across a whole file: unique ids, the initial scene, and every reference
/// from one part of the file to another.
extension StoryboardReader {
    func crossCheck(_ storyboard: inout StoryboardDescription) {
        var firstOffsetByID: [String: Int] = [:]
        // The index of the scene each view and object id is in, not the scene's id: the first
        // `[String: String]` of a launch has the runtime scan every image's conformances.
        var sceneIndexOfViewID: [String: Int] = [:]
        func claim(_ id: NameAt, scene: Int?) {
            if let first = firstOffsetByID[id.name] {
                report(id.offset, "duplicate id \(quoted(id.name)) (first at \(positionText(first)))",
                       remedy: "give each scene, view, layout guide and object an id of its own")
            } else {
                firstOffsetByID[id.name] = id.offset
                if let scene { sceneIndexOfViewID[id.name] = scene }
            }
        }

        for (index, scene) in storyboard.scenes.enumerated() {
            claim(NameAt(scene.id, at: scene.offset), scene: nil)
            if storyboard.sceneIndexByID[scene.id] == nil { storyboard.sceneIndexByID[scene.id] = index }
            guard let controller = scene.controller else { continue }
            for id in controller.viewIDs { claim(id, scene: index) }
            for id in controller.guideIDs { claim(id, scene: nil) }
            for object in controller.objects { claim(object.id, scene: index) }
            for item in controller.barButtonItems { if let id = item.id { claim(id, scene: index) } }
            if let identifier = controller.storyboardIdentifier {
                if let first = storyboard.sceneIndexByStoryboardIdentifier[identifier.name],
                   let firstOffset = storyboard.scenes[first].controller?.storyboardIdentifier?.offset {
                    report(identifier.offset, "duplicate storyboardIdentifier \(quoted(identifier.name)) (first at \(positionText(firstOffset)))",
                           remedy: "give each scene a storyboardIdentifier of its own")
                } else {
                    storyboard.sceneIndexByStoryboardIdentifier[identifier.name] = index
                }
            }
            if scene.isInitial {
                if let first = storyboard.initialSceneIndex {
                    report(scene.offset, "more than one initial view controller: \(quoted(scene.id)) and \(quoted(storyboard.scenes[first].id)) (at \(positionText(storyboard.scenes[first].offset)))",
                           remedy: "mark exactly one scene \"initial\": true")
                } else {
                    storyboard.initialSceneIndex = index
                }
            }
        }
        for scene in storyboard.scenes {
            guard let controller = scene.controller else { continue }
            checkReferences(of: controller, sceneID: scene.id, in: storyboard, sceneIndexOfViewID: sceneIndexOfViewID)
        }
        checkContainmentCycles(storyboard)
    }

    private func checkReferences(of controller: ControllerSceneDescription, sceneID: String, in storyboard: StoryboardDescription,
                                 sceneIndexOfViewID: [String: Int]) {
        // Sets to look ids up in; the arrays (and the file's scene ids) only when a suggestion is
        // needed, so that a storyboard of 10,000 scenes is checked in linear time.
        let ownViewIDs = controller.viewIDs.map(\.name), ownViewIDSet = Set(ownViewIDs)
        let ownObjectIDs = controller.objects.map(\.id.name), ownObjectIDSet = Set(ownObjectIDs)
        let ownItemIDs = controller.barButtonItems.compactMap(\.id?.name), ownItemIDSet = Set(ownItemIDs)

        for outlet in controller.outlets
        where !ownViewIDSet.contains(outlet.target.name) && !ownObjectIDSet.contains(outlet.target.name) && !ownItemIDSet.contains(outlet.target.name) {
            report(outlet.target.offset,
                   "outlet \(quoted(outlet.property.name)) refers to \(quoted(outlet.target.name)), \(describeMissing(outlet.target.name, in: storyboard, sceneIndexOfViewID, sceneID: sceneID, what: "view, object or bar button item"))",
                   remedy: suggestion(outlet.target.name, among: ownViewIDs + ownObjectIDs + ownItemIDs)
                       ?? "connect the outlet to the id of a view, object or bar button item of scene \(quoted(sceneID))")
        }

        var segueOffsetByID: [String: Int] = [:]
        for segue in controller.segues {
            if let first = segueOffsetByID[segue.id.name] {
                report(segue.id.offset, "duplicate segue id \(quoted(segue.id.name)) in scene \(quoted(sceneID)) (first at \(positionText(first)))",
                       remedy: "give each segue of a scene an id of its own")
            } else {
                segueOffsetByID[segue.id.name] = segue.id.offset
            }
            if let destination = segue.destination, storyboard.sceneIndexByID[destination.name] == nil {
                report(destination.offset, "segue \(quoted(segue.id.name)) leads to \(quoted(destination.name)), which is not a scene of this storyboard",
                       remedy: suggestion(destination.name, among: storyboard.scenes.map(\.id)) ?? "use the id of a scene, or add a storyboard reference scene")
            }
            if let container = segue.container, !ownViewIDSet.contains(container.name) {
                report(container.offset,
                       "embed segue \(quoted(segue.id.name)) puts its child in \(quoted(container.name)), \(describeMissing(container.name, in: storyboard, sceneIndexOfViewID, sceneID: sceneID, what: "view"))",
                       remedy: suggestion(container.name, among: ownViewIDs) ?? "use the id of a view of scene \(quoted(sceneID))")
            }
        }

        for segueID in controller.cellSegues {
            checkStartedSegue(segueID, in: controller, sceneID: sceneID, starting: "the cell performs segue \(quoted(segueID.name)) when its row is tapped",
                              refusal: "a cell cannot perform", verb: "perform")
        }
        for action in controller.viewActions {
            checkReferences(of: action.kind, sentBy: "control", in: controller, sceneID: sceneID, objectIDs: ownObjectIDs, objectIDSet: ownObjectIDSet)
        }
        for item in controller.barButtonItems {
            guard let kind = item.action else { continue }
            checkReferences(of: kind, sentBy: "bar button item", in: controller, sceneID: sceneID, objectIDs: ownObjectIDs, objectIDSet: ownObjectIDSet)
        }

        for child in controller.container?.childSceneIDs ?? [] where storyboard.sceneIndexByID[child.name] == nil {
            report(child.offset, "\(quoted(child.name)) is not a scene of this storyboard",
                   remedy: suggestion(child.name, among: storyboard.scenes.map(\.id)) ?? "use the id of a scene")
        }
    }

    /// The segue or target object an action of a `sender` (a control, a bar button item) names
    /// must be the scene's.
    private func checkReferences(of kind: ActionDescription.Kind, sentBy sender: String, in controller: ControllerSceneDescription, sceneID: String,
                                 objectIDs: [String], objectIDSet: Set<String>) {
        switch kind {
        case .segue(let segueID):
            checkStartedSegue(segueID, in: controller, sceneID: sceneID, starting: "the \(sender) triggers segue \(quoted(segueID.name))",
                              refusal: "a \(sender) cannot trigger", verb: "trigger")
        case .action(_, .object(let objectID)) where !objectIDSet.contains(objectID.name):
            report(objectID.offset, "action target \(quoted(objectID.name)) is not an object of scene \(quoted(sceneID))",
                   remedy: suggestion(objectID.name, among: objectIDs) ?? "use \"owner\", \"firstResponder\" or the id of one of the scene's \"objects\"")
        case .action:
            break
        }
    }

    /// A segue something of the scene starts (`starting` says what and how) must be one of the
    /// scene's, and not an embed segue, which runs only when the view loads.
    private func checkStartedSegue(_ segueID: NameAt, in controller: ControllerSceneDescription, sceneID: String, starting: String,
                                   refusal: String, verb: String) {
        guard let segue = controller.segue(withID: segueID.name) else {
            report(segueID.offset, "\(starting), which scene \(quoted(sceneID)) does not have",
                   remedy: suggestion(segueID.name, among: controller.segues.map(\.id.name)) ?? "add the segue to the scene's \"segues\", or correct its id")
            return
        }
        if segue.kind == .embed {
            report(segueID.offset, "\(refusal) embed segue \(quoted(segueID.name))",
                   remedy: "embed segues run when the scene's view loads; \(verb) a show, present, unwind or custom segue")
        }
    }

    private func describeMissing(_ id: String, in storyboard: StoryboardDescription, _ sceneIndexOfViewID: [String: Int], sceneID: String,
                                 what: String) -> String {
        if let owner = sceneIndexOfViewID[id] {
            return "which belongs to scene \(quoted(storyboard.scenes[owner].id)), not \(quoted(sceneID))"
        }
        return "which is not a \(what) of scene \(quoted(sceneID))"
    }

    private func suggestion(_ name: String, among candidates: [String]) -> String? {
        Suggestions.closest(to: name, among: candidates).map { "did you mean \(quoted($0))?" }
    }

    /// A container that holds itself, directly or through others, would be built forever.
    private func checkContainmentCycles(_ storyboard: StoryboardDescription) {
        func containedScenes(_ index: Int) -> [(scene: Int, at: NameAt)] {
            guard let controller = storyboard.scenes[index].controller else { return [] }
            let contained = (controller.container?.childSceneIDs ?? []) + controller.segues.filter { $0.kind == .embed }.compactMap(\.destination)
            return contained.compactMap { child in storyboard.sceneIndexByID[child.name].map { ($0, child) } }
        }
        ContainmentCycleSearch.forEachCycle(nodeCount: storyboard.scenes.count, edges: containedScenes, target: \.scene) { nodes, steps in
            let cycle = nodes.map { storyboard.scenes[$0].id } + [steps.last!.at.name]
            report(steps.last!.at.offset, "containment cycle: \(ContainmentCycleSearch.describe(cycle.enumerated().map { ($0.offset == 0 ? "" : " contains ") + quoted($0.element) }))",
                   remedy: "a controller cannot contain itself; use a show or present segue to reach it instead")
        }
    }

    func positionText(_ offset: Int) -> String {
        let location = source.location(at: offset)
        return "line \(location.line), column \(location.column)"
    }
}
