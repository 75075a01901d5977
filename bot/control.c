/* The stop and the progress reports of a bot (control.h). The stop is an
 * atomic word because another thread sets it while the search reads it;
 * everything else is touched only by the thread that runs the choice. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <string.h>

#include "bot_internal.h"
#include "control.h"

static void wall(struct timespec *t)
{
    clock_gettime(CLOCK_MONOTONIC, t);
}

/* Returns the milliseconds from `a` to `b`. */
static uint64_t ms_between(const struct timespec *a, const struct timespec *b)
{
    long long ns = (long long)(b->tv_sec - a->tv_sec) * 1000000000LL +
                   (b->tv_nsec - a->tv_nsec);
    return ns > 0 ? (uint64_t)(ns / 1000000LL) : 0;
}

void nxb_control_init(nxb_control *c)
{
    memset(c, 0, sizeof *c);
    atomic_init(&c->state, 0u);
}

void nxb_control_begin(nxb_control *c)
{
    unsigned int s = atomic_load(&c->state);
    atomic_store(&c->state, ((s & ~(NXB_RUNNING | NXB_STOP)) + NXB_CHOICE) |
                                NXB_RUNNING);
    if (c->progress) { /* The clock is read only for reports. */
        wall(&c->start);
        c->last = c->start;
    }
    c->reported = 0;
}

void nxb_control_end(nxb_control *c)
{
    unsigned int s = atomic_load(&c->state);
    atomic_store(&c->state, s & ~(NXB_RUNNING | NXB_STOP));
}

int nxb_stopped(const nxb_control *c)
{
    return c && (atomic_load_explicit(&((nxb_control *)c)->state,
                                      memory_order_relaxed) &
                 NXB_STOP) != 0;
}

int nxb_progress_due(const nxb_control *c)
{
    struct timespec now;
    if (!c || !c->progress || !c->every_ms)
        return 0;
    wall(&now);
    return ms_between(&c->last, &now) >= c->every_ms;
}

void nxb_progress_send(nxb_control *c, nexus_bot_progress *p)
{
    if (!c || !c->progress || (c->reported && p->final))
        return;
    wall(&c->last);
    p->version = NEXUS_BOT_PROGRESS_VERSION;
    p->elapsed_ms = ms_between(&c->start, &c->last);
    c->reported |= p->final;
    c->progress(c->user, p);
}

nexus_status nexus_bot_stop(nexus_bot *bot)
{
    unsigned int s;
    if (!bot)
        return NEXUS_E_INVALID_ARG;
    unsigned int choice;
    s = atomic_load(&bot->ctl.state);
    choice = s & ~(NXB_RUNNING | NXB_STOP);
    /* A failed exchange reloads the word: the loop ends once the choice
     * seen first has ended (a later one is not this stop's), or is
     * stopped, and retries a spurious failure of the same choice. */
    while ((s & ~(NXB_RUNNING | NXB_STOP)) == choice && (s & NXB_RUNNING) &&
           !(s & NXB_STOP) &&
           !atomic_compare_exchange_weak(&bot->ctl.state, &s, s | NXB_STOP))
        ;
    return NEXUS_OK;
}

nexus_status nexus_bot_stop_requested(int *stopped, const nexus_bot *bot)
{
    if (!stopped || !bot)
        return NEXUS_E_INVALID_ARG;
    *stopped = nxb_stopped(&bot->ctl);
    return NEXUS_OK;
}

nexus_status nexus_bot_set_progress(nexus_bot *bot, nexus_bot_progress_fn fn,
                                    void *user, unsigned int interval_ms)
{
    if (!bot || interval_ms > 3600000u)
        return NEXUS_E_INVALID_ARG;
    bot->ctl.progress = fn;
    bot->ctl.user = user;
    bot->ctl.every_ms = interval_ms;
    return NEXUS_OK;
}
