/// The stored properties a class declares below a given ancestor, read from the runtime's field
/// records, with their offsets in the class's instances and their declared types.
///
/// `_forEachField` lists a class's inherited fields too, and resolves each one's declared type
/// from its mangled name before the caller can skip it: for a plugin's view controller, dozens of
/// `ViewController` fields and the generic metadata of their types, at every launch, for every
/// class a storyboard names. This walks only the fields of the classes below `ancestor`.
///
/// Why calling the runtime directly is sound: the three functions are the entry points
/// `_forEachField` itself is built on, exported by `libswiftCore` and declared in the standard
/// library (`stdlib/public/core/ReflectionMirror.swift`) with exactly these Swift signatures:
/// the count of a class's fields including its superclasses', and a field's type and offset by
/// its index in that count. The runtime numbers a class's fields after all of its superclass's
/// (`recursiveCount` is the superclass's count plus the class's own), so the indices at and above
/// `ancestor`'s count are the fields of the classes below it, and the offsets read are those of
/// `type`'s own instances. ``Record`` has the layout of the runtime's `FieldReflectionMetadata`
/// (`stdlib/public/runtime/ReflectionMirror.cpp`): a name, the function that frees it, and two
/// flags; the runtime only writes it. The toolchain that builds HostKit is the one whose runtime
/// it runs with, since plugins and host share the one runtime of the process.
enum DeclaredFields {
    struct Record {
        var name: UnsafePointer<CChar>? = nil
        var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
        var isStrong = false
        var isVar = false
    }

    /// Calls `body` with the name, offset and declared type of each stored property that `type`
    /// and its superclasses below `ancestor` declare, superclasses' first. `ancestor` must be
    /// `type` or one of its superclasses; nil means all of them.
    static func forEach(of type: AnyClass, below ancestor: AnyClass?, _ body: (UnsafePointer<CChar>, Int, Any.Type) -> Void) {
        let total = recursiveCount(type)
        let inherited = ancestor.map { recursiveCount($0) } ?? 0
        guard inherited < total else { return }
        for index in inherited ..< total {
            var record = Record()
            let fieldType = childMetadata(type, index: index, record: &record)
            defer { record.freeName?(record.name) }
            guard let name = record.name else { continue }
            body(name, childOffset(type, index: index), fieldType)
        }
    }
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func recursiveCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func childMetadata(_ type: Any.Type, index: Int, record: UnsafeMutablePointer<DeclaredFields.Record>) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func childOffset(_ type: Any.Type, index: Int) -> Int
