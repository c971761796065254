/// One element of an Xcode storyboard as the importer reads it: its name, attributes, children
/// and text, and where its start tag begins, for `file:line:column` in warnings and errors.
///
/// The importer builds the whole tree before converting it, because a storyboard refers forward
/// (colours and images in `<resources>` at the end, segue destinations in later scenes).
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    let line: Int
    let column: Int
    private(set) var children: [XMLElementNode] = []
    /// The character data directly inside the element (`<string key="text">…</string>`).
    var text = ""

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    func append(_ child: XMLElementNode) {
        children.append(child)
    }

    subscript(attribute: String) -> String? {
        attributes[attribute]
    }

    /// The first child named `name`, with `key` when given (`<rect key="frame">`).
    func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child whose `key` attribute is `key`, whatever its name.
    func child(keyed key: String) -> XMLElementNode? {
        children.first { $0["key"] == key }
    }

    func children(named name: String) -> [XMLElementNode] {
        children.filter { $0.name == name }
    }

    /// `YES`/`NO` attributes.
    func flag(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    func number(_ attribute: String) -> Double? {
        attributes[attribute].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Every element of this subtree, depth first, this one included.
    func forEachElement(_ body: (XMLElementNode) -> Void) {
        body(self)
        for child in children { child.forEachElement(body) }
    }
}
