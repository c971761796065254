import Foundation
import LayoutSolver

// Builds the constraint systems of `layout_solver.py` (which builds the very same ones for
// kiwisolver) and times the solver on them. Constraints are built before the clock starts, so
// both sides time only the solver: adding and solving, or suggesting values.
//
// Usage: LayoutSolverSystems RUNS [SYSTEM...]; prints one JSON line per system:
// {"system": NAME, "constraints": N, "samples_ms": [...]}.

/// A solver's four variables for one rectangle.
struct Box {
    let left, top, width, height: Variable
    init(_ solver: inout Solver) {
        left = solver.makeVariable()
        top = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }
    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }
}

func equal(_ lhs: LinearExpression, _ rhs: LinearExpression, _ strength: Strength = .required) -> Constraint {
    Constraint(lhs, .equal, rhs, strength: strength)
}

/// A screen of `views` views, nested as real screens are: a container holds up to 20 children
/// stacked in rows of two, each child constrained to its container and its siblings; containers
/// of containers hold up to 20 each (see `layout_solver.py`, `screen`).
func screen(views: Int, solver: inout Solver) -> (constraints: [Constraint], root: Box) {
    let root = Box(&solver)
    var constraints = [equal(LinearExpression(root.left), 0), equal(LinearExpression(root.top), 0)]
    fill(root, views: views, solver: &solver, constraints: &constraints)
    return (constraints, root)
}

/// Puts `views` leaf views into `parent`: as its children when they are 20 or fewer, else into
/// up to 20 child containers of equal capacity (a power of 20), stacked in a column.
func fill(_ parent: Box, views: Int, solver: inout Solver, constraints: inout [Constraint]) {
    guard views > 20 else {
        leaves(views, in: parent, solver: &solver, constraints: &constraints)
        return
    }
    var capacity = 20
    while capacity * 20 < views { capacity *= 20 }
    var previous: Box?
    var remaining = views
    while remaining > 0 {
        let count = min(capacity, remaining)
        remaining -= count
        let child = Box(&solver)
        constraints.append(equal(LinearExpression(child.left), parent.left + 8))
        constraints.append(equal(child.right, parent.right - 8))
        constraints.append(equal(LinearExpression(child.top), previous.map { $0.bottom + 8 } ?? parent.top + 8))
        fill(child, views: count, solver: &solver, constraints: &constraints)
        previous = child
    }
    constraints.append(equal(parent.bottom, previous!.bottom + 8))
}

/// Up to 20 views in rows of two: the leading one at least 20 wide, the trailing one as wide.
func leaves(_ count: Int, in container: Box, solver: inout Solver, constraints: inout [Constraint]) {
    var lastLeading: Box?
    var index = 0
    while index < count {
        let leading = Box(&solver)
        constraints.append(equal(LinearExpression(leading.left), container.left + 8))
        constraints.append(equal(LinearExpression(leading.top), lastLeading.map { $0.bottom + 4 } ?? container.top + 8))
        constraints.append(equal(LinearExpression(leading.height), 40))
        constraints.append(Constraint(LinearExpression(leading.width), .greaterThanOrEqual, 20))
        if index + 1 < count {
            let trailing = Box(&solver)
            constraints.append(equal(LinearExpression(trailing.left), leading.right + 8))
            constraints.append(equal(trailing.right, container.right - 8))
            constraints.append(equal(LinearExpression(trailing.width), LinearExpression(leading.width)))
            constraints.append(equal(LinearExpression(trailing.top), LinearExpression(leading.top)))
            constraints.append(equal(LinearExpression(trailing.height), LinearExpression(leading.height)))
        } else {
            constraints.append(equal(leading.right, container.right - 8))
        }
        lastLeading = leading
        index += 2
    }
    constraints.append(equal(container.bottom, lastLeading!.bottom + 8))
}

