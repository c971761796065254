/// A value passed to or returned from C through libffi, typed as the encoding's ``CType``.
///
/// Pointers and object handles travel as their bits: only SystemInterop ever turns them back into
/// addresses, so code outside it cannot dereference them.
public enum CValue: Sendable, Equatable {
    case void
    case bool(Bool)
    case int32(Int32)
    case int64(Int64)
    case double(Double)
    /// A C string; `nil` is the NULL pointer.
    case string(String?)
    /// A pointer's address; 0 is NULL.
    case pointer(UInt)
    /// An `apphost_object` handle's bits; 0 is NULL.
    case object(UInt)

    /// The zero of `type`: what a call that cannot be made returns.
    package static func zero(of type: CType) -> CValue {
        switch type {
        case .void: .void
        case .bool: .bool(false)
        case .int32: .int32(0)
        case .int64: .int64(0)
        case .double: .double(0)
        case .string: .string(nil)
        case .pointer: .pointer(0)
        case .object: .object(0)
        }
    }

    /// The type this value has.
    package var type: CType {
        switch self {
        case .void: .void
        case .bool: .bool
        case .int32: .int32
        case .int64: .int64
        case .double: .double
        case .string: .string
        case .pointer: .pointer
        case .object: .object
        }
    }
}
