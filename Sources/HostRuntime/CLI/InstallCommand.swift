import ArgumentParser
import SystemInterop

/// `apphost install --prefix DIR`: copies this `apphost` and its HostKit SDK into a prefix, so that
/// `DIR/bin` on PATH is the only other step, and plugins build against `DIR` without AppHost's sources.
struct InstallCommand: HostSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Installs apphost and the HostKit SDK plugins build against into a prefix.",
        discussion: """
            Writes PREFIX/bin/apphost, PREFIX/lib/libHostKit.so (and libStoryboardImport.so, for apphost import), the module files plugins compile \
            against (PREFIX/lib/swift/linux) and PREFIX/include/apphost.h for C plugins. Build first \
            (swift build -c release), run the build's apphost, then add PREFIX/bin to PATH. Files \
            are replaced atomically, so an apphost that is running keeps working.
            """
    )

    @Option(help: "The folder to install into (made if missing).")
    var prefix: String

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        let source = try HostKitSDK.ofRunningProgram()
        let target = HostKitSDK.installed(prefix: SDKFiles.absolute(prefix))
        try SDKFiles.copy(source.executable, to: target.executable, mode: SDKFiles.executableMode)
        try SDKFiles.copy("\(source.libraryFolder)/\(HostKitSDK.libraryName)", to: "\(target.libraryFolder)/\(HostKitSDK.libraryName)", mode: SDKFiles.executableMode)
        try SDKFiles.copy("\(source.libraryFolder)/\(StoryboardImportLibrary.libraryName)", to: "\(target.libraryFolder)/\(StoryboardImportLibrary.libraryName)",
                          mode: SDKFiles.executableMode)
        for module in HostKitSDK.pluginModules {
            try SDKFiles.copy("\(source.moduleFolder)/\(module).swiftmodule", to: "\(target.moduleFolder)/\(module).swiftmodule", mode: SDKFiles.readableMode)
        }
        try SDKFiles.copy("\(source.headerFolder)/\(HostKitSDK.headerName)", to: "\(target.headerFolder)/\(HostKitSDK.headerName)", mode: SDKFiles.readableMode)
        writeToStandardOutputAndFlush("""
            installed apphost and the HostKit SDK into \(SDKFiles.absolute(prefix))
            next: export PATH="\(PathNames.folder(of: target.executable)):$PATH", then apphost init NAME

            """)
        return 0
    }
}
