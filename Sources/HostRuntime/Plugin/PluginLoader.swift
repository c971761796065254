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
    /// The image's headers and dynamic symbol table, as read before it was loaded.
    let image: ELFImage
    /// The classes of a plugin written in C, found through its entry point; `nil` for a Swift plugin.
    var cPlugin: CPlugin?

    /// Classes the plugin defines without exporting them, for "make it public" advice. The
    /// static symbol table was not read at load (``ELFImage/parts(ofFileOf:read:)``): the file is
    /// read again, as only a failure's message needs it.
    var nonPublicClassNames: Set<String> {
        let symbols = (try? RegularFile.read(path)).flatMap { try? ELFImage(bytes: $0).symbols(includingStaticTable: true) }
        return ImageClassTable.nonPublicClassNames(in: symbols ?? [])
    }
}

/// Loads plugin images and explains, in the user's terms, why one does not load.
enum PluginLoader {
    /// Loads the image at `path`; errors name `displayPath` (default: `path`), the file the user
    /// built, when `path` is a copy of it. The file's headers are checked before the dynamic
    /// loader maps it (a cut-short image crashes inside `dlopen`); this is the one way plugin code
    /// is loaded: at launch, at a reload and when a supervisor restarts the app.
    ///
    /// `alreadyRead` is the file's bytes and their check when the caller has them: a reload reads
    /// and checks the build before it copies it into the private session folder, and the copy,
    /// created exclusively from those bytes, is not read and parsed a second time.
    @MainActor
    static func load(_ path: String, reportedAs displayPath: String? = nil, alreadyRead: (bytes: [UInt8], check: ImageCheck)? = nil) throws(HostError) -> LoadedPlugin {
        let displayPath = displayPath ?? path
        // A bare name would send `dlopen` down its library search path.
        let path = PathNames.inCurrentFolderIfBare(path)
        let file = if let alreadyRead { ImageBytes(whole: alreadyRead.bytes) } else { try readImageParts(path, reportedAs: displayPath) }
        // Code from a file another user can replace would run as us: refused before it is loaded.
        do {
            try PathSafety.checkTrusted(path)
        } catch {
            throw HostError(unsafe: error, for: "plugin '\(displayPath)'")
        }
        let checked: (image: ELFImage, symbols: [ELFImage.Symbol])?
        switch alreadyRead?.check ?? check(file, reportedAs: displayPath) {
        case .loadable(let image, let symbols): checked = (image, symbols)
        case .unrecognized: checked = nil
        case .incomplete(let have, let need):
            throw HostError(.pluginNotLoadable, "plugin '\(displayPath)' is incomplete: \(have) of the \(need) bytes its headers declare",
                            remedy: "wait for the build to finish, or rebuild the plugin if the file was cut short")
        case .damaged(let problem):
            throw problem
        }
        let library: DynamicLibrary
        do {
            library = try DynamicLibrary.open(path)
        } catch {
            throw diagnose(path: displayPath, file: file, loaderMessage: error.message)
        }
        guard let (image, symbols) = checked else {
            throw HostError(.pluginNotLoadable, "plugin '\(displayPath)' loaded, but its symbol table cannot be read (it is not a 64-bit little-endian ELF image)",
                            remedy: "rebuild the plugin with the Swift toolchain")
        }
        var plugin = LoadedPlugin(path: path, displayPath: displayPath, library: library, classTable: ImageClassTable(library: library, symbols: symbols), image: image)
        plugin.cPlugin = try CPluginLoader.load(path: path, library: library, symbols: symbols)
        return plugin
    }

    /// What a plugin file's headers say before it is loaded.
    enum ImageCheck {
        /// A whole 64-bit little-endian ELF image whose symbol tables read.
        case loadable(ELFImage, [ELFImage.Symbol])
        /// Not an image the host reads (not ELF, another word size or byte order): `dlopen`'s
        /// failure is explained by ``diagnose(path:file:loaderMessage:)``.
        case unrecognized
        /// Shorter than its headers declare: still being written, or cut short.
        case incomplete(have: Int, need: Int)
        /// Headers that point outside the file or overflow.
        case damaged(HostError)
    }

