/* The time budgets of the search bots are in CPU time of the calling
 * thread (clock.c). */
#ifndef NEXUS_BOT_CLOCK_H
#define NEXUS_BOT_CLOCK_H

#include <time.h>

typedef struct nxb_deadline {
    struct timespec at;
    int set; /* 0 for no deadline, when nxb_past() is always 0. */
} nxb_deadline;

/* Sets *d to `ms` milliseconds of CPU time from now, to the nanosecond,
 * or to no deadline for ms <= 0. */
void nxb_deadline_in(nxb_deadline *d, double ms);

/* Returns 1 once the deadline has passed, and 0 before it or for no
 * deadline. */
int nxb_past(const nxb_deadline *d);

/* Returns the CPU time of the calling thread in milliseconds, or the wall
 * clock where there is no such clock. A reading is for subtracting from
 * another. */
double nxb_cpu_ms(void);

#endif
