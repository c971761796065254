#ifndef CCAIROPANGO_SHIM_H
#define CCAIROPANGO_SHIM_H

// Cairo draws, Pango lays out text, fontconfig finds fonts. Only the Rendering module imports
// this; HostKit sees Swift types alone.

#include <cairo.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>

#endif
