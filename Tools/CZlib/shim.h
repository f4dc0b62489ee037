#ifndef SUPERSOCCER_CZLIB_SHIM_H
#define SUPERSOCCER_CZLIB_SHIM_H

#include <zlib.h>

// deflateInit2/inflateInit are macros that pass the library version and the struct size;
// Swift cannot call macros, so these wrappers expose them as functions.

// Raw deflate (no zlib header or trailer), with deflateInit's defaults otherwise, so chunks
// compressed apart can be joined under one zlib header and trailer.
static inline int czlib_raw_deflate_init(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}

static inline int czlib_inflate_init(z_streamp stream) {
    return inflateInit(stream);
}

#endif
