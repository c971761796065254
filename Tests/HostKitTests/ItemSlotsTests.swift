import LayoutSolver
import Testing
@testable import HostKit

/// An item's slots are kept inline and read by offset: each must hold its own id, and there
/// must be one for every slot a view has.
@MainActor
@Suite struct ItemSlotsTests {
    @Test func thereIsASlotForEveryOneAViewHas() {
        #expect(ItemSlots.capacity == LayoutEngine.intrinsicSlots.upperBound)
        #expect(LayoutEngine.frameSlots.upperBound == LayoutEngine.floorSlots.lowerBound)
        #expect(LayoutEngine.floorSlots.upperBound == LayoutEngine.intrinsicSlots.lowerBound)
    }

    @Test func eachSlotKeepsItsOwnIdAndStartsEmpty() {
        var slots = ItemSlots()
        for index in 0 ..< ItemSlots.capacity { #expect(slots[index].id.rawValue == -1) }
        for index in 0 ..< ItemSlots.capacity { slots[index] = LayoutEngine.Slot(id: ConstraintID(rawValue: Int32(100 + index))) }
        slots[3].id = ConstraintID(rawValue: 7)
        for index in 0 ..< ItemSlots.capacity {
            #expect(slots[index].id.rawValue == (index == 3 ? 7 : Int32(100 + index)))
        }
    }
}
