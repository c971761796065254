extension ViewClassDescriptor {
    static let `switch` = ViewClassDescriptor(
        Switch.self, name: "Switch", superclass: Control.self, summary: "An on/off control.",
        properties: [.bool("on", \Switch.isOn, "Whether it is on.")],
        snapshot: [.flag("on", whenTrue: "on", whenFalse: "off") { (toggle: Switch) in toggle.isOn }])
}
