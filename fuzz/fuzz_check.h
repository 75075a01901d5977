/*
 * The fuzz targets' assertion. A failed check prints where it failed and
 * traps: libFuzzer then saves the input, and replay_main.c has printed the
 * file's name first. Define FUZZ_TARGET (the target's name) before
 * including this header.
 */
#ifndef NEXUS_FUZZ_CHECK_H
#define NEXUS_FUZZ_CHECK_H

#include <stdio.h>

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (!(cond)) {                                                         \
            fprintf(stderr, FUZZ_TARGET ": check failed at %s:%d: %s\n",       \
                    __FILE__, __LINE__, #cond);                                \
            __builtin_trap();                                                  \
        }                                                                      \
    } while (0)

#endif
