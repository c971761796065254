#ifndef CSYSTEMINTEROP_H
#define CSYSTEMINTEROP_H

// The few system calls SystemInterop needs that Swift cannot reach: macros (SIGRTMIN),
// GNU-only declarations (struct ucred, eventfd, dladdr, pthread_setname_np) and code that must
// run inside a signal handler, where Swift's runtime (allocation, reference counting) is unsafe.

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

// MARK: - Stack capture (stack_capture.c)

/// Records the calling thread as the one `csi_stack_capture` interrupts, and, the first time,
/// picks a spare signal, installs its handler and calls backtrace() once so that libgcc is
/// loaded outside any handler. Returns the signal number, or -1 when no signal is free.
int csi_stack_capture_prepare(void);

/// Interrupts the recorded thread and copies up to `capacity` return addresses of its stack,
/// innermost first, into `frames`. Returns how many, or -1 when the thread did not answer
/// within `timeout_nanoseconds`, or -2 when `csi_stack_capture_prepare` was never called.
int csi_stack_capture(int64_t timeout_nanoseconds, uintptr_t *frames, int capacity);

/// The signal chosen by `csi_stack_capture_prepare`, or -1 before it.
int csi_stack_capture_signal(void);

// MARK: - Symbols (symbols.c)

typedef struct {
    /// The path of the image holding the address, or NULL.
    const char *image;
    /// The nearest exported symbol at or below the address, or NULL.
    const char *symbol;
    uintptr_t symbol_address;
    /// The address the image was loaded at.
    uintptr_t image_base;
} csi_symbol;

/// dladdr: returns 0 when no loaded image holds `address`. The strings belong to the image.
int csi_symbol_lookup(uintptr_t address, csi_symbol *result);

/// Names `count` addresses of the image at `image_path`, loaded at `image_base`, from its full
/// symbol table (.symtab), which dladdr does not read. For each address i, writes the function's
/// name (NUL-terminated, cut to `name_stride` - 1 bytes; empty when none contains it) at
/// `names + i * name_stride` and its start at `symbol_addresses[i]`. Returns how many were named.
int csi_symbol_table_lookup(const char *image_path, uintptr_t image_base, const uintptr_t *addresses, int count,
                            uintptr_t *symbol_addresses, char *names, size_t name_stride);

// MARK: - Signal relay (signal_relay.c)

/// Installs a handler for `signal_number` that writes the number, as one byte, to
/// `descriptor` (the non-blocking write end of a pipe), and unblocks the signal on the calling
/// thread; SIGTSTP and SIGCONT are instead blocked there and taken by a thread of their own,
/// started on first use (see signal_relay.c). Returns 0, or -1 with errno set.
int csi_signal_relay_install(int signal_number, int descriptor);

/// Restores the default action of `signal_number`, if its relay still writes to `descriptor`.
int csi_signal_relay_remove(int signal_number, int descriptor);

/// SIGTSTP or SIGCONT, whichever relayed one reached its handler last; 0 before either.
int csi_latest_job_control_signal(void);

/// Stops the process as SIGTSTP's default action would, unless a relayed SIGCONT came after the
/// last relayed SIGTSTP; a SIGCONT sent at any moment is never lost. Made on the thread that
/// takes SIGTSTP and SIGCONT; the caller waits for it. Returns 1 when the process
/// was stopped (and has since been continued), 0 when a SIGCONT made the stop moot, -1 on error.
int csi_stop_unless_continued(void);

/// Says the watcher has acted on the oldest relayed SIGTSTP. Until it does, a further SIGTSTP is
/// not relayed: its handler stops the process at once (Ctrl-Z twice always gives the shell back).
void csi_stop_request_handled(void);

/// Fills `set` with every signal but the faults (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP,
/// SIGSYS), which belong to the thread that causes them: the mask the host's own threads start
/// with, so that asynchronous signals reach only the threads meant for them.
void csi_asynchronous_signals(sigset_t *set);

/// Has the kernel send `signal_number` to this process when its parent ends (PR_SET_PDEATHSIG),
/// and sends it at once when the parent has already ended. Returns 0, or -1 with errno set.
int csi_signal_when_parent_ends(int signal_number);

// MARK: - Descriptors and threads (descriptors.c)

/// The user id of the process at the other end of a connected Unix socket (SO_PEERCRED),
/// stored in `uid`; returns 0, or -1 with errno set.
int csi_socket_peer_uid(int descriptor, uint32_t *uid);

/// A non-blocking, close-on-exec eventfd, or -1 with errno set.
int csi_eventfd_create(void);

/// Names the calling thread (at most 15 bytes are kept) for debuggers and `top -H`.
void csi_thread_set_name(const char *name);

#endif
