/* This file reads game records (.nxr). nexus_record_replay() is a visitor
 * in the manner of libgit2's config parser, and nexus_record_read() is the
 * same walk without callbacks. There is one walk over the text (reader.c)
 * and one tokenizer (text.h); the walk reads the header (header.c), then
 * the body (body.c).
 *
 * Every move is replayed through the public API, so a record can only
 * produce a game the engine itself would reach by play, and every illegal
 * move is caught by the same checks as interactive play. */
#include <string.h>

#include "nx_versioned.h"
#include "reader.h"

/* Returns 1 if the allocator sets none or all of its three functions, and
 * 0 otherwise. */
static int allocator_ok(const nexus_allocator *a)
{
    int set =
        (a->malloc_fn != NULL) + (a->realloc_fn != NULL) + (a->free_fn != NULL);
    return set == 0 || set == 3;
}

/* Reads the header, then plays or checks each body line in turn. After an
 * error, *out may hold a game, which the caller frees. Returns NEXUS_OK, or
 * the first error of the header, of a body line or of a callback. */
static nexus_status walk(nx_reader *r, const nexus_allocator *alloc,
                         nexus_game **out)
{
    nexus_options opts = NEXUS_OPTIONS_INIT;
    int have = 0;
    nexus_status st;
    if (alloc)
        opts.allocator = *alloc;
    st = nx_read_header(r, &opts, out, &have);
    if (st == NEXUS_OK)
        st = nx_on_start(r, *out);
    while (st == NEXUS_OK && have) {
        st = nx_do_body_line(r, *out, opts.size);
        if (st == NEXUS_OK)
            st = nx_next_item(r, &have);
    }
    return st;
}

NEXUS_API nexus_status nexus_record_callbacks_init(
    nexus_record_callbacks *callbacks, unsigned int version)
{
    static const nexus_record_callbacks none = NEXUS_RECORD_CALLBACKS_INIT;
    return NX_VERSIONED_INIT(callbacks, version,
                             NEXUS_RECORD_CALLBACKS_VERSION, none);
}

NEXUS_API nexus_status nexus_record_replay(
    nexus_game **out, const char *text, size_t len,
    const nexus_allocator *alloc, const nexus_record_callbacks *callbacks,
    void *payload, nexus_record_error *err)
{
    static const nexus_record_callbacks none = NEXUS_RECORD_CALLBACKS_INIT;
    nx_reader r;
    nexus_game *g = NULL;
    nexus_status st;
    if ((!text && len) || (alloc && !allocator_ok(alloc)))
        return NEXUS_E_INVALID_ARG;
    if (callbacks && callbacks->version != NEXUS_RECORD_CALLBACKS_VERSION)
        return NEXUS_E_VERSION;
    memset(&r, 0, sizeof r);
    nx_text_init(&r.t, text, len);
    r.cb = callbacks ? callbacks : &none;
    r.payload = payload;
    r.err = err;
    if (err) {
        err->line = 0;
        err->status = NEXUS_OK;
        err->message[0] = '\0';
    }
    st = walk(&r, alloc, &g);
    if (st != NEXUS_OK || !out)
        nexus_game_free(g);
    else
        *out = g;
    return st;
}

NEXUS_API nexus_status nexus_record_read(nexus_game **out, const char *text,
                                         size_t len,
                                         const nexus_allocator *alloc,
                                         nexus_record_error *err)
{
    if (!out)
        return NEXUS_E_INVALID_ARG;
    return nexus_record_replay(out, text, len, alloc, NULL, NULL, err);
}
