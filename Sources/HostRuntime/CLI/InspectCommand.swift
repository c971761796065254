import ArgumentParser
import HostKit
import SystemInterop

/// `apphost inspect PLUGIN`: what a plugin contains, as the host sees it.
struct InspectCommand: HostSubcommand {
    // `apphost` parses this command directly (see `parseCommand`): naming its super-command makes
    // usage lines read `apphost inspect`, and skips the completion-script check, which builds every
    // option's definition once more at each launch.
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        _superCommandName: "apphost",
        abstract: "Lists the classes a plugin exports, and what each is to the host."
    )

    @Argument(help: "The plugin's .so file.")
    var plugin: String

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        let loaded = try PluginLoader.load(plugin)
        let classes = AppClassResolver(plugin: loaded).describeClasses()
        var output = classes.isEmpty ? "\(plugin): no public classes\n" : ""
        for (name, kind) in classes { output += "\(name)\t\(kind)\n" }
        for name in loaded.nonPublicClassNames.sorted() {
            output += "\(name)\tnot public: \(NonPublicClass.message(name, plugin: loaded.displayPath)) (fix: \(NonPublicClass.remedy(name)))\n"
        }
        writeToStandardOutputAndFlush(output)
        return 0
    }
}
