/// The basic symbols whose rows may hold one symbol (``Solver``'s `columns`). Most symbols are
/// held by one to three rows, so those are kept inline and only a longer column allocates: a
/// screen's worth of constraints used to allocate (and grow) an array for nearly every symbol.
struct Column: RandomAccessCollection {
    private var first: Symbol = -1
    private var second: Symbol = -1
    private var third: Symbol = -1
    private var inlineCount: Int32 = 0
    /// The holders after the first three.
    private var more: [Symbol] = []

    var startIndex: Int { 0 }
    var endIndex: Int { Int(inlineCount) + more.count }

    subscript(position: Int) -> Symbol {
        switch position {
        case 0: first
        case 1: second
        case 2: third
        default: more[position - 3]
        }
    }

    mutating func append(_ holder: Symbol) {
        switch inlineCount {
        case 0: first = holder
        case 1: second = holder
        case 2: third = holder
        default:
            // A symbol past three holders is usually a container's edge or size, which every
            // row of its content comes to hold: start the array with room for several.
            if more.isEmpty { more.reserveCapacity(12) }
            more.append(holder)
            return
        }
        inlineCount += 1
    }

    /// Appends the holders to `list`, in order. A column is read so in every walk of changed
    /// values; `append(contentsOf:)` of the column itself takes the generic path for any
    /// sequence, element by element through its iterator: a fifth of a window resize's time.
    func appendHolders(to list: inout [Symbol]) {
        switch inlineCount {
        case 0: return
        case 1: list.append(first)
        case 2: list.append(first); list.append(second)
        default:
            list.append(first)
            list.append(second)
            list.append(third)
            list.append(contentsOf: more)
        }
    }

    /// Keeps only the holders `shouldRemove` refuses, in order.
    mutating func removeAll(where shouldRemove: (Symbol) -> Bool) {
        guard contains(where: shouldRemove) else { return }
        var kept = Column()
        for holder in self where !shouldRemove(holder) { kept.append(holder) }
        self = kept
    }
}
