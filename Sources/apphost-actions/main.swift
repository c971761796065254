import Foundation
import SwiftSourceScan

// apphost-actions --output FILE SOURCE.swift...
// Run by the IBActions build-tool plugin on a target's Swift sources: writes the table of their
// @IBAction methods (see ActionTableWriter) and prints a warning for each it cannot connect.

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, arguments[0] == "--output" else {
    FileHandle.standardError.write(Data("usage: apphost-actions --output FILE SOURCE.swift...\n".utf8))
    exit(64)
}
let output = arguments[1]
arguments.removeFirst(2)
var sources: [ActionTableWriter.Source] = []
for path in arguments {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("apphost-actions: error: cannot read \(path)\n".utf8))
        exit(66)
    }
    sources.append(ActionTableWriter.Source(path: path, text: String(decoding: data, as: UTF8.self)))
}
let (file, warnings) = ActionTableWriter.table(for: sources)
for warning in warnings { print(warning) }
// Written only when it changes, so that an unchanged table does not make the target compile again.
if FileManager.default.contents(atPath: output) != Data(file.utf8) {
    do {
        try Data(file.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("apphost-actions: error: cannot write \(output): \(error)\n".utf8))
        exit(73)
    }
}
