#ifndef CLIBFFI_SHIM_H
#define CLIBFFI_SHIM_H

// libffi for SystemInterop. Swift 6 refuses `&ffi_type_pointer` and the other predefined type
// descriptions: they are mutable globals, so taking their address is shared mutable state. These
// accessors return the addresses instead; libffi never changes the descriptions it predefines.

#include <ffi.h>

static inline ffi_type *clibffi_type_void(void) { return &ffi_type_void; }
static inline ffi_type *clibffi_type_uint8(void) { return &ffi_type_uint8; }
static inline ffi_type *clibffi_type_sint32(void) { return &ffi_type_sint32; }
static inline ffi_type *clibffi_type_sint64(void) { return &ffi_type_sint64; }
static inline ffi_type *clibffi_type_double(void) { return &ffi_type_double; }
static inline ffi_type *clibffi_type_pointer(void) { return &ffi_type_pointer; }
static inline ffi_abi clibffi_default_abi(void) { return FFI_DEFAULT_ABI; }

#endif
