import SystemInterop

/// Signals, as the events they stand for. See `apphost run --help`.
extension ApplicationHost {
    func handle(_ signal: ProcessSignal) {
        switch signal {
        case .terminate, .interrupt:
            trace.record(.host, "signal", state: currentState, ["signal": .string(signal == .terminate ? "SIGTERM" : "SIGINT"), "event": .string("terminate")])
            send(.terminate)
        case .terminalStop:
            trace.record(.host, "signal", state: currentState, ["signal": .string("SIGTSTP"), "event": .string("home")])
            send(.home)
            guard exitStatus == nil else { return }
            // Stopping for real hands the terminal back to the shell, as Ctrl-Z should; the
            // process goes on at SIGCONT, which brings the app back to the foreground.
            logger.info("stopped: `fg` brings the app back to the foreground")
            flushStandardStreams()
            stopThisProcess()
        case .continued:
            trace.record(.host, "signal", state: currentState, ["signal": .string("SIGCONT"), "event": .string("foreground")])
            send(.foreground)
        }
    }
}
