import Foundation

/// Finds an app folder named by a test.
enum AppFolder {
    /// `path` (a file or folder) as it is when absolute or found from the current folder; else
    /// the first one of that name above the test's source file.
    static func locateItem(_ path: String, testFile: String) -> String? {
        let manager = FileManager.default
        if path.hasPrefix("/") || manager.fileExists(atPath: path) { return path }
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent(path).path
            if manager.fileExists(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// `path` as it is when absolute or found from the current folder; else the first folder
    /// above the test's source file that holds it (so `"Examples/Counter"` works from any
    /// package of the repository, whatever folder `swift test` was started in).
    static func locate(_ path: String, testFile: String) throws -> String {
        let manager = FileManager.default
        if path.hasPrefix("/") || manager.fileExists(atPath: (path as NSString).appendingPathComponent("app.json")) {
            return path
        }
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent(path)
            if manager.fileExists(atPath: candidate.appendingPathComponent("app.json").path) { return candidate.path }
            folder.deleteLastPathComponent()
        }
        throw HarnessError("bad-app-folder", "no app folder \"\(path)\" (a folder holding app.json) in \(manager.currentDirectoryPath) or above \(testFile)",
                           remedy: "pass the app's folder, absolute or relative to the package")
    }
}
