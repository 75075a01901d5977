/* Tutorial step 4 (docs/tutorial.md): a bot that beats the simple bot. */
#ifndef TUTORIAL_TUTOR_BOT_H
#define TUTORIAL_TUTOR_BOT_H

#include <nexus_bot.h>

/* The tutor bot, named "tutor". It looks at every turn it may play:
 * it wins at once when it can (an audit won outright, or paid so that a
 * line survives), never goes bankrupt, avoids turns after which the
 * opponent can win at once, and otherwise builds lines the opponent has not
 * blocked, keeping its debt low. Ties are broken by a seeded generator, so
 * a series is reproducible. Free with nexus_bot_free(). */
nexus_status tutor_bot_new(nexus_bot **out);

#endif
