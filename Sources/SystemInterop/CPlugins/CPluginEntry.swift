import CAppHostABI

/// A C plugin's `apphost_plugin_entry`, found in its image.
public struct CPluginEntry {
    /// The symbol every C plugin exports (`APPHOST_ENTRY_SYMBOL`).
    public static let symbol = "apphost_plugin_entry"

    private let address: UnsafeMutableRawPointer

    /// The entry point of `library`, or `nil` when it exports none.
    public init?(in library: DynamicLibrary) {
        guard let address = library.address(of: Self.symbol) else { return nil }
        self.address = address
    }

    /// Calls the entry point with this host's ABI version and its function table; `nil` when the
    /// plugin returns NULL. The table must live as long as the process.
    public func call(table: CHostTable) -> CPluginDescriptor? {
        let entry = unsafeBitCast(address, to: apphost_entry_point.self)
        return entry(CHostTable.abiVersion, table.table).map(CPluginDescriptor.init)
    }
}

/// The `apphost_plugin` a C plugin's entry point returned. Only its version is read until the
/// host knows the layout is the one it was compiled with.
public struct CPluginDescriptor {
    private let plugin: UnsafePointer<apphost_plugin>

    init(_ plugin: UnsafePointer<apphost_plugin>) {
        self.plugin = plugin
    }

    /// `apphost_plugin.abi_version`: the first field in every version of the layout.
    public var abiVersion: UInt32 { plugin.pointee.abi_version }

    /// Reads the class descriptors, keeping every NULL as `nil` for the host to report.
    ///
    /// - Precondition: ``abiVersion`` is ``CHostTable/abiVersion``: only that layout is known.
    public func read() -> CPluginDescription {
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
public struct CPluginDescription: Sendable {
    /// `nil` when `classes` is NULL but `class_count` is not 0.
    public let classes: [CClassDescription]?
}

public struct CClassDescription: Sendable {
    public let name: String?
    /// An `apphost_class_kind`, unchecked.
    public let kind: Int32
    public let stateSize: Int
    /// `nil` when `methods` is NULL but `method_count` is not 0.
    public let methods: [CMethodDescription]?

    /// `apphost_class_kind`'s values.
    public static let applicationDelegateKind = Int32(APPHOST_APPLICATION_DELEGATE.rawValue)
    public static let viewControllerKind = Int32(APPHOST_VIEW_CONTROLLER.rawValue)
    public static let viewKind = Int32(APPHOST_VIEW.rawValue)
}

public struct CMethodDescription: Sendable {
    public let name: String?
    public let encoding: String?
    public let function: CFunction?
}
