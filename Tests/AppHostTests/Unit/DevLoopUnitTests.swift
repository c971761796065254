import Foundation
@testable import HostRuntime
import Testing

/// `apphost dev`'s pieces that need no build: reading the compiler's first error, choosing the
/// plugin product, telling editors' scratch files from edits.
struct DevLoopUnitTests {
    @Test func theFirstErrorIsTheCompilersLocatedOneWithItsExcerpt() {
        let output = BuildOutput("""
            [3/5] Compiling Greeter MainViewController.swift
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            \u{1B}[1m/tmp/G/Sources/Greeter/MainViewController.swift:41:1: \u{1B}[31merror: \u{1B}[0mcannot find 'syntax' in scope
            39 |     }
            40 | }
            41 | syntax error here(
               | `- error: cannot find 'syntax' in scope
            42 |

            /tmp/G/Sources/Greeter/MainViewController.swift:41:8: error: expansion of macro 'error' requires leading '#'
            """)
        #expect(output.firstError() == """
            /tmp/G/Sources/Greeter/MainViewController.swift:41:1: error: cannot find 'syntax' in scope
            39 |     }
            40 | }
            41 | syntax error here(
               | `- error: cannot find 'syntax' in scope
            42 |
            """)
    }

    @Test func withoutALocatedErrorTheBuildSystemsErrorIsTheFirst() {
        #expect(BuildOutput("Linking\nerror: link command failed with exit code 1\n").firstError() == "error: link command failed with exit code 1")
        #expect(BuildOutput("Build complete!\n").firstError() == nil)
        #expect(!BuildOutput.isLocatedErrorLine("warning: x: error: y"))
        #expect(BuildOutput.isLocatedErrorLine("/a b/c.swift:3:14: error: y"))
    }

    @Test func theOnlyDynamicLibraryIsThePlugin() throws {
        let products = [PluginPackage.Product(name: "Tool", kind: "executable"), PluginPackage.Product(name: "App", kind: "dynamic library"),
                        PluginPackage.Product(name: "Core", kind: "static library")]
        #expect(try PluginPackage.choosePlugin(among: products, requested: nil, package: "App") == "App")
        #expect(try PluginPackage.choosePlugin(among: products, requested: "App", package: "App") == "App")
    }

    @Test func noOrSeveralDynamicLibrariesOrAnotherProductAreUsageErrorsNamingTheProducts() {
        let none = [PluginPackage.Product(name: "Tool", kind: "executable"), PluginPackage.Product(name: "Core", kind: "automatic library")]
        #expect {
            try PluginPackage.choosePlugin(among: none, requested: nil, package: "P")
        } throws: { error in
            let error = error as! HostError
            return error.code == .usage && error.code.exitStatus == 64 && error.message.contains("Tool (executable), Core (automatic library)")
        }
        let several = [PluginPackage.Product(name: "A", kind: "dynamic library"), PluginPackage.Product(name: "B", kind: "dynamic library")]
        #expect {
            try PluginPackage.choosePlugin(among: several, requested: nil, package: "P")
        } throws: { error in
            let error = error as! HostError
            return error.code == .usage && error.message.contains("A, B") && error.remedy.contains("--product A")
        }
        #expect {
            try PluginPackage.choosePlugin(among: several, requested: "C", package: "P")
        } throws: { error in
            (error as! HostError).message.contains("no dynamic library product 'C'; its products: A (dynamic library), B (dynamic library)")
        }
    }

    @Test func swiftMissingFromPathIsAToolchainError() {
        #expect {
            try PluginPackage.findSwift(environment: ["PATH": "/nonexistent-apphost-dev"])
        } throws: { error in
            let error = error as! HostError
            return error.code == .toolchainMissing && error.code.exitStatus == 69 && error.message.contains("no `swift` on PATH")
        }
    }

    @Test(arguments: [".MainViewController.swift.swp", "MainViewController.swift~", "4913", ".#notes", "x.swx"])
    func editorScratchFilesAreNoEdit(name: String) {
        #expect(DevSession.isEditorScratch("/p/Sources/App/\(name)"))
    }

    @Test(arguments: ["MainViewController.swift", "shim.c", "include/shim.h"])
    func sourceFilesAreEdits(name: String) {
        #expect(!DevSession.isEditorScratch("/p/Sources/App/\(name)"))
    }

    @Test func aWindowIsAskedForOnlyWithADisplayAndNotHeadless() {
        let display = ["DISPLAY": ":99"]
        #expect(DevSession.windowAvailable(display))
        #expect(DevSession.windowAvailable(["WAYLAND_DISPLAY": "wayland-0"]))
        #expect(!DevSession.windowAvailable(["DISPLAY": ""]))
        #expect(DevSession.windowArguments(headless: true, environment: display).isEmpty)
        #expect(DevSession.windowArguments(headless: false, environment: [:]).isEmpty)
        #expect(DevSession.windowArguments(headless: false, environment: display) == ["--window"])
    }
}

/// The `banner` event `apphost dev` sends to the app.
struct BannerEventTests {
    @Test func aBannerCarriesItsTextAndWithoutTextTakesTheBannerAway() throws {
        #expect(try EventScriptParser.parseLine("{\"event\":\"banner\",\"text\":\"A.swift:1:1: error: x\"}", location: "request") == .banner("A.swift:1:1: error: x"))
        #expect(try EventScriptParser.parseLine("{\"event\":\"banner\"}", location: "request") == .banner(nil))
        #expect(try EventScriptParser.parseLine("{\"event\":\"banner\",\"text\":\"\"}", location: "request") == .banner(nil))
    }

    @Test(arguments: ["{\"event\":\"banner\",\"text\":3}", "{\"event\":\"banner\",\"text\":\"\(String(repeating: "x", count: 4097))\"}"])
    func aBannerThatIsNotShortTextIsRefused(line: String) {
        #expect(throws: HostError.self) { try EventScriptParser.parseLine(line, location: "request") }
    }
}
