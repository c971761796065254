import Foundation

extension CGPoint {
    /// The straight-line distance to `other`, in points: how far a finger moved, or how far apart
    /// two are.
    func distance(to other: CGPoint) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}
