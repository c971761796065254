import Foundation
import StoryboardFormat
import SystemInterop

/// The one place `apphost port` meets the storyboard importer (`apphost import`).
protocol StoryboardPortSeam {
    /// Imports the Xcode storyboard at `path` as `NAME.storyboard.json` in `folder`.
    func importStoryboard(at path: String, name: String, module: String, into folder: String) -> StoryboardPortOutcome
}

/// Where a storyboard names a class of the app's own (`"class": "BMI_Calculator.ViewController"`,
/// Xcode's target module), the port's module takes its place, as the Swift files now build into it.
enum StoryboardModuleRename {
    static func rename(_ json: String, appTypeNames: Set<String>, to module: String) -> String {
        var output = ""
        var rest = Substring(json)
        let marker = "\"class\": \""
        while let start = rest.range(of: marker) {
            output += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let name = rest[..<end]
            let parts = name.split(separator: ".")
            if parts.count == 2, parts[0] != "HostKit", appTypeNames.contains(String(parts[1])) {
                output += "\(module).\(parts[1])"
            } else {
                output += name
            }
            rest = rest[end...]
        }
        return output + rest
    }
}

struct StoryboardPortOutcome {
    var imported: Bool
    /// `file:line:column: warning:` lines.
    var warnings: [String]
}

/// The seam through libStoryboardImport.so, as `apphost import` uses it.
struct ImporterStoryboardSeam: StoryboardPortSeam {
    let library: StoryboardImportLibrary
    /// The types the app's Swift files declare.
    let appTypeNames: Set<String>

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
            try SDKFiles.write(StoryboardModuleRename.rename(result.json, appTypeNames: appTypeNames, to: module), to: output)
        } catch {
            return StoryboardPortOutcome(imported: false, warnings: ["\(path):1:1: warning: not imported: \(error.message)"])
        }
        return StoryboardPortOutcome(imported: true, warnings: result.warnings.map(\.line))
    }
}