/// 200 views in rows of 10, each chained to its left neighbour (see `layout_solver.py`, `grid`).
func grid(weakWidths: Bool, solver: inout Solver) -> (constraints: [Constraint], screenWidth: Variable) {
    let screenWidth = solver.makeVariable()
    var constraints: [Constraint] = []
    for row in 0..<20 {
        var previous: Box?
        for column in 0..<10 {
            let view = Box(&solver)
            constraints.append(equal(LinearExpression(view.left), previous.map { $0.right + 10 } ?? 0))
            constraints.append(equal(LinearExpression(view.top), LinearExpression(constant: Double(row * 50))))
            constraints.append(equal(LinearExpression(view.height), 40))
            if weakWidths {
                constraints.append(Constraint(LinearExpression(view.width), .greaterThanOrEqual, 20))
                constraints.append(Constraint(LinearExpression(view.width), .lessThanOrEqual, 300))
                constraints.append(equal(LinearExpression(view.width), 100, .weak))
                if column == 9 { constraints.append(Constraint(view.right, .lessThanOrEqual, LinearExpression(screenWidth))) }
            } else {
                constraints.append(equal(LinearExpression(view.width), 50))
            }
            previous = view
        }
    }
    return (constraints, screenWidth)
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// The widths a resize goes through, the same on both sides.
func resizeWidth(_ step: Int) -> Double { Double(320 + (step * 37) % 700) }

/// The screen's size comes first, as a window's does: its width is an edit variable at 390.
func startScreen(_ root: Box, in solver: inout Solver) throws {
    try solver.addEditVariable(root.width, strength: .strong)
    try solver.suggestValue(root.width, 390)
}

/// Adds and solves, then evaluates the values, as kiwi's side does with `updateVariables()`.
func addAll(_ constraints: [Constraint], to solver: inout Solver) throws {
    for constraint in constraints { try solver.add(constraint) }
    solver.updateValues()
}

/// One timed run of a system: returns the constraint count and the milliseconds.
func run(_ system: String) throws -> (Int, Double) {
    var solver = Solver()
    switch system {
    case "screen-add-1000":
        let (constraints, root) = screen(views: 212, solver: &solver)
        return (constraints.count, try milliseconds {
            try startScreen(root, in: &solver)
            try addAll(constraints, to: &solver)
        })
    case "screen-edit-1000":
        let (constraints, root) = screen(views: 212, solver: &solver)
        try startScreen(root, in: &solver)
        try addAll(constraints, to: &solver)
        return (constraints.count, try milliseconds {
            for step in 0..<1000 {
                try solver.suggestValue(root.width, resizeWidth(step))
                solver.updateValues()
            }
        })
    case "grid-200":
        let (constraints, _) = grid(weakWidths: false, solver: &solver)
        return (constraints.count, try milliseconds { try addAll(constraints, to: &solver) })
    case "grid-200-weak-widths":
        let (constraints, _) = grid(weakWidths: true, solver: &solver)
        return (constraints.count, try milliseconds { try addAll(constraints, to: &solver) })
    case "grid-200-weak-widths-edit-1000":
        let (constraints, width) = grid(weakWidths: true, solver: &solver)
        try addAll(constraints, to: &solver)
        try solver.addEditVariable(width, strength: .strong)
        return (constraints.count, try milliseconds {
            for step in 0..<1000 {
                try solver.suggestValue(width, Double(300 + (step * 37) % 1100))
                solver.updateValues()
            }
        })
    case "views-1000-layout", "views-10000-layout":
        let views = system == "views-1000-layout" ? 1000 : 10_000
        let (constraints, root) = screen(views: views, solver: &solver)
        return (constraints.count, try milliseconds {
            try startScreen(root, in: &solver)
            try addAll(constraints, to: &solver)
        })
    case "views-1000-resize":
        let (constraints, root) = screen(views: 1000, solver: &solver)
        try startScreen(root, in: &solver)
        try addAll(constraints, to: &solver)
        return (constraints.count, try milliseconds {
            try solver.suggestValue(root.width, 844)
            solver.updateValues()
        })
    default:
        throw SolverError.internalFailure("unknown system \(system)")
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard let runs = arguments.first.flatMap({ Int($0) }), runs > 0 else {
    FileHandle.standardError.write(Data("usage: LayoutSolverSystems RUNS [SYSTEM...]\n".utf8))
    exit(2)
}
let allSystems = ["screen-add-1000", "screen-edit-1000", "grid-200", "grid-200-weak-widths", "grid-200-weak-widths-edit-1000",
                  "views-1000-layout", "views-1000-resize", "views-10000-layout"]
let systems = arguments.count > 1 ? Array(arguments.dropFirst()) : allSystems
for system in systems {
    var samples: [Double] = []
    var count = 0
    _ = try run(system)  // warm-up
    for _ in 0..<runs {
        let (constraints, elapsed) = try run(system)
        count = constraints
        samples.append(elapsed)
    }
    let line: [String: Any] = ["system": system, "constraints": count, "samples_ms": samples]
    print(String(decoding: try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]), as: UTF8.self))
}
