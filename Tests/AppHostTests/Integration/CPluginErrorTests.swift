import Foundation
import Testing

/// A C plugin with a bad entry point or descriptor gets a clear error (naming the plugin, the
/// class or method, and the fix) and an exit status, never a crash. Each plugin is compiled here
/// with `cc` from a few lines of C.
@Suite("C plugins: bad descriptors are refused with a clear error")
struct CPluginErrorTests {
    private func launch(_ source: String, name: String) async throws -> (path: String, outcome: AppHostHarness.Outcome) {
        let plugin = try CPluginCompiler.compile(source: source, named: name)
        defer { try? FileManager.default.removeItem(atPath: (plugin as NSString).deletingLastPathComponent) }
        let outcome = try await AppHostHarness.run(["run", plugin], events: [#"{"event":"terminate"}"#])
        return (plugin, outcome)
    }

    /// Runs the plugin and checks its status and that standard error says each of `phrases`.
    private func expectFailure(_ source: String, name: String, status: Int32, saying phrases: [String]) async throws {
        let (path, outcome) = try await launch(source, name: name)
        #expect(outcome.status == status, "stderr: \(outcome.standardError)")
        #expect(outcome.standardError.contains(path), "the error names the plugin: \(outcome.standardError)")
        #expect(outcome.standardError.contains("  fix: "), "the error says how to fix it: \(outcome.standardError)")
        for phrase in phrases {
            #expect(outcome.standardError.contains(phrase), "stderr lacks \"\(phrase)\": \(outcome.standardError)")
        }
    }

    static let delegate = #"{ "Bad.AppDelegate", APPHOST_APPLICATION_DELEGATE, 1, delegate_methods, 0 },"#

    /// A plugin with a delegate and the view controller `Bad.Controller`, whose one method is
    /// `{ name, types, function }` (`name` and `types` as C expressions: a literal, or NULL);
    /// `function` is the C definition of `method`.
    static func pluginWithController(method name: String, types: String, function: String) -> String {
        let definitions = """
            \(function)
            static const apphost_method controller_methods[] = { { \(name), \(types), APPHOST_METHOD(method) } };
            """
        let classes = delegate + #"{ "Bad.Controller", APPHOST_VIEW_CONTROLLER, 1, controller_methods, 0 },"#
        return CPluginCompiler.plugin(classes: classes, definitions: definitions)
    }

    static let oneArgument = "static void method(apphost_object self) { (void)self; }"
    static let twoArguments = "static void method(apphost_object self, apphost_object sender) { (void)self; (void)sender; }"

    @Test func missingEntryPoint() async throws {
        let source = """
            #include <apphost.h>
            APPHOST_EXPORT const apphost_plugin *apphost_plugin_entri(uint32_t version, const apphost_host *host) { return 0; }
            """
        try await expectFailure(source, name: "NoEntry", status: 15, saying: [
            "has no entry point: it does not export 'apphost_plugin_entry'",
            "it exports 'apphost_plugin_entri': is that the entry point, misspelled?",
        ])
    }

    @Test(arguments: ["(size_t)-1", "(size_t)1 << 40"])
    func stateSizeTheHostCannotAllocate(stateSize: String) async throws {
        let classes = #"{ "Bad.AppDelegate", APPHOST_APPLICATION_DELEGATE, 1, delegate_methods, "# + stateSize + " },"
        try await expectFailure(CPluginCompiler.plugin(classes: classes), name: "HugeState", status: 15, saying: [
            "class 'Bad.AppDelegate' of C plugin", "bytes of state per instance; the host allocates at most 67108864 (64 MiB)",
        ])
    }

    @Test func entryPointReturningNULL() async throws {
        let source = """
            #include <apphost.h>
            APPHOST_EXPORT const apphost_plugin *apphost_plugin_entry(uint32_t version, const apphost_host *host) { return 0; }
            """
        try await expectFailure(source, name: "NullEntry", status: 15, saying: ["returned NULL"])
    }

    @Test func abiVersionFromTheFuture() async throws {
        try await expectFailure(CPluginCompiler.plugin(classes: Self.delegate, version: "APPHOST_ABI_VERSION + 1"), name: "Future", status: 14, saying: [
            "was built for AppHost C ABI version 2, newer than this apphost's (it supports 1)",
            "run it with a newer apphost",
        ])
    }

    @Test func abiVersionTooOld() async throws {
        try await expectFailure(CPluginCompiler.plugin(classes: Self.delegate, version: "0"), name: "Old", status: 14, saying: [
            "was built for AppHost C ABI version 0, older than this apphost supports (1)",
            "rebuild the plugin against the apphost.h that ships with this apphost",
        ])
    }

    @Test func malformedTypeEncoding() async throws {
        try await expectFailure(Self.pluginWithController(method: #""viewDidLoad""#, types: #""v@x""#, function: Self.oneArgument), name: "Malformed", status: 15, saying: [
            "method 'viewDidLoad' of class 'Bad.Controller'",
            "malformed type encoding \"v@x\": at character 3, 'x' is not a type",
        ])
    }

    @Test func voidArgumentInAnEncoding() async throws {
        try await expectFailure(Self.pluginWithController(method: #""tapped:""#, types: #""v@v""#, function: Self.twoArguments), name: "VoidArgument", status: 15, saying: [
            "method 'tapped:' of class 'Bad.Controller'", "'v' (void) is only a return type",
        ])
    }

    @Test func callbackWhoseEncodingIsNotTheHostsCall() async throws {
        try await expectFailure(Self.pluginWithController(method: #""viewWillAppear:""#, types: #""v@""#, function: Self.oneArgument), name: "Mismatch", status: 15, saying: [
            "method 'viewWillAppear:' of class 'Bad.Controller'",
            "has the encoding \"v@\" (void (apphost_object)), but the host calls it as \"v@B\"",
            "declare it as `void f(apphost_object self, bool animated)` with the types \"v@B\"",
        ])
    }

    @Test func actionWhoseEncodingIsNotTheHostsCall() async throws {
        let function = "static int method(apphost_object self) { (void)self; return 0; }"
        try await expectFailure(Self.pluginWithController(method: #""tapped:""#, types: #""i@""#, function: function), name: "ActionMismatch", status: 15, saying: [
            "action 'tapped:' of class 'Bad.Controller'", "but the host calls actions as \"v@@\"",
        ])
    }

    @Test func misspelledCallback() async throws {
        try await expectFailure(Self.pluginWithController(method: #""viewDidLod""#, types: #""v@""#, function: Self.oneArgument), name: "Misspelled", status: 15, saying: [
            "method 'viewDidLod' of class 'Bad.Controller'", "did you mean 'viewDidLoad'?",
        ])
    }

    @Test func duplicateClassName() async throws {
        try await expectFailure(CPluginCompiler.plugin(classes: Self.delegate + Self.delegate), name: "Duplicate", status: 15, saying: [
            "defines the class 'Bad.AppDelegate' twice", "give each apphost_class its own",
        ])
    }

    @Test func nullClassName() async throws {
        let classes = Self.delegate + "{ NULL, APPHOST_VIEW, 0, NULL, 0 },"
        try await expectFailure(CPluginCompiler.plugin(classes: classes), name: "NullName", status: 15, saying: [
            "class #1 of C plugin", "has a NULL name", "set apphost_class.name",
        ])
    }

    @Test func nullMethodNameAndEncoding() async throws {
        try await expectFailure(Self.pluginWithController(method: "NULL", types: #""v@""#, function: Self.oneArgument), name: "NullMethod", status: 15, saying: [
            "method #0 of class 'Bad.Controller'", "has a NULL name",
        ])
        try await expectFailure(Self.pluginWithController(method: #""viewDidLoad""#, types: "NULL", function: Self.oneArgument), name: "NullTypes", status: 15, saying: [
            "method 'viewDidLoad' of class 'Bad.Controller'", "has a NULL type encoding",
        ])
    }

    /// A NULL passed to a host function where a string is required is reported as an issue naming
    /// the function, and the app goes on.
    @Test func nullStringPassedToAHostFunction() async throws {
        let definitions = """
            static bool launched(apphost_object self, apphost_object application) {
                host->log(NULL);
                host->set_string(application, NULL, "x");
                host->log("still running");
                return true;
            }
            static const apphost_method methods[] = { { "application:didFinishLaunchingWithOptions:", "B@@", APPHOST_METHOD(launched) } };
            """
        let source = CPluginCompiler.plugin(classes: #"{ "Careless.AppDelegate", APPHOST_APPLICATION_DELEGATE, 1, methods, 0 },"#, definitions: definitions)
        let (_, outcome) = try await launch(source, name: "Careless")
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        let issues = outcome.hostRecords(named: "issue").compactMap { $0["message"] as? String }
        #expect(issues == [
            "C plugin called log with a NULL message, where a string is required; the call did nothing",
            "C plugin called set_string with a NULL property, where a string is required; the call did nothing",
        ])
        #expect(outcome.trace.contains { $0["kind"] as? String == "log" && $0["message"] as? String == "still running" })
    }
}
