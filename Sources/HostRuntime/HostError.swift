import ErrorReporting
import SystemInterop

/// An error `apphost` reports to the user: what went wrong, naming the file, class or key, and
/// how to fix it. Each code maps to one documented exit status.
package struct HostError: AppHostError, Sendable, Equatable, CustomStringConvertible {
    package enum Code: String, Sendable, CaseIterable {
        case usage = "usage"
        case badEventScript = "bad-event-script"
        case badManifest = "bad-manifest"
        case badStoryboard = "bad-storyboard"
        case fileNotFound = "file-not-found"
        case pluginNotLoadable = "plugin-not-loadable"
        case classNotFound = "class-not-found"
        case wrongClassKind = "wrong-class-kind"
        case incompatibleHostKit = "incompatible-hostkit"
        case incompatibleCABI = "incompatible-c-abi"
        case badCPlugin = "bad-c-plugin"
        case unsafePath = "unsafe-path"
        case launchRuleBroken = "launch-rule-broken"
        case cannotWrite = "cannot-write"
        case watchdogTimeout = "watchdog-timeout"
        case backgroundTimeExpired = "background-time-expired"
        case controlSocket = "control-socket"
        case controlRequestFailed = "control-request-failed"
        case restoreFailed = "restore-failed"
        case expectationFailed = "expectation-failed"
        case badPackage = "bad-package"
        case toolchainMissing = "toolchain-missing"
        case noDisplay = "no-display"
        case windowFailed = "window-failed"

        /// The process exit status for this error; the table is in `Sources/HostKit/HostKit.docc/ExitCodes.md`.
        package var exitStatus: Int32 {
            switch self {
            case .pluginNotLoadable: 10
            case .classNotFound: 11
            case .wrongClassKind: 12
            case .incompatibleHostKit: 13
            case .incompatibleCABI: 14
            case .badCPlugin: 15
            case .unsafePath: 16
            case .launchRuleBroken: 20
            case .watchdogTimeout: 21
            case .backgroundTimeExpired: 22
            case .restoreFailed: 23
            case .expectationFailed: 24
            case .controlRequestFailed: 1
            case .controlSocket, .toolchainMissing, .noDisplay, .windowFailed: 69
            case .usage, .badEventScript: 64
            case .badManifest, .badStoryboard, .badPackage: 65
            case .fileNotFound: 66
            case .cannotWrite: 73
            }
        }
    }

    package let code: Code
    package let message: String
    /// Further facts, one per line: what the plugin does contain, the loader's own words.
    package let notes: [String]
    package let remedy: String
    package let fileLocation: FileLocation?

    package init(_ code: Code, _ message: String, notes: [String] = [], remedy: String, at location: FileLocation? = nil) {
        self.code = code
        self.message = message
        self.notes = notes
        self.remedy = remedy
        self.fileLocation = location
    }

    package var errorCode: String { code.rawValue }
    package var facts: [String] { notes }

    /// The text printed on standard error.
    package var description: String { report }
}

extension HostError {
    /// A path another user could change: `what` says what the host wanted it for ("plugin
    /// '/tmp/x/libApp.so'"), the error which part of the path is at fault.
    init(unsafe problem: UnsafePathError, for what: String) {
        self.init(.unsafePath, "\(what) is not safe to use: \(problem.description)",
                  notes: ["the host loads code, and writes files, only through paths no other user can change"],
                  remedy: problem.remedy)
    }
}
