/* The monotonic clock, with which the tool's parts measure the time of
 * turns, deadlines and analyses. */
#ifndef NEXUS_CLI_CLOCK_H
#define NEXUS_CLI_CLOCK_H

#include <stdint.h>
#include <time.h>

/* Returns the time of CLOCK_MONOTONIC in microseconds. */
static inline uint64_t cli_now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

/* Returns the time of CLOCK_MONOTONIC in milliseconds. */
static inline long cli_now_ms(void)
{
    return (long)(cli_now_us() / 1000u);
}

#endif
