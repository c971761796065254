import Foundation
import SystemInterop

/// A plugin image loaded into the process, with the classes it defines.
struct LoadedPlugin {
    /// The file the image was loaded from.
    let path: String
    /// The file the user knows: the plugin, when `path` is a reload's copy of it.
    let displayPath: String
    let library: DynamicLibrary
    let classTable: ImageClassTable
    /// The image file, mapped; read again only to explain a failure.
    let image: ELFImage
    /// The classes of a plugin written in C, found through its entry point; `nil` for a Swift plugin.
    var cPlugin: CPlugin?

    /// Classes the plugin defines without exporting them, for "make it public" advice.
    var nonPublicClassNames: Set<String> {
        ImageClassTable.nonPublicClassNames(in: (try? image.symbols(includingStaticTable: true)) ?? [])
    }
}

/// Loads plugin images and explains, in the user's terms, why one does not load.
enum PluginLoader {
    /// Loads the image at `path`; errors name `displayPath` (default: `path`), the file the user
    /// built, when `path` is a copy of it.
    @MainActor
    static func load(_ path: String, reportedAs displayPath: String? = nil) throws(HostError) -> LoadedPlugin {
        let displayPath = displayPath ?? path
        guard FileManager.default.fileExists(atPath: path) else {
            throw HostError(.fileNotFound, "plugin '\(displayPath)' does not exist",
                            remedy: "build the plugin first (swift build), or correct the path")
        }
        // Code from a file another user can replace would run as us: refused before it is read.
        do {
            try PathSafety.checkTrusted(path)
        } catch {
            throw HostError(unsafe: error, for: "plugin '\(displayPath)'")
        }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw HostError(.fileNotFound, "plugin '\(displayPath)' cannot be read: \(error.localizedDescription)",
                            remedy: "check the file's permissions")
        }
        let library: DynamicLibrary
        do {
            library = try DynamicLibrary.open(path)
        } catch {
            throw diagnose(path: displayPath, bytes: bytes, loaderMessage: error.message)
        }
        let image: ELFImage
        let symbols: [ELFImage.Symbol]
        do {
            image = try ELFImage(bytes: bytes)
            symbols = try image.symbols()
        } catch {
            throw HostError(.pluginNotLoadable, "plugin '\(displayPath)' loaded, but its symbol table cannot be read (\(error))",
                            remedy: "rebuild the plugin with the Swift toolchain")
        }
        var plugin = LoadedPlugin(path: path, displayPath: displayPath, library: library, classTable: ImageClassTable(library: library, symbols: symbols), image: image)
        plugin.cPlugin = try CPluginLoader.load(path: path, library: library, symbols: symbols)
        return plugin
    }

    /// Turns `dlopen`'s failure into an error that says what is wrong and what to do, keeping the
    /// loader's own words as a note.
    static func diagnose(path: String, bytes: Data, loaderMessage: String) -> HostError {
        let loaderNote = "dlopen: \(loaderMessage)"
        let image: ELFImage
        do {
            image = try ELFImage(bytes: bytes)
        } catch .notELF {
            return HostError(.pluginNotLoadable, "'\(path)' is not an ELF shared object", notes: [loaderNote],
                             remedy: "pass the .so file that `swift build` writes for a `.dynamic` library product")
        } catch {
            return HostError(.pluginNotLoadable, "'\(path)' is a damaged ELF file (\(error))", notes: [loaderNote],
                             remedy: "rebuild the plugin; the file may have been cut short while it was written")
        }
        if !image.matchesHost {
            return HostError(.pluginNotLoadable,
                             "plugin '\(path)' is built for \(image.architectureName), but this host runs \(ELFImage.architectureName(ofMachine: ELFImage.hostMachine))",
                             notes: [loaderNote], remedy: "rebuild the plugin on (or for) this machine's architecture")
        }
        if image.fileType != .sharedObject {
            return HostError(.pluginNotLoadable, "'\(path)' is an ELF \(image.fileType) file, not a shared object",
                             notes: [loaderNote], remedy: "build the plugin as a `.dynamic` library product")
        }
        if let symbol = undefinedSymbol(in: loaderMessage) {
            let readable = SwiftRuntime.demangle(symbol) ?? symbol
            if symbol.hasPrefix("$s7HostKit") {
                return HostError(.incompatibleHostKit,
                                 "plugin '\(path)' was built against an incompatible HostKit: it needs '\(readable)', which this HostKit does not have",
                                 notes: [loaderNote], remedy: "rebuild the plugin against the HostKit that ships with this apphost")
            }
            return HostError(.pluginNotLoadable, "plugin '\(path)' uses '\(readable)', which no loaded library defines",
                             notes: [loaderNote], remedy: "link the library that defines it into the plugin, or remove the reference")
        }
        return HostError(.pluginNotLoadable, "plugin '\(path)' cannot be loaded", notes: [loaderNote],
                         remedy: "if a library it needs is missing, install it or add its folder to LD_LIBRARY_PATH")
    }

    /// The symbol in glibc's "undefined symbol: NAME" message, if that is the failure.
    static func undefinedSymbol(in loaderMessage: String) -> String? {
        guard let range = loaderMessage.range(of: "undefined symbol: ") else { return nil }
        let symbol = loaderMessage[range.upperBound...].prefix { !$0.isWhitespace && $0 != "," && $0 != ")" }
        return symbol.isEmpty ? nil : String(symbol)
    }
}
