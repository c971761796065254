extension ViewClassDescriptor {
    /// A screen's own toolbar: a storyboard places it (44 points high unless constraints say
    /// otherwise); its ``Toolbar/items`` come from code, as the format gives bar button items to a
    /// scene's toolbar (`"toolbarItems"`), not to a Toolbar view.
    static let toolbar = ViewClassDescriptor(
        Toolbar.self, name: "Toolbar", superclass: View.self,
        summary: "A bar of buttons along a screen's edge, 44 points high; its items come from code.")
}
