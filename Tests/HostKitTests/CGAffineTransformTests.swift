import Foundation
import HostKit
import Testing

/// `CGAffineTransform` as CoreGraphics defines it: its matrices, its order of composition, its
/// inverse, and points, sizes and rectangles mapped by it.
@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test func theIdentityLeavesPointsWhereTheyAreAndIsTheOnlyIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(!CGAffineTransform(scaleX: 1, y: 2).isIdentity)
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0).isIdentity)
    }

    @Test func theMakersHaveCoreGraphicsMatrices() {
        #expect(CGAffineTransform(translationX: 5, y: 7) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 7))
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        let rotation = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(rotation.a == cos(.pi / 6) && rotation.b == sin(.pi / 6) && rotation.c == -sin(.pi / 6) && rotation.d == cos(.pi / 6))
    }

    @Test func aPositiveRotationTurnsClockwiseOnTheScreen() {
        // y points down: (1, 0), to the right, goes to (0, 1), below.
        #expect(isClose(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2), move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func translatedScaledAndRotatedApplyTheirStepBeforeTheReceiver() {
        // CGAffineTransformTranslate(t, …) is translate, then t: the move is scaled by t.
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGPoint.zero.applying(scale.translatedBy(x: 5, y: 5)) == CGPoint(x: 10, y: 15))
        let move = CGAffineTransform(translationX: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 3, y: 4)) == CGPoint(x: 13, y: 24))
        #expect(isClose(CGPoint(x: 1, y: 0).applying(move.rotated(by: .pi / 2)), CGPoint(x: 10, y: 21)))
    }

    @Test func theInverseUndoesTheTransform() {
        let transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 13, y: -4)
        let point = CGPoint(x: 17, y: 29)
        #expect(isClose(point.applying(transform).applying(transform.inverted()), point))
        #expect(isClose(point.applying(transform.concatenating(transform.inverted())), point))
    }

    @Test func aTransformThatFlattensThePlaneInvertsToItself() {
        let flat = CGAffineTransform(scaleX: 0, y: 2)
        #expect(flat.inverted() == flat)
    }

    @Test func aSizeMapsWithoutTheTranslation() {
        let size = CGSize(width: 10, height: 4).applying(CGAffineTransform(scaleX: 2, y: -1).translatedBy(x: 100, y: 100))
        #expect(size == CGSize(width: 20, height: -4))
    }

    @Test func aRectangleMapsToTheBoundingBoxOfItsCorners() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(rect.applying(CGAffineTransform(translationX: 5, y: 6)) == CGRect(x: 5, y: 6, width: 20, height: 10))
        #expect(isClose(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -10, y: 0, width: 10, height: 20)))
        let diagonal = sqrt(2.0) / 2
        #expect(isClose(CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4)),
                        CGRect(x: -2 * diagonal, y: -2 * diagonal, width: 4 * diagonal, height: 4 * diagonal)))
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -20, y: 0, width: 20, height: 10), "a flip gives a standard rectangle")
        #expect(CGRect.null.applying(CGAffineTransform(rotationAngle: 1)).isNull)
    }
}
