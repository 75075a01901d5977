/* Enumerating and counting full legal turns. */
#include "../core/board.h"
#include "../core/compiler.h"
#include "../core/wide.h"
#include "turn.h"
#include "enumerate.h"

void nx_cursor_init(nx_cursor *c, const nx_engine *e)
{
    c->k = nx_cur(e)->k;
    c->started = 0;
    c->done = 0;
    c->paying = 0;
    c->points = nx_bb_zero();
}

/* The points where the mover of pos completes a line: none while it has
 * fewer than n - 1 stones (or the board has), which spares the search,
 * and mostly the count, in most positions. */
static nx_bb completing(const nx_engine *e, const nx_pos *pos)
{
    if (!nx_may_complete(e, pos))
        return nx_bb_zero();
    return nx_board_completing(&e->geom, pos->stones[nx_side(pos->color)]);
}

/* The legal points of c->after, the current set's position. */
static void take_points(nx_cursor *c, const nx_engine *e, nx_bb legal,
                        nx_bb capturing)
{
    c->points = legal;
    c->capturing = capturing;
    c->completing = completing(e, &c->after);
}

/* Move to the next offered set (or the none-set) and its legal points. */
static int next_set(nx_cursor *c, const nx_engine *e)
{
    nx_bb capturing, legal;
    int more;
    if (c->k == 0) {
        /* The none-set is the only one: once it is taken, the cursor ends
         * without reading the engine (nx_cursor_reads_engine). */
        more = !c->started;
        c->unblock = nx_bb_zero();
        if (more)
            c->after = e->cur;
    } else {
        more = c->started
                   ? nx_offered_next(&c->sets, e, &e->cur, &c->after)
                   : nx_offered_first(&c->sets, e, &e->cur, c->k, &c->after);
        if (more)
            c->unblock = nx_combo_set(&c->sets);
    }
    c->started = 1;
    if (!more)
        return 0;
    legal = nx_legal_set(e, &c->after, &capturing);
    take_points(c, e, legal, capturing);
    return 1;
}

void nx_cursor_init_legal(nx_cursor *c, const nx_engine *e, nx_bb legal,
                          nx_bb capturing)
{
    nx_cursor_init(c, e);
    c->started = 1;
    c->unblock = nx_bb_zero();
    c->after = e->cur;
    take_points(c, e, legal, capturing);
}

/* Legal point p of `after` (reached by `unblock`), evaluated into ev;
 * `capturing`: the legal points of `after` that capture. */
static void eval_point(nx_eval *ev, const nx_engine *e, const nx_pos *after,
                       nx_bb unblock, nx_bb capturing, int p)
{
    nx_bb cap = nx_bb_test(capturing, p) ? nx_point_captures(e, after, p)
                                         : nx_bb_zero();
    ev->after = *after;
    ev->unblock = unblock;
    nx_turn_place(ev, e, p, cap);
}

/* Evaluate the next legal point of the current set into c->ev: fully
 * only where it completes a line, since only there can a payment be due. */
static void next_point(nx_cursor *c, const nx_engine *e)
{
    int p = nx_bb_first(c->points);
    c->points = nx_bb_pop(c->points);
    if (!nx_bb_test(c->completing, p)) {
        c->ev.unblock = c->unblock;
        c->ev.point = p;
        c->paying = 0;
        return;
    }
    eval_point(&c->ev, e, &c->after, c->unblock, c->capturing, p);
    c->paying = c->ev.audit == NEXUS_AUDIT_PAY;
    if (c->paying)
        nx_combo_first(&c->pays,
                       c->ev.after.stones[nx_side(c->ev.after.color)],
                       (int)c->ev.net);
}

const nx_eval *nx_cursor_next(nx_cursor *c, const nx_engine *e, nx_bb *pay)
{
    if (c->paying && nx_combo_next(&c->pays)) {
        *pay = nx_combo_set(&c->pays);
        return &c->ev;
    }
    while (!c->done && nx_bb_empty(c->points))
        c->done = !next_set(c, e);
    if (c->done)
        return NULL;
    next_point(c, e);
    *pay = c->paying ? nx_combo_set(&c->pays) : nx_bb_zero();
    return &c->ev;
}

/* C(m, r), saturating at UINT64_MAX: C(m, i + 1) = C(m, i) (m - i) / (i + 1)
 * is exact at every step, computed on 128 bits. */
static uint64_t binomial(int m, int r)
{
    uint64_t c = 1;
    int i;
    if (r > m - r)
        r = m - r;
    for (i = 0; i < r; i++) {
        uint64_t low, high = nx_mul_wide(c, (uint64_t)(m - i), &low);
        uint64_t d = (uint64_t)(i + 1);
        if (high >= d)
            return UINT64_MAX;
        c = nx_div_wide(high, low, d);
    }
    return c;
}

static uint64_t add_sat(uint64_t a, uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* The turns of the points of `legal` that complete a line (`done`, not
 * empty): one each, or as many as the payments where the audit asks for
 * one. Out of line: its evaluation would weigh on the common count. */
static NX_NOINLINE uint64_t count_done(const nx_engine *e, const nx_pos *after,
                                      nx_bb legal, nx_bb capturing, nx_bb done)
{
    uint64_t total = (uint64_t)nx_bb_count(nx_bb_andnot(legal, done));
    nx_bb it;
    for (it = nx_bb_and(legal, done); !nx_bb_empty(it); it = nx_bb_pop(it)) {
        nx_eval ev;
        eval_point(&ev, e, after, nx_bb_zero(), capturing, nx_bb_first(it));
        total = add_sat(total,
                        ev.audit == NEXUS_AUDIT_PAY
                            ? binomial(nx_bb_count(
                                           ev.after.stones[nx_side(ev.after.color)]),
                                       (int)ev.net)
                            : 1);
    }
    return total;
}

/* The turns of one unblocking choice, whose position `after` has the
 * legal points `legal` (`capturing` of them capture): one turn each where
 * they complete nothing, as many as the payments where they do. */
static uint64_t count_legal(const nx_engine *e, const nx_pos *after,
                            nx_bb legal, nx_bb capturing)
{
    nx_bb done = completing(e, after);
    if (nx_bb_empty(done))
        return (uint64_t)nx_geom_count(&e->geom, legal);
    return count_done(e, after, legal, capturing, done);
}

/* nx_count_turns where an unblocking of k stones is due: the turns after
 * each offered set. Out of line, with its large frame. */
static NX_NOINLINE uint64_t count_unblocking(const nx_engine *e, int k)
{
    nx_combo sets;
    nx_pos after;
    nx_bb legal, capturing;
    uint64_t total = 0;
    int more;
    for (more = nx_offered_first(&sets, e, &e->cur, k, &after); more;
         more = nx_offered_next(&sets, e, &e->cur, &after)) {
        legal = nx_legal_set(e, &after, &capturing);
        total = add_sat(total, count_legal(e, &after, legal, capturing));
    }
    return total;
}

uint64_t nx_count_turns_of(const nx_engine *e, nx_bb legal, nx_bb capturing)
{
    int k = nx_cur(e)->k;
    if (k == 0)
        return count_legal(e, &e->cur, legal, capturing);
    return count_unblocking(e, k);
}
