import Foundation
import StoryboardFormat
import SwiftSourceScan

/// `apphost port`: a UIKit app's folder as a plugin package. The Swift files get the mechanical
/// rewrite of ``UIKitPortRewriter``, the storyboards go through the importer (``StoryboardPortSeam``),
/// `Info.plist`'s main storyboard and scene manifest go into `app.json`, and everything not carried
/// over is reported as `file:line:column: warning:`.
struct AppPort {
    /// How the package depends on HostKit.
    enum HostKitDependency: Equatable {
        /// An AppHost checkout, by path: the package builds it, and uses its IBActions plugin.
        case checkout(String)
        /// An SDK (an installed prefix): the package compiles against its module files, as
        /// `apphost init`'s does, with a copy of the IBActions plugin.
        case sdk(HostKitSDK)
    }

    let sourceFolder: String
    let outputFolder: String
    let name: String
    let hostKit: HostKitDependency

    /// What a port did.
    struct Report {
        var swiftFiles = 0
        var storyboards = 0
        /// `file:line:column: warning: message`, in file order.
        var warnings: [String] = []
    }

    /// Larger files are not an app's sources; they are reported and skipped.
    static let maximumFileSize = 4 * 1024 * 1024
    static let maximumFileCount = 20_000

    /// The types the app's Swift files declare: renames keep clear of them.
    func appTypeNames() throws(HostError) -> Set<String> {
        var names: Set<String> = []
        for relative in try sourceFiles() where relative.hasSuffix(".swift") {
            names.formUnion(UIKitPortRewriter.declaredTypeNames(in: try readText((sourceFolder as NSString).appendingPathComponent(relative))))
        }
        return names
    }

    func run(importing storyboards: StoryboardPortSeam) throws(HostError) -> Report {
        var report = Report()
        var assetCatalogs: [String] = []
        let files = try sourceFiles(assetCatalogs: &assetCatalogs)
        report.warnings += assetCatalogs.map { "\($0):1:1: warning: asset catalogs are not converted: put each image as NAME.png (or @2x, @3x) in the package's Assets/ folder" }
        let module = "Sources/\(name)"
        var delegate: String?
        var sceneDelegates: [String] = []
        var importedStoryboards: Set<String> = []
        var plist: [String: Any]?
        let appTypeNames = try appTypeNames()
        for relative in files {
            let path = (sourceFolder as NSString).appendingPathComponent(relative)
            let shown = (sourceFolder as NSString).appendingPathComponent(relative)
            let fileName = (relative as NSString).lastPathComponent
            switch (relative as NSString).pathExtension {
            case "swift":
                let ported = UIKitPortRewriter.port(try readText(path), appTypeNames: appTypeNames)
                report.warnings += ported.diagnostics.map { "\(shown):\($0.line):\($0.column): warning: \($0.message)" }
                if let found = ported.applicationDelegate { delegate = found }
                sceneDelegates += ported.sceneDelegates
                try write(ported.text, to: "\(module)/\(relative)")
                report.swiftFiles += 1
            case "storyboard":
                let storyboardName = (fileName as NSString).deletingPathExtension
                if storyboardName == "LaunchScreen" {
                    report.warnings.append("\(shown):1:1: warning: a launch screen is not shown by apphost; not imported")
                    continue
                }
                let outcome = storyboards.importStoryboard(at: path, name: storyboardName, module: name, into: outputFolder)
                report.warnings += outcome.warnings
                if outcome.imported {
                    importedStoryboards.insert(storyboardName)
                    report.storyboards += 1
                }
            case "plist" where fileName == "Info.plist":
                plist = readPropertyList(path, shown: shown, report: &report)
            case "xib":
                report.warnings.append("\(shown):1:1: warning: .xib files are not converted: move the view into a storyboard, or build it in code")
            case "m", "h", "mm", "c":
                report.warnings.append("\(shown):1:1: warning: Objective-C and C sources are not converted")
            default:
                break
            }
        }
        let manifest = AppManifestWriter(name: name, delegate: delegate, sceneDelegates: sceneDelegates, plist: plist,
                                         storyboards: importedStoryboards)
        report.warnings += manifest.problems.map { "\(sourceFolder):1:1: warning: \($0)" }
        try write(manifest.json, to: "app.json")
        try write(packageManifest(), to: "Package.swift")
        if case .sdk(let sdk) = hostKit {
            try write(PluginTemplate.actionsPlugin(sdk: sdk), to: "Plugins/IBActions/plugin.swift")
        }
        return report
    }

    /// The files under the source folder, relative to it, sorted; hidden folders, build output
    /// and Xcode's project folders are skipped, and symbolic links are not followed.
    private func sourceFiles() throws(HostError) -> [String] {
        var catalogs: [String] = []
        return try sourceFiles(assetCatalogs: &catalogs)
    }

