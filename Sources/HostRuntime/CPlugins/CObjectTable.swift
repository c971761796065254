/// The `apphost_object` handles a C plugin holds: each is an object's identity, and the table
/// turns one back into the object only while the object lives, so a stale or made-up handle is
/// refused instead of followed.
@MainActor
final class CObjectTable {
    private final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var objects: [UInt: WeakReference] = [:]
    /// When the table next drops the entries of objects that have gone.
    private var pruneAt = 256

    /// The handle of `object` (0 for `nil`), valid from now on while `object` lives.
    func handle(for object: AnyObject?) -> UInt {
        guard let object else { return 0 }
        let handle = UInt(bitPattern: ObjectIdentifier(object))
        if objects[handle]?.object !== object {
            objects[handle] = WeakReference(object)
            if objects.count >= pruneAt {
                objects = objects.filter { $0.value.object != nil }
                pruneAt = max(256, objects.count * 2)
            }
        }
        return handle
    }

    /// The object `handle` stands for; `nil` for NULL, a handle the host never gave out, or one
    /// whose object is gone.
    func object(for handle: UInt) -> AnyObject? {
        objects[handle]?.object
    }
}
