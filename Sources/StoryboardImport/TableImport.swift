/// Table views carried over from Interface Builder: a `tableView` becomes a `TableView` with its
/// prototype cells (`"prototypes"`) or its static sections (`"sections"`), each `tableViewCell` a
/// `TableViewCell` with its style, labels' text, accessory, selection style, the segue a tap on it
/// performs and, for the app's own cell classes, its outlets.
extension SceneImport {
    /// A table's cells as the format holds them: prototypes, or static sections of cells.
    struct TableCells {
        var prototypes: [XMLElementNode] = []
        /// Prototypes no data source could dequeue: without a reuse identifier, or with one an
        /// earlier prototype has.
        var unusablePrototypes: [XMLElementNode] = []
        var sections: [(section: XMLElementNode, cells: [XMLElementNode])] = []

        /// Every cell, prototypes first, in the order they are written.
        var all: [XMLElementNode] { prototypes + sections.flatMap(\.cells) }
    }

    /// The cells of the `tableView` element `table`; none for any other element.
    func tableCells(of table: XMLElementNode) -> TableCells {
        var cells = TableCells()
        guard table.name == "tableView" else { return cells }
        let installed = { (child: XMLElementNode) in child["id"].map { !self.document.uninstalledViewIDs.contains($0) } ?? true }
        var identifiers: Set<String> = []
        for prototype in table.child("prototypes")?.children(named: "tableViewCell").filter(installed) ?? [] {
            if let identifier = prototype["reuseIdentifier"], !identifier.isEmpty, identifiers.insert(identifier).inserted {
                cells.prototypes.append(prototype)
            } else {
                cells.unusablePrototypes.append(prototype)
            }
        }
        for section in table.child("sections")?.children(named: "tableViewSection") ?? [] {
            cells.sections.append((section, section.child("cells")?.children(named: "tableViewCell").filter(installed) ?? []))
        }
        return cells
    }

    /// The content view of the `tableViewCell` element `cell`: its subviews are the cell's in the
    /// format, which puts a cell's subviews in the content view a `TableViewCell` makes itself.
    static func contentView(of cell: XMLElementNode) -> XMLElementNode? {
        guard cell.name == "tableViewCell" else { return nil }
        return cell.children.first { $0["key"] == "contentView" }
    }

    /// The labels (and image view) a styled cell makes itself, by Xcode id: Interface Builder
    /// lists them among the content view's subviews, the format sets their text on the cell.
    static func builtInCellViewIDs(of cell: XMLElementNode) -> Set<String> {
        guard cell.name == "tableViewCell" else { return [] }
        return Set(["textLabel", "detailTextLabel", "imageView"].compactMap { cell[$0] })
    }

    /// The keys of a table: its style, heights, separators and selection, and its scrolling.
    func tableViewKeys(_ reader: ViewKeyReader, _ view: inout JSONObjectBuilder) {
        let element = reader.element
        if let style = element["style"], style == "grouped" || style == "insetGrouped" { view.set("style", style) }
        for key in ["rowHeight", "sectionHeaderHeight", "sectionFooterHeight"] {
            // -1 is Interface Builder's "automatic".
            if let height = element.number(key), height >= 0 { view.set(key, number: min(height, 10_000)) }
        }
        if element["separatorStyle"] == "none" { view.set("separatorStyle", "none") }
        if element.flag("allowsSelection") == false { view.set("allowsSelection", false) }
        if element.flag("allowsMultipleSelection") == true { view.set("allowsMultipleSelection", true) }
        reader.scrollViewKeys(&view)
        for key in ["tableHeaderView", "tableFooterView"] {
            if let header = element.child(keyed: key) {
                document.warnings.warn("tableView", at: header, "the table's \(key) is not carried over: the format's tables have section titles only")
            }
        }
    }

    /// The keys of a cell: its reuse identifier, style, labels' text, accessory and selection style.
    func tableViewCellKeys(_ reader: ViewKeyReader, _ view: inout JSONObjectBuilder) {
        let cell = reader.element
        view.set("reuseIdentifier", cell["reuseIdentifier"])
        let styles = ["IBUITableViewCellStyleValue1": "value1", "IBUITableViewCellStyleValue2": "value2", "IBUITableViewCellStyleSubtitle": "subtitle"]
        if let style = cell["style"].flatMap({ styles[$0] }) { view.set("cellStyle", style) }
        var labels: [String: XMLElementNode] = [:]
        Self.contentView(of: cell)?.forEachElement { element in
            if let id = element["id"], element.name == "label" || element.name == "imageView" { labels[id] = element }
        }
        if let label = cell["textLabel"].flatMap({ labels[$0] }) {
            view.set("textLabelText", ViewKeyReader(element: label, scene: self).text())
        }
        if let label = cell["detailTextLabel"].flatMap({ labels[$0] }) {
            view.set("detailTextLabelText", ViewKeyReader(element: label, scene: self).text())
        }
        if let image = cell["imageView"].flatMap({ labels[$0] }) {
            document.warnings.warnOnce("tableViewCell", key: "cellImage:\(sceneID)", at: image,
                                       "a cell's image view is not carried over: a TableViewCell of the format shows text only")
        }
        if let accessory = cell["accessoryType"], ["disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"].contains(accessory) {
            view.set("accessoryType", accessory)
        }
        if let selection = cell["selectionStyle"], ["none", "blue", "gray"].contains(selection) { view.set("selectionStyle", selection) }
    }

    /// The segue a tap on `cell` performs (Interface Builder's selection segue), and the cell's
    /// outlets when it is the app's own class.
    func writeCellConnections(of cell: XMLElementNode, to view: inout JSONObjectBuilder) {
        guard cell.name == "tableViewCell", let connections = cell.child("connections") else { return }
        for segue in connections.children(named: "segue") where segue["trigger"] == nil {
            guard let id = startableSegueID(segue) else { continue }
            triggeredSegues.insert(ObjectIdentifier(segue))
            view.set("segue", id)
            break
        }
        guard keepsCellOutlets(cell) else { return }
        // A cell's outlets name views of its own: each dequeue makes new ones.
        var ownViews: Set<String> = []
        for subview in childViewElements(of: cell) { subview.forEachElement { if let id = $0["id"] { ownViews.insert(id) } } }
        var outlets: [(String, OrderedJSON)] = []
        for outlet in connections.children(named: "outlet") {
            appendOutlet(outlet, to: &outlets, scope: "the cell's imported views") { ownViews.contains($0) ? self.viewIDByXcodeID[$0] : nil }
        }
        if !outlets.isEmpty { view.set("outlets", .object(outlets)) }
    }

    /// Outlets of the app's cell classes name views inside the cell, which take the outlet's name
    /// as id (as a scene controller's outlets do).
    func collectCellOutletNames(in root: XMLElementNode) {
        root.forEachElement { element in
            guard keepsCellOutlets(element) else { return }
            for outlet in element.child("connections")?.children(named: "outlet") ?? [] {
                if let destination = outlet["destination"], let property = outlet["property"], wantedViewNames[destination] == nil {
                    wantedViewNames[destination] = property
                }
            }
        }
    }

    /// Whether `element` is a cell whose outlets the format keeps (``writeCellConnections(of:to:)``).
    func keepsCellOutlets(_ element: XMLElementNode) -> Bool {
        element.name == "tableViewCell" && document.hasCustomClassName(element)
    }
}
