import CAppHostABI

/// A C plugin's `apphost_plugin_entry`, found in its image.
package struct CPluginEntry {
    /// The symbol every C plugin exports (`APPHOST_ENTRY_SYMBOL`).
    package static let symbol = "apphost_plugin_entry"

    private let address: UnsafeMutableRawPointer

    /// The entry point of `library`, or `nil` when it exports none.
    package init?(in library: DynamicLibrary) {
        guard let address = library.address(of: Self.symbol) else { return nil }
        self.address = address
    }

    /// Calls the entry point with this host's ABI version and its function table; `nil` when the
    /// plugin returns NULL. The table must live as long as the process.
    package func call(table: CHostTable) -> CPluginDescriptor? {
        let entry = unsafeBitCast(address, to: apphost_entry_point.self)
        return entry(CHostTable.abiVersion, table.table).map(CPluginDescriptor.init)
    }
}

/// The `apphost_plugin` a C plugin's entry point returned. Only its version is read until the
/// host knows the layout is the one it was compiled with.
package struct CPluginDescriptor {
    private let plugin: UnsafePointer<apphost_plugin>

    init(_ plugin: UnsafePointer<apphost_plugin>) {
        self.plugin = plugin
    }

    /// `apphost_plugin.abi_version`: the first field in every version of the layout.
    package var abiVersion: UInt32 { plugin.pointee.abi_version }

    /// Reads the class descriptors, keeping every NULL as `nil` for the host to report.
    ///
    /// - Precondition: ``abiVersion`` is ``CHostTable/abiVersion``: only that layout is known.
    package func read() -> CPluginDescription {
        precondition(abiVersion == CHostTable.abiVersion, "descriptor of ABI \(abiVersion) read as ABI \(CHostTable.abiVersion)")
        let descriptor = plugin.pointee
        let count = Int(descriptor.class_count)
        guard let classes = descriptor.classes else {
            return CPluginDescription(classes: count == 0 ? [] : nil)
        }
        return CPluginDescription(classes: (0..<count).map { Self.readClass(classes[$0]) })
    }

    private static func readClass(_ description: apphost_class) -> CClassDescription {
        let count = Int(description.method_count)
        let methods: [CMethodDescription]? = description.methods.map { methods in
            (0..<count).map { index in
                let method = methods[index]
                return CMethodDescription(name: method.name.map { String(cString: $0) },
                                                encoding: method.types.map { String(cString: $0) },
                                                function: method.function.flatMap { CFunction(unsafeBitCast($0, to: UnsafeRawPointer.self)) })
            }
        } ?? (count == 0 ? [] : nil)
        return CClassDescription(name: description.name.map { String(cString: $0) }, kind: description.kind,
                                       stateSize: description.state_size, methods: methods)
    }
}

/// What a C plugin's descriptor says, with NULL pointers kept as `nil`.
package struct CPluginDescription: Sendable {
    /// `nil` when `classes` is NULL but `class_count` is not 0.
    package let classes: [CClassDescription]?
}

package struct CClassDescription: Sendable {
    package let name: String?
    /// An `apphost_class_kind`, unchecked.
    package let kind: Int32
    package let stateSize: Int
    /// `nil` when `methods` is NULL but `method_count` is not 0.
    package let methods: [CMethodDescription]?

    /// `apphost_class_kind`'s values.
    package static let applicationDelegateKind = Int32(APPHOST_APPLICATION_DELEGATE.rawValue)
    package static let viewControllerKind = Int32(APPHOST_VIEW_CONTROLLER.rawValue)
    package static let viewKind = Int32(APPHOST_VIEW.rawValue)
}

package struct CMethodDescription: Sendable {
    package let name: String?
    package let encoding: String?
    package let function: CFunction?
}
