/// One person of the address book.
struct Contact: Equatable {
    let id: Int
    let firstName: String
    let lastName: String

    var name: String { "\(firstName) \(lastName)" }
    var initials: String { "\(firstName.prefix(1))\(lastName.prefix(1))" }
    var phone: String { "+1 555 \(String(1000 + id * 37 % 9000))" }
    var email: String { "\(firstName.lowercased()).\(lastName.lowercased())@example.com" }
}

/// The address book: 520 people, the same every run, in sections by the last name's initial.
struct AddressBook {
    private(set) var sections: [(initial: String, contacts: [Contact])]

    static let firstNames = ["Ada", "Alan", "Barbara", "Claude", "Donald", "Edsger", "Frances", "Grace", "Hedy", "Ivan",
                             "John", "Katherine", "Linus", "Margaret", "Niklaus", "Radia", "Shafi", "Tim", "Whitfield", "Yukihiro"]
    static let lastNames = ["Abbott", "Baker", "Carter", "Dalton", "Ellis", "Fischer", "Garcia", "Hughes", "Ibarra", "Jensen",
                            "Kowalski", "Lambert", "Moreau", "Novak", "Olsen", "Patel", "Quinn", "Rossi", "Sato", "Turner",
                            "Usman", "Varga", "Weber", "Xu", "Young", "Zimmer"]

    /// Every contact but the deleted ones.
    init(deleted: Set<Int> = []) {
        var contacts: [Contact] = []
        for (lastIndex, last) in Self.lastNames.enumerated() {
            for (firstIndex, first) in Self.firstNames.enumerated() {
                let id = lastIndex * Self.firstNames.count + firstIndex
                if !deleted.contains(id) { contacts.append(Contact(id: id, firstName: first, lastName: last)) }
            }
        }
        sections = Dictionary(grouping: contacts) { String($0.lastName.prefix(1)) }
            .sorted { $0.key < $1.key }
            .map { (initial: $0.key, contacts: $0.value.sorted { ($0.lastName, $0.firstName) < ($1.lastName, $1.firstName) }) }
    }

    func contact(at row: Int, inSection section: Int) -> Contact { sections[section].contacts[row] }

    mutating func remove(at row: Int, inSection section: Int) -> Contact {
        sections[section].contacts.remove(at: row)
    }

    func contact(withID id: Int) -> Contact? {
        let last = id / Self.firstNames.count, first = id % Self.firstNames.count
        guard id >= 0, last < Self.lastNames.count else { return nil }
        return Contact(id: id, firstName: Self.firstNames[first], lastName: Self.lastNames[last])
    }
}
