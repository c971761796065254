import SystemInterop

/// Signals, as the events they stand for. See `apphost run --help`.
extension ApplicationHost {
    func handle(_ signal: ProcessSignal) {
        switch signal {
        case .terminate, .interrupt, .hangup:
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
        case .continued:
            trace.record(.host, "signal", state: currentState, ["signal": .string(signal.name), "event": .string("foreground")])
            send(.foreground)
        }
    }
}
