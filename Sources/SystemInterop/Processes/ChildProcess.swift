import Glibc

/// How a child process ended.
package enum ChildTermination: Sendable, Equatable, CustomStringConvertible {
    case exited(status: Int32)
    /// Killed by a signal: a crash (SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGABRT, SIGFPE), or a kill.
    case signaled(number: Int32, name: String)

    /// Whether the signal is one a crashing program dies of, rather than one sent to end it.
    package var isCrash: Bool {
        guard case .signaled(let number, _) = self else { return false }
        return [SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGABRT, SIGFPE, SIGSYS].contains(number)
    }

    /// The status a shell reports for it: the exit status, or 128 + the signal's number.
    package var shellStatus: Int32 {
        switch self {
        case .exited(let status): status
        case .signaled(let number, _): 128 + number
        }
    }

    package var description: String {
        switch self {
        case .exited(let status): "exit status \(status)"
        case .signaled(let number, let name): "signal \(number) (\(name))"
        }
    }
}

/// A process this one started, sharing its standard streams.
package struct ChildProcess: Sendable {
    package let id: Int32

    /// The child whose process id is `id`.
    package init(id: Int32) {
        self.id = id
    }

    /// Starts `executable` with `arguments` (without argv[0]) and `environment`, with the
    /// standard streams of this process (standard input replaced by `standardInput` when given)
    /// and `extraDescriptor` as descriptor 3 in the child. With `standardOutput`, the child's
    /// standard output and standard error both go there.
    ///
    /// With `ownProcessGroup`, the child leads a process group of its own: signals that a
    /// terminal or a shell sends to this process's job (Ctrl-C, Ctrl-Z, a hang-up) reach only this
    /// process, which passes each on once.
    package static func spawn(executable: String, arguments: [String], environment: [String: String],
                             extraDescriptor: Int32?, standardInput: Int32? = nil, standardOutput: Int32? = nil,
                             ownProcessGroup: Bool = false) throws(SystemCallError) -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with no signal blocked: this process blocks SIGTSTP and SIGCONT on
        // all but one thread (signal_relay.c), and a mask outlives exec.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var flags = Int16(POSIX_SPAWN_SETSIGMASK)
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int16(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, flags)
        if let standardInput {
            posix_spawn_file_actions_adddup2(&actions, standardInput, STDIN_FILENO)
        }
        if let standardOutput {
            posix_spawn_file_actions_adddup2(&actions, standardOutput, STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, standardOutput, STDERR_FILENO)
        }
        if let extraDescriptor {
            // dup2 clears close-on-exec on the copy, so only descriptor 3 reaches the child.
            posix_spawn_file_actions_adddup2(&actions, extraDescriptor, 3)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw SystemCallError(call: "posix_spawn(\(executable))", code: status) }
        return ChildProcess(id: pid)
    }

    /// Waits for the child to end.
    package func waitForExit() -> ChildTermination {
        var status: Int32 = 0
        guard case .success = SystemCall.result("waitpid", { waitpid(id, &status, 0) }) else { return .exited(status: 127) }
        let signal = status & 0x7F
        guard signal != 0 else { return .exited(status: (status >> 8) & 0xFF) }
        return .signaled(number: signal, name: String(cString: strsignal(signal)))
    }

    /// Passes `signal` on to the child.
    package func forward(_ signal: ProcessSignal) {
        signal.send(to: id)
    }

    /// Sends `signal` to every process of the group the child leads (one spawned with
    /// `ownProcessGroup`): the child and what it started, such as a build's compilers.
    package func signalGroup(_ signal: ProcessSignal) {
        signal.send(to: -id)
    }

    /// Kills every process of the group the child leads at once (SIGKILL), for one that did
    /// not end when asked.
    package func killGroup() {
        kill(-id, SIGKILL)
    }
}

/// The path of the running executable, for starting another copy of it.
package func currentExecutablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
