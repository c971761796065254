import Foundation
import StoryboardFormat
import SystemInterop

/// The one place `apphost port` meets the storyboard importer (`apphost import`).
protocol StoryboardPortSeam {
    /// Imports the Xcode storyboard at `path` as `NAME.storyboard.json` in `folder`.
    func importStoryboard(at path: String, name: String, module: String, into folder: String) -> StoryboardPortOutcome
}

struct StoryboardPortOutcome {
    var imported: Bool
    /// `file:line:column: warning:` lines.
    var warnings: [String]
}

/// The seam through libStoryboardImport.so, as `apphost import` uses it.
struct ImporterStoryboardSeam: StoryboardPortSeam {
    let library: StoryboardImportLibrary

    func importStoryboard(at path: String, name: String, module: String, into folder: String) -> StoryboardPortOutcome {
        guard let bytes = FileManager.default.contents(atPath: path).map(Array.init), bytes.count <= AppPort.maximumFileSize else {
            return StoryboardPortOutcome(imported: false, warnings: ["\(path):1:1: warning: cannot be read; not imported"])
        }
        let result = library.importStoryboard(bytes, path: path, module: module, inputFolder: PathNames.folder(of: path), outputFolder: folder)
        if let error = result.errorReport {
            return StoryboardPortOutcome(imported: false, warnings: ["\(path):1:1: warning: not imported: \(error)"])
        }
        let output = (folder as NSString).appendingPathComponent(name + StoryboardDecoder.fileSuffix)
        do throws(HostError) {
            try SDKFiles.write(result.json, to: output)
        } catch {
            return StoryboardPortOutcome(imported: false, warnings: ["\(path):1:1: warning: not imported: \(error.message)"])
        }
        return StoryboardPortOutcome(imported: true, warnings: result.warnings.map(\.line))
    }
}
