import Foundation

/// What the importer hands back to `apphost import` through ``apphostImportStoryboard``.
package enum ImportOutputKind: Int32 {
    /// The JSON storyboard.
    case json = 0
    /// The `--keep-ids` map.
    case idMap = 1
    /// One warning: its kind, a unit separator (0x1F), then the printed line.
    case warning = 2
    /// The error report, when the import fails.
    case error = 3
    /// The number of scenes, in decimal.
    case sceneCount = 4
}

/// Receives each piece of the result: (context, kind, UTF-8 bytes, byte count).
public typealias ImportOutputReceiver = @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<UInt8>?, Int) -> Void

/// The C entry point `apphost import` finds with `dlsym` after loading libStoryboardImport.so.
/// It imports `count` bytes read from `path` (its name in messages) and hands the results to
/// `receive`; it returns 0, or 65 after handing over the error. `module` may be NULL;
/// `inputFolder` and `outputFolder` are where storyboard references are looked for.
@_cdecl("apphost_import_storyboard")
public func apphostImportStoryboard(_ bytes: UnsafePointer<UInt8>?, _ count: Int, _ path: UnsafePointer<CChar>, _ module: UnsafePointer<CChar>?,
                                    _ inputFolder: UnsafePointer<CChar>, _ outputFolder: UnsafePointer<CChar>,
                                    _ receive: ImportOutputReceiver, _ context: UnsafeMutableRawPointer?) -> Int32 {
    let input = bytes.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
    let inputFolder = String(cString: inputFolder), outputFolder = String(cString: outputFolder)
    let options = StoryboardImportOptions(module: module.map { String(cString: $0) }) { other in
        FileManager.default.fileExists(atPath: "\(inputFolder)/\(other).storyboard")
            || FileManager.default.fileExists(atPath: "\(outputFolder)/\(other).storyboard.json")
    }
    func send(_ kind: ImportOutputKind, _ text: String) {
        var text = text
        text.withUTF8 { receive(context, kind.rawValue, $0.baseAddress, $0.count) }
    }
    do {
        let result = try StoryboardImporter.importStoryboard(input, path: String(cString: path), options: options)
        send(.json, result.json)
        send(.idMap, result.idMapJSON)
        for warning in result.warnings { send(.warning, warning.kind + "\u{1F}" + warning.description) }
        send(.sceneCount, String(result.sceneCount))
        return 0
    } catch {
        send(.error, error.report)
        return 65
    }
}
