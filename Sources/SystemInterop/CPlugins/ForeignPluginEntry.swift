import CAppHostABI

/// A C plugin's `apphost_plugin_entry`, found in its image.
public struct ForeignPluginEntry {
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
    public func call(table: ForeignHostTable) -> ForeignPluginDescriptor? {
        let entry = unsafeBitCast(address, to: apphost_entry_point.self)
        return entry(ForeignHostTable.abiVersion, table.table).map(ForeignPluginDescriptor.init)
    }
}

/// The `apphost_plugin` a C plugin's entry point returned. Only its version is read until the
/// host knows the layout is the one it was compiled with.
public struct ForeignPluginDescriptor {
    private let plugin: UnsafePointer<apphost_plugin>

    init(_ plugin: UnsafePointer<apphost_plugin>) {
        self.plugin = plugin
    }

    /// `apphost_plugin.abi_version`: the first field in every version of the layout.
    public var abiVersion: UInt32 { plugin.pointee.abi_version }

    /// Reads the class descriptors, keeping every NULL as `nil` for the host to report.
    ///
    /// - Precondition: ``abiVersion`` is ``ForeignHostTable/abiVersion``: only that layout is known.
    public func read() -> ForeignPluginDescription {
        precondition(abiVersion == ForeignHostTable.abiVersion, "descriptor of ABI \(abiVersion) read as ABI \(ForeignHostTable.abiVersion)")
        let descriptor = plugin.pointee
        let count = Int(descriptor.class_count)
        guard let classes = descriptor.classes else {
            return ForeignPluginDescription(classes: count == 0 ? [] : nil)
        }
        return ForeignPluginDescription(classes: (0..<count).map { Self.readClass(classes[$0]) })
    }

    private static func readClass(_ description: apphost_class) -> ForeignClassDescription {
        let count = Int(description.method_count)
        let methods: [ForeignMethodDescription]? = description.methods.map { methods in
            (0..<count).map { index in
                let method = methods[index]
                return ForeignMethodDescription(name: method.name.map { String(cString: $0) },
                                                encoding: method.types.map { String(cString: $0) },
                                                function: method.function.flatMap { ForeignFunction(unsafeBitCast($0, to: UnsafeRawPointer.self)) })
            }
        } ?? (count == 0 ? [] : nil)
        return ForeignClassDescription(name: description.name.map { String(cString: $0) }, kind: description.kind,
                                       stateSize: description.state_size, methods: methods)
    }
}

/// What a C plugin's descriptor says, with NULL pointers kept as `nil`.
public struct ForeignPluginDescription: Sendable {
    /// `nil` when `classes` is NULL but `class_count` is not 0.
    public let classes: [ForeignClassDescription]?
}

public struct ForeignClassDescription: Sendable {
    public let name: String?
    /// An `apphost_class_kind`, unchecked.
    public let kind: Int32
    public let stateSize: Int
    /// `nil` when `methods` is NULL but `method_count` is not 0.
    public let methods: [ForeignMethodDescription]?

    /// `apphost_class_kind`'s values.
    public static let applicationDelegateKind = Int32(APPHOST_APPLICATION_DELEGATE.rawValue)
    public static let viewControllerKind = Int32(APPHOST_VIEW_CONTROLLER.rawValue)
    public static let viewKind = Int32(APPHOST_VIEW.rawValue)
}

public struct ForeignMethodDescription: Sendable {
    public let name: String?
    public let encoding: String?
    public let function: ForeignFunction?
}
