import ErrorReporting
import Glibc

/// The one way SystemInterop makes a system call that reports failure through `errno`: a call
/// interrupted by a signal (`EINTR`) is made again, and a failure becomes a ``SystemCallError``
/// naming the call, with `errno` captured before anything else can change it.
///
/// Async-signal-safe code (the C signal handlers in CSystemInterop) cannot use it and checks
/// `errno` itself.
enum SystemCall {
    /// Calls `body`, again while it is interrupted (unless `retryingInterruptions` is false, for
    /// calls that must not be repeated, such as `connect`); a negative result is a failure.
    static func result<Value: SignedInteger>(_ call: @autoclosure () -> String, retryingInterruptions: Bool = true,
                                             _ body: () -> Value) -> Result<Value, SystemCallError> {
        while true {
            let value = body()
            if value >= 0 { return .success(value) }
            let code = errno
            if code != EINTR || !retryingInterruptions { return .failure(SystemCallError(call: call(), code: code)) }
        }
    }

    /// ``result(_:retryingInterruptions:_:)`` as a throwing call.
    @discardableResult
    static func check<Value: SignedInteger>(_ call: @autoclosure () -> String, retryingInterruptions: Bool = true,
                                            _ body: () -> Value) throws(SystemCallError) -> Value {
        try result(call(), retryingInterruptions: retryingInterruptions, body).get()
    }

    /// Writes all of `bytes` to `descriptor`, however many `write` calls that takes; `path`
    /// names the file in the error.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, naming path: String) throws(SystemCallError) {
        var offset = 0
        while offset < bytes.count {
            offset += try check("write(\(path))") { bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } }
        }
    }
}

/// A failed system call, with the text of its error number. It is the cause inside the errors
/// users see (a control socket or state file error names it), so it reads as `call: reason`.
package struct SystemCallError: AppHostError, Sendable, CustomStringConvertible {
    package let call: String
    package let code: Int32

    package init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    package var reason: String { String(cString: strerror(code)) }

    package var errorCode: String { "system-call" }
    package var message: String { description }
    package var remedy: String { "see the system's reason: check the path, its permissions and the process's limits" }

    package var description: String { "\(call): \(reason)" }
}

extension Result where Failure == SystemCallError {
    /// 0 for success, else the error number: for callers that switch on it.
    var errorNumber: Int32 {
        switch self {
        case .success: 0
        case .failure(let failure): failure.code
        }
    }
}
