import SystemInterop

/// Signals, as the events they stand for. See `apphost run --help`.
extension ApplicationHost {
    func handle(_ signal: ProcessSignal) {
        switch signal {
        case .terminate, .interrupt, .hangup, .parentEnded:
            trace.record(.host, "signal", state: currentState, ["signal": .string(signal.name), "event": .string("terminate")])
            send(.terminate)
        case .terminalStop:
            trace.record(.host, "signal", state: currentState, ["signal": .string(signal.name), "event": .string("home")])
            send(.home)
            // A SIGCONT that came after this SIGTSTP is waiting in the inbox: it will bring the
            // app back, and stopping now would leave the process stopped with nobody to wake it.
            guard exitStatus == nil, isStopStillRequested() else { return }
            // Stopping for real hands the terminal back to the shell, as Ctrl-Z should; the
            // process goes on at SIGCONT, which brings the app back to the foreground.
            logger.info("stopped: `fg` brings the app back to the foreground")
            flushStandardStreams()
            stopThisProcess()
        case .brokenPipe:
            // The reader of the trace, the snapshots or the app's output is gone, as with a
            // closed terminal; later writes to that pipe fail and are dropped.
            guard exitStatus == nil else { return }
            writeToStandardError("apphost: an output pipe was closed by its reader; terminating the app\n")
            trace.record(.host, "signal", state: currentState, ["signal": .string(signal.name), "event": .string("terminate")])
            send(.terminate)
        case .continued:
            trace.record(.host, "signal", state: currentState, ["signal": .string(signal.name), "event": .string("foreground")])
            send(.foreground)
        }
    }
}
