import ControlSocket
import Foundation
import Logging
import SystemInterop

/// `apphost run --control PATH`: the control socket, speaking the events vocabulary as JSON
/// Lines, one reply per request. See `Sources/HostKit/HostKit.docc/ControlSocket.md`.
///
/// Requests arrive on the socket's thread and go through the inbox, so they are applied on the
/// main thread in order with every other event.
final class ControlSocketEndpoint: Sendable {
    private let server: ControlSocketServer

    init(path: String, inbox: HostInbox) throws(HostError) {
        do {
            server = try ControlSocketServer(path: path, rejectionReply: ControlSocketReply.rejection, onRequest: { request in
                inbox.post(.controlRequest(request))
            })
        } catch {
            throw HostError(.controlSocket, "cannot open the control socket '\(path)': \(error.message)", remedy: error.remedy)
        }
    }

    func close() {
        server.close()
    }

    /// Answers one request: parses it as an event, applies it, replies.
    @MainActor
    static func answer(_ request: ControlSocketRequest, host: ApplicationHost) {
        let object: [String: Any]
        do {
            object = try EventScriptParser.object(from: request.line, location: "request")
        } catch {
            request.reply(ControlSocketReply.failure(id: nil, event: nil, code: "bad-request", message: error.messageWithNotes, remedy: error.remedy, state: host.state.rawValue))
            return
        }
        let id = ControlSocketReply.idJSON(object["id"])
        let event: ScriptedEvent
        do {
            event = try EventScriptParser.parse(object, location: "request")
        } catch {
            request.reply(ControlSocketReply.failure(id: id, event: object["event"] as? String, code: "bad-request", message: error.messageWithNotes,
                                               remedy: error.remedy, state: host.state.rawValue))
            return
        }
        let outcome = host.perform(event, snapshotInReply: true)
        if let failure = outcome.failure {
            request.reply(ControlSocketReply.failure(id: id, event: event.name, code: failure.errorCode, message: failure.message, remedy: failure.remedy,
                                               state: host.state.rawValue))
        } else {
            request.reply(ControlSocketReply.success(id: id, event: event.name, fields: outcome.fields))
        }
    }
}

private extension HostError {
    /// The message and its notes ("did you mean …", the list of events) on one line.
    var messageWithNotes: String {
        notes.isEmpty ? message : "\(message) (\(notes.joined(separator: "; ")))"
    }
}

/// The reply lines, written by hand: replies are small, and a tap's round trip should cost
/// microseconds, not a serializer's allocations.
enum ControlSocketReply {
    static func success(id: String?, event: String, fields: [(key: String, value: EventOutcome.Value)]) -> String {
        var line = "{\"ok\":true"
        if let id { line += ",\"id\":" + id }
        line += ",\"event\":"
        JSONText.appendString(event, to: &line)
        for (key, value) in fields {
            line += ","
            JSONText.appendString(key, to: &line)
            line += ":"
            append(value, to: &line)
        }
        return line + "}"
    }

    static func failure(id: String?, event: String?, code: String, message: String, remedy: String, state: String?) -> String {
        var line = "{\"ok\":false"
        if let id { line += ",\"id\":" + id }
        if let event {
            line += ",\"event\":"
            JSONText.appendString(event, to: &line)
        }
        line += ",\"error\":{\"code\":"
        JSONText.appendString(code, to: &line)
        line += ",\"message\":"
        JSONText.appendString(message, to: &line)
        line += ",\"remedy\":"
        JSONText.appendString(remedy, to: &line)
        line += "}"
        if let state { line += ",\"state\":\"\(state)\"" }
        return line + "}"
    }

    /// The reply to a request the socket itself turned away; the host never saw it.
    @Sendable
    static func rejection(_ rejection: ControlSocketRejection) -> String {
        switch rejection {
        case .oversizedRequest(let limit):
            failure(id: nil, event: nil, code: "request-too-large", message: "the request is longer than \(limit) bytes",
                    remedy: "send one JSON object per line, under \(limit / 1024) KiB", state: nil)
        case .peerOfAnotherUser(let uid):
            failure(id: nil, event: nil, code: "peer-refused", message: "the connecting process runs as user \(uid); only the user running apphost may control it",
                    remedy: "run `apphost ctl` as the same user as `apphost run`", state: nil)
        case .socketFileChanged(let detail):
            failure(id: nil, event: nil, code: "socket-changed", message: "the control socket file was changed: \(detail)",
                    remedy: "restart `apphost run --control`; never chmod or replace its socket", state: nil)
        case .notUTF8:
            failure(id: nil, event: nil, code: "bad-request", message: "the request is not UTF-8 text",
                    remedy: "send JSON Lines encoded as UTF-8", state: nil)
        }
    }

    /// The request's `"id"`, as JSON to echo: strings and numbers only.
    static func idJSON(_ value: Any?) -> String? {
        switch value {
        case let text as String:
            var json = ""
            JSONText.appendString(text, to: &json)
            return json
        case let number as NSNumber where !number.isJSONBoolean:
            var json = ""
            JSONText.appendNumber(number.doubleValue, to: &json)
            return json
        default:
            return nil
        }
    }

    private static func append(_ value: EventOutcome.Value, to line: inout String) {
        switch value {
        case .string(let text): JSONText.appendString(text, to: &line)
        case .int(let number): line += String(number)
        case .double(let number): JSONText.appendNumber(number, to: &line)
        case .bool(let flag): line += flag ? "true" : "false"
        case .json(let text): line += text
        }
    }
}
