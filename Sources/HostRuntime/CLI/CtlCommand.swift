import ArgumentParser
import Foundation
import SystemInterop

/// `apphost ctl PATH EVENT [KEY=VALUE…]`: one request to a running app's control socket.
struct CtlCommand: HostSubcommand {
    // `apphost` parses this command directly (see `parseCommand`): naming its super-command makes
    // usage lines read `apphost ctl`, and skips the completion-script check, which builds every
    // option's definition once more at each launch.
    static let configuration = CommandConfiguration(
        commandName: "ctl",
        _superCommandName: "apphost",
        abstract: "Sends one event to an app running with `apphost run --control PATH` and prints the reply.",
        discussion: """
            EVENT is any event of the events vocabulary (see `apphost run --help`), with its keys \
            as KEY=VALUE; a VALUE that reads as JSON (a number, true, a quoted string) is taken \
            as such, anything else as a string. Examples:

              apphost ctl /tmp/app.sock home
              apphost ctl /tmp/app.sock tap identifier=increment
              apphost ctl /tmp/app.sock tap x=195 y=420
              apphost ctl /tmp/app.sock type text='hello'
              apphost ctl /tmp/app.sock state
              apphost ctl /tmp/app.sock snapshot
              apphost ctl /tmp/app.sock snapshot --png screen.png
              apphost ctl /tmp/app.sock --json '{"event":"advance","ms":6000}'

            The reply is one JSON line: {"ok":true,…} or {"ok":false,"error":{"code":…,"message":…,\
            "remedy":…}}. Exit status: 0 for an ok reply, 1 for an error reply, 69 when the socket \
            cannot be reached, 64 for bad arguments.
            """
    )

    @Argument(help: ArgumentHelp("The control socket given to `apphost run --control`.", valueName: "path"))
    var path: String

    @Argument(help: ArgumentHelp("The event, then its KEY=VALUE pairs.", valueName: "event"))
    var words: [String] = []

    @Option(help: ArgumentHelp("Send this JSON line as it is, instead of EVENT.", valueName: "line"))
    var json: String?

    @Option(help: ArgumentHelp("How long to wait for the reply.", valueName: "duration"))
    var timeout: String = "10s"

    @Option(help: ArgumentHelp("With snapshot: write the screen, as the app draws it, to this PNG file (the reply names it instead of carrying it).", valueName: "file"))
    var png: String?

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        let timeout = try Duration(option: "--timeout", value: timeout)
        let request = try requestLine()
        let reply: String
        do {
            let connection = try ControlSocketConnection(path: path)
            defer { connection.close() }
            reply = try connection.exchange(request, timeout: timeout)
        } catch {
            throw HostError(.controlSocket, "cannot talk to the control socket '\(path)': \(error.message)", remedy: error.remedy)
        }
        let shown = try png.map { file throws(HostError) in try Self.savePNG(from: reply, to: file) } ?? reply
        writeToStandardOutputAndFlush(shown + "\n")
        return reply.hasPrefix("{\"ok\":true") ? 0 : HostError.Code.controlRequestFailed.exitStatus
    }

    /// Writes the reply's base64 `png` to `file`; the reply as printed, with the file's path in
    /// place of the image.
    private static func savePNG(from reply: String, to file: String) throws(HostError) -> String {
        guard var object = (try? JSONSerialization.jsonObject(with: Data(reply.utf8))) as? [String: Any] else { return reply }
        guard let encoded = object.removeValue(forKey: "png") as? String else { return reply }
        guard let image = Data(base64Encoded: encoded) else {
            throw HostError(.controlRequestFailed, "the app's reply carries a PNG that is not base64", remedy: "check that apphost run and apphost ctl are the same version")
        }
        do {
            try image.write(to: URL(fileURLWithPath: file))
        } catch {
            throw HostError(.cannotWrite, "cannot write '\(file)'", remedy: "check that its folder exists and is writable")
        }
        object["pngFile"] = file
        guard let text = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return reply }
        return String(decoding: text, as: UTF8.self)
    }

    /// The request as one JSON line.
    func requestLine() throws(HostError) -> String {
        if let json {
            guard words.isEmpty else {
                throw HostError(.usage, "give either --json or an EVENT, not both", remedy: "drop the EVENT words, or --json")
            }
            // By byte: a CR LF pair is one `Character`, which `contains("\n")` does not find, so a
            // request ending in CR LF would reach the socket as two lines (two replies, one unread).
            guard !json.utf8.contains(UInt8(ascii: "\n")) else { throw HostError(.usage, "--json must be one line", remedy: "remove the newlines") }
            return json
        }
        guard let event = words.first else {
            throw HostError(.usage, "no event given", remedy: "name one, e.g. `apphost ctl \(path) state`; `apphost ctl --help` lists examples")
        }
        // A whole JSON request given as EVENT would be sent as an event of that name.
        if event.hasPrefix("{") {
            throw HostError(.usage, "'\(event)' is a JSON line, not an event name",
                            remedy: "send it with --json: apphost ctl \(path) --json '\(event)'; or name the event, e.g. `apphost ctl \(path) state`")
        }
        if png != nil, event != "snapshot" {
            throw HostError(.usage, "--png goes with the snapshot event, not '\(event)'", remedy: "write `apphost ctl \(path) snapshot --png FILE`")
        }
        var line = "{\"event\":"
        JSONText.appendString(event, to: &line)
        if png != nil { line += ",\"png\":true" }
        for pair in words.dropFirst() {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw HostError(.usage, "'\(pair)' is not KEY=VALUE", remedy: "write e.g. identifier=increment or x=120")
            }
            let key = String(pair[..<equals])
            let value = String(pair[pair.index(after: equals)...])
            line += ","
            JSONText.appendString(key, to: &line)
            line += ":"
            if (try? StrictJSONInput.check(value.utf8)) != nil {
                line += value
            } else {
                JSONText.appendString(value, to: &line)
            }
        }
        return line + "}"
    }
}
