#define _GNU_SOURCE
#include "CCairoPango.h"

#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// The libraries by their run-time names (Debian's libcairo2, libpango-1.0-0,
// libpangocairo-1.0-0, libfontconfig1, libglib2.0-0).
static const char *const libraries[] = {
    "libcairo.so.2", "libpango-1.0.so.0", "libpangocairo-1.0.so.0", "libfontconfig.so.1", "libgobject-2.0.so.0",
};
enum { library_count = sizeof(libraries) / sizeof(libraries[0]) };

static ccp_api api;
static char failure[512];
static int loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void *find(void *const handles[], const char *name) {
    for (int index = 0; index < library_count; index++) {
        void *symbol = dlsym(handles[index], name);
        if (symbol) return symbol;
    }
    snprintf(failure, sizeof failure, "no function %s in %s", name, "Cairo, Pango, fontconfig or GObject");
    return NULL;
}

static void load(void) {
    void *handles[library_count];
    for (int index = 0; index < library_count; index++) {
        handles[index] = dlopen(libraries[index], RTLD_NOW | RTLD_LOCAL);
        if (!handles[index]) {
            const char *reason = dlerror();
            snprintf(failure, sizeof failure, "%s", reason ? reason : libraries[index]);
            return;
        }
    }
    // Each field gets the library function of the same name; its type is the field's, which the
    // header's list spells as the library's documentation does.
#define BIND(result, name, parameters) \
    do { \
        void *symbol = find(handles, #name); \
        if (!symbol) return; \
        memcpy(&api.name, &symbol, sizeof symbol); \
    } while (0);
    CCP_FUNCTIONS(BIND)
#undef BIND
    loaded = 1;
}

const ccp_api *ccp_load(const char **error) {
    pthread_once(&once, load);
    if (loaded) return &api;
    if (error) *error = failure;
    return NULL;
}

// The libraries whose code turns a string and a font into a size: a new version of any of them
// may measure differently.
static const char *const text_libraries[] = {
    "/libpango", "/libharfbuzz", "/libfreetype", "/libfontconfig", "/libfribidi", "/libcairo",
};
enum { text_library_count = sizeof(text_libraries) / sizeof(text_libraries[0]) };

struct visit_request {
    void (*visit)(const char *path, void *context);
    void *context;
};

static int visit_if_text_library(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    const struct visit_request *request = data;
    if (!info->dlpi_name || !info->dlpi_name[0]) return 0;
    for (int index = 0; index < text_library_count; index++) {
        if (strstr(info->dlpi_name, text_libraries[index])) {
            request->visit(info->dlpi_name, request->context);
            break;
        }
    }
    return 0;
}

void ccp_visit_text_libraries(void (*visit)(const char *path, void *context), void *context) {
    struct visit_request request = { visit, context };
    dl_iterate_phdr(visit_if_text_library, &request);
}
