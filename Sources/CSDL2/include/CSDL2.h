#ifndef CSDL2_H
#define CSDL2_H

// The part of SDL2 that Windowing uses, declared by SDL's own headers and bound at run time:
// `csdl_load()` opens libSDL2 with dlopen the first time a window is opened, so a run without a
// window never loads it (SDL2 brings in some fifty libraries: X11, Wayland, PulseAudio, ALSA…).
// Each field of the table has the type of the SDL function of its name, as SDL's header declares
// it, so the compiler checks the binding against the installed SDL.

#include <SDL2/SDL.h>

#define CSDL_FUNCTIONS(F) \
    F(SDL_GetError) \
    F(SDL_SetHint) \
    F(SDL_InitSubSystem) \
    F(SDL_QuitSubSystem) \
    F(SDL_GetCurrentVideoDriver) \
    F(SDL_CreateWindow) \
    F(SDL_DestroyWindow) \
    F(SDL_SetWindowTitle) \
    F(SDL_SetWindowSize) \
    F(SDL_GetWindowSize) \
    F(SDL_GetWindowID) \
    F(SDL_GetWindowSurface) \
    F(SDL_UpdateWindowSurfaceRects) \
    F(SDL_ConvertPixels) \
    F(SDL_PollEvent) \
    F(SDL_GetModState) \
    F(SDL_StartTextInput)

#define CSDL_FIELD(name) __typeof__(name) *_Nonnull name;
typedef struct {
    CSDL_FUNCTIONS(CSDL_FIELD)
} csdl_api;
#undef CSDL_FIELD

/// SDL's function-like macros Swift cannot import.
static const int csdl_window_position_centered = SDL_WINDOWPOS_CENTERED;

/// The bound functions, or NULL with `*error` saying why (no libSDL2 on this machine, or one
/// without a function). Binds once; every later call returns the same answer.
const csdl_api *_Nullable csdl_load(const char *_Nullable *_Nullable error);

/// The file descriptor of the window system's connection that `window` lives on (X11 or
/// Wayland), which is readable when events are waiting; -1 when it cannot be known. Only after
/// `csdl_load()` has succeeded.
/// On X11 it also arranges that a lost connection (the server died) does not end the process:
/// Xlib's calls then return, and `csdl_connection_lost()` says so.
int csdl_connection_fd(SDL_Window *_Nonnull window);

/// Whether the window system's connection broke (X11's I/O error).
int csdl_connection_lost(void);

#endif
