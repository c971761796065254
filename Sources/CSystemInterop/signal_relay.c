// The self-pipe trick: a handler that writes the signal's number to a pipe, read by a Dispatch
// source. Dispatch's own signal sources are not used because on Linux, libdispatch's handler
// blocks nearly every signal on whichever thread a watched signal first lands on; when that is
// the main thread, the stack-capture signal can no longer reach it.
//
// SIGTSTP and SIGCONT are taken by one thread of their own, the job-control thread, and blocked
// on every other: whether a stop still stands depends on the order their handlers ran in, and
// only one thread keeps that order. The main thread cannot be that thread, although every thread
// SystemInterop starts blocks them: a library the app uses (Pango starts one for fontconfig) or
// the app itself starts threads that inherit the mask of the thread that creates them, mostly
// main's; with both signals unblocked there, one in a few dozen Ctrl-Z/fg bursts under load ended
// with a SIGCONT taken on such a thread while main stopped the process, its handler never run.
// Blocked on main, they are blocked on every thread started from it afterwards.
#include "CSystemInterop.h"

#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
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

static int stop_unless_continued_here(void);

// Adds SIGTSTP and SIGCONT, the two signals whose order decides whether a stop stands.
static void add_job_control_signals(sigset_t *set) {
    sigaddset(set, SIGTSTP);
    sigaddset(set, SIGCONT);
}

void csi_asynchronous_signals(sigset_t *set) {
    sigfillset(set);
    const int faults[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS};
    for (size_t i = 0; i < sizeof faults / sizeof faults[0]; i++) {
        sigdelset(set, faults[i]);
    }
}

// The job-control thread; its kernel thread id is 0 until it runs.
static pthread_once_t job_control_once = PTHREAD_ONCE_INIT;
static _Atomic pid_t job_control_thread_id;
static _Atomic int job_control_running;

// Another thread's stop request, one at a time, handed to the job-control thread.
static pthread_mutex_t stop_request_lock = PTHREAD_MUTEX_INITIALIZER;
static sem_t stop_requested;
static sem_t stop_finished;
static int stop_outcome;  // written before stop_finished is posted, read after it is taken

static void *job_control_main(void *unused) {
    (void)unused;
    csi_thread_set_name("apphost.jobctl");
    atomic_store(&job_control_thread_id, (pid_t)syscall(SYS_gettid));
    sigset_t job_control;
    sigemptyset(&job_control);
    add_job_control_signals(&job_control);
    (void)pthread_sigmask(SIG_UNBLOCK, &job_control, NULL);
    for (;;) {
        // A handler running on this thread interrupts the wait (EINTR): wait again.
        if (sem_wait(&stop_requested) == 0) {
            stop_outcome = stop_unless_continued_here();
            (void)sem_post(&stop_finished);
        }
    }
    return NULL;
}

// Starts the job-control thread, then blocks SIGTSTP and SIGCONT on the calling thread (the
// main thread, which installs the relays first) and so on every thread it starts from now on.
static void start_job_control_thread(void) {
    if (sem_init(&stop_requested, 0, 0) != 0 || sem_init(&stop_finished, 0, 0) != 0) {
        return;
    }
    // Started with everything but faults blocked, like SystemThread; it unblocks its two itself.
    sigset_t asynchronous, previous;
    csi_asynchronous_signals(&asynchronous);
    if (pthread_sigmask(SIG_BLOCK, &asynchronous, &previous) != 0) {
        return;
    }
    pthread_t thread;
    int status = pthread_create(&thread, NULL, job_control_main, NULL);
    if (status == 0) {
        (void)pthread_detach(thread);
        atomic_store(&job_control_running, 1);
        add_job_control_signals(&previous);
    }
    // Without the thread (no thread to spare) the caller goes on taking both, as it did alone.
    (void)pthread_sigmask(SIG_SETMASK, &previous, NULL);
}

static int is_job_control_signal(int signal_number) {
    return signal_number == SIGTSTP || signal_number == SIGCONT;
}

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
            (void)stop_unless_continued_here();
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
    int job_control = is_job_control_signal(signal_number);
    if (job_control) {
        // Neither handler may run nested in the other: one that arrived while the other's was
        // entered but had not recorded itself yet would record itself first, and a burst's last
        // `fg` would read as older than the Ctrl-Z before it.
        add_job_control_signals(&action.sa_mask);
    }
    if (sigaction(signal_number, &action, NULL) != 0) {
        return -1;
    }
    sigset_t only_this;
    sigemptyset(&only_this);
    sigaddset(&only_this, signal_number);
    if (job_control) {
        (void)pthread_once(&job_control_once, start_job_control_thread);
        if (atomic_load(&job_control_running)) {
            // The job-control thread takes it; a caller other than main blocks it too.
            return pthread_sigmask(SIG_BLOCK, &only_this, NULL) == 0 ? 0 : -1;
        }
    }
    // A process started from a Dispatch or Swift-concurrency worker inherits that thread's
    // mask, in which libdispatch blocks nearly every signal; blocked on every thread, the
    // signal would never reach the handler. The calling thread (the main thread) takes it.
    return pthread_sigmask(SIG_UNBLOCK, &only_this, NULL) == 0 ? 0 : -1;
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

