/// What ``Solver`` knows of one symbol besides its row and its column (``Solver/facts``).
struct SymbolFacts {
    var kind: SymbolKind
    /// Whether the symbol is in ``Solver/objectiveNegatives`` now.
    var isListedNegative = false
    /// The constraint whose marker (or other error symbol) the symbol is; -1 if none.
    var owner: Int32 = -1
    /// The age of the symbol's row (``RowAge``; 0 while the symbol is parametric): a lazy row
    /// refers only to symbols whose rows are older, so this orders evaluation and flattening,
    /// and it tells a basic symbol without reading its row.
    var basicSince: RowAge = 0
}
