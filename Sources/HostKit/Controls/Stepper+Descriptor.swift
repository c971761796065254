extension ViewClassDescriptor {
    static let stepper = ViewClassDescriptor(
        Stepper.self, name: "Stepper", superclass: Control.self, summary: "Steps a value up and down with a minus and a plus button.",
        properties: [
            .number("minimumValue", in: .anyNumber, "The lowest value (0 by default).",
                    get: { (stepper: Stepper) in stepper.minimumValue }, set: { $0.minimumValue = $1 }),
            .number("maximumValue", in: .anyNumber, "The highest value (100 by default).",
                    get: { (stepper: Stepper) in stepper.maximumValue }, set: { $0.maximumValue = $1 }),
            .number("stepValue", in: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude, "How much a tap changes the value (1 by default).",
                    get: { (stepper: Stepper) in stepper.stepValue }, set: { $0.stepValue = $1 }),
            .number("value", in: .anyNumber, "The value, pinned to the range: write it after minimumValue and maximumValue.",
                    get: { (stepper: Stepper) in stepper.value }, set: { $0.value = $1 }),
            .bool("wraps", "Whether stepping past one end goes round to the other.",
                  get: { (stepper: Stepper) in stepper.wraps }, set: { $0.wraps = $1 }),
        ],
        snapshot: [SnapshotField(jsonKey: "value", value: { .number(($0 as! Stepper).value) }, textForm: .number("value", unless: nil))])
}
