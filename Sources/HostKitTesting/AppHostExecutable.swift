import Foundation
import SystemInterop

/// Finds the `apphost` an ``AppProcess`` runs.
enum AppHostExecutable {
    /// `$APPHOST`; else `apphost` beside the running executable (the build folder of a test
    /// target that depends on the `apphost` product); else the first on `PATH`.
    static func locate() throws -> String {
        let manager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["APPHOST"], !explicit.isEmpty {
            guard manager.isExecutableFile(atPath: explicit) else {
                throw HarnessError("no-apphost", "$APPHOST is \(explicit), which is not an executable file", remedy: "point $APPHOST at apphost, or unset it")
            }
            return explicit
        }
        var searched: [String] = []
        if let running = currentExecutablePath() {
            let beside = URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("apphost").path
            if manager.isExecutableFile(atPath: beside) { return beside }
            searched.append(beside)
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") where folder.hasPrefix("/") {
            let candidate = "\(folder)/apphost"
            if manager.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw HarnessError("no-apphost", "no apphost beside the test executable or on PATH", facts: searched.map { "looked at \($0)" },
                           remedy: "make the test target depend on the apphost product (.product(name: \"apphost\", package: …)), install it (apphost install), or set $APPHOST")
    }
}
