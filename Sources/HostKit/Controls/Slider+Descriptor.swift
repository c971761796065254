extension ViewClassDescriptor {
    static let slider = ViewClassDescriptor(
        Slider.self, name: "Slider", superclass: Control.self, summary: "Picks a value from a range by dragging a thumb.",
        properties: [
            .number("minimumValue", in: .anyNumber, "The value at the left end (0 by default).",
                    get: { (slider: Slider) in Double(slider.minimumValue) }, set: { $0.minimumValue = Float($1) }),
            .number("maximumValue", in: .anyNumber, "The value at the right end (1 by default).",
                    get: { (slider: Slider) in Double(slider.maximumValue) }, set: { $0.maximumValue = Float($1) }),
            .number("value", in: .anyNumber, "The value, pinned to the range: write it after minimumValue and maximumValue.",
                    get: { (slider: Slider) in Double(slider.value) }, set: { $0.value = Float($1) }),
            .bool("continuous", "Whether every move sends valueChanged (or only the end of a drag).",
                  get: { (slider: Slider) in slider.isContinuous }, set: { $0.isContinuous = $1 }),
            .color("minimumTrackTintColor", "The track's colour left of the thumb.") { (slider: Slider, color) in slider.minimumTrackTintColor = color },
            .color("maximumTrackTintColor", "The track's colour right of the thumb.") { (slider: Slider, color) in slider.maximumTrackTintColor = color },
            .color("thumbTintColor", "The thumb's colour.") { (slider: Slider, color) in slider.thumbTintColor = color },
        ],
        snapshot: [SnapshotField(jsonKey: "value", value: { .number(Double(($0 as! Slider).value)) }, textForm: .number("value", unless: nil))])
}

extension ClosedRange where Bound == Double {
    /// Every finite number: a storyboard key with no bounds of its own.
    static let anyNumber = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
}
