import Foundation
import HostKit
import Rendering
import SystemInterop

/// Keeps the sizes an app's launch measured from one run to the next, so that a relaunch lays out
/// its labels and buttons without loading Cairo and Pango (about thirty libraries: a third of an
/// empty app's launch time, and ten megabytes), as fontconfig keeps its font cache.
///
/// One file per app (its plugin and resource folder) in ``UserCacheFolder``. Sizes are used only
/// while every library and font file that measured them is unchanged (``FileStamp``) and the
/// measuring rules are this build's; otherwise the file is ignored and written anew. A file that
/// cannot be read, parsed or trusted is ignored: the store only ever saves work, and never stops a
/// launch. The folder keeps the files of the ``filesKept`` apps measured last: an app from a new
/// temporary folder (tests, benchmarks) would otherwise leave a file behind for ever.
@MainActor
struct TextSizeStore {
    /// How many apps' files the cache folder keeps: the least recently measured go first.
    static let filesKept = 64
    static let filePrefix = "text-sizes-"

    let path: String
    private let folder: String

    /// The store of the app launched from `pluginPath` with resources in `resourceFolder`;
    /// `nil` when there is no cache folder fit to use.
    init?(pluginPath: String, resourceFolder: String) {
        guard let folder = UserCacheFolder.prepared() else { return nil }
        self.folder = folder
        path = folder + "/" + Self.filePrefix + MeasurementProvenance.digest(pluginPath + "\n" + resourceFolder)
    }

    /// Gives HostKit the sizes saved by an earlier run, when they still hold; how many it gave.
    @discardableResult
    func seedMemo() -> Int {
        guard let bytes = try? PrivateFiles.readOwnFile(path),
              let file = try? TextSizeFile(decoding: bytes), file.rules == MeasurementProvenance.rules, !file.files.isEmpty,
              file.files.allSatisfy({ FileStamp.of($0.key) == $0.value }) else { return 0 }
        TextSizeMemo.seed(file.entries)
        return file.entries.count
    }

    /// Saves the sizes this run asked for, when it measured any itself; quietly does nothing when
    /// it cannot (the next launch measures again).
    func saveIfMeasured() {
        guard TextSizeMemo.hasMeasured, let paths = MeasurementProvenance.files(textWasMeasured: true) else { return }
        var files: [String: FileStamp] = [:]
        for path in paths {
            guard let stamp = FileStamp.of(path) else { return }
            files[path] = stamp
        }
        let entries = Array(TextSizeMemo.askedEntries.prefix(TextSizeFile.maximumSizes))
        guard !entries.isEmpty else { return }
        guard (try? AtomicFile.write(TextSizeFile(rules: MeasurementProvenance.rules, files: files, entries: entries).encoded(), to: path)) != nil else { return }
        UserCacheFolder.trim(folder, filesNamed: Self.filePrefix, keeping: Self.filesKept)
    }
}
