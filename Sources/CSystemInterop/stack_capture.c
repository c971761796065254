// Capturing another thread's stack: the thread is sent a signal, and its handler, running on
// that thread, walks its stack and posts a semaphore. This is C because the handler must not
// touch Swift's runtime: it could allocate or take a lock the interrupted thread already holds.
//
// The walk is libgcc's unwinder (what backtrace() runs on), which follows the images' CFI.
// Called directly, so that each frame's stack and frame pointers are known: the Swift
// libraries of the toolchain have no CFI for many small functions (DispatchSemaphore.wait is
// one), and the unwinder stops at the first of them. From there the walk goes on by frame
// pointers, which Swift code keeps; the few words between that frame's stack pointer and its
// frame pointer hold the return addresses of the frames without either, and are copied out
// to be recognised as return addresses after the handler, where code may be read safely.
//
// The unwinder is not formally async-signal-safe. Its first use loads libgcc_s, so prepare
// runs it once. Its look-up of each frame's CFI is lock-free with glibc 2.35+ and libgcc 12+
// (_dl_find_object; Debian 12 has both); with older ones it takes the loader's lock, and a
// thread interrupted inside dlopen would not answer: the capturer's timeout covers that.
//
// Requests are serialised by `capture_lock`. A request is a non-zero generation in
// `pending_request`; the handler claims it with an atomic exchange, so at most one handler run
// writes the buffer per request, and a capturer that gives up first takes the request back
// with a compare-exchange. If that fails, the handler is writing right now and will post, so
// the capturer waits for that post: each post is consumed by the request that caused it, and
// the next request never reads a buffer a late handler is still filling.
#define _GNU_SOURCE
#include "CSystemInterop.h"

#include <errno.h>
#include <execinfo.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <string.h>
#include <time.h>
#include <ucontext.h>
#include <unwind.h>
#include <link.h>

enum { raw_capacity = 256, gap_capacity = 64, chain_capacity = 192 };

#if defined(__x86_64__)
enum { frame_pointer_register = 6 };   // rbp in DWARF numbering
#elif defined(__aarch64__)
enum { frame_pointer_register = 29 };  // x29
#endif

static pthread_mutex_t capture_lock = PTHREAD_MUTEX_INITIALIZER;
static int capture_signal = -1;
static pthread_t target_thread;
static atomic_bool target_recorded;
static sem_t capture_done;
static _Atomic uint64_t pending_request;
static uint64_t last_generation;

// The recorded thread's stack, [stack_low, stack_high): frame pointers outside it are not followed.
// Found by the first capture from another thread, not by prepare: for the main thread,
// pthread_getattr_np reads and parses /proc/self/maps, a cost every launch paid for a capture
// that only a watchdog expiry makes. Written under `capture_lock` before the request is stored
// in `pending_request`, whose exchange in the handler makes them visible there.
static uintptr_t stack_low, stack_high;
static bool stack_bounds_known;

// Written only by the handler between claiming a request and posting `capture_done`.
static uintptr_t unwound_ip[raw_capacity];
static uintptr_t unwound_cfa[raw_capacity];
static uintptr_t unwound_fp[raw_capacity];
static int unwound_start;
static int unwound_count;
static uintptr_t gap_words[gap_capacity];
static int gap_count;
static uintptr_t chain[chain_capacity];
static int chain_count;

static uintptr_t interrupted_program_counter(void *context) {
#if defined(__x86_64__)
    return (uintptr_t)((ucontext_t *)context)->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
    return (uintptr_t)((ucontext_t *)context)->uc_mcontext.pc;
#else
    (void)context;
    return 0;
#endif
}

static _Unwind_Reason_Code record_frame(struct _Unwind_Context *context, void *argument) {
    int *count = argument;
    if (*count >= raw_capacity) {
        return _URC_END_OF_STACK;
    }
    unwound_ip[*count] = (uintptr_t)_Unwind_GetIP(context);
    unwound_cfa[*count] = (uintptr_t)_Unwind_GetCFA(context);
#if defined(__x86_64__) || defined(__aarch64__)
    unwound_fp[*count] = (uintptr_t)_Unwind_GetGR(context, frame_pointer_register);
#else
    unwound_fp[*count] = 0;
#endif
    (*count)++;
    return _URC_NO_REASON;
}

