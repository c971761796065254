import Foundation

/// Builds C plugins the way `apphost.h` documents, with a plain `cc -shared -fPIC`: the header is
/// all a C plugin needs.
enum CPluginCompiler {
    static let headerFolder = AppHostHarness.repositoryRoot.appendingPathComponent("Sources/CAppHostABI/include")

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Compiles `source` (a C file's path) into a `.so` in a fresh temporary folder.
    static func compile(file source: URL, named name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-c-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("lib\(name).so")
        let log = folder.appendingPathComponent("cc.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["cc", "-shared", "-fPIC", "-Wall", "-Werror", "-I", headerFolder.path, source.path, "-o", output.path]
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = process.standardOutput
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "cc failed for \(source.path):\n\((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        return output.path
    }

    /// Compiles C source text.
    static func compile(source: String, named name: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-\(name)-\(UUID().uuidString).c")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try compile(file: file, named: name)
    }

    /// A small C plugin: `classes` are the initializers of its `apphost_class` array, which may
    /// use `delegate_methods` (a delegate that answers the launch) and the functions in
    /// `definitions`; `version` is what it puts in `abi_version`.
    static func plugin(classes: String, definitions: String = "", version: String = "APPHOST_ABI_VERSION") -> String {
        """
        #include <apphost.h>
        #include <stddef.h>

        static const apphost_host *host;

        static bool did_finish_launching(apphost_object self, apphost_object application) {
            (void)self; (void)application;
            return true;
        }

        __attribute__((unused)) static const apphost_method delegate_methods[] = {
            { "application:didFinishLaunchingWithOptions:", "B@@", APPHOST_METHOD(did_finish_launching) },
        };

        \(definitions)

        static const apphost_class classes[] = {
            \(classes)
        };

        static const apphost_plugin plugin = { \(version), sizeof classes / sizeof classes[0], classes };

        APPHOST_EXPORT const apphost_plugin *apphost_plugin_entry(uint32_t host_abi_version, const apphost_host *host_functions) {
            (void)host_abi_version;
            host = host_functions;
            return &plugin;
        }
        """
    }
}
