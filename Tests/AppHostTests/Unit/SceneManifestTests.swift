import Foundation
import ErrorReporting
@testable import HostRuntime
import Lifecycle
import Testing

@Suite("Scene manifest and scene events")
struct SceneManifestTests {
    private func decode(_ json: String) throws(HostError) -> AppManifest {
        try AppManifest.decode(Data(json.utf8), path: "app.json")
    }

    @Test func readsConfigurationsInOrder() throws {
        let manifest = try decode(#"""
            {"format":1,"plugin":"libX.so","scenes":{"supportsMultipleScenes":true,"configurations":[
              {"name":"Default","delegate":"X.SceneDelegate","storyboard":"Main"},{"name":"Inspector","delegate":"X.Inspector"}]}}
            """#)
        let scenes = try #require(manifest.scenes)
        #expect(scenes.supportsMultipleScenes)
        #expect(scenes.configurations == [.init(name: "Default", delegate: "X.SceneDelegate", storyboard: "Main"),
                                          .init(name: "Inspector", delegate: "X.Inspector", storyboard: nil)])
        #expect(scenes.configuration(named: nil)?.name == "Default")
        #expect(scenes.configuration(named: "Inspector")?.delegate == "X.Inspector")
        #expect(scenes.configuration(named: "Nope") == nil)
        #expect(try decode(#"{"format":1,"plugin":"libX.so"}"#).scenes == nil, "an app without a manifest keeps the app-delegate life cycle")
    }

    @Test(arguments: [
        (#"{"format":1,"plugin":"l.so","scenes":[]}"#, "\"scenes\" must be an object", 1, 38),
        (#"{"format":1,"plugin":"l.so","scenes":{"configuration":[]}}"#, "unknown key \"configuration\" (did you mean \"configurations\"?)", 1, 39),
        (#"{"format":1,"plugin":"l.so","scenes":{}}"#, "\"scenes\" has no \"configurations\"", 1, 38),
        (#"{"format":1,"plugin":"l.so","scenes":{"configurations":[]}}"#, "\"configurations\" must be a non-empty array", 1, 56),
        (#"{"format":1,"plugin":"l.so","scenes":{"configurations":[{"name":"A"}]}}"#, "configuration 1 has no \"delegate\"", 1, 57),
        (#"{"format":1,"plugin":"l.so","scenes":{"configurations":[{"name":"A","delegate":"X.D"},{"name":"A","delegate":"X.E"}]}}"#,
         "two configurations are named \"A\"", 1, 87),
        (#"{"format":1,"plugin":"l.so","scenes":{"supportsMultipleScenes":1,"configurations":[{"name":"A","delegate":"X.D"}]}}"#,
         "\"supportsMultipleScenes\" must be true or false", 1, 64),
    ] as [(String, String, Int, Int)])
    func refusesABadManifestAtItsPlace(json: String, message: String, line: Int, column: Int) {
        let error = #expect(throws: HostError.self) { try decode(json) }
        #expect(error?.code == .badManifest)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
        #expect(error?.fileLocation == FileLocation(file: "app.json", line: line, column: column), "\(String(describing: error?.fileLocation))")
    }

    @Test func parsesSceneEvents() throws {
        let script = """
            {"event":"openScene"}
            {"event":"openScene","configuration":"Inspector"}
            {"event":"home","scene":2}
            {"event":"foreground","scene":"2"}
            {"event":"disconnectScene","scene":2}
            {"event":"closeScene","scene":1}
            {"event":"discardSession","scene":3}
            """
        #expect(try EventScriptParser.parse(script, source: "s.jsonl") == [
            .system(.openScene(configuration: nil)), .system(.openScene(configuration: "Inspector")), .system(.homeScene(2)),
            .system(.foregroundScene(2)), .system(.disconnectScene(2)), .system(.closeScene(1)), .system(.discardSession(3)),
        ])
        #expect(ScriptedEvent.name(of: .homeScene(2)) == "home")
        #expect(ScriptedEvent.name(of: .closeScene(2)) == "closeScene")
    }

    @Test(arguments: [
        (#"{"event":"closeScene"}"#, "\"closeScene\" needs \"scene\""),
        (#"{"event":"home","scene":0}"#, "\"home\" needs \"scene\""),
        (#"{"event":"home","scene":true}"#, "\"home\" needs \"scene\""),
        (#"{"event":"home","scene":"two"}"#, "\"home\" needs \"scene\""),
        (#"{"event":"openScene","configuration":""}"#, "\"configuration\" must be the non-empty name"),
        (#"{"event":"openScene","scene":1}"#, "unknown key \"scene\" for event \"openScene\""),
        (#"{"event":"terminate","scene":1}"#, "unknown key \"scene\" for event \"terminate\""),
    ])
    func refusesABadSceneEvent(line: String, message: String) {
        let error = #expect(throws: HostError.self) { try EventScriptParser.parse(line, source: "s.jsonl") }
        #expect(error?.code == .badEventScript)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }
}
