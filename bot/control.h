/* The stop and the progress reports of a bot (control.c), which
 * nexus_bot_choose() and the searches that honour them share. */
#ifndef NEXUS_BOT_CONTROL_H
#define NEXUS_BOT_CONTROL_H

#include <stdatomic.h>
#include <time.h>

#include "nexus_bot.h"

/* The state word of a bot has three parts. Bit 0 says that a choice
 * runs, bit 1 that it was asked to stop, and the bits above count the
 * choices begun. A stop is a
 * compare-and-swap on the exact word of the running choice, so that it
 * can neither reach a later choice nor be lost by a racing end. */
#define NXB_RUNNING 1u
#define NXB_STOP 2u
#define NXB_CHOICE 4u

typedef struct nxb_control {
    atomic_uint state;
    nexus_bot_progress_fn progress; /* NULL for no reports. */
    void *user;
    unsigned int every_ms;
    struct timespec start, last;    /* Times of the monotonic clock. */
    int reported;                   /* 1 once the final report is sent. */
} nxb_control;

/* Makes c a control with no choice running and no reports. */
void nxb_control_init(nxb_control *c);

/* Marks a choice begun and ended (nexus_bot_choose). */
void nxb_control_begin(nxb_control *c);
void nxb_control_end(nxb_control *c);

/* Returns 1 if the running choice was asked to stop, and 0 otherwise or
 * for NULL. */
int nxb_stopped(const nxb_control *c);

/* Returns 1 if a report during the search is due now, and 0 otherwise. A
 * report is due when there is a callback and an interval, and that much
 * time has passed since the last report. */
int nxb_progress_due(const nxb_control *c);

/* Fills in the version and the time of `p`, and gives it to the
 * callback. A report with `final` set is the last of the choice. */
void nxb_progress_send(nxb_control *c, nexus_bot_progress *p);

#endif