    /// Checks `bytes`, a plugin file's contents, before anything maps them.
    static func check(_ bytes: [UInt8], reportedAs displayPath: String) -> ImageCheck {
        check(ImageBytes(whole: bytes), reportedAs: displayPath)
    }

    /// Checks a plugin file, whole or its parts that ``ELFImage/parts(ofFileOf:read:)`` reads,
    /// before anything maps it: every header the dynamic loader or the host reads lies inside
    /// the file, and the file is as long as it says.
    static func check(_ file: ImageBytes, reportedAs displayPath: String) -> ImageCheck {
        guard let image = try? ELFImage(file: file), image.is64Bit, image.isLittleEndian else { return .unrecognized }
        do {
            let need = try image.declaredSize()
            if need > file.count { return .incomplete(have: file.count, need: need) }
            return .loadable(image, try image.symbols())
        } catch {
            return .damaged(HostError(.pluginNotLoadable, "plugin '\(displayPath)' is a damaged ELF file: \(error)",
                                      remedy: "rebuild the plugin; a file changed after the linker wrote it cannot be loaded"))
        }
    }

    /// The plugin file's bytes, from a regular file only: a FIFO, device or folder is named as
    /// what it is.
    static func readImage(_ path: String, reportedAs displayPath: String) throws(HostError) -> [UInt8] {
        do {
            return try RegularFile.read(path)
        } catch {
            throw readFailure(error, reportedAs: displayPath)
        }
    }

    /// The parts of the plugin file that loading it checks (``ELFImage/parts(ofFileOf:read:)``),
    /// from a regular file only, as ``readImage(_:reportedAs:)`` reads it.
    static func readImageParts(_ path: String, reportedAs displayPath: String) throws(HostError) -> ImageBytes {
        do {
            return try RegularFile.withParts(of: path) { size, read throws(RegularFileError) in
                try ELFImage.parts(ofFileOf: size, read: read)
            }
        } catch {
            throw readFailure(error, reportedAs: displayPath)
        }
    }

    private static func readFailure(_ error: RegularFileError, reportedAs displayPath: String) -> HostError {
        switch error {
        case .missing:
            HostError(.fileNotFound, "plugin '\(displayPath)' does not exist",
                      remedy: "build the plugin first (swift build), or correct the path")
        case .notRegular(let kind):
            HostError(.pluginNotLoadable, "plugin '\(displayPath)' is not a regular file: it is \(kind)",
                      remedy: "pass the .so file that `swift build` writes")
        case .permissionDenied:
            HostError(.fileNotFound, "plugin '\(displayPath)' cannot be read: permission denied",
                      remedy: "check the file's permissions")
        case .shrank(let have, let expected):
            HostError(.pluginNotLoadable, "plugin '\(displayPath)' is incomplete: it became shorter while it was read (\(have) of \(expected) bytes)",
                      remedy: "wait for the build to finish, or rebuild the plugin if the file was cut short")
        case .failed(let reason):
            HostError(.fileNotFound, "plugin '\(displayPath)' cannot be read: \(reason)",
                      remedy: "check the path and the file's permissions")
        }
    }

    /// Turns `dlopen`'s failure into an error that says what is wrong and what to do, keeping the
    /// loader's own words as a note.
    static func diagnose(path: String, bytes: Data, loaderMessage: String) -> HostError {
        diagnose(path: path, file: ImageBytes(whole: [UInt8](bytes)), loaderMessage: loaderMessage)
    }

    /// ``diagnose(path:bytes:loaderMessage:)`` from the parts of the file read before the load:
    /// what it says comes from the ELF header.
    static func diagnose(path: String, file: ImageBytes, loaderMessage: String) -> HostError {
        let loaderNote = "dlopen: \(loaderMessage)"
        let image: ELFImage
        do {
            image = try ELFImage(file: file)
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
