// The self-pipe trick: a handler that writes the signal's number to a pipe, read by a Dispatch
// source. Dispatch's own signal sources are not used because on Linux, libdispatch's handler
// blocks nearly every signal on whichever thread a watched signal first lands on; when that is
// the main thread, the stack-capture signal can no longer reach it.
#include "CSystemInterop.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/prctl.h>
#include <time.h>
#include <unistd.h>

enum { signal_limit = 65 };

// Read by the handler, so atomic. Each holds the descriptor plus one, so that the zero every
// static starts with means "not relayed" and no initialisation step can race with a handler.
static _Atomic int relay_descriptors[signal_limit];

// SIGTSTP or SIGCONT, whichever of the two relayed signals reached its handler last (0: none
// yet). A stop request is acted on only while this still says SIGTSTP.
static _Atomic int latest_job_control_signal;

// Relayed SIGTSTPs the watcher has not yet acted on (see csi_stop_request_handled).
static _Atomic int unhandled_stop_requests;

static void relay_handler(int signal_number) {
    int saved_errno = errno;
    if (signal_number > 0 && signal_number < signal_limit) {
        int descriptor = atomic_load(&relay_descriptors[signal_number]) - 1;
        if (descriptor >= 0 && (signal_number == SIGTSTP || signal_number == SIGCONT)) {
            atomic_store(&latest_job_control_signal, signal_number);
        }
        if (descriptor >= 0 && signal_number == SIGTSTP && atomic_fetch_add(&unhandled_stop_requests, 1) > 0) {
            // A second Ctrl-Z while the first is unhandled: the app is busy, and the shell must
            // get the terminal back now. Stopping here, in the handler, keeps the stop decision
            // on the thread that takes SIGCONT too (the main thread, the only one that does not
            // block it): a SIGCONT sent meanwhile runs its handler, nested, before the decision
            // is read, instead of racing it from another thread.
            atomic_fetch_sub(&unhandled_stop_requests, 1);
            static const char message[] = "apphost: a second Ctrl-Z arrived while the app is busy; stopping now\n";
            (void)write(STDERR_FILENO, message, sizeof message - 1);
            (void)csi_stop_unless_continued();
        } else if (descriptor >= 0) {
            unsigned char byte = (unsigned char)signal_number;
            // A full pipe drops the byte: thousands of unread signals say nothing more than one.
            (void)write(descriptor, &byte, 1);
        }
    }
    errno = saved_errno;
}

void csi_stop_request_handled(void) {
    int current = atomic_load(&unhandled_stop_requests);
    while (current > 0 && !atomic_compare_exchange_weak(&unhandled_stop_requests, &current, current - 1)) {
    }
}

int csi_signal_relay_install(int signal_number, int descriptor) {
    if (signal_number <= 0 || signal_number >= signal_limit) {
        errno = EINVAL;
        return -1;
    }
    if (signal_number == SIGTSTP) {
        atomic_store(&unhandled_stop_requests, 0);  // a new watcher has acted on nothing yet
    }
    atomic_store(&relay_descriptors[signal_number], descriptor + 1);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = relay_handler;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    if (sigaction(signal_number, &action, NULL) != 0) {
        return -1;
    }
    // A process started from a Dispatch or Swift-concurrency worker inherits that thread's
    // mask, in which libdispatch blocks nearly every signal; blocked on every thread, the
    // signal would never reach the handler. The calling thread (the main thread) takes it.
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal_number);
    return pthread_sigmask(SIG_UNBLOCK, &unblock, NULL) == 0 ? 0 : -1;
}

int csi_signal_relay_remove(int signal_number, int descriptor) {
    if (signal_number <= 0 || signal_number >= signal_limit) {
        errno = EINVAL;
        return -1;
    }
    int expected = descriptor + 1;
    // Only the watcher that installed the relay may take it down.
    if (!atomic_compare_exchange_strong(&relay_descriptors[signal_number], &expected, 0)) {
        return 0;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    return sigaction(signal_number, &action, NULL);
}

int csi_latest_job_control_signal(void) {
    return atomic_load(&latest_job_control_signal);
}

// Stops the process as SIGTSTP's default action would, unless a SIGCONT has come since the last
// SIGTSTP; race-free against a SIGCONT sent at any moment, by leaning on the kernel's rule that
// sending SIGCONT discards every pending stop signal of the process.
//
// 1. SIGTSTP is blocked on this thread and raised to it: it waits, pending. Unless a SIGCONT is
//    pending, sent and not yet handled: raising a stop signal would discard it (see below).
// 2. A SIGCONT sent from now on discards it. One that came before has run its handler (see
//    below), so `latest_job_control_signal` says SIGCONT: the pending stop is taken back with
//    sigtimedwait, never acted on.
// 3. Otherwise SIGTSTP gets its default action and is unblocked: the process stops at once,
//    unless a SIGCONT discarded it in between; the thread goes on when the process is continued.
//
// A SIGCONT sent before step 1 reached its handler before step 2 reads the flag: the kernel gives
// a process-directed signal to the main thread first when it is running and does not block the
// signal, and runs the handlers of pending signals before the raise in step 1 returns.
//
// While SIGTSTP has its default action (only around the stop), one sent from elsewhere stops the
// process directly, which is what it asked for. In an orphaned process group the kernel discards
// the stop, as it does for any program whose SIGTSTP keeps its default action: no shell could
// continue it.
int csi_stop_unless_continued(void) {
    sigset_t stop_only, previous_mask;
    sigemptyset(&stop_only);
    sigaddset(&stop_only, SIGTSTP);
    if (pthread_sigmask(SIG_BLOCK, &stop_only, &previous_mask) != 0) {
        return -1;
    }
    struct sigaction default_action, previous_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    int stopped = 0;
    if (sigaction(SIGTSTP, &default_action, &previous_action) == 0) {
        // A SIGCONT sent already but not yet taken by a thread would be discarded by the raise
        // below, its handler never run: a burst's last `fg` lost, the process stopped for good.
        // One is still pending while the thread it is meant for is busy or off the CPU, which
        // is how it goes when this runs on the signal queue (Ctrl-Z twice) while main works.
        sigset_t pending;
        int continue_pending = sigpending(&pending) == 0 && sigismember(&pending, SIGCONT) == 1;
        if (!continue_pending) {
            (void)raise(SIGTSTP);
        }
        if (continue_pending || atomic_load(&latest_job_control_signal) == SIGCONT) {
            struct timespec no_wait = {0, 0};
            while (sigtimedwait(&stop_only, NULL, &no_wait) == SIGTSTP) {
            }
        } else {
            stopped = 1;
            (void)pthread_sigmask(SIG_UNBLOCK, &stop_only, NULL);
            (void)pthread_sigmask(SIG_BLOCK, &stop_only, NULL);
        }
        (void)sigaction(SIGTSTP, &previous_action, NULL);
    }
    (void)pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
    return stopped;
}

int csi_signal_when_parent_ends(int signal_number) {
    pid_t parent = getppid();
    if (prctl(PR_SET_PDEATHSIG, signal_number) != 0) {
        return -1;
    }
    // A parent that ended before prctl took effect sends nothing: this process has been handed to
    // another one (init, or a subreaper) meanwhile.
    if (parent == 1 || getppid() != parent) {
        return raise(signal_number);
    }
    return 0;
}
