/// A growable stack for the parser's work in progress, whose top elements can be moved out
/// into an array in one step.
///
/// An `Array` would check for uniqueness on every change, and would retain and release each
/// element to copy a tail out and then remove it; this moves the memory instead. Only the
/// parser uses it, and it is never copied (a class, not shared).
final class ScratchStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    var last: Element? { isEmpty ? nil : base[count - 1] }

    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The element at `index`, which must be below `count`.
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            return base[index]
        }
        _modify {
            precondition(index >= 0 && index < count, "index out of range")
            yield &base[index]
        }
    }

    /// Removes and returns the top element, which must exist.
    func removeLast() -> Element {
        precondition(count > 0, "empty stack")
        count -= 1
        return (base + count).move()
    }

    /// Removes the elements from `first` on.
    func removeElements(from first: Int) {
        precondition(first >= 0 && first <= count, "index out of range")
        (base + first).deinitialize(count: count - first)
        count = first
    }

    /// Removes the elements from `first` on, moving them into an array of their own.
    func takeElements(from first: Int) -> [Element] {
        precondition(first >= 0 && first <= count, "index out of range")
        let taken = count - first
        let elements = [Element](unsafeUninitializedCapacity: taken) { target, initializedCount in
            if let target = target.baseAddress { target.moveInitialize(from: base + first, count: taken) }
            initializedCount = taken
        }
        count = first
        return elements
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
