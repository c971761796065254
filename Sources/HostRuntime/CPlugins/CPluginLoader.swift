import HostKit
import StoryboardFormat
import SystemInterop

/// Loads a C plugin: finds its entry point, hands it the host's function table, checks its ABI
/// version, then reads and checks every class and method before any of its code runs again.
/// Every mistake in a descriptor is an error naming the plugin, the class or method, and the fix.
@MainActor
enum CPluginLoader {
    /// The oldest `APPHOST_ABI_VERSION` this host still reads.
    static let oldestSupportedVersion: UInt32 = 1
    static var newestSupportedVersion: UInt32 { CHostTable.abiVersion }

    /// The C plugin in `library`; `nil` for a Swift plugin (one that defines Swift symbols and
    /// no entry point).
    static func load(path: String, library: DynamicLibrary, symbols: [ELFImage.Symbol]) throws(HostError) -> CPlugin? {
        let exportedFunctions = Set(symbols.filter { $0.isExported && $0.isFunction }.map(\.name))
        guard let entry = CPluginEntry(in: library) else {
            if symbols.contains(where: { $0.isDefined && $0.name.hasPrefix("$s") }) { return nil }
            var notes = ["a plugin that is not written in Swift is a C plugin, found through that one exported function"]
            if let nearMiss = Suggestions.closest(to: CPluginEntry.symbol, among: exportedFunctions) {
                notes.append("it exports '\(nearMiss)': is that the entry point, misspelled?")
            }
            throw HostError(.badCPlugin, "C plugin '\(path)' has no entry point: it does not export '\(CPluginEntry.symbol)'", notes: notes,
                            remedy: "define `const apphost_plugin *apphost_plugin_entry(uint32_t host_abi_version, const apphost_host *host)` as apphost.h declares it (exported, not static)")
        }
        let plugin = CPlugin(path: path, library: library, exportedFunctions: exportedFunctions)
        let table: CHostTable
        do {
            table = try CHostTable(handler: CHostFunctions.handler(for: plugin))
        } catch {
            throw HostError(.badCPlugin, "cannot prepare the host functions for C plugin '\(path)': libffi: \(error.status) for \(error.signature)",
                            remedy: "check that libffi works on this machine (apt-get install libffi-dev)")
        }
        plugin.hostTable = table
        guard let descriptor = entry.call(table: table) else {
            throw HostError(.badCPlugin, "the entry point of C plugin '\(path)' returned NULL",
                            remedy: "return the address of a static apphost_plugin from apphost_plugin_entry")
        }
        try checkVersion(descriptor.abiVersion, path: path)
        plugin.install(try CClassReader(plugin: plugin).read(descriptor.read()))
        return plugin
    }

    private static func checkVersion(_ version: UInt32, path: String) throws(HostError) {
        let supported = oldestSupportedVersion == newestSupportedVersion ? "\(newestSupportedVersion)" : "\(oldestSupportedVersion) to \(newestSupportedVersion)"
        if version > newestSupportedVersion {
            throw HostError(.incompatibleCABI, "C plugin '\(path)' was built for AppHost C ABI version \(version), newer than this apphost's (it supports \(supported))",
                            remedy: "run it with a newer apphost, or rebuild the plugin against the apphost.h that ships with this one (APPHOST_ABI_VERSION \(newestSupportedVersion))")
        }
        if version < oldestSupportedVersion {
            throw HostError(.incompatibleCABI, "C plugin '\(path)' was built for AppHost C ABI version \(version), older than this apphost supports (\(supported))",
                            remedy: "rebuild the plugin against the apphost.h that ships with this apphost (APPHOST_ABI_VERSION \(newestSupportedVersion)); set apphost_plugin.abi_version to APPHOST_ABI_VERSION")
        }
    }
}