// Where the unwinder stopped, goes on by frame pointers, if the last frame's frame pointer
// lies on this thread's stack above its stack pointer. At the real end of a stack (a thread's
// start, where glibc zeroes the frame pointer) it does not.
static void follow_frame_pointers(void) {
    gap_count = 0;
    chain_count = 0;
    int last = unwound_count - 1;
    if (last < 1) {
        return;
    }
    uintptr_t low = unwound_cfa[last - 1];  // the last frame's stack pointer
    uintptr_t fp = unwound_fp[last];
    if (fp <= low || fp < stack_low || fp + 2 * sizeof(uintptr_t) > stack_high || (fp & (sizeof(uintptr_t) - 1)) != 0) {
        return;
    }
    for (uintptr_t word = low; word < fp && gap_count < gap_capacity; word += sizeof(uintptr_t)) {
        gap_words[gap_count++] = *(const uintptr_t *)word;
    }
    while (chain_count < chain_capacity && fp >= low && fp + 2 * sizeof(uintptr_t) <= stack_high
           && (fp & (sizeof(uintptr_t) - 1)) == 0) {
        uintptr_t next = ((const uintptr_t *)fp)[0];
        uintptr_t return_address = ((const uintptr_t *)fp)[1];
        if (return_address == 0) {
            break;
        }
        chain[chain_count++] = return_address;
        if (next <= fp) {
            break;
        }
        fp = next;
    }
}

static void capture_handler(int signal_number, siginfo_t *info, void *context) {
    (void)signal_number;
    // Only our own pthread_kill (SI_TKILL) aimed at the recorded thread counts; a stray
    // process-directed signal must not consume the request on the wrong thread.
    if (info->si_code != SI_TKILL || !pthread_equal(pthread_self(), target_thread)) {
        return;
    }
    int saved_errno = errno;
    if (atomic_exchange(&pending_request, 0) != 0) {
        int count = 0;
        _Unwind_Backtrace(record_frame, &count);
        // The first frames are this handler and the kernel's signal trampoline; the
        // interrupted code starts at the frame whose address is the saved program counter.
        uintptr_t pc = interrupted_program_counter(context);
        int start = 0;
        for (int i = 0; i < count; i++) {
            if (unwound_ip[i] == pc) {
                start = i;
                break;
            }
        }
        unwound_start = start;
        unwound_count = count;
        follow_frame_pointers();
        sem_post(&capture_done);
    }
    errno = saved_errno;
}

// Called with `capture_lock` held.
static void record_stack_bounds(void) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(target_thread, &attributes) == 0) {
        void *base = NULL;
        size_t size = 0;
        pthread_attr_getstack(&attributes, &base, &size);
        stack_low = (uintptr_t)base;
        stack_high = (uintptr_t)base + size;
        pthread_attr_destroy(&attributes);
    } else {
        stack_low = stack_high = 0;  // no frame-pointer walk
    }
    stack_bounds_known = true;
}

static int choose_spare_signal(void) {
    // From the top of the real-time range down, since libraries that take one (glibc itself,
    // timers, profilers) usually start from SIGRTMIN.
    for (int candidate = SIGRTMAX; candidate >= SIGRTMIN; candidate--) {
        struct sigaction current;
        if (sigaction(candidate, NULL, &current) == 0 && !(current.sa_flags & SA_SIGINFO)
            && current.sa_handler == SIG_DFL) {
            return candidate;
        }
    }
    struct sigaction current;
    if (sigaction(SIGUSR2, NULL, &current) == 0 && !(current.sa_flags & SA_SIGINFO)
        && current.sa_handler == SIG_DFL) {
        return SIGUSR2;
    }
    return -1;
}

int csi_stack_capture_prepare(void) {
    pthread_mutex_lock(&capture_lock);
    if (capture_signal < 0) {
        // The unwinder's first use may load libgcc_s and set up its caches, neither of which is
        // async-signal-safe; backtrace() does both.
        void *warm_up[4];
        backtrace(warm_up, 4);
        int warm_count = 0;
        _Unwind_Backtrace(record_frame, &warm_count);
        int chosen = choose_spare_signal();
        if (chosen < 0) {
            pthread_mutex_unlock(&capture_lock);
            return -1;
        }
        sem_init(&capture_done, 0, 0);
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = capture_handler;
        // SA_RESTART: the interrupted thread's blocking calls resume instead of failing with EINTR.
        action.sa_flags = SA_SIGINFO | SA_RESTART;
        sigemptyset(&action.sa_mask);
        if (sigaction(chosen, &action, NULL) != 0) {
            pthread_mutex_unlock(&capture_lock);
            return -1;
        }
        capture_signal = chosen;
    }
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, capture_signal);
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
    target_thread = pthread_self();
    stack_bounds_known = false;
    atomic_store(&target_recorded, true);
    int chosen = capture_signal;
    pthread_mutex_unlock(&capture_lock);
    return chosen;
}

int csi_stack_capture_signal(void) {
    pthread_mutex_lock(&capture_lock);
    int chosen = capture_signal;
    pthread_mutex_unlock(&capture_lock);
    return chosen;
}

static int copy_frames(void *const *source, int count, uintptr_t *frames, int capacity) {
    int copied = count < capacity ? count : capacity;
    for (int i = 0; i < copied; i++) {
        frames[i] = (uintptr_t)source[i];
    }
    return copied;
}

