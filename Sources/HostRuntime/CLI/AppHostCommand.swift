import ArgumentParser

/// `apphost`: runs iOS-style app-delegate plugins on Linux.
struct AppHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apphost",
        abstract: "Runs an app-delegate plugin through the iOS application life cycle.",
        discussion: """
            Exit statuses: 0 the app terminated; 10 the plugin cannot be loaded; 11 a class is not \
            in the plugin; 12 a class is of the wrong kind; 13 the plugin was built against an \
            incompatible HostKit; 14 a C plugin's ABI version is not supported; 15 a C plugin's \
            entry point or descriptors are wrong; 16 a plugin, session folder or output file is in a \
            place another user can change; 20 the app broke a launch rule; 21 the watchdog killed the app \
            (0x8badf00d); 22 the background time ran out with tasks open; 23 a reload could not take \
            the last good generation back; 24 a step or expectation of a strict events script \
            (`run --strict`, `apphost test`) failed; 64 bad arguments or \
            events script (for `apphost dev`: no single dynamic library product); 65 bad app \
            manifest, storyboard or Package.swift; 66 a file is missing (or not a package); 69 \
            libHostKit.so cannot be loaded, the control socket cannot be opened or reached, or \
            `swift` is not on PATH; \
            73 a file cannot be written; 1 `apphost ctl` got an error reply; \
            128+N ended by signal N. See Sources/HostKit/HostKit.docc/ExitCodes.md.
            """,
        subcommands: [RunCommand.self, CtlCommand.self, ValidateCommand.self, ImportCommand.self, InspectCommand.self, SchemaCommand.self, TestCommand.self, RenderCommand.self, InstallCommand.self, InitCommand.self, DevCommand.self, PortCommand.self]
    )
}

/// A subcommand whose work runs on the main thread and ends with an exit status.
protocol HostSubcommand: ParsableCommand {
    @MainActor func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32
}
