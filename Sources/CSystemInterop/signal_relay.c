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
#include <unistd.h>

enum { signal_limit = 65 };

// Read by the handler, so atomic. Each holds the descriptor plus one, so that the zero every
// static starts with means "not relayed" and no initialisation step can race with a handler.
static _Atomic int relay_descriptors[signal_limit];

static void relay_handler(int signal_number) {
    int saved_errno = errno;
    if (signal_number > 0 && signal_number < signal_limit) {
        int descriptor = atomic_load(&relay_descriptors[signal_number]) - 1;
        if (descriptor >= 0) {
            unsigned char byte = (unsigned char)signal_number;
            // A full pipe drops the byte: thousands of unread signals say nothing more than one.
            (void)write(descriptor, &byte, 1);
        }
    }
    errno = saved_errno;
}

int csi_signal_relay_install(int signal_number, int descriptor) {
    if (signal_number <= 0 || signal_number >= signal_limit) {
        errno = EINVAL;
        return -1;
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
