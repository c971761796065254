import Glibc

/// Writes `text` to standard output, after flushing whatever stdio holds, so that it stays in
/// order with what plugins `print` and reaches a pipe at once.
package func writeToStandardOutputAndFlush(_ text: String) {
    fflush(nil)
    writeAll(STDOUT_FILENO, text)
}

/// Writes `text` to standard error, unbuffered.
package func writeToStandardError(_ text: String) {
    writeAll(STDERR_FILENO, text)
}

/// Writes `text` to standard output without touching stdio: safe from a thread that must not
/// wait for a lock the stuck main thread may hold.
package func writeToStandardOutputDirectly(_ text: String) {
    writeAll(STDOUT_FILENO, text)
}

/// Flushes every stdio stream, before the process ends.
package func flushStandardStreams() {
    fflush(nil)
}

private func writeAll(_ descriptor: Int32, _ text: String) {
    var text = text
    text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
            guard case .success(let written) = SystemCall.result("write", { write(descriptor, buffer.baseAddress! + offset, buffer.count - offset) }) else {
                return  // a closed pipe: nothing sensible left to do with the text
            }
            offset += written
        }
    }
}
