import Foundation
import Glibc
import Rendering
import SystemInterop
import Testing

/// `apphost dev` on a scratch package made as `apphost init` makes one (building against the
/// checkout's HostKit by path): edit, save, see the change live with the state kept; a syntax
/// error keeps the old generation and shows the error; Ctrl-C leaves nothing behind. One
/// package goes through every step, since each compile is slow on a shared machine.
@Suite("apphost dev", .serialized)
struct DevCommandTests {
    /// A running `apphost dev`, its terminal output in a file.
    final class DevRun {
        let process = Process()
        let log: String

        /// `display` runs the app in a window on that X display; without one it is headless.
        init(in folder: String, arguments: [String] = [], display: String? = nil) throws {
            log = "\(folder)/.dev-\(UUID().uuidString).log"
            _ = FileManager.default.createFile(atPath: log, contents: nil)
            process.executableURL = AppHostHarness.apphost
            process.arguments = ["dev"] + (display == nil ? ["--headless"] : []) + arguments
            if let display { process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { _, new in new } }
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
            process.standardError = process.standardOutput
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }

        var output: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }

        /// Waits until the output holds `text` `count` times; fails the test past `timeout`.
        func waitFor(_ text: String, count: Int = 1, timeout: Duration = .seconds(300)) async throws {
            let deadline = ContinuousClock.now + timeout
            while output.components(separatedBy: text).count - 1 < count {
                guard ContinuousClock.now < deadline, process.isRunning else {
                    Issue.record("waited in vain for \(count) × \"\(text)\"; the output:\n\(output.suffix(6000))")
                    throw CancellationError()
                }
                try await Task.sleep(for: .milliseconds(50))
            }
        }

        /// The control socket `apphost dev` announces.
        var controlSocket: String? {
            guard let range = output.range(of: "the app's control socket will be ") else { return nil }
            return String(output[range.upperBound...].prefix { $0 != "\n" })
        }

        /// Ends a session a failed step left running as a user would (Ctrl-C), so that it takes
        /// its app and folders with it; kills it if it does not end within 30 s.
        func stop() {
            guard process.isRunning else { return }
            kill(process.processIdentifier, SIGINT)
            for _ in 0..<300 where process.isRunning { usleep(100_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    /// A package made by `apphost init Greeter` in `folder`: its folder, its controller's source
    /// file and that file's text as made.
    static func makeGreeter(in folder: String) async throws -> (package: String, controller: String, original: String) {
        let made = try await FirstHourTests.runTool(AppHostHarness.apphost.path, ["init", "Greeter"], in: folder)
        try #require(made.status == 0, "\(made.output)")
        let package = "\(folder)/Greeter"
        let controller = "\(package)/Sources/Greeter/MainViewController.swift"
        return (package, controller, try String(contentsOfFile: controller, encoding: .utf8))
    }

    /// One request to the app, its reply as a JSON object.
    static func ask(_ socket: String, _ request: String) throws -> [String: Any] {
        let connection = try ControlSocketConnection(path: socket)
        defer { connection.close() }
        let reply = try connection.exchange(request, timeout: .seconds(30))
        return try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
    }

    /// Whether the greeting label reads `text`, by an expectation sent to the app.
    static func greetingReads(_ socket: String, _ text: String) throws -> Bool {
        let reply = try ask(socket, "{\"expect\":\"text\",\"identifier\":\"greeting\",\"equals\":\"\(text)\"}")
        if reply["ok"] as? Bool != true { Issue.record("\(reply)") }
        return reply["ok"] as? Bool == true
    }

    /// Whether the screen shows the banner's red at the bottom, a little in from the left edge.
    static func showsBanner(_ socket: String) throws -> Bool {
        let reply = try ask(socket, "{\"event\":\"snapshot\",\"png\":true}")
        let encoded = try #require(reply["png"] as? String)
        let data = try #require(Data(base64Encoded: encoded))
        let image = try RasterImage(png: data)
        // Cairo's ARGB32, in memory order on a little-endian machine: blue, green, red, alpha.
        let offset = ((image.pixelHeight - 30 * 3) * image.pixelWidth + 12 * 3) * 4
        let bytes = image.argb32Bytes
        let (blue, green, red) = (bytes[offset], bytes[offset + 1], bytes[offset + 2])
        return red > 150 && green < 80 && blue < 80
    }

    /// The processes whose parent is `id`, and theirs, from /proc.
    static func descendants(of id: Int32) -> [Int32] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? []
        var parents: [Int32: Int32] = [:]
        for process in all {
            guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[process] = parent }
        }
        var found: [Int32] = []
        var frontier = [id]
        while let next = frontier.popLast() {
            let children = parents.filter { $0.value == next }.map(\.key)
            found += children
            frontier += children
        }
        return found
    }

    static func commandLine(_ id: Int32) -> String {
        ((try? String(contentsOfFile: "/proc/\(id)/cmdline", encoding: .utf8)) ?? "").replacingOccurrences(of: "\0", with: " ")
    }

    static func isAlive(_ id: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8) else { return false }
        return !stat.contains(") Z ")
    }

