import Foundation
import PackagePlugin

/// Makes a target's `@IBAction func name(_ sender: T)` methods connectable by name, as in UIKit:
/// before the target compiles, `apphost-actions` reads its Swift sources and writes the table of
/// those methods that HostKit reads (`AppHostIBActions`).
@main
struct IBActions: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "AppHostIBActions.swift")
        return [
            .buildCommand(displayName: "Listing the @IBAction methods of \(target.name)",
                          executable: try context.tool(named: "apphost-actions").url,
                          arguments: ["--output", output.path] + sources.map(\.path),
                          inputFiles: sources, outputFiles: [output]),
        ]
    }
}
