import Foundation
import HostKit
import SystemInterop

/// One build of the plugin, loaded from a copy of its own, with its classes.
@MainActor
final class PluginGeneration {
    /// 1 for the build the app launched with, then one more for each build loaded.
    let number: Int
    /// `nil` for an app whose classes are linked into the process (HostKitTesting's harness):
    /// its one generation is reloaded in place, with the same code.
    let plugin: LoadedPlugin?
    /// The build's classes, found in its own image: never an older generation's.
    let catalog: any ClassCatalog
    let delegateType: any ApplicationDelegate.Type
    /// `Module.Class` of the delegate.
    let delegateClassName: String
    /// The copy the image was loaded from.
    var imagePath: String { plugin?.path ?? "" }

    init(number: Int, plugin: LoadedPlugin, delegateType: any ApplicationDelegate.Type, delegateClassName: String) {
        self.number = number
        self.plugin = plugin
        catalog = PluginClassCatalog(plugin: plugin)
        self.delegateType = delegateType
        self.delegateClassName = delegateClassName
    }

    /// The generation of an app linked into the process, whose classes `catalog` finds.
    init(linkedClasses catalog: any ClassCatalog, delegateType: any ApplicationDelegate.Type) {
        number = 1
        plugin = nil
        self.catalog = catalog
        self.delegateType = delegateType
        delegateClassName = HostLink.typeName(ofType: delegateType)
    }

    /// A new delegate of this generation: an instance of its Swift class, or the adapter of its
    /// C class.
    func makeDelegate() -> any ApplicationDelegate {
        plugin?.cPlugin?.makeObject(named: delegateClassName) as? any ApplicationDelegate ?? delegateType.init()
    }
}

/// Why a new build was not loaded.
enum BuildRejection: Error {
    /// The file is shorter than its own headers say: a linker is still writing it. Not an error:
    /// the next change to the file is looked at again.
    case incomplete(have: Int, need: Int)
    /// The build is complete but cannot be used; the running generation goes on.
    case unusable(HostError)
}

/// The builds of one plugin a session loads.
///
/// `dlopen` caches images by path (and by inode), so each build is copied under a name of its
/// own before it is loaded; the copy also keeps the loaded image safe from a linker that
/// rewrites the user's file in place. Images are never closed: a Swift image's metadata stays
/// referenced by the runtime for the life of the process (see `shared/toolchain-notes.md`). Only
/// the copies of the running and the last good generations are kept on disk.
@MainActor
final class PluginGenerations {
    /// The user's plugin file, which builds replace.
    let sourcePath: String
    /// Where the copies go.
    let folder: String
    private let delegateClassName: String?
    /// The generation whose code runs.
    private(set) var current: PluginGeneration
    /// The last generation that took over without failing.
    private(set) var lastGood: PluginGeneration
    private var nextNumber: Int

    /// Loads the first generation: a copy of `sourcePath`, or `resumingImage` (a copy an earlier
    /// process of the session left) numbered `resumingNumber`.
    init(sourcePath: String, folder: String, delegateClassName: String?, resumingImage: String? = nil, resumingNumber: Int = 1) throws(HostError) {
        self.sourcePath = sourcePath
        self.folder = folder
        self.delegateClassName = delegateClassName
        // The supervisor made the folder with mkdtemp; a folder another user made or can write
        // (where they could swap a copy before it is loaded) is never used.
        do {
            try PathSafety.checkPrivateFolder(folder)
        } catch {
            throw HostError(unsafe: error, for: "the session folder '\(folder)'")
        }
        let first: PluginGeneration
        if let resumingImage {
            first = try Self.makeGeneration(number: resumingNumber, imagePath: resumingImage, displayPath: sourcePath, delegateClassName: delegateClassName)
        } else {
            do {
                first = try Self.loadBuild(of: sourcePath, number: resumingNumber, in: folder, delegateClassName: delegateClassName)
            } catch {
                switch error {
                case .incomplete(let have, let need):
                    throw HostError(.pluginNotLoadable, "plugin '\(sourcePath)' is incomplete: \(have) of the \(need) bytes its headers declare",
                                    remedy: "wait for the build to finish, then run again")
                case .unusable(let problem):
                    throw problem
                }
            }
        }
        current = first
        lastGood = first
        nextNumber = first.number + 1
    }

