import Foundation
import SystemInterop

/// Where the HostKit SDK of the running `apphost` lives: `libHostKit.so`, the Swift module files
/// plugins compile against, and `apphost.h` for C plugins.
///
/// Two layouts hold one. An **installed prefix** (`apphost install --prefix DIR`): `bin/apphost`,
/// `lib/libHostKit.so`, `lib/swift/linux/*.swiftmodule`, `include/apphost.h`. A **build folder**
/// of the checkout (`.build/debug`): `apphost`, `libHostKit.so` and `Modules/` side by side, the
/// header in the checkout's `Sources/CAppHostABI/include`.
struct HostKitSDK: Equatable {
    /// The folder of `libHostKit.so`.
    let libraryFolder: String
    /// The folder of the `.swiftmodule` files a plugin compiles against.
    let moduleFolder: String
    /// The folder of `apphost.h`.
    let headerFolder: String
    /// The `apphost` executable.
    let executable: String

    /// `apphost-actions`, beside `apphost`: the tool of the IBActions build-tool plugin, which lists
    /// a target's `@IBAction` methods.
    var actionsTool: String { "\(PathNames.folder(of: executable))/\(Self.actionsToolName)" }
    static let actionsToolName = "apphost-actions"

    /// The modules a plugin's compiler loads when it imports HostKit: HostKit and ErrorReporting,
    /// which it imports publicly. Both are built for library evolution, so the modules HostKit
    /// imports internally (StoryboardFormat) stay out of plugins' builds.
    static let pluginModules = ["HostKit", "ErrorReporting"]
    static let libraryName = "libHostKit.so"
    static let headerName = "apphost.h"

    /// The layout an installed prefix has.
    static func installed(prefix: String) -> HostKitSDK {
        HostKitSDK(libraryFolder: "\(prefix)/lib", moduleFolder: "\(prefix)/lib/swift/linux",
                   headerFolder: "\(prefix)/include", executable: "\(prefix)/bin/apphost")
    }

    /// The SDK the running `apphost` belongs to.
    static func ofRunningProgram() throws(HostError) -> HostKitSDK {
        guard let executable = currentExecutablePath() else {
            throw HostError(.fileNotFound, "cannot find the running apphost's own file (/proc/self/exe)", remedy: "run apphost on Linux with /proc mounted")
        }
        return try locate(executable: executable)
    }

    /// The SDK of the `apphost` at `executable`, an installed prefix's or a build folder's.
    static func locate(executable: String) throws(HostError) -> HostKitSDK {
        let folder = PathNames.folder(of: executable)
        let candidate = if PathNames.lastComponent(of: folder) == "bin" {
            installed(prefix: PathNames.folder(of: folder))
        } else {
            HostKitSDK(libraryFolder: folder, moduleFolder: "\(folder)/Modules",
                       headerFolder: checkoutHeaderFolder(above: folder) ?? "\(folder)/(no checkout above)/Sources/CAppHostABI/include",
                       executable: executable)
        }
        guard candidate.isComplete else {
            throw HostError(.fileNotFound, "the HostKit SDK of '\(executable)' is incomplete",
                            notes: candidate.missingFiles.map { "missing: \($0)" },
                            remedy: "build AppHost again (swift build) and, for a prefix, run 'apphost install --prefix DIR' again")
        }
        return candidate
    }

    /// Every file the SDK must hold for plugins to build against it.
    var requiredFiles: [String] {
        ["\(libraryFolder)/\(Self.libraryName)", "\(headerFolder)/\(Self.headerName)", actionsTool]
            + Self.pluginModules.map { "\(moduleFolder)/\($0).swiftmodule" }
    }

    var missingFiles: [String] { requiredFiles.filter { !FileManager.default.fileExists(atPath: $0) } }
    var isComplete: Bool { missingFiles.isEmpty }

    /// The AppHost checkout this SDK was built in; `nil` for an installed prefix.
    var checkoutFolder: String? {
        let suffix = "/Sources/CAppHostABI/include"
        guard headerFolder.hasSuffix(suffix), FileManager.default.fileExists(atPath: "\(headerFolder)/\(Self.headerName)") else { return nil }
        return String(headerFolder.dropLast(suffix.count))
    }

    /// The checkout's `Sources/CAppHostABI/include`, found from a build folder inside it.
    private static func checkoutHeaderFolder(above folder: String) -> String? {
        var candidate = folder
        while candidate != "/" && candidate != "." {
            candidate = PathNames.folder(of: candidate)
            let headers = "\(candidate)/Sources/CAppHostABI/include"
            if FileManager.default.fileExists(atPath: "\(headers)/\(headerName)") { return headers }
        }
        return nil
    }
}
