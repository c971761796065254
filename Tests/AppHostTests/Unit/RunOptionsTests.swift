import ArgumentParser
@testable import HostRuntime
import Testing

/// `apphost run` reads a plain command line without swift-argument-parser (its reflection cost
/// about a millisecond at every launch); whatever it reads must be exactly what
/// swift-argument-parser reads, and whatever it cannot read exactly goes to swift-argument-parser.
@Suite("run options")
struct RunOptionsTests {
    static let readAlike: [[String]] = [
        ["libApp.so"],
        ["Examples/Counter", "--events", "tour.jsonl", "--quiet"],
        ["app", "--trace", "-", "--snapshot", "out.json", "--snapshot-format", "text", "-v"],
        ["--delegate", "App.Delegate", "--application", "App.Application", "app.so", "--main-storyboard", "Main"],
        ["app", "--launch-reason", "backgroundFetch", "--notification-payload", "{\"a\":1}", "--events", "-"],
        ["app", "--suspend-after", "500ms", "--background-time", "10s", "--expiration-warning", "2s"],
        ["app", "--watchdog-launch", "1s", "--watchdog-background", "2s", "--watchdog-terminate", "3s", "--no-watchdog"],
        ["app", "--control", "/tmp/s", "--watch", "--debounce", "10ms", "--state-file", "state.plist", "-q"],
        ["app", "--supervised-session", "/tmp/x", "--resume-image", "i.so", "--resume-generation", "7", "--resume-state", "s", "--append-trace"],
        ["app", "--trace=t.jsonl", "--launch-reason=location", "--resume-generation=+3", "--verbose"],
        ["app", "--events", ""],
        ["app", "--layout-direction", "right-to-left", "--screen", "844x390"],
    ]

    static let leftToTheParser: [[String]] = [
        [], ["--quiet"], ["a", "b"], ["app", "--help"], ["app", "-h"], ["app", "--bogus"], ["app", "--events"],
        ["app", "--events", "--quiet"], ["app", "--trace", "-x"], ["app", "--quiet", "--quiet"], ["app", "-q", "--quiet"],
        ["app", "-vq"], ["app", "--launch-reason", "sometimes"], ["app", "--snapshot-format", "yaml"], ["app", "--layout-direction", "rtl"],
        ["app", "--resume-generation", "seven"], ["app", "--watch=true"], ["app", "--trace="], ["app", "--", "x"],
        ["app", "--events", "a", "--events", "b"], ["-", "app"],
    ]

    @Test(arguments: readAlike)
    func readsAPlainCommandLineAsTheArgumentParserDoes(_ arguments: [String]) throws {
        let quick = try #require(RunOptions(quicklyParsing: arguments))
        #expect(quick == (try RunCommand.parse(arguments)).options)
    }

    @Test(arguments: leftToTheParser)
    func leavesAnythingElseToTheArgumentParser(_ arguments: [String]) {
        #expect(RunOptions(quicklyParsing: arguments) == nil)
    }
}
