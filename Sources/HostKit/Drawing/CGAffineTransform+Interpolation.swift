import Foundation

/// The steps between two transforms, as an animation of ``View/transform`` shows them. Core
/// Animation interpolates a transform through its parts, not its six numbers: a quarter turn
/// animated from the identity turns, where mixing the matrices' entries would shrink the view
/// through a diagonal squash. So each transform is split into a scale, a shear, a rotation and a
/// translation, those are mixed (the rotation the short way round), and the mix is put together
/// again.
extension CGAffineTransform {
    /// The transform `progress` of the way from this one to `end` (beyond 0...1 for a spring's
    /// overshoot).
    func interpolated(to end: CGAffineTransform, _ progress: Double) -> CGAffineTransform {
        let from = Parts(self), to = Parts(end)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        var turn = to.rotation - from.rotation
        // The short way round: a turn of more than half a circle goes the other way.
        turn = remainder(turn, 2 * Double.pi)
        return Parts(scaleX: mix(from.scaleX, to.scaleX), scaleY: mix(from.scaleY, to.scaleY), shear: mix(from.shear, to.shear),
                     rotation: from.rotation + turn * progress, tx: mix(from.tx, to.tx), ty: mix(from.ty, to.ty)).transform
    }

    /// A transform as a scale, then a shear of y into x, then a rotation, then a translation:
    /// (a, b) = scaleX · (cos θ, sin θ), (c, d) = scaleY · (shear · (cos θ, sin θ) + (−sin θ, cos θ)).
    /// A mirroring transform has a negative `scaleY`; one that flattens the view along x keeps
    /// its y part and no rotation.
    struct Parts {
        var scaleX, scaleY, shear, rotation, tx, ty: Double

        init(scaleX: Double, scaleY: Double, shear: Double, rotation: Double, tx: Double, ty: Double) {
            (self.scaleX, self.scaleY, self.shear, self.rotation, self.tx, self.ty) = (scaleX, scaleY, shear, rotation, tx, ty)
        }

        init(_ t: CGAffineTransform) {
            tx = t.tx
            ty = t.ty
            scaleX = (t.a * t.a + t.b * t.b).squareRoot()
            rotation = scaleX > 0 ? atan2(t.b, t.a) : 0
            let cosine = cos(rotation), sine = sin(rotation)
            scaleY = -t.c * sine + t.d * cosine
            shear = scaleY != 0 ? (t.c * cosine + t.d * sine) / scaleY : 0
        }

        var transform: CGAffineTransform {
            let cosine = cos(rotation), sine = sin(rotation)
            return CGAffineTransform(a: scaleX * cosine, b: scaleX * sine,
                                     c: scaleY * (shear * cosine - sine), d: scaleY * (shear * sine + cosine),
                                     tx: tx, ty: ty)
        }
    }
}
