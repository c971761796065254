import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Xcode storyboard's XML into a tree of ``XMLElementNode`` with Foundation's
/// `XMLParser` (libxml2), as untrusted input: bounded in size, depth and element count, with no
/// document type declaration (so no entity of any kind, internal or external, is ever declared,
/// let alone expanded) and external entities never resolved.
enum XMLDocumentReader {
    struct Limits: Sendable {
        /// Real storyboards are under 300 KB; the largest seen by Xcode users run to a few MB.
        var maximumBytes = 16 * 1024 * 1024
        /// Interface Builder's deepest documents nest about 40 elements.
        var maximumDepth = 256
        var maximumElements = 1_000_000

        static let standard = Limits()
    }

    /// A place in the file, 1-based; columns count Unicode scalars.
    struct Position: Sendable, Equatable {
        var line: Int
        var column: Int
    }

    struct Failure: Error, Sendable {
        var position: Position
        var message: String
        var remedy: String
    }

    static func read(_ bytes: [UInt8], limits: Limits = .standard) throws(Failure) -> XMLElementNode {
        guard bytes.count <= limits.maximumBytes else {
            throw Failure(position: Position(line: 1, column: 1),
                          message: "the file is \(bytes.count) bytes; the importer reads storyboards of at most \(limits.maximumBytes / (1024 * 1024)) MiB",
                          remedy: "check that this is an Interface Builder storyboard; real ones are well under 1 MB")
        }
        let lines = LineIndex(bytes)
        // Storyboards are UTF-8. Refusing NUL bytes refuses UTF-16 and UTF-32, in which the
        // byte search for a document type below would not find one.
        if let offset = bytes.firstIndex(of: 0) {
            throw Failure(position: lines.position(ofOffset: offset), message: "the file is not UTF-8 text (it holds a NUL byte)",
                          remedy: "pass an Xcode .storyboard file; Interface Builder writes them in UTF-8")
        }
        if let offset = find(Array("<!DOCTYPE".utf8), in: bytes) {
            throw Failure(position: lines.position(ofOffset: offset),
                          message: "the file declares a document type (<!DOCTYPE>); storyboards have none, and its entities are not read",
                          remedy: "remove the <!DOCTYPE …> declaration; Interface Builder never writes one")
        }
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let builder = TreeBuilder(lines: lines, limits: limits)
        parser.delegate = builder
        let finished = parser.parse()
        if let failure = builder.failure { throw failure }
        guard finished, let root = builder.root else {
            let position = lines.position(line: parser.lineNumber, byteColumn: parser.columnNumber)
            let reason = (parser.parserError as NSError?).map { Self.describe(code: $0.code) } ?? "the XML is not well-formed"
            throw Failure(position: position, message: "malformed XML: \(reason)", remedy: "open the storyboard in Xcode, or restore it from version control")
        }
        return root
    }

    static func describe(code: Int) -> String {
        switch code {
        case 4, 5: "the document is empty or ends too early"
        case 76: "a closing tag does not match its opening tag"
        case 73, 74: "a tag is not closed"
        case 41, 39, 40: "an attribute is malformed"
        case 26, 27: "an undefined entity is used"
        case 89: "entities refer to each other in a loop"
        default: "XML error \(code)"
        }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

/// Byte offsets of line starts, to turn libxml2's line and byte column into a position that
/// counts Unicode scalars, and to find where a start tag begins (libxml2 reports its end).
struct LineIndex {
    let bytes: [UInt8]
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    func position(ofOffset offset: Int) -> XMLDocumentReader.Position {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return XMLDocumentReader.Position(line: low + 1, column: scalarColumn(lineStart: lineStarts[low], offset: offset))
    }

    /// libxml2's `line` and 1-based byte `column`, clamped to the file.
    func offset(line: Int, byteColumn: Int) -> Int {
        let lineIndex = min(max(line, 1), lineStarts.count) - 1
        return min(lineStarts[lineIndex] + max(byteColumn - 1, 0), bytes.count)
    }

    func position(line: Int, byteColumn: Int) -> XMLDocumentReader.Position {
        position(ofOffset: offset(line: line, byteColumn: byteColumn))
    }

    /// The `<` of the start tag that ends before `offset` (attribute values cannot hold a raw `<`).
    func startOfTag(before offset: Int) -> Int {
        var index = min(offset, bytes.count - 1)
        while index > 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
        return max(index, 0)
    }

    private func scalarColumn(lineStart: Int, offset: Int) -> Int {
        // UTF-8 continuation bytes (10xxxxxx) do not start a scalar.
        var column = 1
        var index = lineStart
        while index < offset, index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }
}

/// The parser's delegate: builds the tree and stops the parse at the first limit crossed.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let lines: LineIndex
    let limits: XMLDocumentReader.Limits
    var stack: [XMLElementNode] = []
    var root: XMLElementNode?
    var elementCount = 0
    var failure: XMLDocumentReader.Failure?

    init(lines: LineIndex, limits: XMLDocumentReader.Limits) {
        self.lines = lines
        self.limits = limits
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let end = lines.offset(line: parser.lineNumber, byteColumn: parser.columnNumber)
        let position = lines.position(ofOffset: lines.startOfTag(before: max(end - 1, 0)))
        elementCount += 1
        if stack.count >= limits.maximumDepth {
            stop(parser, XMLDocumentReader.Failure(position: position, message: "elements nest more than \(limits.maximumDepth) deep",
                                                   remedy: "check that this is an Interface Builder storyboard; real ones nest far less"))
            return
        }
        if elementCount > limits.maximumElements {
            stop(parser, XMLDocumentReader.Failure(position: position, message: "the file has more than \(limits.maximumElements) elements",
                                                   remedy: "split the storyboard into several with storyboard references"))
            return
        }
        let node = XMLElementNode(name: elementName, attributes: attributes, line: position.line, column: position.column)
        if let parent = stack.last {
            parent.append(node)
        } else if root == nil {
            root = node
        }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let current = stack.last else { return }
        // Only the few text-holding elements keep their text; whitespace between tags is dropped.
        if current.name == "string" || current.name == "mutableString" || !current.text.isEmpty || string.contains(where: { !$0.isWhitespace }) {
            current.text += string
        }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
    }

    /// libxml2 recovers from some errors and still reports success, so the first error stops
    /// the import here.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        let position = lines.position(line: parser.lineNumber, byteColumn: parser.columnNumber)
        stop(parser, XMLDocumentReader.Failure(position: position, message: "malformed XML: \(XMLDocumentReader.describe(code: (parseError as NSError).code))",
                                               remedy: "open the storyboard in Xcode, or restore it from version control"))
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        nil
    }

    private func stop(_ parser: XMLParser, _ failure: XMLDocumentReader.Failure) {
        self.failure = failure
        parser.abortParsing()
    }
}
