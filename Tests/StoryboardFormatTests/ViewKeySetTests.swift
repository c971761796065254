import StoryboardFormat
import Testing

/// A key set holds exactly the ids it was made of, whatever their spread over its words.
struct ViewKeySetTests {
    /// Bounds on and either side of word edges; ids spread by a stride, repeats included.
    @Test(arguments: [1, 2, 63, 64, 65, 127, 128, 129, 300], [1, 7, 37, 64])
    func holdsWhatASetHolds(bound: Int, stride: Int) {
        let ids = (0 ..< bound / 2 + 3).map { ($0 * stride) % bound }
        let keys = ViewKeySet(ids, bound: bound)
        let expected = Set(ids)
        #expect(keys.count == expected.count)
        for id in -2 ..< bound + 70 {
            #expect(keys.contains(id) == expected.contains(id), "id \(id) of bound \(bound)")
        }
    }

    @Test func anEmptySetHoldsNothing() {
        let keys = ViewKeySet([], bound: 0)
        #expect(keys.count == 0)
        #expect(!keys.contains(0))
        #expect(!keys.contains(-1))
    }
}
