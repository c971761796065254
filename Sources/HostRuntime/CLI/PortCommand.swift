import ArgumentParser
import Foundation
import SystemInterop

/// `apphost port SOURCE_DIR --out PACKAGE_DIR`: a UIKit app's folder as a plugin package.
struct PortCommand: HostSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Turns a UIKit app's folder (Swift files and storyboards) into a plugin package.",
        discussion: """
            Copies each Swift file to PACKAGE_DIR/Sources/NAME with mechanical renames only: \
            import UIKit -> import HostKit; UIKit's UI/NS names -> HostKit's (only names UIKit \
            defines); @IBOutlet weak var x: T! -> @Outlet var x: T; a zero-argument @IBAction gains \
            a sender; @UIApplicationMain/@main on the app delegate is removed (app.json names it). \
            Imports each .storyboard (as apphost import does), writes Package.swift (a dynamic \
            library on HostKit: this apphost's checkout by path, or --hostkit PATH; from an \
            installed prefix, its SDK) and app.json (delegate, Info.plist's main storyboard and \
            scene manifest). Everything not carried over, and every framework AppHost lacks, is \
            printed as file:line:column: warning: …; the source folder is not changed. Then: cd \
            PACKAGE_DIR && swift build && apphost run . See Sources/HostKit/HostKit.docc/PortingAUIKitApp.md.
            """
    )

    @Argument(help: ArgumentHelp("The app's folder: its Swift files, storyboards and Info.plist.", valueName: "source-dir"))
    var source: String

    @Option(help: ArgumentHelp("The package folder to make; it must not exist or be empty.", valueName: "package-dir"))
    var out: String

    @Option(help: ArgumentHelp("The module, product and package name (default: the source folder's name, as an identifier).", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("The AppHost checkout to depend on by path (default: the one this apphost was built from).", valueName: "path"))
    var hostkit: String?

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), isFolder.boolValue else {
            throw HostError(.fileNotFound, "the source folder '\(source)' does not exist", remedy: "pass the folder of the app's Swift files and storyboards")
        }
        let moduleName = name ?? Self.identifier(from: PathNames.lastComponent(of: SDKFiles.absolute(source)))
        try InitCommand.checkName(moduleName)
        let folder = SDKFiles.absolute(out)
        if let existing = try? FileManager.default.contentsOfDirectory(atPath: folder), !existing.isEmpty {
            throw HostError(.cannotWrite, "the package folder '\(out)' already exists and is not empty", remedy: "choose another --out, or remove the folder first")
        }
        let sdk = try HostKitSDK.ofRunningProgram()
        let dependency: AppPort.HostKitDependency
        if let hostkit {
            dependency = .checkout(SDKFiles.absolute(hostkit))
        } else if let checkout = sdk.checkoutFolder {
            dependency = .checkout(checkout)
        } else {
            dependency = .sdk(sdk)
        }
        let port = AppPort(sourceFolder: source, outputFolder: folder, name: moduleName, hostKit: dependency)
        let report = try port.run(importing: ImporterStoryboardSeam(library: try StoryboardImportLibrary.load(), appTypeNames: try port.appTypeNames()))
        if !report.warnings.isEmpty { writeToStandardError(report.warnings.joined(separator: "\n") + "\n") }
        writeToStandardOutputAndFlush("""
            ported \(report.swiftFiles) Swift file\(report.swiftFiles == 1 ? "" : "s") and \(report.storyboards) storyboard\(report.storyboards == 1 ? "" : "s") into \(folder) (module \(moduleName)), \(report.warnings.count) warning\(report.warnings.count == 1 ? "" : "s")
            next: cd \(out) && swift build && apphost run .

            """)
        return 0
    }

    /// A folder's name as a Swift identifier: letters, digits and `_`, starting with a letter.
    static func identifier(from folderName: String) -> String {
        let kept = folderName.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
        var text = String(String.UnicodeScalarView(kept))
        if text.first.map({ !$0.isLetter }) ?? true { text = "App" + text }
        return text
    }
}
