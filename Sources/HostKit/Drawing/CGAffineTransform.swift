import Foundation

/// An affine transformation matrix, as CoreGraphics's `CGAffineTransform`, with its names and
/// its order of composition, so that ported code that builds one (a view's
/// ``View/transform``) reads as it did. Foundation has it on Apple platforms only (on Linux it
/// has `AffineTransform`, with other names), so HostKit defines it, as it uses Foundation's
/// `CGPoint`, `CGSize` and `CGRect`.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). With y pointing down, as on the
/// screen, a positive rotation angle turns clockwise, as in UIKit.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Moves every point by (`tx`, `ty`).
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Scales by `sx` horizontally and `sy` vertically, about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Rotates by `angle` radians about the origin (clockwise on the screen for a positive angle).
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// Whether it only moves points: what the identity's fast paths (a view's placement in its
    /// superview without a transform) keep to.
    var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// This transform, then `t2`, as `CGAffineTransformConcat(self, t2)`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation by (`tx`, `ty`), then this transform, as `CGAffineTransformTranslate`: the
    /// move is in this transform's own coordinates (a scaled transform moves by scaled amounts).
    public func translatedBy(x tx: Double, y ty: Double) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale, then this transform, as `CGAffineTransformScale`.
    public func scaledBy(x sx: Double, y sy: Double) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians, then this transform, as `CGAffineTransformRotate`.
    public func rotated(by angle: Double) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Whether it can be undone: it does not flatten the plane (its determinant is not 0) and its
    /// numbers are finite. A view flattened by its transform shows nothing and takes no touches;
    /// Cairo would stop drawing for good at such a matrix.
    var isInvertible: Bool {
        let determinant = a * d - b * c
        return determinant != 0 && determinant.isFinite && tx.isFinite && ty.isFinite
    }

    /// The transform that undoes this one; a transform that cannot be undone (it flattens the
    /// plane: its determinant is 0) is returned unchanged, as `CGAffineTransformInvert` does.
    public func inverted() -> CGAffineTransform {
        guard isInvertible else { return self }
        let determinant = a * d - b * c
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// The point `t` maps this one to, as `CGPointApplyAffineTransform`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size `t` maps this one to, translation aside, as `CGSizeApplyAffineTransform`: the
    /// result may be negative (a flip) and is not a bounding box.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that holds this one's four corners mapped by `t`, as
    /// `CGRectApplyAffineTransform`; the null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        if t.isTranslation { return standardized.offsetBy(dx: t.tx, dy: t.ty) }
        let p1 = CGPoint(x: minX, y: minY).applying(t), p2 = CGPoint(x: maxX, y: minY).applying(t)
        let p3 = CGPoint(x: minX, y: maxY).applying(t), p4 = CGPoint(x: maxX, y: maxY).applying(t)
        let left = min(p1.x, p2.x, p3.x, p4.x), top = min(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: left, y: top, width: max(p1.x, p2.x, p3.x, p4.x) - left, height: max(p1.y, p2.y, p3.y, p4.y) - top)
    }
}
