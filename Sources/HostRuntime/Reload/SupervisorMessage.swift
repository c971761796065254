import Foundation
import HostKit
import SystemInterop

/// What a supervised app tells its supervisor, one JSON line each, so that after a crash the
/// supervisor knows which generation crashed, which one to go back to, and the last state.
enum SupervisorMessage: Codable, Equatable {
    /// Generation `number`'s code is about to run (loading, launching or taking over): a crash
    /// before `committed` is its fault.
    case starting(generation: Int, image: String)
    /// Generation `number` took over: it is the last good one.
    case committed(generation: Int, image: String)
    /// The app's state, as last encoded.
    case state(RestorationArchive)
}

/// The supervised app's end of the link: descriptor 3, inherited.
struct SupervisorLink {
    private let writer: MessagePipeWriter
    private let encoder = JSONEncoder()

    init(descriptor: Int32) {
        writer = MessagePipeWriter(descriptor: descriptor)
    }

    func send(_ message: SupervisorMessage) {
        guard let data = try? encoder.encode(message) else { return }
        writer.send(String(decoding: data, as: UTF8.self))
    }
}
