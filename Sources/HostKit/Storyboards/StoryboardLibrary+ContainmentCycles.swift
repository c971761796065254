internal import StoryboardFormat

/// Containment cycles that run through storyboard references, and chains of containers deeper
/// than the launch creates: scene A of one file holds (as a
/// navigation root, a tab or an embedded child) a reference to another file's scene B, which
/// holds a reference back to A. Each file alone is acyclic, so the decoder cannot see it; the
/// library, which links the files together, can, and reports it before anything is created,
/// for `apphost validate` and at launch alike.
extension StoryboardLibrary {
    /// One way a scene leads to another: it contains it, or (a reference scene) stands for it.
    private struct Edge {
        /// The scene it leads to, numbered across the files (``containmentCycles(among:)``).
        var target: Int
        /// Where the edge is written, in the file of the scene it starts from.
        var offset: Int
        var isReference: Bool
        /// An embed segue: its child is created when the view loads, not with the container, so
        /// it does not add to how deep the container's creation goes.
        var isEmbed = false
    }

    /// A diagnostic for each cycle among `storyboards` (by path), at the place that closes it.
    static func containmentCycles(among storyboards: [(path: String, linked: LinkedStoryboard)]) -> [StoryboardDiagnostic] {
        // Scenes are numbered file after file: file `f`'s scene `s` is `firstNode[f] + s`.
        var fileIndexByPath: [String: Int] = [:]
        var firstNode: [Int] = []
        var fileOfNode: [Int] = []
        for (index, storyboard) in storyboards.enumerated() {
            fileIndexByPath[storyboard.path] = index
            firstNode.append(fileOfNode.count)
            fileOfNode += repeatElement(index, count: storyboard.linked.description.scenes.count)
        }
        func description(ofNode node: Int) -> StoryboardDescription { storyboards[fileOfNode[node]].linked.description }
        func scene(ofNode node: Int) -> Int { node - firstNode[fileOfNode[node]] }

        func edges(from node: Int) -> [Edge] {
            let file = fileOfNode[node]
            let linked = storyboards[file].linked
            let description = linked.description
            switch description.scenes[scene(ofNode: node)].content {
            case .controller(let controller):
                let children = (controller.container?.childSceneIDs ?? []).map { ($0, false) }
                    + controller.segues.filter { $0.kind == .embed }.compactMap(\.destination).map { ($0, true) }
                return children.compactMap { child, isEmbed in
                    description.sceneIndexByID[child.name].map { Edge(target: firstNode[file] + $0, offset: child.offset, isReference: false, isEmbed: isEmbed) }
                }
            case .reference(let reference):
                guard let other = fileIndexByPath[linked.pathOfStoryboard(named: reference.storyboard.name)] else { return [] }
                let otherDescription = storyboards[other].linked.description
                let target = reference.identifier.map { otherDescription.sceneIndexByStoryboardIdentifier[$0.name] } ?? otherDescription.initialSceneIndex
                return target.map { [Edge(target: firstNode[other] + $0, offset: reference.storyboard.offset, isReference: true)] } ?? []
            }
        }

        func name(_ node: Int) -> String {
            let description = description(ofNode: node)
            return "\"\(description.scenes[scene(ofNode: node)].id)\" (\(description.name))"
        }

        var diagnostics: [StoryboardDiagnostic] = []
        // How many scenes creating each one creates one inside the other, itself included.
        var chainLength = [Int](repeating: 0, count: fileOfNode.count)
        ContainmentCycleSearch.forEachCycle(nodeCount: fileOfNode.count, edges: edges, target: \.target, found: { nodes, steps in
            // Only cycles through a reference: the decoder reports those within a file.
            guard steps.contains(where: \.isReference) else { return }
            // Told from the scene first in file order, and reported where the cycle comes back to
            // it: the same words and place whichever file the check started from, so
            // `validate Main Tabs` reports it once.
            let first = nodes.indices.min { (storyboards[fileOfNode[nodes[$0]]].path, nodes[$0]) < (storyboards[fileOfNode[nodes[$1]]].path, nodes[$1]) }!
            var parts = [name(nodes[first])]
            for offset in 0..<steps.count {
                let step = steps[(first + offset) % steps.count]
                parts.append((step.isReference ? ", which stands for " : offset == 0 ? " contains " : ", which contains ") + name(step.target))
            }
            let text = ContainmentCycleSearch.describe(parts)
            let closing = (first + steps.count - 1) % steps.count
            diagnostics.append(StoryboardDiagnostic(at: description(ofNode: nodes[closing]).location(at: steps[closing].offset),
                                                    "containment cycle through storyboard references: \(text)",
                                                    remedy: "a controller cannot contain itself; use a show or present segue to reach it instead"))
        }, finished: { node, edges in
            chainLength[node] = 1 + edges.lazy.filter { !$0.isEmbed }.map { chainLength[$0.target] }.reduce(0, max)
        })
        // The launch creates at most `Storyboard.containmentLimit` scenes one inside the other; say
        // so now, once, at the scene whose chain is longest, rather than when it is first created.
        if let deepest = chainLength.indices.max(by: { chainLength[$0] < chainLength[$1] }), chainLength[deepest] > Storyboard.containmentLimit {
            let description = description(ofNode: deepest)
            let scene = description.scenes[scene(ofNode: deepest)]
            diagnostics.append(StoryboardDiagnostic(at: description.location(at: scene.offset),
                                                    "scene \"\(scene.id)\" holds \(chainLength[deepest]) scenes one inside the other; apphost creates at most \(Storyboard.containmentLimit)",
                                                    remedy: "shorten the chain of navigation, tab bar and reference scenes (reach the deeper screens with show or present segues)"))
        }
        return diagnostics
    }
}
