import SystemInterop
import Testing

/// SystemInterop's libffi layer on its own: type encodings, calls through a prepared cif to real C
/// functions (libc's), and closures that give C a function pointer into Swift.
@Suite("libffi calls and closures")
struct CCallTests {
    @Test func encodingsRead() throws {
        let signature = try CSignature(encoding: "B@*@")
        #expect(signature.result == .bool)
        #expect(signature.arguments == [.object, .string, .object])
        #expect(signature.encoding == "B@*@")
        #expect(signature.description == "bool (apphost_object, const char *, apphost_object)")
        #expect(try CSignature(encoding: "v").arguments.isEmpty)
    }

    @Test(arguments: [("", 0, "it is empty"), ("v@Z", 2, "'Z' is not a type"), ("vv", 1, "'v' (void) is only a return type")])
    func malformedEncodingsAreRefused(encoding: String, offset: Int, reason: String) {
        #expect {
            try CSignature(encoding: encoding)
        } throws: { error in
            guard let error = error as? CEncodingError else { return false }
            return error.offset == offset && error.reason.hasPrefix(reason)
        }
    }

    @Test func everyHostFunctionEncodingReads() throws {
        for function in CHostFunction.allCases {
            _ = try CSignature(encoding: function.encoding)
        }
    }

    private func libc(_ symbol: String) throws -> CFunction {
        try #require(try DynamicLibrary.open("libc.so.6").function(named: symbol))
    }

    @Test func callsCFunctionsThroughACachedInterface() throws {
        let strlen = try CCallInterface(CSignature(encoding: "q*"))
        #expect(strlen.call(try libc("strlen"), [.string("héllo")]) == .int64(6))
        // The same interface, called again: nothing is prepared per call.
        #expect(strlen.call(try libc("strlen"), [.string("")]) == .int64(0))

        let abs = try CCallInterface(CSignature(encoding: "ii"))
        #expect(abs.call(try libc("abs"), [.int32(-42)]) == .int32(42))

        let atof = try CCallInterface(CSignature(encoding: "d*"))
        #expect(atof.call(try libc("atof"), [.string("2.5")]) == .double(2.5))
    }

    @Test func closuresAreCFunctionPointersIntoSwift() throws {
        let add = try CClosure(CSignature(encoding: "qqi")) { arguments in
            guard case .int64(let a) = arguments[0], case .int32(let b) = arguments[1] else { return .int64(-1) }
            return .int64(a + Int64(b))
        }
        let caller = try CCallInterface(add.signature)
        #expect(caller.call(add.code, [.int64(40), .int32(2)]) == .int64(42))

        // Narrow results (bool, int32) go back through a whole ffi_arg slot.
        let negate = try CClosure(CSignature(encoding: "BBd")) { arguments in
            guard case .bool(let flag) = arguments[0], case .double(let number) = arguments[1] else { return .bool(false) }
            return .bool(!flag && number > 1)
        }
        let negateCaller = try CCallInterface(negate.signature)
        #expect(negateCaller.call(negate.code, [.bool(false), .double(1.5)]) == .bool(true))
        #expect(negateCaller.call(negate.code, [.bool(true), .double(1.5)]) == .bool(false))

        let length = try CClosure(CSignature(encoding: "i*")) { arguments in
            guard case .string(let text) = arguments[0] else { return .int32(-1) }
            return .int32(Int32(text?.utf8.count ?? -2))
        }
        let lengthCaller = try CCallInterface(length.signature)
        #expect(lengthCaller.call(length.code, [.string("four")]) == .int32(4))
        #expect(lengthCaller.call(length.code, [.string(nil)]) == .int32(-2))
    }

    @Test func stringsCopiedIntoCBuffersAsSnprintfDoes() throws {
        let calloc = try CCallInterface(CSignature(encoding: "^qq"))
        guard case .pointer(let buffer) = calloc.call(try libc("calloc"), [.int64(1), .int64(8)]) else { Issue.record("no buffer"); return }
        defer { _ = try? CCallInterface(CSignature(encoding: "v^")).call(try libc("free"), [.pointer(buffer)]) }
        #expect(CMemory.copy("counted", toBuffer: buffer, capacity: 4) == 7)
        let strlen = try CCallInterface(CSignature(encoding: "q^"))
        #expect(strlen.call(try libc("strlen"), [.pointer(buffer)]) == .int64(3))
    }
}
