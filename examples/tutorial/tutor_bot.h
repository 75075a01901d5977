/* Tutorial step 4 (docs/tutorial.md): a bot that beats the simple bot. */
#ifndef TUTORIAL_TUTOR_BOT_H
#define TUTORIAL_TUTOR_BOT_H

#include <nexus_bot.h>

#include <stdint.h>

/* What the tutor bot remembers: its tie-breaking generator. */
typedef struct tutor_state {
    uint64_t rng; /* set by the match's seed before every game */
} tutor_state;

/* The tutor bot, named "tutor". It looks at every turn it may play:
 * it wins at once when it can (an audit won outright, or paid so that a
 * line survives), never goes bankrupt, avoids turns after which the
 * opponent can win at once, and otherwise builds lines the opponent has not
 * blocked, keeping its debt low. Ties are broken by a seeded generator, so
 * a series is reproducible. `state` belongs to the caller and must outlive
 * the bot. Free with nexus_bot_free(). */
nexus_status tutor_bot_new(nexus_bot **out, tutor_state *state);

#endif
