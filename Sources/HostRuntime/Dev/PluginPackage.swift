import Foundation
import SystemInterop

/// The plugin author's SwiftPM package that `apphost dev` builds: its folder, the `swift` that
/// builds it, and the dynamic library product that is the plugin.
struct PluginPackage {
    /// The package's folder, absolute.
    let folder: String
    /// The `swift` executable found on `PATH`.
    let swift: String
    /// The product `swift build --product` builds: the plugin.
    let product: String

    /// Reads the package in `folder` with `swift package dump-package` and picks its plugin
    /// product: `requested`, else its only dynamic library product.
    static func read(folder: String, product requested: String?, environment: [String: String]) throws(HostError) -> PluginPackage {
        let folder = (SDKFiles.absolute(folder) as NSString).standardizingPath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw HostError(.fileNotFound, "'\(folder)' is not a folder", remedy: "pass the folder of your plugin's Swift package, or run apphost dev inside it")
        }
        guard FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift")) else {
            throw HostError(.fileNotFound, "'\(folder)' is not a Swift package: it has no Package.swift",
                            remedy: "run apphost dev in your plugin's package folder (or pass it); `apphost init NAME` makes one")
        }
        let swift = try findSwift(environment: environment)
        let manifest = try dumpPackage(folder, swift: swift, environment: environment)
        let product = try choosePlugin(among: manifest.products, requested: requested, package: manifest.name)
        return PluginPackage(folder: folder, swift: swift, product: product)
    }

    /// A product of the package as `dump-package` describes it.
    struct Product: Equatable {
        let name: String
        /// `dynamic library`, `static library`, `automatic library`, `executable`, `plugin`…
        let kind: String
        var isDynamicLibrary: Bool { kind == "dynamic library" }
    }

    /// The plugin among `products`: `requested` when given (it must be a dynamic library), else
    /// the only dynamic library.
    static func choosePlugin(among products: [Product], requested: String?, package: String) throws(HostError) -> String {
        let dynamic = products.filter(\.isDynamicLibrary).map(\.name)
        let listed = products.isEmpty ? "none" : products.map { "\($0.name) (\($0.kind))" }.joined(separator: ", ")
        if let requested {
            guard dynamic.contains(requested) else {
                throw HostError(.usage, "package '\(package)' has no dynamic library product '\(requested)'; its products: \(listed)",
                                remedy: dynamic.isEmpty ? "add .library(name: \"\(requested)\", type: .dynamic, targets: [...]) to Package.swift"
                                                        : "pass --product \(dynamic.joined(separator: " or --product "))")
            }
            return requested
        }
        switch dynamic.count {
        case 1:
            return dynamic[0]
        case 0:
            throw HostError(.usage, "package '\(package)' has no dynamic library product to run as a plugin; its products: \(listed)",
                            remedy: "add .library(name: \"\(package)\", type: .dynamic, targets: [\"\(package)\"]) to Package.swift's products")
        default:
            throw HostError(.usage, "package '\(package)' has several dynamic library products: \(dynamic.joined(separator: ", "))",
                            remedy: "choose the plugin with --product \(dynamic[0])")
        }
    }

    /// `swift` on `PATH`, as a shell would find it.
    static func findSwift(environment: [String: String]) throws(HostError) -> String {
        let path = environment["PATH"] ?? ""
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = (String(folder) as NSString).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw HostError(.toolchainMissing, "apphost dev builds with `swift build`, and there is no `swift` on PATH (\(path.isEmpty ? "PATH is empty" : path))",
                        remedy: "install a Swift toolchain (https://swift.org/install) or add its usr/bin folder to PATH, then run apphost dev again")
    }

    /// The package's name and products, from `swift package dump-package`.
    private static func dumpPackage(_ folder: String, swift: String, environment: [String: String]) throws(HostError) -> (name: String, products: [Product]) {
        var output: [UInt8] = []
        let termination: ChildTermination
        do {
            termination = try CapturedProcess.run(executable: swift, arguments: ["package", "--package-path", folder, "dump-package"],
                                                  environment: environment, started: { _ in }, output: { output += $0 })
        } catch {
            throw HostError(.toolchainMissing, "cannot run '\(swift)': \(error)", remedy: "check that your Swift toolchain is installed whole")
        }
        let text = String(decoding: output, as: UTF8.self)
        guard termination == .exited(status: 0),
              let start = text.firstIndex(of: "{"),
              let object = try? JSONSerialization.jsonObject(with: Data(text[start...].utf8)) as? [String: Any] else {
            throw HostError(.badPackage, "swift package dump-package cannot read the package in '\(folder)' (\(termination))",
                            notes: text.split(separator: "\n").suffix(20).map(String.init),
                            remedy: "fix Package.swift as the lines above say (`swift build` shows the same)")
        }
        let products = (object["products"] as? [[String: Any]] ?? []).compactMap { product -> Product? in
            guard let name = product["name"] as? String, let type = product["type"] as? [String: Any], let (kind, details) = type.first else { return nil }
            if kind == "library" { return Product(name: name, kind: "\((details as? [String])?.first ?? "automatic") library") }
            return Product(name: name, kind: kind)
        }
        return ((object["name"] as? String) ?? PathNames.lastComponent(of: folder), products)
    }
}
