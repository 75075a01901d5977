/* The initialisation of a versioned struct, shared by libnexus and
 * libnexus-bot.
 *
 * This folder holds the headers that both libraries use and neither
 * installs: nexus_add_library (cmake/NexusLibrary.cmake) puts it on their
 * private include path. The bot library is a client of nexus.h and may not
 * include the private headers of lib/ (lib/README.md), and include/ holds
 * only the public API, so the shared piece lives here.
 *
 * Every public struct that may grow carries a version, and its
 * `*_options_init` function fills a caller's struct with the defaults of
 * that version (include/nexus.h, "Options"). A caller built against an
 * older header passes an older version; since every version so far is the
 * first, any other version is refused rather than guessed at. */
#ifndef NX_VERSIONED_H
#define NX_VERSIONED_H

#include <stddef.h>
#include <string.h>

#include "nexus.h"

/* Copies `size` bytes of `defaults` into `out` when `version` is
 * `current`. Returns NEXUS_E_INVALID_ARG when `out` is NULL, and
 * NEXUS_E_VERSION when the version is another; in both cases nothing is
 * written. Returns NEXUS_OK otherwise. */
static inline nexus_status nx_versioned_init(void *out, unsigned int version,
                                             unsigned int current,
                                             const void *defaults, size_t size)
{
    if (!out)
        return NEXUS_E_INVALID_ARG;
    if (version != current)
        return NEXUS_E_VERSION;
    memcpy(out, defaults, size);
    return NEXUS_OK;
}

/* The body of an `*_options_init` function. It fills `*opts` with the
 * struct `defaults`, of the same type, when `version` is `current`. The
 * sizeof of the assignment below is never evaluated: it makes the compiler
 * check that `defaults` and `*opts` have the same type. Returns what
 * nx_versioned_init returns. */
#define NX_VERSIONED_INIT(opts, version, current, defaults)                   \
    ((void)sizeof(*(opts) = (defaults)),                                      \
     nx_versioned_init((opts), (version), (current), &(defaults),             \
                       sizeof(defaults)))

#endif
