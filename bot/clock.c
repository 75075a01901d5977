/* The clock of a time budget: the CPU time of the calling thread, so that
 * a budget buys the same search however loaded the machine is (the wall
 * clock would also count the time other jobs run), and two bots given equal
 * times get equal shares of the processor. Where a platform has no such
 * clock, the monotonic wall clock. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "clock.h"

static void now(struct timespec *t)
{
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, t) != 0)
        clock_gettime(CLOCK_MONOTONIC, t);
}

void nxb_deadline_in(nxb_deadline *d, double ms)
{
    long long ns = (long long)(ms * 1e6);
    d->set = ns > 0;
    if (!d->set)
        return;
    now(&d->at);
    d->at.tv_sec += (time_t)(ns / 1000000000LL);
    d->at.tv_nsec += (long)(ns % 1000000000LL);
    if (d->at.tv_nsec >= 1000000000L) {
        d->at.tv_sec++;
        d->at.tv_nsec -= 1000000000L;
    }
}

int nxb_past(const nxb_deadline *d)
{
    struct timespec t;
    if (!d->set)
        return 0;
    now(&t);
    return t.tv_sec > d->at.tv_sec ||
           (t.tv_sec == d->at.tv_sec && t.tv_nsec >= d->at.tv_nsec);
}

double nxb_cpu_ms(void)
{
    struct timespec t;
    now(&t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}
