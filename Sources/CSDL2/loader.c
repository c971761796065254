#include "CSDL2.h"

#include <SDL2/SDL_syswm.h>
#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

// Debian's libsdl2-2.0-0 by its run-time name.
static const char *const library = "libSDL2-2.0.so.0";

static csdl_api api;
// Declared by SDL_syswm.h, which brings in X11's headers: kept out of the public header.
static __typeof__(SDL_GetWindowWMInfo) *get_window_wm_info;
static char failure[512];
static int loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "%s", reason ? reason : library);
        return;
    }
#define BIND_TO(target, name) \
    do { \
        void *symbol = dlsym(handle, #name); \
        if (!symbol) { \
            snprintf(failure, sizeof failure, "no function %s in %s", #name, library); \
            return; \
        } \
        memcpy(&(target), &symbol, sizeof symbol); \
    } while (0);
#define BIND(name) BIND_TO(api.name, name)
    CSDL_FUNCTIONS(BIND)
    BIND_TO(get_window_wm_info, SDL_GetWindowWMInfo)
#undef BIND
#undef BIND_TO
    loaded = 1;
}

const csdl_api *csdl_load(const char **error) {
    pthread_once(&once, load);
    if (loaded) return &api;
    if (error) *error = failure;
    return NULL;
}

// Set by Xlib's I/O error handler, on the thread that talks to the display (the main thread), and
// read there; sig_atomic_t keeps the write whole.
static volatile sig_atomic_t connection_lost;

int csdl_connection_lost(void) { return connection_lost; }

typedef struct _XDisplay XDisplayRef;
typedef int (*io_error_handler)(XDisplayRef *);
typedef void (*io_error_exit_handler)(XDisplayRef *, void *);

static int note_io_error(XDisplayRef *display) {
    (void)display;
    connection_lost = 1;
    return 0;
}

// Xlib's default ends the process with exit(1) right after the handler above; this one returns,
// and Xlib's calls on the dead display then return at once, so the host can terminate the app
// as it would on SIGTERM.
static void keep_running(XDisplayRef *display, void *data) {
    (void)display;
    (void)data;
    connection_lost = 1;
}

static int x11_connection_fd(void *display) {
    // SDL has loaded libX11 already; RTLD_NOLOAD finds that copy and loads nothing new.
    void *x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
    if (!x11) return -1;
    int (*connection_number)(void *) = NULL;
    io_error_handler (*set_io_error_handler)(io_error_handler) = NULL;
    void (*set_io_error_exit_handler)(void *, io_error_exit_handler, void *) = NULL;
    void *symbol = dlsym(x11, "XConnectionNumber");
    memcpy(&connection_number, &symbol, sizeof symbol);
    symbol = dlsym(x11, "XSetIOErrorHandler");
    memcpy(&set_io_error_handler, &symbol, sizeof symbol);
    // libX11 1.7 and later; with an older one a lost server still ends the process (status 1).
    symbol = dlsym(x11, "XSetIOErrorExitHandler");
    memcpy(&set_io_error_exit_handler, &symbol, sizeof symbol);
    if (set_io_error_handler) set_io_error_handler(note_io_error);
    if (set_io_error_exit_handler) set_io_error_exit_handler(display, keep_running, NULL);
    int fd = connection_number ? connection_number(display) : -1;
    dlclose(x11);  // drops only the reference taken above; SDL keeps the library loaded
    return fd;
}

static int wayland_connection_fd(void *display) {
    void *wayland = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
    if (!wayland) return -1;
    int (*display_fd)(void *) = NULL;
    void *symbol = dlsym(wayland, "wl_display_get_fd");
    memcpy(&display_fd, &symbol, sizeof symbol);
    int fd = display_fd ? display_fd(display) : -1;
    dlclose(wayland);
    return fd;
}

int csdl_connection_fd(SDL_Window *window) {
    SDL_SysWMinfo info;
    memset(&info, 0, sizeof info);
    SDL_VERSION(&info.version);
    if (!loaded || !get_window_wm_info(window, &info)) return -1;
    switch (info.subsystem) {
    case SDL_SYSWM_X11: return x11_connection_fd(info.info.x11.display);
    case SDL_SYSWM_WAYLAND: return wayland_connection_fd(info.info.wl.display);
    default: return -1;
    }
}
