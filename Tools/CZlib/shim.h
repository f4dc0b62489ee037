#ifndef SUPERSOCCER_CZLIB_SHIM_H
#define SUPERSOCCER_CZLIB_SHIM_H

#include <zlib.h>

// deflateInit/inflateInit are macros that pass the library version and the struct size;
// Swift cannot call macros, so these wrappers expose them as functions.
static inline int czlib_deflate_init(z_streamp stream, int level) {
    return deflateInit(stream, level);
}

static inline int czlib_inflate_init(z_streamp stream) {
    return inflateInit(stream);
}

#endif
