/* greedy_bot: an example custom bot for libnexus-bot, written only against
 * the public interface (nexus.h, nexus_bot.h).
 *
 * It looks two plies ahead (its move, then every reply) and scores the
 * result by the lines each side can still fill, the threats each side has,
 * and the debt difference. Around that search it follows a few rules:
 * - it completes a line only when the audit is a win or a payment it can
 *   make while keeping a line (it then pays with stones off that line);
 * - it never completes a line into bankruptcy, or into a payment that
 *   breaks every line, while any other move exists;
 * - it blocks lines the opponent could complete and win with;
 * - it weighs captures against the debt they bring;
 * - otherwise it builds towards the centre.
 * Among moves of the best kind valued within a small margin of the best,
 * it picks one at random (its own PRNG, reseeded by nexus_bot_seed(), so
 * matches vary and are reproducible); when called with a NULL `user` it
 * always takes the best. Never offers a draw; declines every offer.
 */
#ifndef GREEDY_BOT_H
#define GREEDY_BOT_H

#include "nexus.h"
#include "nexus_bot.h"

/* Create the greedy bot, named "greedy". Free it with nexus_bot_free().
 * Returns NEXUS_E_INVALID_ARG for NULL, NEXUS_E_NOMEM. */
nexus_status greedy_bot_new(nexus_bot **out);

/* The one-ply debt-aware greedy bot, named "greedy1": the same rules and
 * evaluation, but each candidate is scored by the position right after it,
 * with no look at the replies (only the evaluation's own threat test).
 * About a hundred times cheaper; the weakest opponent of docs/strength.md
 * that still understands debt. */
nexus_status greedy_bot_new_one_ply(nexus_bot **out);

/* The bot's choose_turn callback, exposed for tests: with `user` NULL it
 * is deterministic (no random choice between near-equal moves). */
nexus_status greedy_bot_choose(void *user, const nexus_game *game,
                               nexus_turn *turn);

#endif
