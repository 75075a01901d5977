/* The point draw of a random turn (nexus_game_random_turn documents it) on
 * a native word of one width; a template, included by random.c for each
 * width after ../core/board_tpl.h and legal_tpl.h. */

/* A uniform legal point of ev->after, placed; 0 if there is none. */
static inline int T(draw_point)(nx_eval *ev, const nx_engine *e,
                                uint64_t *state)
{
    const T(ctx) *c = T(ctx_of)(&e->geom);
    BB cand = B_ANDN(B_MASK(c->board), B_OR(B_LOAD(ev->after.stones[0]),
                                            B_LOAD(ev->after.stones[1])));
    int n = e->geom.nn - ev->after.count; /* |cand| */
    BB own, opp;
    T(sides)(&ev->after, &own, &opp);
    while (n > 0) {
        int p = B_SELECT(cand, (int)nx_rng_below(state, (uint64_t)n));
        BB cap = B_ZERO;
        if (T(status_empty)(e, c, &ev->after, own, opp, p, &cap) ==
            NEXUS_POINT_LEGAL) {
            nx_turn_place(ev, e, p, B_STORE(cap));
            return 1;
        }
        cand = B_ANDN(cand, B_BIT(p));
        n--;
    }
    return 0;
}
