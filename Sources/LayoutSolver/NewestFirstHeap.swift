/// Basic symbols waiting to be flattened, the one whose row was set last first: a binary heap.
struct NewestFirstHeap {
    private var entries: [(since: RowAge, symbol: Symbol)] = []

    mutating func push(_ symbol: Symbol, since: RowAge) {
        entries.append((since, symbol))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[parent].since < entries[child].since else { return }
            entries.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Symbol? {
        guard let top = entries.first else { return nil }
        let last = entries.removeLast()
        if !entries.isEmpty {
            entries[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var newest = parent
                if left < entries.count && entries[left].since > entries[newest].since { newest = left }
                if right < entries.count && entries[right].since > entries[newest].since { newest = right }
                guard newest != parent else { break }
                entries.swapAt(parent, newest)
                parent = newest
            }
        }
        return top.symbol
    }
}
