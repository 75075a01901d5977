/* The environment of nexus_env_*: a batch of games, each with the choices
 * of its pending turn (a client of nexus.h only, like record/). env.c owns
 * the batch's lifetime, choice.c the choices of one game, observe.c what is
 * written about a game, sample.c the random legal actions. */
#ifndef NX_ENV_H
#define NX_ENV_H

#include <stdint.h>

#include "nexus.h"

/* The bytes of a slot's list of points: NEXUS_MAX_POINTS, rounded up to
 * a multiple of 16. */
#define NX_LEGAL_ROOM ((NEXUS_MAX_POINTS + 15) / 16 * 16)

/* How a game of the batch stands. */
enum { NX_ENV_PLAYING = 0, NX_ENV_TERMINATED = 1, NX_ENV_TRUNCATED = 2 };

/* One game and its pending turn: the choices made so far, and which
 * points the next choice may name (its kind is `kind`), as a list in
 * increasing order. The list alone serves the checks of actions (memchr),
 * the masks (written from it) and nexus_env_sample (its k-th
 * point): a mask kept beside it cost more to clear and fill at every
 * choice than those uses saved. */
typedef struct nx_slot {
    nexus_game *game;
    nexus_position pos;    /* the game's position, kept by choice.c */
    size_t turns;          /* the game's turns played */
    nexus_turn turn;       /* unblock and pay as chosen so far, the point */
    int kind;              /* NEXUS_ENV_PLACE, _UNBLOCK or _PAY */
    int state;             /* NX_ENV_PLAYING, _TERMINATED, _TRUNCATED */
    int k;                 /* while unblocking: the size of the set */
    int net;               /* while paying: the stones to name */
    int n_captured;        /* while paying: what the placement captures */
    int captured[NEXUS_MAX_POINTS];
    /* The points the next choice may name, in increasing order, with room
     * past the last point for loads of 16 bytes (choice.c). */
    uint8_t legal[NX_LEGAL_ROOM];
    int n_legal;           /* the points in `legal` */
} nx_slot;

struct nexus_env {
    nexus_env_options opts;
    nexus_allocator alloc; /* opts.game's, or the C library's */
    size_t count;
    int n;                 /* board size */
    nx_slot *slots;
    nexus_game *start;     /* where every game starts, and starts again */
    int *sets;             /* scratch: the offered unblocking sets */
    size_t sets_cap;       /* ints of room in `sets` */
};

void *nx_env_alloc(const nexus_env *env, size_t size);
void nx_env_release(const nexus_env *env, void *ptr);

/* choice.c: a game's pending turn. */
nexus_status nx_slot_begin(nexus_env *env, nx_slot *s);
/* Returns the index of the first game whose action `actions` does not
 * allow (a game over allows any: its action is ignored), or env->count if
 * every action is allowed. */
size_t nx_env_refused(const nexus_env *env, const int32_t *actions);
nexus_status nx_slot_choose(nexus_env *env, nx_slot *s, int point);

/* observe.c: what the buffers say about game i. */
void nx_slot_observe(const nexus_env *env, const nx_slot *s,
                     float *planes);
void nx_slot_write(const nexus_env *env, const nx_slot *s, size_t i,
                   const nexus_env_buffers *out);

#endif
