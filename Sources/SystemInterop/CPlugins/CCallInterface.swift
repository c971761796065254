import CLibFFI
import Glibc

// Public, unlike the rest of SystemInterop (`package`): the Benchmarks package, a package of its
// own, measures libffi calls through CFunction, CCallInterface, CSignature and CValue.

/// The address of a C function in a loaded plugin, as bits.
public struct CFunction: Hashable, Sendable {
    public let address: UInt

    init?(_ pointer: UnsafeRawPointer?) {
        guard let pointer else { return nil }
        address = UInt(bitPattern: pointer)
    }

    /// The C function at `address`, e.g. one linked into the caller; `nil` for NULL. The host finds
    /// a plugin's functions by name instead (``DynamicLibrary/function(named:)``).
    public init?(address: UnsafeRawPointer?) {
        self.init(address)
    }

    /// The address as the function type libffi calls through; `ffi_call` casts it back with the cif.
    var cFunction: @convention(c) () -> Void {
        // Never null: the initializer refuses NULL.
        unsafeBitCast(UnsafeRawPointer(bitPattern: address)!, to: (@convention(c) () -> Void).self)
    }
}

/// libffi refused to prepare a call interface (`ffi_prep_cif` or `ffi_prep_closure_loc`).
public struct CCallError: Error, Sendable, Equatable {
    package let signature: CSignature
    package let status: String
}

/// One C signature prepared for libffi: an `ffi_cif` and its argument types, built once and kept
/// for as long as any method with this signature may be called, so that a call only stores its
/// arguments and jumps.
///
/// Not `Sendable`: the host prepares and calls plugin methods on the main thread.
public final class CCallInterface {
    package let signature: CSignature
    // Both live on the heap because `ffi_call` reads them on every call: a cif must outlive it.
    let cif: UnsafeMutablePointer<ffi_cif>
    private let argumentTypes: UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>

    public init(_ signature: CSignature) throws(CCallError) {
        self.signature = signature
        let count = signature.arguments.count
        argumentTypes = .allocate(capacity: max(count, 1))
        for (index, type) in signature.arguments.enumerated() {
            (argumentTypes + index).initialize(to: Self.ffiType(type))
        }
        cif = .allocate(capacity: 1)
        let status = ffi_prep_cif(cif, clibffi_default_abi(), UInt32(count), Self.ffiType(signature.result), argumentTypes)
        guard status == FFI_OK else {
            cif.deallocate()
            argumentTypes.deallocate()
            throw CCallError(signature: signature, status: "ffi_prep_cif returned \(status.rawValue)")
        }
    }

    deinit {
        cif.deallocate()
        argumentTypes.deallocate()
    }

    /// Calls `function`, a C function of exactly this signature, with `arguments`.
    ///
    /// - Precondition: `arguments` match the signature's argument types, in number and type. The
    ///   host checks every plugin method's encoding against the call it makes when the plugin
    ///   loads, so a mismatch here is a bug in the host, not bad input.
    public func call(_ function: CFunction, _ arguments: [CValue]) -> CValue {
        let count = signature.arguments.count
        precondition(arguments.count == count, "\(signature.encoding) takes \(count) arguments, not \(arguments.count)")
        // The argument values and the array of their addresses must stay put during `ffi_call`:
        // they live in this call's stack frame (no heap allocation on the way to the plugin).
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(count, 1)) { slots in
            withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer?.self, capacity: max(count, 1)) { addresses in
                var copiedStrings: [UnsafeMutablePointer<CChar>] = []
                defer { copiedStrings.forEach { free($0) } }
                for index in 0..<count {
                    let slot = UnsafeMutableRawPointer(slots.baseAddress! + index)
                    precondition(arguments[index].type == signature.arguments[index], "argument \(index) of \(signature.encoding) is a \(arguments[index].type.cName)")
                    switch arguments[index] {
                    case .void: break
                    case .bool(let value): slot.storeBytes(of: value ? 1 : 0, as: UInt8.self)
                    case .int32(let value): slot.storeBytes(of: value, as: Int32.self)
                    case .int64(let value): slot.storeBytes(of: value, as: Int64.self)
                    case .double(let value): slot.storeBytes(of: value, as: Double.self)
                    case .string(let value):
                        // A copy the callee may read until it returns; freed right after.
                        let copy = value.flatMap { strdup($0) }
                        if let copy { copiedStrings.append(copy) }
                        slot.storeBytes(of: copy.map { UInt(bitPattern: $0) } ?? 0, as: UInt.self)
                    case .pointer(let bits), .object(let bits): slot.storeBytes(of: bits, as: UInt.self)
                    }
                    addresses[index] = slot
                }
                // An integer result narrower than ffi_arg comes back widened to a whole ffi_arg.
                var result: UInt64 = 0
                ffi_call(cif, function.cFunction, &result, addresses.baseAddress)
                return Self.decode(result, as: signature.result)
            }
        }
    }

    private static func decode(_ raw: UInt64, as type: CType) -> CValue {
        switch type {
        case .void: .void
        case .bool: .bool(UInt8(truncatingIfNeeded: raw) != 0)
        case .int32: .int32(Int32(truncatingIfNeeded: raw))
        case .int64: .int64(Int64(bitPattern: raw))
        case .double: .double(Double(bitPattern: raw))
        case .string: .string(UnsafePointer<CChar>(bitPattern: UInt(raw)).map { String(cString: $0) })
        case .pointer: .pointer(UInt(raw))
        case .object: .object(UInt(raw))
        }
    }

    static func ffiType(_ type: CType) -> UnsafeMutablePointer<ffi_type> {
        switch type {
        case .void: clibffi_type_void()
        case .bool: clibffi_type_uint8()
        case .int32: clibffi_type_sint32()
        case .int64: clibffi_type_sint64()
        case .double: clibffi_type_double()
        case .string, .pointer, .object: clibffi_type_pointer()
        }
    }
}
