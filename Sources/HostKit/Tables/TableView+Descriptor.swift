extension ViewClassDescriptor {
    static let tableView = ViewClassDescriptor(
        TableView.self, name: "TableView", superclass: ScrollView.self, summary: "Shows rows in sections, reusing the cells of rows scrolled off.",
        properties: [
            .enumeration("style", "plain, grouped or insetGrouped.", get: { (table: TableView) in table.style }, set: { $0.style = $1 }),
            .number("rowHeight", in: 0...10_000, "The height of rows whose height the delegate does not give.",
                    get: { (table: TableView) in table.rowHeight }, set: { $0.rowHeight = $1 }),
            .number("sectionHeaderHeight", in: 0...10_000, "The height of a section header that has a title.",
                    get: { (table: TableView) in table.sectionHeaderHeight }, set: { $0.sectionHeaderHeight = $1 }),
            .number("sectionFooterHeight", in: 0...10_000, "The height of a section footer that has a title.",
                    get: { (table: TableView) in table.sectionFooterHeight }, set: { $0.sectionFooterHeight = $1 }),
            .enumeration("separatorStyle", "Whether rows have a line between them.",
                         get: { (table: TableView) in table.separatorStyle }, set: { $0.separatorStyle = $1 }),
            .bool("allowsSelection", "Whether a tap selects a row.", get: { (table: TableView) in table.allowsSelection }, set: { $0.allowsSelection = $1 }),
            .bool("allowsMultipleSelection", "Whether several rows can be selected.",
                  get: { (table: TableView) in table.allowsMultipleSelection }, set: { $0.allowsMultipleSelection = $1 }),
        ])

    static let tableViewCell = ViewClassDescriptor(
        TableViewCell.self, name: "TableViewCell", superclass: View.self, summary: "One row of a table view: a prototype or a static cell.",
        properties: [
            .enumeration("cellStyle", "default, value1, value2 or subtitle: the layout of its labels.",
                         get: { (cell: TableViewCell) in cell.style }, set: { $0.style = $1 }),
            .string("reuseIdentifier", "The identifier a prototype cell is dequeued by.",
                    get: { (cell: TableViewCell) in cell.reuseIdentifier }, set: { $0.reuseIdentifier = $1 }),
            .string("textLabelText", "The main label's text (textLabel.text).", get: { (cell: TableViewCell) in cell.textLabel?.text }, set: { $0.textLabel?.text = $1 }),
            .string("detailTextLabelText", "The detail label's text (detailTextLabel.text; value1, value2 and subtitle).",
                    get: { (cell: TableViewCell) in cell.detailTextLabel?.text }, set: { $0.detailTextLabel?.text = $1 }),
            .enumeration("accessoryType", "What shows at the right edge.", get: { (cell: TableViewCell) in cell.accessoryType }, set: { $0.accessoryType = $1 }),
            .enumeration("selectionStyle", "How the cell looks while selected.", get: { (cell: TableViewCell) in cell.selectionStyle }, set: { $0.selectionStyle = $1 }),
        ],
        snapshot: [
            SnapshotField(jsonKey: "section", value: { ($0 as! TableViewCell).indexPath.map { .integer($0.section) } }, textForm: .number("section", unless: nil)),
            SnapshotField(jsonKey: "row", value: { ($0 as! TableViewCell).indexPath.map { .integer($0.row) } }, textForm: .number("row", unless: nil)),
            .flag("selected", whenTrue: "selected", whenFalse: nil) { (cell: TableViewCell) in cell.isSelected },
        ])
}