int csi_stop_unless_continued(void) {
    if (!atomic_load(&job_control_running)
        || atomic_load(&job_control_thread_id) == (pid_t)syscall(SYS_gettid)) {
        return stop_unless_continued_here();
    }
    // Made on the job-control thread, the one that runs SIGCONT's handler: a SIGCONT sent up to
    // the stop has run it by then (see below).
    (void)pthread_mutex_lock(&stop_request_lock);
    (void)sem_post(&stop_requested);
    while (sem_wait(&stop_finished) != 0 && errno == EINTR) {
    }
    int outcome = stop_outcome;
    (void)pthread_mutex_unlock(&stop_request_lock);
    return outcome;
}

// Stops the process as SIGTSTP's default action would, unless a SIGCONT has come since the last
// SIGTSTP, leaning on the kernel's rules that sending SIGCONT discards every pending stop signal
// of the process, and that sending a stop signal discards every pending SIGCONT.
//
// 1. SIGTSTP is blocked on this thread and sent to it: it waits, pending. Unless a SIGCONT is
//    pending, sent and not yet handled: sending a stop signal would discard it.
// 2. A SIGCONT sent from now on discards it. One that came before has run its handler (see
//    below), so `latest_job_control_signal` says SIGCONT: the pending stop is taken back with
//    sigtimedwait, never acted on.
// 3. Otherwise SIGTSTP gets its default action and is unblocked: the process stops at once,
//    unless a SIGCONT discarded it in between; the thread goes on when the process is continued.
//
// A SIGCONT sent before step 1 reached its handler before step 2 reads the flag: every other
// thread blocks it and this one, the job-control thread, unblocks it (it may be running inside
// SIGTSTP's handler), so the kernel hands it to this thread, which runs its handler
// on its next way back to user space, and that comes before the send in step 1 unless the SIGCONT
// lands inside that very system call, before it takes the process's signal lock (a few hundred
// nanoseconds, with no preemption in between). That is why the send is a bare tgkill and not
// raise(): glibc's raise blocks every signal around its tgkill, and a SIGCONT sent meanwhile
// stayed pending until the stop discarded it; under load, one Ctrl-Z/fg burst in twenty ended
// stopped for good.
//
// While SIGTSTP has its default action (only around the stop), one sent from elsewhere stops the
// process directly, which is what it asked for. In an orphaned process group the kernel discards
// the stop, as it does for any program whose SIGTSTP keeps its default action: no shell could
// continue it.
static int stop_unless_continued_here(void) {
    sigset_t stop_only, previous_mask;
    sigemptyset(&stop_only);
    sigaddset(&stop_only, SIGTSTP);
    if (pthread_sigmask(SIG_BLOCK, &stop_only, &previous_mask) != 0) {
        return -1;
    }
    // Inside SIGTSTP's handler (a second Ctrl-Z) SIGCONT is blocked: one sent meanwhile would
    // stay pending until the stop sent below discarded it, and the process would stay stopped
    // for good. Unblocked, it runs its handler at once, nested, and the flag says so.
    sigset_t continue_only;
    sigemptyset(&continue_only);
    sigaddset(&continue_only, SIGCONT);
    if (pthread_sigmask(SIG_UNBLOCK, &continue_only, NULL) != 0) {
        (void)pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
        return -1;
    }
    pid_t process = getpid();
    pid_t thread = (pid_t)syscall(SYS_gettid);
    struct sigaction default_action, previous_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    int stopped = 0;
    if (sigaction(SIGTSTP, &default_action, &previous_action) == 0) {
        // A SIGCONT sent already but not yet taken by a thread would be discarded by the stop
        // sent below, its handler never run: a burst's last `fg` lost, the process stopped for good.
        // One is still pending while the thread it is meant for is off the CPU, or on the way
        // into this function with SIGCONT still blocked (a second Ctrl-Z's handler).
        sigset_t pending;
        int continue_pending = sigpending(&pending) == 0 && sigismember(&pending, SIGCONT) == 1;
        if (!continue_pending) {
            (void)syscall(SYS_tgkill, process, thread, SIGTSTP);
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
