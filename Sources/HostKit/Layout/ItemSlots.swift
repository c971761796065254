/// A layout item's slots in its engine, kept inline: a view has ten (its frame's four, its
/// size's two floors, its intrinsic size's four), a guide four. An array each was an allocation
/// for every view a first layout places, and one more object for every pass to reach.
struct ItemSlots {
    /// As many as a view's slots (the end of ``LayoutEngine/intrinsicSlots``, checked by
    /// `ItemSlotsTests`); the tuple below holds exactly this many.
    static let capacity = 10

    private var slots: (LayoutEngine.Slot, LayoutEngine.Slot, LayoutEngine.Slot, LayoutEngine.Slot, LayoutEngine.Slot,
                        LayoutEngine.Slot, LayoutEngine.Slot, LayoutEngine.Slot, LayoutEngine.Slot, LayoutEngine.Slot)
        = (.init(), .init(), .init(), .init(), .init(), .init(), .init(), .init(), .init(), .init())

    // A slot is a plain 4-byte id, laid out in the tuple one after another: reading or writing
    // one at its index's offset, after the bounds check, touches only that slot's bytes.
    subscript(index: Int) -> LayoutEngine.Slot {
        get {
            precondition(index >= 0 && index < Self.capacity, "slot \(index) of \(Self.capacity)")
            return withUnsafeBytes(of: slots) { $0.load(fromByteOffset: index * MemoryLayout<LayoutEngine.Slot>.stride, as: LayoutEngine.Slot.self) }
        }
        set {
            precondition(index >= 0 && index < Self.capacity, "slot \(index) of \(Self.capacity)")
            withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<LayoutEngine.Slot>.stride, as: LayoutEngine.Slot.self) }
        }
    }
}