    /// The files under the source folder, and (in `assetCatalogs`) its asset catalogs.
    private func sourceFiles(assetCatalogs: inout [String]) throws(HostError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: sourceFolder, isDirectory: true),
                                                              includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                                                              options: [.skipsHiddenFiles]) else {
            throw HostError(.fileNotFound, "the source folder '\(sourceFolder)' cannot be read", remedy: "pass the folder of the app's Swift files and storyboards")
        }
        let skipped: Set<String> = ["build", "Pods", "Carthage", "DerivedData"]
        var files: [String] = []
        let base = URL(fileURLWithPath: sourceFolder, isDirectory: true).standardizedFileURL.path
        for case let url as URL in enumerator {
            let component = url.lastPathComponent
            if component.hasSuffix(".xcassets") {
                assetCatalogs.append(url.path)
                enumerator.skipDescendants()
                continue
            }
            if skipped.contains(component) || component.hasSuffix(".xcodeproj") || component.hasSuffix(".xcworkspace") {
                enumerator.skipDescendants()
                continue
            }
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isRegularFile == true, values?.isSymbolicLink != true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base + "/") else { continue }
            files.append(String(path.dropFirst(base.count + 1)))
            guard files.count <= Self.maximumFileCount else {
                throw HostError(.usage, "'\(sourceFolder)' holds more than \(Self.maximumFileCount) files: it is not one app's folder",
                                remedy: "pass the folder of the app's target (the one holding AppDelegate.swift)")
            }
        }
        return files.sorted()
    }

    private func readText(_ path: String) throws(HostError) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > Self.maximumFileSize {
            throw HostError(.usage, "'\(path)' is larger than \(Self.maximumFileSize / 1024 / 1024) MiB: it is not a Swift source", remedy: "move it out of the source folder")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HostError(.fileNotFound, "'\(path)' cannot be read", remedy: "check its permissions")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func readPropertyList(_ path: String, shown: String, report: inout Report) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path), data.count <= Self.maximumFileSize,
              let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            report.warnings.append("\(shown):1:1: warning: Info.plist cannot be read as a property list; app.json gets no storyboard or scene manifest from it")
            return nil
        }
        return list
    }

    /// Writes `text` to `relative` in the output folder, making its folders.
    private func write(_ text: String, to relative: String) throws(HostError) {
        let path = (outputFolder as NSString).appendingPathComponent(relative)
        try SDKFiles.write(text, to: path)
    }

    func packageManifest() -> String {
        switch hostKit {
        case .checkout(let checkout):
            return """
                // swift-tools-version: 6.1
                import Foundation
                import PackageDescription

                // Made by `apphost port`: the app's Swift sources as a plugin (a dynamic library) built
                // against the HostKit of the AppHost checkout below, which this package builds.
                let appHostCheckout = \(PluginTemplate.swiftLiteral(checkout))
                let appHostPackage = URL(fileURLWithPath: appHostCheckout).lastPathComponent

                let package = Package(
                    name: \(PluginTemplate.swiftLiteral(name)),
                    products: [.library(name: \(PluginTemplate.swiftLiteral(name)), type: .dynamic, targets: [\(PluginTemplate.swiftLiteral(name))])],
                    dependencies: [.package(path: appHostCheckout)],
                    targets: [
                        .target(name: \(PluginTemplate.swiftLiteral(name)), dependencies: [.product(name: "HostKit", package: appHostPackage)],
                                plugins: [.plugin(name: "IBActions", package: appHostPackage)]),
                    ],
                    swiftLanguageModes: [.v5]
                )

                """
        case .sdk(let sdk):
            return """
                // swift-tools-version: 6.1
                import PackageDescription

                // Made by `apphost port`: the app's Swift sources as a plugin (a dynamic library) built
                // against the HostKit SDK of the apphost that made it, without compiling AppHost.
                let hostKitModules = \(PluginTemplate.swiftLiteral(sdk.moduleFolder))
                let hostKitLibraries = \(PluginTemplate.swiftLiteral(sdk.libraryFolder))

                let package = Package(
                    name: \(PluginTemplate.swiftLiteral(name)),
                    products: [.library(name: \(PluginTemplate.swiftLiteral(name)), type: .dynamic, targets: [\(PluginTemplate.swiftLiteral(name))])],
                    targets: [
                        .target(name: \(PluginTemplate.swiftLiteral(name)), swiftSettings: [.unsafeFlags(["-I", hostKitModules])],
                                linkerSettings: [.unsafeFlags(["-L", hostKitLibraries, "-lHostKit", "-Xlinker", "-rpath", "-Xlinker", hostKitLibraries])],
                                plugins: ["IBActions"]),
                        .plugin(name: "IBActions", capability: .buildTool(), path: "Plugins/IBActions"),
                    ],
                    swiftLanguageModes: [.v5]
                )

                """
        }
    }
}
