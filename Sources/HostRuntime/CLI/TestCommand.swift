import ArgumentParser
import Foundation
import SystemInterop

/// `apphost test SCRIPT…`: runs events scripts as tests, each in an `apphost run --strict` of
/// its own, against the app folder the script belongs to or a given target.
struct TestCommand: HostSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Runs events scripts as tests: each against its app, strictly, with a summary.",
        discussion: """
            Each SCRIPT runs as `apphost run TARGET --events SCRIPT --strict`: the first step \
            or expectation ({"expect":"text"|"exists"|"state"|"trace",…}) that fails ends that \
            script with status 24, giving its file:line:column, what was expected, what is, and the \
            screen; the end of a script terminates the app. TARGET is --target, or else the \
            nearest folder holding app.json at or above the script's folder. The exit status \
            is 0 when every script passed, otherwise the status of the first that failed.
            """
    )

    @Argument(help: ArgumentHelp("Events scripts (JSON Lines).", valueName: "script"))
    var scripts: [String]

    @Option(help: ArgumentHelp("The plugin .so or app folder to run every script against.", valueName: "target"))
    var target: String?

    @Flag(name: .shortAndLong, help: "Also log every callback.")
    var verbose = false

    /// How far up from a script's folder an app folder is looked for.
    private static let folderSearchLimit = 32

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        guard let executable = currentExecutablePath() else {
            throw HostError(.usage, "apphost cannot find its own executable to run the scripts", remedy: "run each script with `apphost run TARGET --events SCRIPT --strict`")
        }
        var passed = 0, failed = 0
        var firstFailure: Int32?
        for script in scripts {
            let appTarget: String
            if let target { appTarget = target } else { appTarget = try Self.appFolder(of: script) }
            let arguments = ["run", appTarget, "--events", script, "--strict"] + (verbose ? ["-v"] : ["-q"])
            let termination: ChildTermination
            do {
                termination = try ChildProcess.spawn(executable: executable, arguments: arguments, environment: ProcessInfo.processInfo.environment,
                                                     extraDescriptor: nil).waitForExit()
            } catch {
                throw HostError(.usage, "cannot start apphost for '\(script)': \(error)", remedy: "run it by hand: apphost \(arguments.joined(separator: " "))")
            }
            if termination == .exited(status: 0) {
                passed += 1
                writeToStandardOutputAndFlush("PASS \(script)\n")
            } else {
                failed += 1
                firstFailure = firstFailure ?? termination.shellStatus
                writeToStandardOutputAndFlush("FAIL \(script) (\(termination))\n")
            }
        }
        writeToStandardOutputAndFlush("\(passed) passed, \(failed) failed\n")
        return firstFailure ?? 0
    }

    /// The nearest folder at or above the script's that holds an `app.json`.
    static func appFolder(of script: String) throws(HostError) -> String {
        guard FileManager.default.isReadableFile(atPath: script) else {
            throw HostError(.fileNotFound, "events script '\(script)' does not exist or cannot be read", remedy: "correct the path")
        }
        var folder = URL(fileURLWithPath: script).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<folderSearchLimit {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("app.json").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        throw HostError(.fileNotFound, "no app.json in the folder of '\(script)' or above it",
                        remedy: "keep the script in its app folder, or pass --target with the plugin .so or the app folder")
    }
}
