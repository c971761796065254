// dladdr and Dl_info are GNU extensions.
#define _GNU_SOURCE
#include "CSystemInterop.h"

#include <dlfcn.h>

int csi_symbol_lookup(uintptr_t address, csi_symbol *result) {
    Dl_info info;
    if (dladdr((const void *)address, &info) == 0) {
        return 0;
    }
    result->image = info.dli_fname;
    result->symbol = info.dli_sname;
    result->symbol_address = (uintptr_t)info.dli_saddr;
    result->image_base = (uintptr_t)info.dli_fbase;
    return 1;
}
