/* One walk over a record (read.c): its state and the pieces the header
 * (header.c) and the body (body.c) are read with. */
#ifndef NX_RECORD_READER_H
#define NX_RECORD_READER_H

#include "text.h"

typedef struct nx_reader {
    nx_text t;
    nexus_record_line cur;            /* the current item, classified */
    int has_key;                      /* cur.key is a keyword of the format */
    nexus_record_line last_header;    /* where the start callback is called */
    const nexus_record_callbacks *cb; /* never NULL */
    void *payload;
    nexus_record_error *err; /* may be NULL */
} nx_reader;

/* Errors: fill r->err (which may be NULL) and return NEXUS_E_RECORD, or
 * NEXUS_E_NOMEM for that status. At line l, quoting it: */
nexus_status nx_fail_at(nx_reader *r, const nexus_record_line *l,
                        nexus_status status, const char *reason);
/* At the current item, the reason being the status name: */
nexus_status nx_fail_engine(nx_reader *r, nexus_status status);
/* The text ended too early (line 0, NEXUS_E_PARSE): */
nexus_status nx_fail_end(nx_reader *r, const char *reason);

/* Advance to the next item, layout-checked and classified into r->cur and
 * r->has_key. Sets *have to 1 with an item, 0 at the end of the text. */
nexus_status nx_next_item(nx_reader *r, int *have);

/* The words of the current item after its keyword. */
nx_span nx_words(const nx_reader *r);

/* The callbacks for the current item; a value other than NEXUS_OK stops
 * the walk (reported in r->err) and is returned. */
nexus_status nx_on_header(nx_reader *r);
nexus_status nx_on_start(nx_reader *r, const nexus_game *g);
nexus_status nx_on_move(nx_reader *r, const nexus_game *g,
                        const nexus_record_move *m);
nexus_status nx_on_expect(nx_reader *r, const nexus_game *g);

/* The whole header, up to the game in its start position; *opts has the
 * defaults and allocator in, the record's settings out. On success *have
 * tells whether the current item is an unprocessed body line; after an
 * error *out may hold a game, which the caller frees. */
nexus_status nx_read_header(nx_reader *r, nexus_options *opts, nexus_game **out,
                            int *have);

/* One body line (the current item) on the game. */
nexus_status nx_do_body_line(nx_reader *r, nexus_game *g, int size);

#endif