    /// Copies the plugin file as it is now, checks that it is a whole image, loads it and finds
    /// its delegate class. The running generation is untouched whatever happens.
    func loadNextBuild() throws(BuildRejection) -> PluginGeneration {
        do {
            let generation = try Self.loadBuild(of: sourcePath, number: nextNumber, in: folder, delegateClassName: delegateClassName)
            nextNumber += 1
            return generation
        } catch {
            // A complete build that failed used its number; one still being written did not.
            if case .unusable = error { nextNumber += 1 }
            throw error
        }
    }

    private static func loadBuild(of sourcePath: String, number: Int, in folder: String, delegateClassName: String?) throws(BuildRejection) -> PluginGeneration {
        let (copy, read) = try stage(sourcePath, number: number, in: folder).get()
        do {
            return try makeGeneration(number: number, imagePath: copy, displayPath: sourcePath, delegateClassName: delegateClassName, alreadyRead: read)
        } catch {
            try? FileManager.default.removeItem(atPath: copy)
            throw .unusable(error)
        }
    }

    /// `generation` now runs; once it has taken over, `committed` makes it the last good one and
    /// the copies of the others go (their images stay mapped).
    func activate(_ generation: PluginGeneration) {
        current = generation
    }

    func commit(_ generation: PluginGeneration) {
        current = generation
        guard generation !== lastGood else { return }
        let previous = lastGood
        lastGood = generation
        if previous.imagePath != generation.imagePath { try? FileManager.default.removeItem(atPath: previous.imagePath) }
    }

    /// Forgets a generation that failed: its copy goes.
    func discard(_ generation: PluginGeneration) {
        guard generation !== lastGood else { return }
        try? FileManager.default.removeItem(atPath: generation.imagePath)
    }

    /// Copies the build into the session folder; the copy's path, with the bytes read and their
    /// check, which loading the copy uses rather than read it again.
    private static func stage(_ sourcePath: String, number: Int, in folder: String)
        -> Result<(copy: String, read: (bytes: [UInt8], check: PluginLoader.ImageCheck)), BuildRejection> {
        do {
            try PathSafety.checkTrusted(sourcePath)
        } catch {
            return .failure(.unusable(HostError(unsafe: error, for: "plugin '\(sourcePath)'")))
        }
        let bytes: [UInt8]
        do {
            bytes = try PluginLoader.readImage(sourcePath, reportedAs: sourcePath)
        } catch {
            return .failure(.unusable(error))
        }
        let check = PluginLoader.check(bytes, reportedAs: sourcePath)
        switch check {
        case .incomplete(let have, let need): return .failure(.incomplete(have: have, need: need))
        case .damaged(let problem): return .failure(.unusable(problem))
        case .loadable, .unrecognized: break
        }
        // A file that is not ELF at all is copied anyway: loading it explains what it is.
        let name = (sourcePath as NSString).lastPathComponent
        let copy = (folder as NSString).appendingPathComponent("generation-\(number)-\(name)")
        // A copy of this number left by an app that crashed before committing it is ours (the
        // folder is private): it goes, and the new copy is created exclusively.
        try? FileManager.default.removeItem(atPath: copy)
        do {
            try PrivateFiles.createExclusively(copy, bytes: bytes, mode: 0o700)
        } catch {
            return .failure(.unusable(HostError(.cannotWrite, "cannot copy plugin '\(sourcePath)' to '\(copy)': \(error)",
                                                remedy: "check that the session folder is writable and the disk is not full")))
        }
        return .success((copy, (bytes, check)))
    }

    private static func makeGeneration(number: Int, imagePath: String, displayPath: String, delegateClassName: String?,
                                       alreadyRead: (bytes: [UInt8], check: PluginLoader.ImageCheck)? = nil) throws(HostError) -> PluginGeneration {
        do {
            try PrivateFiles.checkOwnFile(imagePath)
        } catch {
            throw HostError(unsafe: error, for: "the copy of plugin '\(displayPath)'")
        }
        let plugin = try PluginLoader.load(imagePath, reportedAs: displayPath, alreadyRead: alreadyRead)
        let delegateType = try AppClassResolver(plugin: plugin).delegateClass(named: delegateClassName)
        let name = delegateClassName ?? HostLink.typeName(ofType: delegateType)
        return PluginGeneration(number: number, plugin: plugin, delegateType: delegateType, delegateClassName: name)
    }
}
