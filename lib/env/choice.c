/* The choices of one game's pending turn (nexus.h, "Environments"): the
 * stones of an unblocking set one by one, then the placement, then the
 * stones of a payment one by one; the last choice plays the turn. Each
 * step leaves in the slot the points the next choice may name, as a list
 * in increasing order. */
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "env.h"

/* Makes room for `need` ints of offered sets in env->sets. Returns
 * NEXUS_OK, or NEXUS_E_NOMEM with env->sets unchanged. */
static nexus_status sets_room(nexus_env *env, size_t need)
{
    if (need <= env->sets_cap)
        return NEXUS_OK;
    int *grown = nx_env_alloc(env, need * sizeof *grown);
    if (!grown)
        return NEXUS_E_NOMEM;
    nx_env_release(env, env->sets);
    env->sets = grown;
    env->sets_cap = need;
    return NEXUS_OK;
}

/* Makes `points` (`count` of them, in increasing order) the ones the next
 * choice may name. */
static void set_legal(nx_slot *s, const int *points, int count)
{
    int j = 0;
#if defined(__SSE2__)
    /* Four points a step: the compiler's own vectorisation of this loop
     * cost more than it saved for the dozen points of a usual list. The
     * points are 0..80, so the saturating packs keep them as they are. */
    for (; j + 4 <= count; j += 4) {
        const void *four_ints = points + j;
        __m128i v = _mm_loadu_si128((const __m128i *)four_ints);
        v = _mm_packs_epi32(v, v);
        int32_t four = _mm_cvtsi128_si32(_mm_packus_epi16(v, v));
        memcpy(s->legal + j, &four, sizeof four);
    }
#endif
    for (; j < count; j++)
        s->legal[j] = (uint8_t)points[j];
    s->n_legal = count;
}

/* Makes the points of `mask` (n2 bytes, 1 where allowed) the ones the next
 * choice may name. Only the rare choices need it (unblocking and paying):
 * a placement's points come as a list. */
static void set_mask(const nexus_env *env, nx_slot *s, const uint8_t *mask)
{
    int count = 0;
    for (int p = 0; p < env->n * env->n; p++)
        if (mask[p])
            s->legal[count++] = (uint8_t)p;
    s->n_legal = count;
}

/* Returns 1 if the offered set `set`, of k points, holds every stone
 * chosen so far, and 0 otherwise. */
static int holds_chosen(const int *set, int k, const nexus_turn *turn)
{
    for (int c = 0; c < turn->n_unblock; c++) {
        int found = 0;
        for (int j = 0; j < k && !found; j++)
            found = set[j] == turn->unblock[c];
        if (!found)
            return 0;
    }
    return 1;
}

/* Makes the next choice that of an unblocking stone: the stones it may
 * name are those, not yet chosen, of the offered sets that hold every
 * stone chosen so far. Returns NEXUS_OK, or the error of the library
 * call that lists the offered sets. */
static nexus_status unblock_mask(nexus_env *env, nx_slot *s)
{
    size_t count = 0;
    nexus_status st = nexus_game_unblock_sets(NULL, 0, &count, s->game);
    if (st != NEXUS_OK && st != NEXUS_E_BUFFER_TOO_SMALL)
        return st;
    st = sets_room(env, count ? count : 1);
    if (st == NEXUS_OK)
        st = nexus_game_unblock_sets(env->sets, env->sets_cap, &count,
                                     s->game);
    if (st != NEXUS_OK)
        return st;
    uint8_t mask[NEXUS_MAX_POINTS] = {0};
    for (size_t at = 0; at + (size_t)s->k <= count; at += (size_t)s->k)
        if (holds_chosen(env->sets + at, s->k, &s->turn))
            for (int j = 0; j < s->k; j++)
                mask[env->sets[at + (size_t)j]] = 1;
    for (int c = 0; c < s->turn.n_unblock; c++)
        mask[s->turn.unblock[c]] = 0;
    set_mask(env, s, mask);
    return NEXUS_OK;
}

/* Makes the next choice that of the placement: the points it may name are
 * those legal now, or those legal after the chosen unblocking set.
 * Returns NEXUS_OK, or the error of the library call that lists them. */
static nexus_status place_mask(nx_slot *s)
{
    int points[NEXUS_MAX_POINTS];
    size_t count = 0;
    nexus_status st =
        s->turn.n_unblock
            ? nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS, &count,
                                             s->game, s->turn.unblock,
                                             s->turn.n_unblock)
            : nexus_game_legal_points(points, NEXUS_MAX_POINTS, &count,
                                      s->game);
    if (st != NEXUS_OK)
        return st;
    /* The library lists the points in canonical order, which is
     * increasing order, as `legal` is kept. */
    set_legal(s, points, (int)count);
    s->kind = NEXUS_ENV_PLACE;
    return NEXUS_OK;
}

/* Starts the turn of the side to move, the slot's position being the
 * game's: its state, the open kind and its mask. Returns NEXUS_OK, or the
 * error of the library call that reads the game or lists its choices. */
static nexus_status start_turn(nexus_env *env, nx_slot *s)
{
    nexus_phase phase;
    /* Only the counts: the points past them are never read. */
    s->turn.n_unblock = s->turn.n_pay = 0;
    s->k = s->net = s->n_captured = 0;
    s->kind = NEXUS_ENV_PLACE;
    s->state = NX_ENV_PLAYING;
    nexus_status st = nexus_game_phase(&phase, s->game);
    if (st != NEXUS_OK)
        return st;
    if (phase == NEXUS_PHASE_OVER ||
        (env->opts.turn_limit && s->turns >= env->opts.turn_limit)) {
        s->state = phase == NEXUS_PHASE_OVER ? NX_ENV_TERMINATED
                                             : NX_ENV_TRUNCATED;
        set_legal(s, NULL, 0);
        return NEXUS_OK;
    }
    if (phase == NEXUS_PHASE_PLACE)
        return place_mask(s);
    s->kind = NEXUS_ENV_UNBLOCK;
    st = nexus_game_unblock_size(&s->k, s->game);
    return st == NEXUS_OK ? unblock_mask(env, s) : st;
}

