/* Time budgets of the search bots, in CPU time of the calling thread
 * (clock.c). */
#ifndef NEXUS_BOT_CLOCK_H
#define NEXUS_BOT_CLOCK_H

#include <time.h>

typedef struct nxb_deadline {
    struct timespec at;
    int set; /* 0: no deadline, nxb_past() is always 0 */
} nxb_deadline;

/* A deadline `ms` milliseconds of CPU time from now (to the nanosecond),
 * or none for ms <= 0. */
void nxb_deadline_in(nxb_deadline *d, double ms);

/* 1 once the deadline has passed. */
int nxb_past(const nxb_deadline *d);

/* The CPU time of the calling thread in milliseconds (the wall clock where
 * there is no such clock): a reading to subtract from another. */
double nxb_cpu_ms(void);

#endif
