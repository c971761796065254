/// A button of a scene's navigation item (`"navigationItem"`) or toolbar (`"toolbarItems"`), as
/// Interface Builder's bar button items: a system item, or a title or image; and what a tap
/// does, an action or a segue, as a control's ``ActionDescription``.
package struct BarButtonItemDescription: Sendable {
    /// UIKit's `UIBarButtonItem.Style`.
    package enum Style: String, Sendable, CaseIterable {
        case plain, done
    }

    /// UIKit's `UIBarButtonItem.SystemItem`, by the names of its cases.
    package enum SystemItem: String, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// Whether the item is room between buttons rather than a button.
        package var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
    }

    package var id: NameAt?
    package var offset: Int
    package var systemItem: SystemItem?
    package var title: String?
    /// The name of an image of the app.
    package var image: String?
    package var style: Style?
    /// A fixed space's width, or the button's when positive.
    package var width: Double?
    package var isEnabled = true
    package var tintColor: ColorValue?
    package var tag: Int?
    package var accessibilityIdentifier: String?
    /// What a tap does, if anything.
    package var action: ActionDescription.Kind?
}
