import Foundation

/// A string of Auto Layout's Visual Format Language, parsed: `H:|-[label]-8-[field(>=120)]-|`.
///
/// The grammar is UIKit's (the Auto Layout Guide's "Visual Format Language"):
/// ```
/// format      ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation ::= 'H' | 'V'
/// superview   ::= '|'
/// view        ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection  ::= '' | '-' | '-' (metric | number | '(' predicate (',' predicate)* ')') '-'
/// predicate   ::= ('==' | '<=' | '>=')? (constant | name) ('@' (metric | number))?
/// ```
/// Names are C identifiers; whitespace between the parts is skipped. Parsing reads the format
/// once, by index, and every error names its position.
struct VisualFormat: Equatable {
    enum Orientation: Equatable { case horizontal, vertical }

    /// The right side of one relation: a number (a constant or a metric's value), or a view.
    enum Object: Equatable {
        case constant(Double)
        case view(String)
    }

    struct Predicate: Equatable {
        var relation: LayoutConstraint.Relation = .equal
        var object: Object
        var priority: Float?
    }

    /// The space between two neighbours, or a view and its superview's edge.
    enum Connection: Equatable {
        /// `[a][b]`: flush.
        case flush
        /// `[a]-[b]`: the standard spacing.
        case standard
        /// `[a]-8-[b]`, `[a]-(>=8@750)-[b]`.
        case predicates([Predicate])
    }

    struct ViewTerm: Equatable {
        var name: String
        /// Its size along the orientation.
        var predicates: [Predicate]
    }

    var orientation = Orientation.horizontal
    /// The connection to the superview's leading (or top) edge, when the format starts with `|`.
    var leadingEdge: Connection?
    var views: [ViewTerm] = []
    /// The connections between neighbours: one fewer than ``views``.
    var connections: [Connection] = []
    /// The connection to the superview's trailing (or bottom) edge, when the format ends with `|`.
    var trailingEdge: Connection?

    /// What is wrong with a format, and where (a position in its UTF-8 bytes).
    struct ParseError: Error, Equatable {
        let reason: String
        let position: Int
    }

    /// Parses `format`, reading metric names' values from `metrics`.
    init(parsing format: String, metrics: [String: Double]) throws(ParseError) {
        var reader = Reader(bytes: Array(format.utf8), metrics: metrics)
        self = try reader.readFormat()
    }

    private init() {}

    /// A cursor over the format's bytes.
    private struct Reader {
        let bytes: [UInt8]
        let metrics: [String: Double]
        var position = 0

        init(bytes: [UInt8], metrics: [String: Double]) {
            self.bytes = bytes
            self.metrics = metrics
        }

        private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        private mutating func skipSpaces() {
            while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { position += 1 }
        }

        /// Takes `byte` if it is next (after spaces).
        private mutating func take(_ byte: Character) -> Bool {
            skipSpaces()
            guard current == byte.asciiValue else { return false }
            position += 1
            return true
        }

        private mutating func expect(_ byte: Character, _ what: String) throws(ParseError) {
            guard take(byte) else { throw failure("expected \(what)") }
        }

        private func failure(_ reason: String) -> ParseError {
            ParseError(reason: reason, position: min(position, bytes.count))
        }

        mutating func readFormat() throws(ParseError) -> VisualFormat {
            var format = VisualFormat()
            skipSpaces()
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ":"),
               bytes[position] == UInt8(ascii: "H") || bytes[position] == UInt8(ascii: "V") {
                format.orientation = bytes[position] == UInt8(ascii: "H") ? .horizontal : .vertical
                position += 2
            }
            if take("|") {
                format.leadingEdge = try readConnection()
            }
            format.views.append(try readView())
            while true {
                skipSpaces()
                guard current != nil else { break }
                let connection = try readConnection()
                if take("|") {
                    format.trailingEdge = connection
                    skipSpaces()
                    guard current == nil else { throw failure("nothing may follow the superview's trailing edge '|'") }
                    break
                }
                format.connections.append(connection)
                format.views.append(try readView())
            }
            return format
        }

