import Foundation

extension LayoutConstraint {
    /// How ``constraints(withVisualFormat:options:metrics:views:)`` also aligns the views it lines
    /// up, and which way a horizontal format runs, as `NSLayoutConstraint.FormatOptions` (with
    /// UIKit's raw values).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Leading to trailing (the default): the views' leading and trailing edges, which run
        /// right to left where their superview's content does
        /// (``View/effectiveUserInterfaceLayoutDirection``).
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The spaces between views measured from their edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// In a vertical format, the spaces between views measured from the upper view's last
        /// baseline to the lower view's first baseline. The standard space (`-`) is then the
        /// system spacing between baselines: the taller of the two views' text line heights.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

        static let alignments: [(FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
    }

    /// The standard space between a view and its superview's edge in a visual format, before
    /// AppHost followed UIKit: `|-[view]` now ties the view to the superview's layout margin.
    @available(*, deprecated, message: "`|-[view]` ties the view to its superview's layout margin, as in UIKit")
    public nonisolated static let standardSuperviewSpacing = 20.0

    /// The constraints a string of the Visual Format Language describes, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` makes them, not
    /// yet active: `"H:|-[name]-[field(>=120)]-|"` lines the views up along one axis, with the
    /// spacings, sizes, relations and priorities it gives; `options` also aligns them across
    /// the axis. `views` maps the names to views, `metrics` names numbers (a `Double`, `Int`,
    /// `Float` or `CGFloat`). The standard spacing is ``LayoutConstraint/systemSpacing`` between
    /// views; to the superview (`|-[view]-|`) it is the superview's layout margin, as in UIKit
    /// since layout margins came (iOS 8): the view's edge equals the superview's
    /// ``View/layoutMarginsGuide`` edge.
    ///
    /// A format that does not parse, or names a view or a metric it was not given, is reported
    /// as UIKit reports it ("Unable to parse constraint format", with the position), and no
    /// constraint is made.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
                                   views: [String: Any]) -> [LayoutConstraint] {
        do throws(VisualFormat.ParseError) {
            return try VisualFormatBuilder(format: format, options: options, metrics: metrics ?? [:], views: views).constraints()
        } catch {
            let caret = String(repeating: " ", count: error.position) + "^"
            HostLink.reportIssue("Unable to parse constraint format: \(error.reason)\n\(format)\n\(caret)",
                                 remedy: "correct the visual format; every view it names must be in `views`, every metric in `metrics`")
            return []
        }
    }
}

/// Turns a parsed ``VisualFormat`` into constraints between the views it names.
@MainActor
private struct VisualFormatBuilder {
    let format: VisualFormat
    let options: LayoutConstraint.FormatOptions
    let views: [String: View]
    /// The format as written, where errors about a view find its name.
    let text: String

    init(format text: String, options: LayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) throws(VisualFormat.ParseError) {
        var numbers: [String: Double] = [:]
        for (name, value) in metrics {
            switch value {
            case let number as Double: numbers[name] = number
            case let number as Int: numbers[name] = Double(number)
            case let number as Float: numbers[name] = Double(number)
            case let number as CGFloat: numbers[name] = Double(number)
            default: throw VisualFormat.ParseError(reason: "the metric '\(name)' is not a number", position: 0)
            }
        }
        var namedViews: [String: View] = [:]
        for (name, value) in views {
            guard let view = value as? View else { throw VisualFormat.ParseError(reason: "'\(name)' in `views` is not a View", position: 0) }
            namedViews[name] = view
        }
        self.format = try VisualFormat(parsing: text, metrics: numbers)
        self.options = options
        self.views = namedViews
        self.text = text
    }

    private func view(_ name: String) throws(VisualFormat.ParseError) -> View {
        guard let view = views[name] else {
            throw VisualFormat.ParseError(reason: "'\(name)' is not a key in the views dictionary", position: position(ofViewNamed: name))
        }
        return view
    }

    /// Where `name` first stands as a view's name in the format: a whole name after `[`, or
    /// after a predicate's `(`, `,` or relation; not letters of a longer name (`[ab]` for `b`).
    private func position(ofViewNamed name: String) -> Int {
        let bytes = Array(text.utf8), wanted = Array(name.utf8)
        func isNamePart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        let before = Set("[(,=<>".utf8)
        var index = 0
        while index + wanted.count <= bytes.count {
            defer { index += 1 }
            guard bytes[index ..< index + wanted.count].elementsEqual(wanted) else { continue }
            let end = index + wanted.count
            guard end == bytes.count || !isNamePart(bytes[end]) else { continue }
            var previous = index - 1
            while previous >= 0, bytes[previous] == UInt8(ascii: " ") || bytes[previous] == UInt8(ascii: "\t") { previous -= 1 }
            if previous >= 0, before.contains(bytes[previous]) { return index }
        }
        return 0
    }

