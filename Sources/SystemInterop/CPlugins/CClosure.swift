import CLibFFI
import Glibc
import Synchronization

/// A C function pointer that calls a Swift closure: an `ffi_closure` whose trampoline decodes the
/// C arguments by the signature, runs `handler`, and stores its result where C expects it.
///
/// The host builds the function table it hands a C plugin (``CHostTable``) from these, so
/// that each entry is bound to its handler without a global to find it by. A closure stays
/// allocated for the life of this object; the host keeps the ones it hands out for the life of
/// the process, because a plugin may keep the pointers.
package final class CClosure {
    package let signature: CSignature
    /// The C function pointer.
    package let code: CFunction
    private let interface: CCallInterface
    private let closure: UnsafeMutableRawPointer
    private let handler: Unmanaged<Handler>

    final class Handler {
        let signature: CSignature
        let body: ([CValue]) -> CValue

        init(signature: CSignature, body: @escaping ([CValue]) -> CValue) {
            self.signature = signature
            self.body = body
        }
    }

    package init(_ signature: CSignature, handler body: @escaping ([CValue]) -> CValue) throws(CCallError) {
        self.signature = signature
        interface = try CCallInterface(signature)
        var codeAddress: UnsafeMutableRawPointer?
        guard let closure = ffi_closure_alloc(MemoryLayout<ffi_closure>.size, &codeAddress), let codeAddress else {
            throw CCallError(signature: signature, status: "ffi_closure_alloc failed")
        }
        self.closure = closure
        handler = Unmanaged.passRetained(Handler(signature: signature, body: body))
        let status = ffi_prep_closure_loc(closure.assumingMemoryBound(to: ffi_closure.self), interface.cif,
                                          cClosureEntry, handler.toOpaque(), codeAddress)
        guard status == FFI_OK else {
            ffi_closure_free(closure)
            handler.release()
            throw CCallError(signature: signature, status: "ffi_prep_closure_loc returned \(status.rawValue)")
        }
        code = CFunction(UnsafeRawPointer(codeAddress))!
    }

    deinit {
        ffi_closure_free(closure)
        handler.release()
    }
}

/// The trampoline every ``CClosure`` jumps to: `userData` is its retained handler.
private func cClosureEntry(_ cif: UnsafeMutablePointer<ffi_cif>?, _ result: UnsafeMutableRawPointer?,
                                 _ arguments: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ userData: UnsafeMutableRawPointer?) {
    guard let userData, let result else { return }
    let handler = Unmanaged<CClosure.Handler>.fromOpaque(userData).takeUnretainedValue()
    var values: [CValue] = []
    values.reserveCapacity(handler.signature.arguments.count)
    for (index, type) in handler.signature.arguments.enumerated() {
        // libffi hands one address per argument, as many as the cif was prepared with.
        guard let address = arguments?[index] else { values.append(.zero(of: type)); continue }
        values.append(CClosureValues.load(type, from: UnsafeRawPointer(address)))
    }
    let value = handler.body(values)
    CClosureValues.store(value.type == handler.signature.result ? value : .zero(of: handler.signature.result), to: result)
}

/// Reading C arguments and writing C results in the closure trampoline.
enum CClosureValues {
    static func load(_ type: CType, from address: UnsafeRawPointer) -> CValue {
        switch type {
        case .void: .void
        case .bool: .bool(address.load(as: UInt8.self) != 0)
        case .int32: .int32(address.load(as: Int32.self))
        case .int64: .int64(address.load(as: Int64.self))
        case .double: .double(address.load(as: Double.self))
        case .string: .string(UnsafePointer<CChar>(bitPattern: address.load(as: UInt.self)).map { String(cString: $0) })
        case .pointer: .pointer(address.load(as: UInt.self))
        case .object: .object(address.load(as: UInt.self))
        }
    }

    /// Stores a result where libffi reads it: integers narrower than `ffi_arg` are widened to a
    /// whole `ffi_arg`, as the libffi manual requires of closures.
    static func store(_ value: CValue, to address: UnsafeMutableRawPointer) {
        switch value {
        case .void: break
        case .bool(let flag): address.storeBytes(of: flag ? 1 : 0, as: UInt64.self)
        case .int32(let number): address.storeBytes(of: Int64(number), as: Int64.self)
        case .int64(let number): address.storeBytes(of: number, as: Int64.self)
        case .double(let number): address.storeBytes(of: number, as: Double.self)
        case .string(let text): address.storeBytes(of: text.map(InternedCStrings.address(of:)) ?? 0, as: UInt.self)
        case .pointer(let bits), .object(let bits): address.storeBytes(of: bits, as: UInt.self)
        }
    }
}

/// C copies of the strings host functions return (class names), made once each and kept for
/// the life of the process, so that C may keep the pointer, as `apphost.h` promises.
enum InternedCStrings {
    private static let table = Mutex<[String: UInt]>([:])

    static func address(of string: String) -> UInt {
        table.withLock { table in
            if let address = table[string] { return address }
            let address = UInt(bitPattern: strdup(string))
            table[string] = address
            return address
        }
    }
}
