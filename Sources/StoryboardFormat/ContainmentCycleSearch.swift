/// Finds the cycles of a containment graph (scenes, and the scenes each contains or stands for)
/// depth first, with a stack of its own rather than the thread's: a storyboard may chain 100,000
/// containers one inside the other, and a recursive search would overflow the stack on it. Each
/// node is entered once, so the search is linear in nodes and edges.
package enum ContainmentCycleSearch {
    private enum Mark { case onPath, done }

    /// Calls `found` once for each edge that leads back to a node on the current path, with the
    /// nodes of the cycle (from the one the edge returns to) and its edges (`steps[i]` leaves
    /// `nodes[i]`; the last one is the edge found).
    ///
    /// `finished` is called for each node once every node it leads to (but those on a cycle
    /// through it) is finished: the order to compute something from a node's successors, such as
    /// how deep a chain below it goes.
    package static func forEachCycle<Edge>(nodeCount: Int, edges: (Int) -> [Edge], target: (Edge) -> Int,
                                          found: (_ nodes: [Int], _ steps: [Edge]) -> Void,
                                          finished: (_ node: Int, _ edges: [Edge]) -> Void = { _, _ in }) {
        var marks = [Mark?](repeating: nil, count: nodeCount)
        for root in 0..<nodeCount where marks[root] == nil {
            var path: [(node: Int, edges: [Edge], next: Int)] = [(root, edges(root), 0)]
            marks[root] = .onPath
            while let top = path.indices.last {
                guard path[top].next < path[top].edges.count else {
                    marks[path[top].node] = .done
                    finished(path[top].node, path[top].edges)
                    path.removeLast()
                    continue
                }
                let edge = path[top].edges[path[top].next]
                path[top].next += 1
                let next = target(edge)
                switch marks[next] {
                case .onPath:
                    let start = path.lastIndex { $0.node == next }!
                    let steps = path[start...].map { $0.edges[$0.next - 1] }
                    found(path[start...].map(\.node), steps)
                case .done:
                    continue
                case nil:
                    marks[next] = .onPath
                    path.append((next, edges(next), 0))
                }
            }
        }
    }

    /// A cycle as a message tells it, from its steps (each a scene with the words that lead to
    /// it): all of them for a short cycle, the first and last few of a long one, so that a cycle
    /// through 50,000 scenes is one readable line.
    package static func describe(_ steps: [String]) -> String {
        let shown = 4
        guard steps.count > 2 * shown + 1 else { return steps.joined() }
        return steps.prefix(shown).joined() + " … (\(steps.count - 2 * shown) more) …" + steps.suffix(shown).joined()
    }
}
