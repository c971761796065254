import Foundation

/// Points and rectangles compared within rounding: a rotation goes through a sine and a cosine,
/// so a quarter turn lands a hair off whole numbers, in UIKit as here.
func isClose(_ lhs: CGPoint, _ rhs: CGPoint) -> Bool {
    abs(lhs.x - rhs.x) < 1e-9 && abs(lhs.y - rhs.y) < 1e-9
}

func isClose(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    isClose(lhs.origin, rhs.origin) && abs(lhs.width - rhs.width) < 1e-9 && abs(lhs.height - rhs.height) < 1e-9
}