struct segment_search {
    uintptr_t address;
    uintptr_t start;
    uintptr_t end;
};

static int find_executable_segment(struct dl_phdr_info *info, size_t size, void *argument) {
    (void)size;
    struct segment_search *search = argument;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        if (header->p_type != PT_LOAD || !(header->p_flags & PF_X)) {
            continue;
        }
        uintptr_t start = info->dlpi_addr + header->p_vaddr;
        uintptr_t end = start + header->p_memsz;
        if (search->address >= start && search->address < end) {
            search->start = start;
            search->end = end;
            return 1;
        }
    }
    return 0;
}

// Whether `value` is a return address: it points into loaded code, just after a call.
static bool looks_like_return_address(uintptr_t value) {
    struct segment_search search = {value - 1, 0, 0};
    if (value < 8 || dl_iterate_phdr(find_executable_segment, &search) == 0 || value - 7 < search.start) {
        return false;
    }
#if defined(__x86_64__)
    const unsigned char *code = (const unsigned char *)value;
    return code[-5] == 0xE8                                                   // call rel32
        || (code[-6] == 0xFF && code[-5] == 0x15)                             // call *disp32(%rip)
        || (code[-2] == 0xFF && (code[-1] & 0xF8) == 0xD0)                    // call *%reg
        || (code[-3] == 0x41 && code[-2] == 0xFF && (code[-1] & 0xF8) == 0xD0) // call *%r8..r15
        || (code[-3] == 0xFF && (code[-2] & 0xF8) == 0x50)                    // call *disp8(%reg)
        || ((code[-4] & 0xF0) == 0x40 && code[-3] == 0xFF && (code[-2] & 0xF8) == 0x50)
        || (code[-6] == 0xFF && (code[-5] & 0xF8) == 0x90)                    // call *disp32(%reg)
        || ((code[-7] & 0xF0) == 0x40 && code[-6] == 0xFF && (code[-5] & 0xF8) == 0x90);
#else
    return false;
#endif
}

// Joins the unwinder's frames, the return addresses found between its last frame's stack
// and frame pointers, and the frame-pointer chain. Runs after the handler, on the capturer.
static int assemble_frames(uintptr_t *frames, int capacity) {
    int count = 0;
    for (int i = unwound_start; i < unwound_count && count < capacity; i++) {
        if (unwound_ip[i] != 0) {  // the unwinder reports the end of the stack as address 0
            frames[count++] = unwound_ip[i];
        }
    }
    for (int i = 0; i < gap_count && count < capacity; i++) {
        // A word equal to the frame just before is that frame's own return address again.
        if ((count == 0 || frames[count - 1] != gap_words[i]) && looks_like_return_address(gap_words[i])) {
            frames[count++] = gap_words[i];
        }
    }
    for (int i = 0; i < chain_count && count < capacity; i++) {
        frames[count++] = chain[i];
    }
    return count;
}

int csi_stack_capture(int64_t timeout_nanoseconds, uintptr_t *frames, int capacity) {
    pthread_mutex_lock(&capture_lock);
    if (!atomic_load(&target_recorded)) {
        pthread_mutex_unlock(&capture_lock);
        return -2;
    }
    if (pthread_equal(pthread_self(), target_thread)) {
        void *own[raw_capacity];
        int count = backtrace(own, raw_capacity);
        pthread_mutex_unlock(&capture_lock);
        // Frame 0 is this function.
        return count > 1 ? copy_frames(own + 1, count - 1, frames, capacity) : 0;
    }

    if (!stack_bounds_known) {
        record_stack_bounds();
    }
    uint64_t generation = ++last_generation;
    atomic_store(&pending_request, generation);
    if (pthread_kill(target_thread, capture_signal) != 0) {
        atomic_store(&pending_request, 0);
        pthread_mutex_unlock(&capture_lock);
        return -1;
    }

    struct timespec deadline;
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    int64_t nanoseconds = deadline.tv_nsec + (timeout_nanoseconds > 0 ? timeout_nanoseconds : 0);
    deadline.tv_sec += (time_t)(nanoseconds / 1000000000);
    deadline.tv_nsec = (long)(nanoseconds % 1000000000);

    while (sem_clockwait(&capture_done, CLOCK_MONOTONIC, &deadline) != 0) {
        if (errno == EINTR) {
            continue;
        }
        uint64_t expected = generation;
        if (atomic_compare_exchange_strong(&pending_request, &expected, 0)) {
            pthread_mutex_unlock(&capture_lock);
            return -1;
        }
        // The handler claimed the request and is writing: its post is imminent and ours.
        while (sem_wait(&capture_done) != 0 && errno == EINTR) {
        }
        break;
    }
    int count = assemble_frames(frames, capacity);
    pthread_mutex_unlock(&capture_lock);
    return count;
}
