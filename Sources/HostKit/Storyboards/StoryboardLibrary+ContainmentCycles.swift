internal import StoryboardFormat

/// Containment cycles that run through storyboard references: scene A of one file holds (as a
/// navigation root, a tab or an embedded child) a reference to another file's scene B, which
/// holds a reference back to A. Each file alone is acyclic, so the decoder cannot see it; the
/// library, which links the files together, can, and reports it before anything is created,
/// for `apphost validate` and at launch alike.
extension StoryboardLibrary {
    /// A scene of one of the linked files.
    private struct SceneNode: Hashable {
        var file: Int
        var scene: Int
    }

    /// One way a scene leads to another: it contains it, or (a reference scene) stands for it.
    private struct Edge {
        var target: SceneNode
        /// Where the edge is written, in the file of the scene it starts from.
        var offset: Int
        var isReference: Bool
    }

    /// A diagnostic for each cycle among `storyboards` (by path), at the place that closes it.
    static func containmentCycles(among storyboards: [(path: String, linked: LinkedStoryboard)]) -> [StoryboardDiagnostic] {
        var fileIndexByPath: [String: Int] = [:]
        for (index, storyboard) in storyboards.enumerated() { fileIndexByPath[storyboard.path] = index }

        func edges(from node: SceneNode) -> [Edge] {
            let linked = storyboards[node.file].linked
            let description = linked.description
            switch description.scenes[node.scene].content {
            case .controller(let controller):
                let contained = (controller.container?.childSceneIDs ?? []) + controller.segues.filter { $0.kind == .embed }.compactMap(\.destination)
                return contained.compactMap { child in
                    description.sceneIndexByID[child.name].map { Edge(target: SceneNode(file: node.file, scene: $0), offset: child.offset, isReference: false) }
                }
            case .reference(let reference):
                guard let file = fileIndexByPath[linked.pathOfStoryboard(named: reference.storyboard.name)] else { return [] }
                let other = storyboards[file].linked.description
                let scene = reference.identifier.map { other.sceneIndexByStoryboardIdentifier[$0.name] } ?? other.initialSceneIndex
                return scene.map { [Edge(target: SceneNode(file: file, scene: $0), offset: reference.storyboard.offset, isReference: true)] } ?? []
            }
        }

        func name(_ node: SceneNode) -> String {
            let description = storyboards[node.file].linked.description
            return "\"\(description.scenes[node.scene].id)\" (\(description.name))"
        }

        // Depth first, with an explicit stack: a file of 10,000 scenes must not exhaust the
        // thread's stack. Each scene is entered once, so the search is linear in scenes and edges.
        enum Mark { case onPath, done }
        var marks: [SceneNode: Mark] = [:]
        var diagnostics: [StoryboardDiagnostic] = []
        for (file, storyboard) in storyboards.enumerated() {
            for scene in storyboard.linked.description.scenes.indices {
                let root = SceneNode(file: file, scene: scene)
                guard marks[root] == nil else { continue }
                var path: [(node: SceneNode, edges: [Edge], next: Int, via: Edge?)] = [(root, edges(from: root), 0, nil)]
                marks[root] = .onPath
                while !path.isEmpty {
                    let top = path.count - 1
                    guard path[top].next < path[top].edges.count else {
                        marks[path[top].node] = .done
                        path.removeLast()
                        continue
                    }
                    let edge = path[top].edges[path[top].next]
                    path[top].next += 1
                    switch marks[edge.target] {
                    case .onPath:
                        // Only cycles through a reference: the decoder reports those within a file.
                        let start = path.lastIndex { $0.node == edge.target }!
                        let nodes = path[start...].map(\.node)
                        let steps = Array(path[(start + 1)...].map { $0.via! }) + [edge]
                        guard steps.contains(where: \.isReference) else { continue }
                        // Told from the scene first in file order, and reported where the cycle
                        // comes back to it: the same words and place whichever file the check
                        // started from, so `validate Main Tabs` reports it once.
                        let first = nodes.indices.min { (storyboards[nodes[$0].file].path, nodes[$0].scene) < (storyboards[nodes[$1].file].path, nodes[$1].scene) }!
                        var text = name(nodes[first])
                        for offset in 0..<steps.count {
                            let step = steps[(first + offset) % steps.count]
                            text += (step.isReference ? ", which stands for " : offset == 0 ? " contains " : ", which contains ") + name(step.target)
                        }
                        let closing = (first + steps.count - 1) % steps.count
                        let from = storyboards[nodes[closing].file].linked.description
                        diagnostics.append(StoryboardDiagnostic(at: from.location(at: steps[closing].offset), "containment cycle through storyboard references: \(text)",
                                                                remedy: "a controller cannot contain itself; use a show or present segue to reach it instead"))
                    case .done:
                        continue
                    case nil:
                        marks[edge.target] = .onPath
                        path.append((edge.target, edges(from: edge.target), 0, edge))
                    }
                }
            }
        }
        return diagnostics
    }
}
