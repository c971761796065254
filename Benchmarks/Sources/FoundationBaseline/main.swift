// The baseline for `launch.py`: what a minimal Swift command-line tool costs to start. It loads
// Foundation and decodes one tiny JSON event, the same shape apphost reads from `--events`, and
// prints nothing, so its wall time and peak RSS are the process start-up plus Foundation's.
import Foundation

struct Event: Decodable {
    let event: String
}

let json = Data(#"{"event":"terminate"}"#.utf8)
do {
    let decoded = try JSONDecoder().decode(Event.self, from: json)
    guard decoded.event == "terminate" else { exit(2) }
} catch {
    FileHandle.standardError.write(Data("FoundationBaseline: \(error)\n".utf8))
    exit(1)
}
