import SystemInterop

/// libStoryboardImport.so, the converter behind `apphost import`, loaded on first use from the
/// SDK's library folder, so that its FoundationXML and libxml2 load only for this command.
struct StoryboardImportLibrary {
    static let libraryName = "libStoryboardImport.so"
    static let entryPoint = "apphost_import_storyboard"

    /// The C function the library exports (see `ImportEntryPoint.swift` in StoryboardImport).
    typealias Receiver = @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<UInt8>?, Int) -> Void
    typealias Entry = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafePointer<CChar>, UnsafePointer<CChar>?,
                                      UnsafePointer<CChar>, UnsafePointer<CChar>, Receiver, UnsafeMutableRawPointer?) -> Int32

    private let entry: Entry

    struct Warning {
        var kind: String
        var line: String
    }

    /// What an import handed back.
    final class Result {
        var json = ""
        var idMap = ""
        var warnings: [Warning] = []
        var errorReport: String?
        var sceneCount = 0
    }

    static func load() throws(HostError) -> StoryboardImportLibrary {
        let path = "\(try HostKitSDK.ofRunningProgram().libraryFolder)/\(libraryName)"
        // The importer is code: it is loaded only from where no other user can replace it.
        do {
            try PathSafety.checkTrusted(path)
        } catch {
            throw HostError(unsafe: error, for: "the importer '\(path)'")
        }
        let library: DynamicLibrary
        do {
            library = try DynamicLibrary.open(path)
        } catch {
            throw HostError(.fileNotFound, "cannot load the storyboard importer '\(path)': \(error.message)",
                            remedy: "build AppHost again (swift build builds it), or install it again with apphost install")
        }
        guard let address = library.address(of: entryPoint) else {
            throw HostError(.pluginNotLoadable, "'\(path)' does not export \(entryPoint)", remedy: "build AppHost again; the importer is from another version")
        }
        return StoryboardImportLibrary(entry: unsafeBitCast(address, to: Entry.self))
    }

    func importStoryboard(_ bytes: [UInt8], path: String, module: String?, inputFolder: String, outputFolder: String) -> Result {
        let result = Result()
        let context = Unmanaged.passRetained(result)
        defer { context.release() }
        let receive: Receiver = { context, kind, bytes, count in
            guard let context else { return }
            let result = Unmanaged<Result>.fromOpaque(context).takeUnretainedValue()
            let text = bytes.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? ""
            switch kind {
            case 0: result.json = text
            case 1: result.idMap = text
            case 2:
                let parts = text.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
                result.warnings.append(Warning(kind: String(parts[0]), line: parts.count > 1 ? String(parts[1]) : text))
            case 3: result.errorReport = text
            case 4: result.sceneCount = Int(text) ?? 0
            default: break
            }
        }
        _ = bytes.withUnsafeBufferPointer { buffer in
            path.withCString { path in
                inputFolder.withCString { inputFolder in
                    outputFolder.withCString { outputFolder in
                        if let module {
                            module.withCString { entry(buffer.baseAddress, buffer.count, path, $0, inputFolder, outputFolder, receive, context.toOpaque()) }
                        } else {
                            entry(buffer.baseAddress, buffer.count, path, nil, inputFolder, outputFolder, receive, context.toOpaque())
                        }
                    }
                }
            }
        }
        return result
    }
}
