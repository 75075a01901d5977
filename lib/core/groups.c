/* The group table behind one call each (kept on 9x9: the 128-bit width). */
#include <string.h>

#include "compiler.h"
#include "groups.h"

/* The 128-bit width, and once more on the SSE word of the processor's bit
 * instructions (bits.h). */
#define NX_TEMPLATE "groups_calls_tpl.h"
#define NX_WIDTHS NX_W128
#define NX_HW_WIDTHS NX_W128
#include "widths.h"

#ifdef NX_HAVE_HW_BITS
/* The instance of call f for this geometry's processor. */
#define WIDE(g, f) ((g)->bits == NX_BITS_HW ? f##128_hw : f##128)
#else
#define WIDE(g, f) f##128
#endif

void nx_groups_build(nx_groups *t, const nx_geom *geom, const nx_bb *stones)
{
    WIDE(geom, build_bb)(t, geom, stones);
}

void nx_groups_sync(nx_groups *t, const nx_geom *geom, const nx_bb *old,
                    const nx_bb *now)
{
    WIDE(geom, sync_bb)(t, geom, old, now);
}

void nx_groups_copy(nx_groups *dst, const nx_groups *src)
{
    int s, i;
    dst->valid = (unsigned char)(src->valid && dst->room);
    if (!dst->valid)
        return;
    dst->n[0] = src->n[0];
    dst->n[1] = src->n[1];
    memcpy(dst->list, src->list, sizeof dst->list);
    memcpy(dst->at, src->at, sizeof dst->at);
    memcpy(dst->gid, src->gid, sizeof dst->gid);
    dst->atari[0] = src->atari[0];
    dst->atari[1] = src->atari[1];
    for (s = 0; s < 2; s++)
        for (i = 0; i < src->n[s]; i++) {
            int id = src->list[s][i];
            dst->stones[id] = src->stones[id];
            dst->libs[id] = src->libs[id];
        }
}

int nx_groups_match(const nx_groups *t, const nx_geom *geom,
                    const nx_bb *stones)
{
    if (geom->nn <= 64)
        return 0; /* never kept there */
    return WIDE(geom, match_bb)(t, geom, stones);
}
