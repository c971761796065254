import Logging
import SystemInterop

/// Writes one plain line per message to standard error: `apphost: state inactive → active`.
/// Warnings and errors say so; errors are already formatted by ``HostError``.
struct ConsoleLogHandler: LogHandler {
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let prefix = switch event.level {
        case .warning: "apphost: warning: "
        case .error, .critical: ""
        default: "apphost: "
        }
        writeToStandardError("\(prefix)\(event.message)\n")
    }
}
