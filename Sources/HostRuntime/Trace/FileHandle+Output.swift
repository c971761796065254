import Foundation
import SystemInterop

extension FileHandle {
    /// The `--trace` or `--snapshot` file at `path` (`what` names it in errors), opened for
    /// writing in place: emptied, or continued when `appending`. An existing file keeps its mode;
    /// another user's symbolic link is not followed (see `OutputFile`).
    convenience init(output path: String, appending: Bool, naming what: String) throws(HostError) {
        do {
            self.init(fileDescriptor: try OutputFile.open(path, appending: appending), closeOnDealloc: true)
        } catch {
            switch error {
            case .unsafe(let problem):
                throw HostError(unsafe: problem, for: "\(what) '\(path)'")
            case .system(let failure):
                throw HostError(.cannotWrite, "cannot create \(what) '\(path)': \(failure.reason)",
                                remedy: "check that its folder exists and is writable")
            }
        }
    }
}
