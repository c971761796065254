extension ViewClassDescriptor {
    static let `switch` = ViewClassDescriptor(
        Switch.self, name: "Switch", superclass: Control.self, summary: "An on/off control.",
        properties: [
            .bool("on", "Whether it is on.", get: { (toggle: Switch) in toggle.isOn }, set: { $0.isOn = $1 }),
            .color("onTintColor", "The track's colour when it is on.") { (toggle: Switch, color) in toggle.onTintColor = color },
        ],
        snapshot: [.flag("on", whenTrue: "on", whenFalse: "off") { (toggle: Switch) in toggle.isOn }])
}
