import ArgumentParser
import HostKit
import SystemInterop

/// The entry point the `apphost` executable calls once it has loaded this library.
///
/// It runs on the process's main thread, which becomes the app's main thread.
@_cdecl("apphost_main")
package func apphostMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    let origin = ContinuousClock.now
    let arguments = (1..<Int(max(argc, 1))).map { String(cString: argv[$0]!) }
    return MainActor.assumeIsolated { runCommandLine(arguments, startedAt: origin) }
}

@MainActor
func runCommandLine(_ arguments: [String], startedAt origin: ContinuousClock.Instant) -> Int32 {
    HostLink.fileReader = { path in try? RegularFile.read(path) }
    do {
        // A plain `run` command line is read without swift-argument-parser's reflection (see RunOptions).
        if arguments.first == "run", !arguments.contains(where: isHelpRequest),
           let options = RunOptions(quicklyParsing: Array(arguments.dropFirst())) {
            RunCommand.givenArguments = Array(arguments.dropFirst())  // a --watch supervisor starts the app with them
            return try RunCommand.execute(options, startedAt: origin)
        }
        var command = try parseCommand(arguments)
        if let subcommand = command as? any HostSubcommand {
            return try subcommand.execute(startedAt: origin)
        }
        try command.run()  // the root command alone prints its help
        return 0
    } catch let error as HostError {
        writeToStandardError("\(error)\n")
        return error.code.exitStatus
    } catch {
        let status = AppHostCommand.exitCode(for: error).rawValue
        let message = AppHostCommand.fullMessage(for: error)
        if status == 0 {
            writeToStandardOutputAndFlush(message + "\n")
        } else {
            writeToStandardError(message + "\n")
        }
        return status
    }
}

/// Parses a known subcommand directly: routing through the root command and its completion-script
/// check costs about a millisecond at every launch. Anything else goes through the root.
@MainActor
private func parseCommand(_ arguments: [String]) throws -> any ParsableCommand {
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case "run" where !rest.contains(where: isHelpRequest):
        RunCommand.givenArguments = rest  // a --watch supervisor starts the app with them
        return try RunCommand.parse(rest)
    case "inspect" where !rest.contains(where: isHelpRequest): return try InspectCommand.parse(rest)
    case "ctl" where !rest.contains(where: isHelpRequest): return try CtlCommand.parse(rest)
    default: return try AppHostCommand.parseAsRoot(arguments)
    }
}

private func isHelpRequest(_ argument: String) -> Bool {
    argument == "-h" || argument == "--help" || argument == "help"
}
