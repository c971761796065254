import Foundation
package import StoryboardFormat

/// A storyboard file decoded on another thread while the main thread does other work: at launch
/// the main storyboard's path is known before the plugin is loaded, and decoding needs no plugin
/// class, so `apphost run` decodes it on a thread of its own meanwhile (the thread and its
/// start are the host's, which owns threads; HostKit only reads and decodes).
extension StoryboardLibrary {
    private static var decodingAhead: (path: String, wait: () -> Result<StoryboardDescription, StoryboardError>)?

    /// Tells the libraries that the file at `path` is being decoded elsewhere: the first one to
    /// need it calls `wait` for the result instead of reading it again. `wait` returns exactly
    /// what ``decodeFile(at:viewClasses:)`` returns for `path`.
    package static func useDecoding(of path: String, from wait: @escaping () -> Result<StoryboardDescription, StoryboardError>) {
        decodingAhead = (path, wait)
    }

    /// The result of decoding `path` ahead, taken once; `nil` when no decoding of it is under way.
    static func takeDecodingAhead(_ path: String) -> Result<StoryboardDescription, StoryboardError>? {
        guard let decodingAhead, decodingAhead.path == path else { return nil }
        self.decodingAhead = nil
        return decodingAhead.wait()
    }

    /// Reads the storyboard file at `path` and decodes it on its own (no plugin class is
    /// resolved): what a library keeps for the file until it is linked. Runs on any thread.
    nonisolated package static func decodeFile(at path: String, viewClasses: ViewClassTable) -> Result<StoryboardDescription, StoryboardError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(StoryboardError(.fileNotFound, "storyboard file \(path) does not exist or cannot be read",
                                            remedy: "create it, or correct the storyboard's name (the file is NAME.storyboard.json)"))
        }
        do {
            return .success(try StoryboardDecoder.decode(Array(data), path: path, name: StoryboardDecoder.storyboardName(ofPath: path),
                                                         viewClasses: viewClasses))
        } catch {
            return .failure(StoryboardError(.invalidStoryboard, "storyboard \(path) has \(error.diagnostics.count) error\(error.diagnostics.count == 1 ? "" : "s")",
                                            remedy: "correct the storyboard at the positions given", diagnostics: error.diagnostics))
        }
    }
}