nexus_status nx_slot_begin(nexus_env *env, nx_slot *s)
{
    nexus_status st = nexus_game_position(&s->pos, s->game);
    if (st == NEXUS_OK)
        st = nexus_game_turn_count(&s->turns, s->game);
    return st == NEXUS_OK ? start_turn(env, s) : st;
}

/* A placement alone was played. Most turns capture nothing, and then the
 * quiet count goes up by one (R19) and the board gains the stone: the
 * slot's position follows without asking the game for it. Anything else
 * (a capture, an end) reads the position again. Returns NEXUS_OK, or the
 * error of the library call that reads the game. */
static nexus_status placed(nexus_env *env, nx_slot *s, int point)
{
    int quiet;
    nexus_status st = nexus_game_quiet(&quiet, s->game);
    if (st != NEXUS_OK)
        return st;
    if (quiet != s->pos.quiet + 1)
        return nx_slot_begin(env, s);
    s->pos.cells[point] = (unsigned char)s->pos.to_move;
    s->pos.to_move = s->pos.to_move == NEXUS_BLACK ? NEXUS_WHITE
                                                   : NEXUS_BLACK;
    s->pos.quiet = quiet;
    s->turns++;
    return start_turn(env, s);
}

/* Returns 1 if the slot's list holds `point`, and 0 otherwise. */
static int listed(const nx_slot *s, int point)
{
#if defined(__SSE2__)
    /* Sixteen points a compare; `legal` has room for the whole loads
     * (env.h), and the bytes past the list are masked off. */
    __m128i want = _mm_set1_epi8((char)point);
    for (int j = 0; j < s->n_legal; j += 16) {
        const void *at = s->legal + j;
        __m128i got = _mm_loadu_si128((const __m128i *)at);
        int hits = _mm_movemask_epi8(_mm_cmpeq_epi8(got, want));
        int left = s->n_legal - j;
        if (left < 16)
            hits &= (1 << left) - 1;
        if (hits)
            return 1;
    }
    return 0;
#else
    return memchr(s->legal, point, (size_t)s->n_legal) != NULL;
#endif
}

size_t nx_env_refused(const nexus_env *env, const int32_t *actions)
{
    int n2 = env->n * env->n;
    for (size_t i = 0; i < env->count; i++) {
        const nx_slot *s = &env->slots[i];
        int32_t a = actions[i];
        if (s->state != NX_ENV_PLAYING)
            continue; /* the action is ignored */
        if (a < 0 || a >= NEXUS_ENV_KINDS * n2 || a / n2 != s->kind ||
            !listed(s, a % n2))
            return i;
    }
    return env->count;
}

/* Takes the chosen placement: plays the turn, or starts the payment that
 * the turn needs. Returns the status of the play. */
static nexus_status choose_point(nexus_env *env, nx_slot *s, int point)
{
    s->turn.point = point;
    if (s->turn.n_unblock == 0) {
        nexus_status st = nexus_game_place(s->game, point);
        if (st != NEXUS_E_PAYMENT_SIZE)
            return st == NEXUS_OK ? placed(env, s, point) : st;
    } else {
        nexus_status st = nexus_game_play(s->game, &s->turn);
        if (st != NEXUS_E_PAYMENT_SIZE)
            return st == NEXUS_OK ? nx_slot_begin(env, s) : st;
    }
    nexus_status st;
    nexus_preview pv;
    st = nexus_game_preview(&pv, s->game, s->turn.unblock, s->turn.n_unblock,
                            point);
    if (st != NEXUS_OK)
        return st;
    s->kind = NEXUS_ENV_PAY;
    s->net = (int)pv.net;
    s->n_captured = pv.n_captured;
    memcpy(s->captured, pv.captured, sizeof s->captured);
    uint8_t mask[NEXUS_MAX_POINTS] = {0};
    for (int j = 0; j < pv.n_payers; j++)
        mask[pv.payers[j]] = 1;
    set_mask(env, s, mask);
    return NEXUS_OK;
}

/* Takes `point` out of those the next choice may name (a stone of the
 * payment, once named). */
static void unpick(nx_slot *s, int point)
{
    int j = 0;
    while (s->legal[j] != point)
        j++;
    memmove(s->legal + j, s->legal + j + 1, (size_t)(s->n_legal - j - 1));
    s->n_legal--;
}

nexus_status nx_slot_choose(nexus_env *env, nx_slot *s, int point)
{
    switch (s->kind) {
    case NEXUS_ENV_UNBLOCK: {
        s->turn.unblock[s->turn.n_unblock++] = point;
        nexus_status st = s->turn.n_unblock == s->k ? place_mask(s)
                                                    : unblock_mask(env, s);
        if (st != NEXUS_OK) /* the choice is taken back */
            s->turn.n_unblock--;
        return st;
    }
    case NEXUS_ENV_PLACE:
        return choose_point(env, s, point);
    default: {
        s->turn.pay[s->turn.n_pay++] = point;
        if (s->turn.n_pay < s->net) {
            unpick(s, point);
            return NEXUS_OK;
        }
        nexus_status st = nexus_game_play(s->game, &s->turn);
        if (st != NEXUS_OK) { /* the turn was not played */
            s->turn.n_pay--;
            return st;
        }
        return nx_slot_begin(env, s);
    }
    }
}