    @Test func aSavedEditIsLiveWithStateKeptABrokenBuildKeepsTheOldGenerationAndCtrlCLeavesNothing() async throws {
        try await FirstHourTests.withScratchFolder { scratch in
            let (package, controller, original) = try await Self.makeGreeter(in: scratch)
            let dev = try DevRun(in: package)
            defer { dev.stop() }
            try await dev.waitFor("apphost: state inactive → active")
            let socket = try #require(dev.controlSocket)
            _ = try Self.ask(socket, "{\"event\":\"tap\",\"identifier\":\"greet\"}")
            _ = try Self.ask(socket, "{\"event\":\"tap\",\"identifier\":\"greet\"}")
            #expect(try Self.greetingReads(socket, "Greeted 2 times"))

            // 1. An edit saved as editors do (written elsewhere, renamed over the file) is live,
            //    and the count stays.
            try original.replacingOccurrences(of: "\"Greeted \\(count) time", with: "\"Hi \\(count) time")
                .write(toFile: controller, atomically: true, encoding: .utf8)
            try await dev.waitFor("generation 2 is live")
            #expect(try Self.greetingReads(socket, "Hi 2 times"))
            #expect(dev.output.contains("live ") && dev.output.contains(" ms after the build"), "\(dev.output.suffix(2000))")

            // A storyboard edit is the app's to reload, with no build, the count kept.
            let storyboard = "\(package)/Main.storyboard.json"
            try String(contentsOfFile: storyboard, encoding: .utf8).replacingOccurrences(of: "\"title\": \"Greet\"", with: "\"title\": \"Wave\"")
                .write(toFile: storyboard, atomically: true, encoding: .utf8)
            try await dev.waitFor("(storyboardChanged)")
            #expect(try Self.ask(socket, "{\"expect\":\"text\",\"identifier\":\"greet\",\"equals\":\"Wave\"}")["ok"] as? Bool == true)
            #expect(try Self.greetingReads(socket, "Hi 2 times"))
            #expect(dev.output.components(separatedBy: "apphost dev: swift build").count - 1 == 2, "a storyboard edit started a build")

            // 2. A syntax error: the old generation goes on; the compiler's first error is in the
            //    terminal, as the compiler printed it, and over the app's screen.
            // The line the compiler names: the one added after the file's last.
            let errorLine = original.split(separator: "\n", omittingEmptySubsequences: false).count
            try (original.replacingOccurrences(of: "\"Greeted \\(count) time", with: "\"Hi \\(count) time") + "syntax error here(\n")
                .write(toFile: controller, atomically: false, encoding: .utf8)
            try await dev.waitFor("the build failed")
            try await dev.waitFor("MainViewController.swift:\(errorLine):1: error: ", count: 2)
            let state = try Self.ask(socket, "{\"event\":\"state\"}")
            #expect(state["generation"] as? Int == 2)
            #expect((state["banner"] as? String)?.contains("Sources/Greeter/MainViewController.swift:\(errorLine):1: error: ") == true, "\(state)")
            #expect(try Self.greetingReads(socket, "Hi 2 times"))
            #expect(try Self.showsBanner(socket))

            // 3. Fixed: the next build is live, the banner is gone, the count stays.
            try original.replacingOccurrences(of: "\"Greeted \\(count) time", with: "\"Hello \\(count) time")
                .write(toFile: controller, atomically: true, encoding: .utf8)
            try await dev.waitFor("generation 3 is live")
            #expect(try Self.greetingReads(socket, "Hello 2 times"))
            #expect(try Self.ask(socket, "{\"event\":\"state\"}")["banner"] == nil)
            #expect(try !Self.showsBanner(socket))

            // 4. New code that crashes while taking over: the app restarts with the last good
            //    generation and the count, and the banner says so.
            try original.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        if greetings >= 0 { fatalError(\"boom\") }")
                .write(toFile: controller, atomically: true, encoding: .utf8)
            try await dev.waitFor("the reload got no answer")
            try await dev.waitFor("apphost: generation 4 crashed while taking over")
            // The restarted app answers once it has launched; apphost dev then shows the banner.
            var restarted: [String: Any] = [:]
            for _ in 0..<600 where restarted["banner"] == nil {
                try await Task.sleep(for: .milliseconds(50))
                restarted = (try? Self.ask(socket, "{\"event\":\"state\"}")) ?? [:]
            }
            #expect(restarted["generation"] as? Int == 3, "\(restarted)")
            #expect((restarted["banner"] as? String)?.contains("The new build crashed") == true, "\(restarted)")
            #expect(try Self.greetingReads(socket, "Hello 2 times"))

            // 5. Ctrl-C during a build: the build's processes, the app and its supervisor end,
            //    and the session's folders go.
            let appID = try #require(try Self.ask(socket, "{\"event\":\"state\"}")["pid"] as? Int)
            // A comment-only rebuild can be over in a few hundred milliseconds on a quiet machine:
            // the processes are read from the moment the build is announced, and another edit
            // starts another build until one is caught running.
            func isBuild(_ command: String) -> Bool { command.contains("swift-build") || command.contains("swift build") }
            var children: [Int32] = []
            var commands: [String] = []
            for attempt in 1...5 where !commands.contains(where: isBuild) {
                try (original + "\n// a comment, edit \(attempt)\n").write(toFile: controller, atomically: true, encoding: .utf8)
                try await dev.waitFor("apphost dev: swift build", count: 5 + attempt)
                for _ in 0..<250 {
                    children = Self.descendants(of: dev.process.processIdentifier)
                    commands = children.map(Self.commandLine)
                    if commands.contains(where: isBuild) { break }
                    try await Task.sleep(for: .milliseconds(20))
                }
            }
            #expect(commands.contains { $0.contains("--supervised-session") }, "the app runs: \(commands)")
            #expect(commands.contains(where: isBuild), "a build runs: \(commands)")
            kill(dev.process.processIdentifier, SIGINT)
            try await AppHostHarness.waitForExit(dev.process, timeout: .seconds(60))
            #expect(dev.process.terminationStatus == 0, "\(dev.output.suffix(3000))")
            #expect(dev.output.contains("apphost: exit 0 (terminated)"), "\(dev.output.suffix(3000))")
            #expect(dev.output.contains("apphost dev: session ended"))
            try await Task.sleep(for: .milliseconds(200))
            let left = (children + [Int32(appID)]).filter(Self.isAlive)
            #expect(left.isEmpty, "left running: \(left.map(Self.commandLine))")
            #expect(!FileManager.default.fileExists(atPath: PathNames.folder(of: socket)), "the session folder is left")
            let sessions = dev.output.components(separatedBy: "--supervised-session ").dropFirst().map { String($0.prefix { $0 != " " && $0 != "\n" }) }
            for session in sessions { #expect(!FileManager.default.fileExists(atPath: session), "\(session) is left") }
        }
    }

    @Test func aKilledSessionTakesItsAppWithIt() async throws {
        try await FirstHourTests.withScratchFolder { scratch in
            let made = try await FirstHourTests.runTool(AppHostHarness.apphost.path, ["init", "Greeter"], in: scratch)
            try #require(made.status == 0, "\(made.output)")
            let dev = try DevRun(in: "\(scratch)/Greeter")
            defer { dev.stop() }
            try await dev.waitFor("apphost: state inactive → active")
            let children = Self.descendants(of: dev.process.processIdentifier)
            #expect(children.map(Self.commandLine).contains { $0.contains("--supervised-session") }, "\(children.map(Self.commandLine))")
            kill(dev.process.processIdentifier, SIGKILL)
            // Foundation sees the end of apphost dev only once its children have closed what they
            // inherited from it, so this waits for them too.
            try await AppHostHarness.waitForExit(dev.process, timeout: .seconds(30))
            for _ in 0..<300 where children.contains(where: Self.isAlive) {
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(!children.contains(where: Self.isAlive), "left running: \(children.filter(Self.isAlive).map(Self.commandLine))")
            // The app terminated through its life cycle, its supervisor's session folder gone.
            #expect(dev.output.contains("apphost: exit 0 (terminated)"), "\(dev.output.suffix(3000))")
            let sessions = dev.output.components(separatedBy: "--supervised-session ").dropFirst().map { String($0.prefix { $0 != " " && $0 != "\n" }) }
            for session in sessions { #expect(!FileManager.default.fileExists(atPath: session), "\(session) is left") }
            // A killed apphost dev cannot remove its own folder; the app removed the socket in it.
            let socketFolder = PathNames.folder(of: try #require(dev.controlSocket))
            #expect((try? FileManager.default.contentsOfDirectory(atPath: socketFolder)) == [])
            try? FileManager.default.removeItem(atPath: socketFolder)
        }
    }

    /// Writes a package whose products are `products` (Package.swift lines), with empty targets.
    private static func package(in folder: String, products: String, targets: [String]) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(name: "Choice", products: [\(products)], targets: [\(targets.map { ".target(name: \"\($0)\")" }.joined(separator: ", "))])

            """.write(toFile: "\(folder)/Package.swift", atomically: true, encoding: .utf8)
        for target in targets {
            try FileManager.default.createDirectory(atPath: "\(folder)/Sources/\(target)", withIntermediateDirectories: true)
            try "public let x = 1\n".write(toFile: "\(folder)/Sources/\(target)/\(target).swift", atomically: true, encoding: .utf8)
        }
    }

    @Test func aPackageWithoutOneDynamicLibraryOrNotAPackageIsRefusedNamingTheProducts() async throws {
        try await FirstHourTests.withScratchFolder { scratch in
            let none = "\(scratch)/None"
            try Self.package(in: none, products: ".library(name: \"Core\", type: .static, targets: [\"Core\"]), .executable(name: \"tool\", targets: [\"Core\"])", targets: ["Core"])
            let noPlugin = try await FirstHourTests.runTool(AppHostHarness.apphost.path, ["dev", none], in: scratch, timeout: .seconds(120))
            #expect(noPlugin.status == 64, "\(noPlugin.output)")
            #expect(noPlugin.output.contains("has no dynamic library product to run as a plugin; its products: Core (static library), tool (executable)"), "\(noPlugin.output)")

            let several = "\(scratch)/Several"
            try Self.package(in: several, products: ".library(name: \"A\", type: .dynamic, targets: [\"A\"]), .library(name: \"B\", type: .dynamic, targets: [\"B\"])", targets: ["A", "B"])
            let ambiguous = try await FirstHourTests.runTool(AppHostHarness.apphost.path, ["dev"], in: several, timeout: .seconds(120))
            #expect(ambiguous.status == 64, "\(ambiguous.output)")
            #expect(ambiguous.output.contains("has several dynamic library products: A, B"), "\(ambiguous.output)")
            #expect(ambiguous.output.contains("fix: choose the plugin with --product A"), "\(ambiguous.output)")
            let unknown = try await FirstHourTests.runTool(AppHostHarness.apphost.path, ["dev", "--product", "C"], in: several, timeout: .seconds(120))
            #expect(unknown.status == 64 && unknown.output.contains("no dynamic library product 'C'; its products: A (dynamic library), B (dynamic library)"), "\(unknown.output)")
            // B is a plugin product, but no app.json says how to run it.
            let noApp = try await FirstHourTests.runTool(AppHostHarness.apphost.path, ["dev", "--product", "B"], in: several, timeout: .seconds(120))
            #expect(noApp.status == 66 && noApp.output.contains("has no app.json"), "\(noApp.output)")

            for (option, value) in [("--scale", "5"), ("--screen", "390")] {
                let badScreen = try await FirstHourTests.runTool(AppHostHarness.apphost.path, ["dev", "--product", "B", option, value], in: several)
                #expect(badScreen.status == 64, "\(badScreen.output)")
                #expect(badScreen.output.contains(option == "--scale" ? "--scale 5 is not a screen scale" : "--screen '390' is not a screen size"),
                        "a bad screen is the session's usage error: \(badScreen.output)")
            }
            let badDirection = try await FirstHourTests.runTool(AppHostHarness.apphost.path, ["dev", "--product", "B", "--layout-direction", "upwards"], in: several)
            #expect(badDirection.status == 64 && badDirection.output.contains("--layout-direction"), "\(badDirection.output)")

            let notAPackage = try await FirstHourTests.runTool(AppHostHarness.apphost.path, ["dev", scratch], in: scratch)
            #expect(notAPackage.status == 66, "\(notAPackage.output)")
            #expect(notAPackage.output.contains("is not a Swift package: it has no Package.swift"), "\(notAPackage.output)")
        }
    }

    @Test func withoutSwiftOnPathTheMessageSaysSo() async throws {
        try await FirstHourTests.withScratchFolder { scratch in
            try Self.package(in: "\(scratch)/P", products: ".library(name: \"P\", type: .dynamic, targets: [\"P\"])", targets: ["P"])
            let process = Process()
            process.executableURL = AppHostHarness.apphost
            process.arguments = ["dev", "\(scratch)/P"]
            process.environment = ["PATH": "/nonexistent-apphost-dev", "HOME": NSHomeDirectory()]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            try await AppHostHarness.waitForExit(process, timeout: .seconds(30))
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 69, "\(text)")
            #expect(text.contains("error[toolchain-missing]: apphost dev builds with `swift build`, and there is no `swift` on PATH"), "\(text)")
        }
    }
}
