extension ViewClassDescriptor {
    static let segmentedControl = ViewClassDescriptor(
        SegmentedControl.self, name: "SegmentedControl", superclass: Control.self, summary: "A row of segments, one of them selected.",
        properties: [
            .custom("segments", .string, of: SegmentedControl.self, "The segments' titles, separated by commas (\"Day,Week,Month\").",
                    cAccess: .string(get: { control in Self.segmentTitles(of: control as! SegmentedControl) },
                                     set: { control, titles in Self.setSegmentTitles(titles, of: control as! SegmentedControl) })) { control, value in
                if case .string(let titles) = value { Self.setSegmentTitles(titles, of: control) }
            },
            .integer("selectedSegmentIndex", minimum: SegmentedControl.noSegment, "The selected segment (-1 for none): write it after segments.",
                     get: { (control: SegmentedControl) in control.selectedSegmentIndex }, set: { $0.selectedSegmentIndex = $1 }),
            .bool("momentary", "Whether a tapped segment only flashes instead of staying selected.",
                  get: { (control: SegmentedControl) in control.isMomentary }, set: { $0.isMomentary = $1 }),
            .color("selectedSegmentTintColor", "The selected segment's colour.") { (control: SegmentedControl, color) in control.selectedSegmentTintColor = color },
        ],
        snapshot: [
            .quoted("segments") { (control: SegmentedControl) in Self.segmentTitles(of: control) },
            SnapshotField(jsonKey: "selectedSegmentIndex", value: { .integer(($0 as! SegmentedControl).selectedSegmentIndex) },
                          textForm: .number("selected", unless: nil)),
        ])

    private static func segmentTitles(of control: SegmentedControl) -> String {
        (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" }.joined(separator: ",")
    }

    private static func setSegmentTitles(_ titles: String?, of control: SegmentedControl) {
        control.removeAllSegments()
        guard let titles, !titles.isEmpty else { return }
        for title in titles.split(separator: ",", omittingEmptySubsequences: false) {
            control.insertSegment(withTitle: String(title), at: control.numberOfSegments, animated: false)
        }
    }
}
