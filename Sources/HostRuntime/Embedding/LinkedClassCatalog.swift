import HostKit

/// The classes of an app linked into the process (a test target that imports the app's module),
/// as storyboards look them up by `Module.Class`: through the Swift runtime's metadata of every
/// image, since there is no plugin image of its own to search.
@MainActor
final class LinkedClassCatalog: ClassCatalog {
    func findClass(named name: String) -> AnyClass? {
        _typeByName(name) as? AnyClass
    }

    /// The runtime cannot list the classes of a process, so there are no "did you mean" names.
    var classNames: [String] { [] }

    func isNonPublicClass(named name: String) -> Bool { false }

    var pluginDisplayPath: String { "the test process" }

    func makeObject(named name: String) -> Responder? { nil }

    func cActionNames(ofClassNamed name: String) -> Set<String>? { nil }
}
