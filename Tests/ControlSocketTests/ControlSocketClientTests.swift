import ControlSocket
import Testing

/// One connection's rules, driven with bytes: no sockets, no threads.
@Suite("Control socket client")
struct ControlSocketClientTests {
    private func receive(_ text: String, into client: inout ControlSocketClient) -> [ControlSocketClient.Input] {
        Array(text.utf8).withUnsafeBytes { client.received($0) }
    }

    private func written(_ client: inout ControlSocketClient) -> String {
        let text = client.withPendingOutput { String(decoding: $0, as: UTF8.self) }
        _ = client.wrote(text.utf8.count)
        return text
    }

    @Test func aRequestSplitAcrossReadsIsOneRequest() {
        var client = ControlSocketClient(descriptor: 5, lineLimit: 1024)
        let partial = receive(#"{"event":"#, into: &client)
        #expect(partial.isEmpty)
        let complete = receive("\"home\"}\n{\"event\":\"state\"}\n{\"ev", into: &client)
        #expect(complete == [
            .request(line: #"{"event":"home"}"#, sequence: 0),
            .request(line: #"{"event":"state"}"#, sequence: 1),
        ])
        let last = client.receivedEndOfInput()
        #expect(last == [.request(line: #"{"ev"#, sequence: 2)])
        #expect(!client.isReading)
    }

    @Test func repliesGoOutInRequestOrderWhateverOrderTheyCome() {
        var client = ControlSocketClient(descriptor: 5, lineLimit: 1024)
        _ = receive("a\nb\nc\n", into: &client)
        client.answer(sequence: 2, with: "third")
        client.answer(sequence: 1, with: "second")
        #expect(client.pendingOutput == 0, "nothing goes out before the first request's reply")
        client.answer(sequence: 0, with: "first")
        #expect(written(&client) == "first\nsecond\nthird\n")
        #expect(client.isAnswered)
    }

    @Test func aReplyIsOneLineEvenWhenItHoldsNewlines() {
        var client = ControlSocketClient(descriptor: 5, lineLimit: 1024)
        _ = receive("a\n", into: &client)
        client.answer(sequence: 0, with: "{\"a\":\n1}\r")
        #expect(written(&client) == "{\"a\": 1} \n")
    }

    @Test func aLineOverTheLimitIsRefusedAndTheConnectionGoesOn() {
        var client = ControlSocketClient(descriptor: 5, lineLimit: 8)
        let long = receive("0123456789", into: &client)
        #expect(long == [.rejected(.oversizedRequest(limit: 8), sequence: 0)])
        let next = receive("more of it\nok\n", into: &client)
        #expect(next == [.request(line: "ok", sequence: 1)])
    }

    @Test func aLineThatIsNotUTF8IsRefused() {
        var client = ControlSocketClient(descriptor: 5, lineLimit: 64)
        let inputs = [UInt8]([0xFF, 0xFE, 0x0A]).withUnsafeBytes { client.received($0) }
        #expect(inputs == [.rejected(.notUTF8, sequence: 0)])
    }

    @Test func theEndOfInputClosesOnceEverythingIsAnswered() {
        var client = ControlSocketClient(descriptor: 5, lineLimit: 64)
        _ = receive("a\nb\n", into: &client)
        _ = client.receivedEndOfInput()
        #expect(!client.shouldClose, "two requests still owe their replies")
        client.answer(sequence: 0, with: "1")
        client.answer(sequence: 1, with: "2")
        #expect(!client.shouldClose, "the replies are not written yet")
        _ = written(&client)
        #expect(client.shouldClose)
    }

    @Test func aClientThatDoesNotReadIsNotReadFrom() {
        var client = ControlSocketClient(descriptor: 5, lineLimit: 64)
        _ = receive("a\n", into: &client)
        client.answer(sequence: 0, with: String(repeating: "x", count: ControlSocketClient.outputLimit))
        #expect(!client.wantsInput)
        _ = written(&client)
        #expect(client.wantsInput)
    }

    @Test func aLingeringRefusedClientGetsItsReplyThenEndOfStream() {
        var client = ControlSocketClient(descriptor: 5, lineLimit: 64)
        client.refuse(with: "go away", linger: true)
        #expect(client.isRefused && client.isReading)
        let text = client.withPendingOutput { String(decoding: $0, as: UTF8.self) }
        #expect(text == "go away\n")
        let afterHalf = client.wrote(3)
        #expect(afterHalf == false, "half the refusal is out")
        let afterAll = client.wrote(5)
        #expect(afterAll == true, "all of it: shut the write side")
        #expect(client.isWriteShutDown)
        let withinLimit = client.discard(ControlSocketClient.refusedInputLimit)
        #expect(withinLimit)
        let overLimit = client.discard(1)
        #expect(!overLimit, "past the limit it is dropped")
    }

    @Test func aRefusedClientThatMayNotLingerClosesOnceAnswered() {
        var client = ControlSocketClient(descriptor: 5, lineLimit: 64)
        client.refuse(with: "go away", linger: false)
        #expect(!client.isReading && !client.shouldClose)
        _ = written(&client)
        #expect(client.shouldClose)
    }

    @Test func onlyTheSameUserMayTalkToTheHost() {
        #expect(ControlSocketRejection.forPeer(uid: 1000, serverUID: 1000) == nil)
        #expect(ControlSocketRejection.forPeer(uid: 0, serverUID: 1000) == .peerOfAnotherUser(uid: 0))
    }
}
