import ControlSocket
import Foundation
import Synchronization
@testable import SystemInterop
import Testing

/// The control socket's transport and its guards. The suite is serialised: its tests make and
/// remove socket files and run helper processes.
@Suite("Control socket", .serialized)
struct ControlSocketTests {
    /// A private folder under /tmp, short enough for a socket path, removed at the end.
    final class Folder {
        let url: URL
        var socketPath: String { url.appendingPathComponent("host.sock").path }

        init() throws {
            url = URL(fileURLWithPath: "/tmp/ctl-\(UUID().uuidString.prefix(8))", isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        }

        deinit {
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// Requests the server has handed on, with the means to answer them later.
    final class Inbox: Sendable {
        private let requests = Mutex<[ControlSocketRequest]>([])
        private let arrived = DispatchSemaphore(value: 0)

        func receive(_ request: ControlSocketRequest) {
            requests.withLock { $0.append(request) }
            arrived.signal()
        }

        /// Waits for `count` more requests.
        func wait(for count: Int) -> Bool {
            (0..<count).allSatisfy { _ in arrived.wait(timeout: .now() + 10) == .success }
        }

        var lines: [String] { requests.withLock { $0.map(\.line) } }
        var all: [ControlSocketRequest] { requests.withLock { $0 } }
    }

    static func rejectionReply(_ rejection: ControlSocketRejection) -> String {
        switch rejection {
        case .oversizedRequest(let limit): "oversized:\(limit)"
        case .peerOfAnotherUser(let uid): "peer:\(uid)"
        case .socketFileChanged(let what): "changed:\(what)"
        case .notUTF8: "not-utf8"
        }
    }

    /// A server that answers every request with "echo:" and the request.
    private func echoServer(at path: String, inbox: Inbox = Inbox()) throws -> ControlSocketServer {
        try ControlSocketServer(path: path, rejectionReply: Self.rejectionReply) { request in
            inbox.receive(request)
            request.reply("echo:\(request.line)")
        }
    }

    private func deadline() -> ContinuousClock.Instant { .now + .seconds(10) }

    /// Runs python3 with `script` and `arguments`; its standard output.
    private func python(_ script: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 failed")
        return String(decoding: data, as: UTF8.self)
    }

    private func permissions(of path: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! Int
    }

    private func setPermissions(_ mode: Int, of path: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    // MARK: Serving

    @Test func theSocketFileIsPrivateToItsUser() throws {
        let folder = try Folder()
        let server = try echoServer(at: folder.socketPath)
        defer { server.close() }
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.socketPath)
        #expect(attributes[.type] as? FileAttributeType == .typeSocket)
        #expect(try permissions(of: folder.socketPath) == 0o600)
    }

    @Test func aRequestGetsItsReply() throws {
        let folder = try Folder()
        let server = try echoServer(at: folder.socketPath)
        defer { server.close() }
        let connection = try ControlSocketConnection(path: folder.socketPath)
        #expect(try connection.exchange(#"{"event":"home"}"#, timeout: .seconds(10)) == #"echo:{"event":"home"}"#)
    }

    @Test func requestsOnOneConnectionAreAnsweredInOrder() throws {
        let folder = try Folder()
        let server = try echoServer(at: folder.socketPath)
        defer { server.close() }
        let connection = try ControlSocketConnection(path: folder.socketPath)
        for index in 0..<5 {
            #expect(try connection.exchange("request \(index)", timeout: .seconds(10)) == "echo:request \(index)")
        }
    }

    @Test func pipelinedRequestsGetTheirRepliesInRequestOrderWhateverOrderTheyAreMadeIn() throws {
        let folder = try Folder()
        let inbox = Inbox()
        let server = try ControlSocketServer(path: folder.socketPath, rejectionReply: Self.rejectionReply, onRequest: inbox.receive)
        defer { server.close() }
        let connection = try ControlSocketConnection(path: folder.socketPath)
        try connection.write(Array("a\nb\nc\n".utf8), until: deadline())
        #expect(inbox.wait(for: 3))
        #expect(inbox.lines == ["a", "b", "c"])
        for request in inbox.all.reversed() {
            request.reply("reply to \(request.line)")
        }
        let replies = try (0..<3).map { _ in try connection.readLine(until: deadline()) }
        #expect(replies == ["reply to a", "reply to b", "reply to c"])
    }

    @Test func twoConnectionsAreServedAtOnce() throws {
        let folder = try Folder()
        let inbox = Inbox()
        let server = try ControlSocketServer(path: folder.socketPath, rejectionReply: Self.rejectionReply, onRequest: inbox.receive)
        defer { server.close() }
        let first = try ControlSocketConnection(path: folder.socketPath)
        let second = try ControlSocketConnection(path: folder.socketPath)
        try first.write(Array("from first\n".utf8), until: deadline())
        #expect(inbox.wait(for: 1))
        try second.write(Array("from second\n".utf8), until: deadline())
        #expect(inbox.wait(for: 1))
        // The first is still waiting while the second is answered.
        for request in inbox.all.reversed() {
            request.reply("to \(request.line)")
        }
        #expect(try second.readLine(until: deadline()) == "to from second")
        #expect(try first.readLine(until: deadline()) == "to from first")
    }

    @Test func replyingTwiceSendsOneLine() throws {
        let folder = try Folder()
        let server = try ControlSocketServer(path: folder.socketPath, rejectionReply: Self.rejectionReply) { request in
            request.reply("first")
            request.reply("second")
        }
        defer { server.close() }
        let connection = try ControlSocketConnection(path: folder.socketPath)
        #expect(try connection.exchange("one", timeout: .seconds(10)) == "first")
        #expect(try connection.exchange("two", timeout: .seconds(10)) == "first")
    }

    @Test func aReplyWithLineBreaksStaysOneLine() throws {
        let folder = try Folder()
        let server = try ControlSocketServer(path: folder.socketPath, rejectionReply: Self.rejectionReply) { request in
            request.reply("{\n  \"ok\": true\n}")
        }
        defer { server.close() }
        let connection = try ControlSocketConnection(path: folder.socketPath)
        #expect(try connection.exchange("x", timeout: .seconds(10)) == "{   \"ok\": true }")
        #expect(try connection.exchange("y", timeout: .seconds(10)) == "{   \"ok\": true }")
    }

    // MARK: Rejected requests

    @Test func anOversizedRequestIsRejectedAndTheServerGoesOn() throws {
        let folder = try Folder()
        let inbox = Inbox()
        let server = try echoServer(at: folder.socketPath, inbox: inbox)
        defer { server.close() }
        let connection = try ControlSocketConnection(path: folder.socketPath)
        let oversized = [UInt8](repeating: UInt8(ascii: "x"), count: (1 << 20) + 1) + [0x0A]
        try connection.write(oversized + Array("after\n".utf8), until: deadline())
        #expect(try connection.readLine(until: deadline()) == "oversized:\(1 << 20)")
        #expect(try connection.readLine(until: deadline()) == "echo:after", "the same connection goes on after the long line")
        #expect(inbox.lines == ["after"])

        let next = try ControlSocketConnection(path: folder.socketPath)
        #expect(try next.exchange("next", timeout: .seconds(10)) == "echo:next")
    }

    @Test func aRequestOfExactlyTheLimitIsServed() throws {
        let folder = try Folder()
        let server = try ControlSocketServer(path: folder.socketPath, maximumRequestLength: 16,
                                             rejectionReply: Self.rejectionReply) { $0.reply("length \($0.line.utf8.count)") }
        defer { server.close() }
        let connection = try ControlSocketConnection(path: folder.socketPath)
        #expect(try connection.exchange(String(repeating: "y", count: 16), timeout: .seconds(10)) == "length 16")
        #expect(try connection.exchange(String(repeating: "y", count: 17), timeout: .seconds(10)) == "oversized:16")
    }

    @Test func invalidUTF8IsRejectedAndTheConnectionGoesOn() throws {
        let folder = try Folder()
        let inbox = Inbox()
        let server = try echoServer(at: folder.socketPath, inbox: inbox)
        defer { server.close() }
        let connection = try ControlSocketConnection(path: folder.socketPath)
        try connection.write([0x7B, 0xFF, 0xFE, 0x7D, 0x0A], until: deadline())
        #expect(try connection.readLine(until: deadline()) == "not-utf8")
        #expect(try connection.exchange("fine", timeout: .seconds(10)) == "echo:fine")
        #expect(inbox.lines == ["fine"])
    }

    // MARK: The socket file

    @Test func aStaleSocketFileIsReplaced() throws {
        let folder = try Folder()
        // A socket bound and closed without unlinking, as a crashed host leaves it.
        _ = try python("import socket, sys; s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.close()", [folder.socketPath])
        #expect(FileManager.default.fileExists(atPath: folder.socketPath))
        let server = try echoServer(at: folder.socketPath)
        defer { server.close() }
        let connection = try ControlSocketConnection(path: folder.socketPath)
        #expect(try connection.exchange("hello", timeout: .seconds(10)) == "echo:hello")
    }

    @Test func aLiveSocketIsNeverStolen() throws {
        let folder = try Folder()
        let first = try echoServer(at: folder.socketPath)
        defer { first.close() }
        let error = #expect(throws: ControlSocketError.self) { try echoServer(at: folder.socketPath) }
        #expect(error?.message.contains(folder.socketPath) == true)
        #expect(error?.remedy.isEmpty == false)
        let connection = try ControlSocketConnection(path: folder.socketPath)
        #expect(try connection.exchange("still mine", timeout: .seconds(10)) == "echo:still mine")
    }

    @Test func aFileThatIsNotASocketIsLeftAlone() throws {
        let folder = try Folder()
        try "precious".write(toFile: folder.socketPath, atomically: false, encoding: .utf8)
        let error = #expect(throws: ControlSocketError.self) { try echoServer(at: folder.socketPath) }
        #expect(error?.message.contains(folder.socketPath) == true)
        #expect(try String(contentsOfFile: folder.socketPath, encoding: .utf8) == "precious")
    }

    @Test func aPathTooLongForASocketAddressIsRefusedWithARemedy() throws {
        let path = "/tmp/" + String(repeating: "p", count: 200) + ".sock"
        let error = #expect(throws: ControlSocketError.self) { try echoServer(at: path) }
        #expect(error?.message.contains(path) == true)
        #expect(error?.remedy.contains("shorter") == true)
    }

    @Test func aSocketFileOpenedToOthersIsReportedToTheNextConnection() throws {
        let folder = try Folder()
        let inbox = Inbox()
        let server = try echoServer(at: folder.socketPath, inbox: inbox)
        defer { server.close() }
        try setPermissions(0o666, of: folder.socketPath)
        let connection = try ControlSocketConnection(path: folder.socketPath, checkingSocketFile: false)
        let reply = try connection.exchange("anything", timeout: .seconds(10))
        #expect(reply.hasPrefix("changed:"))
        #expect(reply.contains("0666"))
        #expect(inbox.lines.isEmpty)
    }

    @Test func theClientRefusesASocketFileWithAnotherMode() throws {
        let folder = try Folder()
        let server = try echoServer(at: folder.socketPath)
        defer { server.close() }
        try setPermissions(0o644, of: folder.socketPath)
        let error = #expect(throws: ControlSocketError.self) { try ControlSocketConnection(path: folder.socketPath) }
        #expect(error?.message.contains(folder.socketPath) == true)
        #expect(error?.message.contains("0644") == true)
        #expect(error?.remedy.isEmpty == false)
    }

    @Test func closeRemovesTheSocketFile() throws {
        let folder = try Folder()
        let server = try echoServer(at: folder.socketPath)
        let connection = try ControlSocketConnection(path: folder.socketPath)
        #expect(try connection.exchange("before", timeout: .seconds(10)) == "echo:before")
        server.close()
        #expect(!FileManager.default.fileExists(atPath: folder.socketPath))
        #expect(throws: ControlSocketError.self) { try connection.exchange("after", timeout: .seconds(10)) }
    }

    @Test func closeLeavesAFileThatReplacedTheSocket() throws {
        let folder = try Folder()
        let server = try echoServer(at: folder.socketPath)
        try FileManager.default.removeItem(atPath: folder.socketPath)
        try "someone else's".write(toFile: folder.socketPath, atomically: false, encoding: .utf8)
        server.close()
        #expect(try String(contentsOfFile: folder.socketPath, encoding: .utf8) == "someone else's")
    }

    // MARK: Peers

    @Test func onlyThePeerOfTheSameUserIsAccepted() {
        #expect(ControlSocketRejection.forPeer(uid: 1000, serverUID: 1000) == nil)
        #expect(ControlSocketRejection.forPeer(uid: 65534, serverUID: 0) == .peerOfAnotherUser(uid: 65534))
        #expect(ControlSocketRejection.forPeer(uid: 0, serverUID: 1000) == .peerOfAnotherUser(uid: 0), "root is another user too")
    }

    /// Proves the SO_PEERCRED check on its own: the socket file and its folder are opened up so
    /// that `nobody` gets past the file permissions, and the server must still refuse it. The
    /// uid is checked before the file, so the reply names the peer, not the changed mode.
    @Test(.enabled(if: getuid() == 0, "needs root to run a client as nobody"))
    func aPeerOfAnotherUserIsRefused() throws {
        let folder = try Folder()
        let inbox = Inbox()
        let server = try echoServer(at: folder.socketPath, inbox: inbox)
        defer { server.close() }
        try setPermissions(0o755, of: folder.url.path)
        try setPermissions(0o777, of: folder.socketPath)
        let script = """
        import os, socket, sys
        os.setuid(65534)
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.settimeout(10)
        s.connect(sys.argv[1])
        s.sendall(b'{"event":"terminate"}\\n')
        reply = b''
        while not reply.endswith(b'\\n'):
            chunk = s.recv(4096)
            if not chunk:
                break
            reply += chunk
        sys.stdout.write(reply.decode())
        """
        let reply = try python(script, [folder.socketPath])
        #expect(reply == "peer:65534\n")
        #expect(inbox.lines.isEmpty, "the request of another user must never reach the host")
    }
}

@Suite("Line framing")
struct LineFramerTests {
    private func items(_ chunks: [String], limit: Int = 8) -> [LineFramer.Item] {
        var framer = LineFramer(limit: limit)
        var items: [LineFramer.Item] = []
        for chunk in chunks {
            Array(chunk.utf8).withUnsafeBytes { framer.append($0) { items.append($0) } }
        }
        if let last = framer.finish() { items.append(last) }
        return items
    }

    private func line(_ text: String) -> LineFramer.Item { .line(Array(text.utf8)) }

    @Test func linesSplitAcrossChunksAreJoined() {
        #expect(items(["ab", "c\nd", "e\n"]) == [line("abc"), line("de")])
    }

    @Test func anEmptyLineIsALine() {
        #expect(items(["\n\n"]) == [line(""), line("")])
    }

    @Test func aLongLineIsReportedOnceAndSkippedToItsNewline() {
        #expect(items(["123456", "789", "0123", "\nok\n"]) == [.oversized, line("ok")])
    }

    @Test func aLongLineIsReportedBeforeItsNewlineArrives() {
        #expect(items(["123456789"]) == [.oversized])
    }

    @Test func theLastLineWithoutNewlineCountsAtTheEnd() {
        #expect(items(["a\nlast"]) == [line("a"), line("last")])
    }
}
