/* Random playouts: the common turn on the current position itself, the
 * others by the general path (playout.h). */
#include "../core/bits.h"
#include "../core/compiler.h"
#include "../core/rng.h"
#include "playout.h"
#include "random_turn.h"

/* One turn by the general path, as nx_random_turn draws it: when the
 * draw finds no legal point (or, if `blocked`, when the fast path's draw
 * found none), the generator is taken back, the phase of the position
 * computed (an unblocking due, or the end), and the turn drawn again from
 * the same state. *turned receives 0 if the game turned out to be over
 * (nothing played). Returns the status of recording the turn. */
static NX_NOINLINE nexus_status general_turn(nx_engine *e,
                                             const nexus_allocator *a,
                                             uint64_t *state,
                                             uint32_t declines, int blocked,
                                             int *turned)
{
    uint64_t saved = *state;
    nx_eval ev;
    nx_bb pay;
    nx_found found;
    *turned = 1;
    if (blocked || !nx_random_turn(&ev, &pay, e, state)) {
        *state = saved;
        nx_turn_begin(e, &found);
        if (nx_engine_over(e) || !nx_random_turn(&ev, &pay, e, state)) {
            *turned = 0;
            return NEXUS_OK;
        }
    }
    return nx_turn_record(e, a, &ev, pay, declines);
}

/* The placement at p, capturing `cap`, that the fast path drew and that
 * starts an audit: evaluated and recorded by the general path, its
 * payment drawn as nx_random_turn draws it. Returns the status of
 * recording it. */
static NX_NOINLINE nexus_status audit_turn(nx_engine *e,
                                           const nexus_allocator *a,
                                           uint64_t *state, int p, nx_bb cap)
{
    nx_eval ev;
    nx_bb pay = nx_bb_zero();
    nx_pos_current(&ev.after, e);
    ev.unblock = nx_bb_zero();
    nx_turn_place(&ev, e, p, cap);
    if (ev.audit == NEXUS_AUDIT_PAY)
        pay = nx_random_payment(&ev, state);
    return nx_turn_record(e, a, &ev, pay, 0);
}

#define NX_W 64
#include "../core/board_w.h"
#include "../core/board_tpl.h"
#include "legal_tpl.h"
#include "random_turn_tpl.h"
#include "place_tpl.h"
#include "playout_tpl.h"
#undef NX_W
#define NX_W 128
#include "../core/board_w.h"
#include "../core/board_tpl.h"
#include "legal_tpl.h"
#include "random_turn_tpl.h"
#include "place_tpl.h"
#include "playout_tpl.h"
#undef NX_W

#ifdef NX_HAVE_HW_BITS
/* The same loops once more, with the processor's bit instructions. */
NX_HW_BEGIN
#define NX_HW 1
#define NX_W 64
#include "../core/board_w.h"
#include "../core/board_tpl.h"
#include "legal_tpl.h"
#include "random_turn_tpl.h"
#include "place_tpl.h"
#include "playout_tpl.h"
#undef NX_W
#define NX_W 128
#include "../core/board_w.h"
#include "../core/board_tpl.h"
#include "legal_tpl.h"
#include "random_turn_tpl.h"
#include "place_tpl.h"
#include "playout_tpl.h"
#undef NX_W
#undef NX_HW
NX_HW_END
#endif

nexus_status nx_playout(nx_engine *e, const nexus_allocator *a,
                        uint64_t *state, size_t limit, uint32_t declines,
                        size_t *played)
{
    int narrow = e->geom.nn <= 64;
#ifdef NX_HAVE_HW_BITS
    if (e->geom.bits == NX_BITS_HW)
        return narrow ? playout64_hw(e, a, state, limit, declines, played)
                      : playout128_hw(e, a, state, limit, declines, played);
#endif
    return narrow ? playout64(e, a, state, limit, declines, played)
                  : playout128(e, a, state, limit, declines, played);
}
