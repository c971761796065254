// The whole of the `apphost` executable. It links no Swift: it loads libHostKit.so by its bare
// name (found through this executable's RUNPATH, $ORIGIN) so that every plugin loaded later binds
// to this same copy of the SDK, then hands over to the runtime's exported entry point.
#include <dlfcn.h>
#include <stdio.h>

typedef int (*apphost_main_fn)(int argc, char **argv);

int main(int argc, char **argv) {
    // Lazy binding: the runtime's thousands of Foundation and ICU references are resolved when
    // first used, not all at start-up (about 1.5 ms here). Plugins are still loaded RTLD_NOW.
    void *sdk = dlopen("libHostKit.so", RTLD_LAZY | RTLD_GLOBAL);
    if (sdk == NULL) {
        fprintf(stderr, "apphost: error: cannot load the HostKit runtime: %s\n"
                        "  fix: keep libHostKit.so in the same folder as the apphost executable\n",
                dlerror());
        return 69;
    }
    apphost_main_fn entry = (apphost_main_fn)dlsym(sdk, "apphost_main");
    if (entry == NULL) {
        fprintf(stderr, "apphost: error: libHostKit.so has no apphost_main entry point: %s\n"
                        "  fix: rebuild apphost and libHostKit.so together\n",
                dlerror());
        return 69;
    }
    return entry(argc, argv);
}