    func constraints() throws(VisualFormat.ParseError) -> [LayoutConstraint] {
        let horizontal = format.orientation == .horizontal
        let direction = options.intersection([.directionLeftToRight, .directionRightToLeft])
        guard horizontal || direction.isEmpty else {
            throw VisualFormat.ParseError(reason: "a direction option applies to a horizontal format only", position: 0)
        }
        let betweenBaselines = options.contains(.spacingBaselineToBaseline)
        guard !horizontal || !betweenBaselines else {
            throw VisualFormat.ParseError(reason: "spacing baseline to baseline applies to a vertical format only", position: 0)
        }
        // Leading and trailing, or left and right (swapped for right to left), or top and bottom.
        let (start, end): (LayoutConstraint.Attribute, LayoutConstraint.Attribute) = switch (horizontal, direction) {
        case (false, _): (.top, .bottom)
        case (true, .directionLeftToRight): (.left, .right)
        case (true, .directionRightToLeft): (.right, .left)
        default: (.leading, .trailing)
        }
        let size: LayoutConstraint.Attribute = horizontal ? .width : .height
        // Right to left, each view is left of the one before it: the constraint's first item is
        // the earlier one, as the further along x.
        let mirrored = horizontal && direction == .directionRightToLeft
        let resolved = try format.views.map { term throws(VisualFormat.ParseError) in try view(term.name) }
        var made: [LayoutConstraint] = []
        // Sizes: `[button(>=50)]`, `[button(==other)]`.
        for (term, item) in zip(format.views, resolved) {
            for predicate in term.predicates {
                switch predicate.object {
                case let .constant(value):
                    made.append(Self.constraint(item, size, predicate, nil, .notAnAttribute, value))
                case let .view(name):
                    made.append(Self.constraint(item, size, predicate, try view(name), size, 0))
                }
            }
        }
        // Along the axis: the superview's edges, then each neighbour after the one before it.
        // The standard space to the superview is its margin: the view's edge on the margin's.
        if let leadingEdge = format.leadingEdge {
            let superview = try superview(of: resolved[0], format.views[0].name)
            made += leadingEdge == .standard
                ? [LayoutConstraint(item: resolved[0], attribute: start, relatedBy: .equal, toItem: superview, attribute: start.inMargins, multiplier: 1, constant: 0)]
                : Self.spacing(leadingEdge, from: superview, start, to: resolved[0], start, standard: 0, mirrored: mirrored)
        }
        for index in format.connections.indices {
            let (earlier, later) = (resolved[index], resolved[index + 1])
            if betweenBaselines {
                made += Self.spacing(format.connections[index], from: earlier, .lastBaseline, to: later, .firstBaseline,
                                     standard: later.firstBaselineAnchor.systemSpacing(below: earlier.lastBaselineAnchor), mirrored: false)
            } else {
                made += Self.spacing(format.connections[index], from: earlier, end, to: later, start,
                                     standard: LayoutConstraint.systemSpacing, mirrored: mirrored)
            }
        }
        if let trailingEdge = format.trailingEdge, let last = resolved.last {
            let superview = try superview(of: last, format.views[format.views.count - 1].name)
            made += trailingEdge == .standard
                ? [LayoutConstraint(item: superview, attribute: end.inMargins, relatedBy: .equal, toItem: last, attribute: end, multiplier: 1, constant: 0)]
                : Self.spacing(trailingEdge, from: last, end, to: superview, end, standard: 0, mirrored: mirrored)
        }
        // Across the axis: each view aligned with the first.
        for (option, attribute) in LayoutConstraint.FormatOptions.alignments where options.contains(option) {
            guard (attribute.axis == .vertical) == horizontal else {
                throw VisualFormat.ParseError(reason: "the options align the views along the format's own axis (\(attribute.rawValue)); align them across it", position: 0)
            }
            for item in resolved.dropFirst() {
                made.append(LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: resolved[0], attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return made
    }

    private func superview(of view: View, _ name: String) throws(VisualFormat.ParseError) -> View {
        guard let superview = view.superview else {
            throw VisualFormat.ParseError(reason: "'|' stands for the superview of '\(name)', which has none", position: 0)
        }
        return superview
    }

    /// The constraints of one connection: `later.startAttribute relation earlier.endAttribute +
    /// spacing`, or, `mirrored`, `earlier.endAttribute relation later.startAttribute + spacing`.
    private static func spacing(_ connection: VisualFormat.Connection, from earlier: View, _ endAttribute: LayoutConstraint.Attribute,
                                to later: View, _ startAttribute: LayoutConstraint.Attribute, standard: Double, mirrored: Bool) -> [LayoutConstraint] {
        let predicates: [VisualFormat.Predicate] = switch connection {
        case .flush: [VisualFormat.Predicate(object: .constant(0))]
        case .standard: [VisualFormat.Predicate(object: .constant(standard))]
        case let .predicates(list): list
        }
        // The parser takes numbers only between views.
        return predicates.compactMap { predicate in
            guard case let .constant(value) = predicate.object else { return nil }
            return mirrored ? constraint(earlier, endAttribute, predicate, later, startAttribute, value)
                : constraint(later, startAttribute, predicate, earlier, endAttribute, value)
        }
    }

    private static func constraint(_ item: View, _ attribute: LayoutConstraint.Attribute, _ predicate: VisualFormat.Predicate,
                                   _ other: View?, _ otherAttribute: LayoutConstraint.Attribute, _ constant: Double) -> LayoutConstraint {
        let made = LayoutConstraint(item: item, attribute: attribute, relatedBy: predicate.relation, toItem: other,
                                    attribute: otherAttribute, multiplier: 1, constant: constant)
        if let priority = predicate.priority { made.priority = LayoutPriority(priority) }
        return made
    }
}