        /// `''`, `-`, or `-` predicates `-`, before a view or a `|`.
        private mutating func readConnection() throws(ParseError) -> Connection {
            guard take("-") else { return .flush }
            skipSpaces()
            if current == UInt8(ascii: "[") || current == UInt8(ascii: "|") { return .standard }
            let predicates: [Predicate]
            if take("(") {
                predicates = try readPredicates(allowingViews: false)
            } else {
                let start = position
                // UIKit's `<simplePredicate> ::= <metricName> | <positiveNumber>`: a number
                // written here is positive, a metric's value may be anything.
                let value: Double
                if let number = readNumber() {
                    guard number >= 0 else { throw failure("a spacing without parentheses cannot be negative") }
                    value = number
                } else if let metric = readMetric() {
                    value = metric
                } else {
                    position = start
                    throw failure("expected a number, a metric's name or '(' after '-'")
                }
                predicates = [Predicate(object: .constant(value))]
            }
            try expect("-", "'-' after a spacing")
            return .predicates(predicates)
        }

        /// `[name]` or `[name(predicates)]`.
        private mutating func readView() throws(ParseError) -> ViewTerm {
            try expect("[", "'[' to open a view")
            guard let name = readName() else { throw failure("expected a view's name") }
            var predicates: [Predicate] = []
            if take("(") { predicates = try readPredicates(allowingViews: true) }
            try expect("]", "']' to close the view '\(name)'")
            return ViewTerm(name: name, predicates: predicates)
        }

        /// The predicates after `(`, through `)`.
        private mutating func readPredicates(allowingViews: Bool) throws(ParseError) -> [Predicate] {
            var predicates: [Predicate] = []
            repeat {
                predicates.append(try readPredicate(allowingViews: allowingViews))
            } while take(",")
            try expect(")", "')' or ',' after a predicate")
            return predicates
        }

        private mutating func readPredicate(allowingViews: Bool) throws(ParseError) -> Predicate {
            skipSpaces()
            var relation = LayoutConstraint.Relation.equal
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "=") {
                switch bytes[position] {
                case UInt8(ascii: "="): relation = .equal
                case UInt8(ascii: "<"): relation = .lessThanOrEqual
                case UInt8(ascii: ">"): relation = .greaterThanOrEqual
                default: break
                }
                if [UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(bytes[position]) { position += 2 }
            }
            skipSpaces()
            let object: Object
            if let number = readNumber() {
                object = .constant(number)
            } else if let name = readName() {
                if let value = metrics[name] {
                    object = .constant(value)
                } else if allowingViews {
                    object = .view(name)
                } else {
                    position -= name.utf8.count
                    throw failure("'\(name)' is not a metric: a spacing is a number or a metric's name")
                }
            } else {
                throw failure("expected a number, a metric's name or a view's name")
            }
            var priority: Float?
            if take("@") {
                skipSpaces()
                let start = position
                guard let value = readNumber() ?? readMetric() else { throw failure("expected a priority after '@'") }
                guard value > 0, value <= 1000 else {
                    position = start
                    throw failure("a priority is from 1 to 1000")
                }
                priority = Float(value)
            }
            return Predicate(relation: relation, object: object, priority: priority)
        }

        /// A C identifier, or `nil` (nothing taken).
        private mutating func readName() -> String? {
            skipSpaces()
            let start = position
            while let byte = current, byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39 && position > start)
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) {
                position += 1
            }
            guard position > start else { return nil }
            return String(decoding: bytes[start ..< position], as: UTF8.self)
        }

        /// A metric's value by its name, or `nil` (nothing taken).
        private mutating func readMetric() -> Double? {
            let start = position
            guard let name = readName(), let value = metrics[name] else {
                position = start
                return nil
            }
            return value
        }

        /// A decimal number, optionally signed, or `nil` (nothing taken).
        private mutating func readNumber() -> Double? {
            skipSpaces()
            let start = position
            if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { position += 1 }
            var digits = 0
            while let byte = current, (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") {
                position += 1
                digits += 1
            }
            guard digits > 0, let value = Double(String(decoding: bytes[start ..< position], as: UTF8.self)), value.isFinite else {
                position = start
                return nil
            }
            return value
        }
    }
}
