/// The one report of a class a plugin defines but does not export: `run`, `validate --plugin`
/// and `inspect` all say this, with this fix, whether the class was named as a delegate, by a
/// storyboard, or listed.
///
/// It can be told only where the image does not export internal classes: a release build. A
/// debug build compiled with `-enable-testing` (SwiftPM's default for debug) exports internal
/// classes with exactly the symbols, binding and visibility of public ones, and Swift's metadata
/// carries no access level, so there such a class is found and created as if it were public.
package enum NonPublicClass {
    /// `CLASS 'Module.Class' is in plugin 'PLUGIN' but is not public`, `role` naming what the
    /// class is for ("delegate class", "class").
    package static func message(_ name: String, role: String = "class", plugin: String) -> String {
        "\(role) '\(name)' is in plugin '\(plugin)' but is not public"
    }

    /// Why it matters.
    package static let note = "apphost creates classes by name, and only public classes are exported from a release build of a shared object"

    /// What to do: declare it public.
    package static func remedy(_ name: String) -> String {
        "declare it 'public final class \(name.split(separator: ".").last.map(String.init) ?? name)' (or 'open class'), with a public init()"
    }
}
