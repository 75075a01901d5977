/* This header declares the state of one walk over a record (read.c) and
 * the pieces with which the header (header.c) and the body (body.c) are
 * read. */
#ifndef NX_RECORD_READER_H
#define NX_RECORD_READER_H

#include "text.h"

/* The state of one walk over a record. */
typedef struct nx_reader {
    nx_text t;
    nexus_record_line cur;            /* The current item, classified. */
    int has_key;                      /* It is 1 if cur.key is a keyword. */
    nexus_record_line last_header;    /* The line at which a stop by the
                                         start callback is reported. */
    const nexus_record_callbacks *cb; /* It is never NULL. */
    void *payload;
    nexus_record_error *err; /* It may be NULL. */
} nx_reader;

/* The error functions fill r->err, which may be NULL. They return
 * NEXUS_E_RECORD, or NEXUS_E_NOMEM when the status is NEXUS_E_NOMEM.
 *
 * nx_fail_at reports an error at line l, and quotes that line. */
nexus_status nx_fail_at(nx_reader *r, const nexus_record_line *l,
                        nexus_status status, const char *reason);
/* nx_fail_engine reports an error of the engine at the current item, with
 * the status name as the reason. */
nexus_status nx_fail_engine(nx_reader *r, nexus_status status);
/* nx_fail_end reports that the text ended too early, at line 0 and with
 * the status NEXUS_E_PARSE. */
nexus_status nx_fail_end(nx_reader *r, const char *reason);

/* Advances to the next item, checks its layout and classifies it into
 * r->cur and r->has_key. Sets *have to 1 when there is an item, and to 0 at
 * the end of the text. Returns NEXUS_OK, or NEXUS_E_RECORD for a line that
 * holds a NUL byte or is not laid out as the format requires. */
nexus_status nx_next_item(nx_reader *r, int *have);

/* Returns the words of the current item after its keyword. */
nx_span nx_words(const nx_reader *r);

/* These call the visitor's callbacks for the current item. A callback that
 * returns a value other than NEXUS_OK stops the walk: the stop is reported
 * in r->err. Each returns NEXUS_OK, or the value of the callback that
 * stopped the walk. */
nexus_status nx_on_header(nx_reader *r);
nexus_status nx_on_start(nx_reader *r, const nexus_game *g);
nexus_status nx_on_move(nx_reader *r, const nexus_game *g,
                        const nexus_record_move *m);
nexus_status nx_on_expect(nx_reader *r, const nexus_game *g);

/* Reads the whole header and creates the game in its start position.
 * *opts holds the defaults and the allocator on entry, and the record's
 * settings on return. On success, *have tells whether the current item is
 * a body line still to be processed. After an error, *out may hold a game,
 * which the caller frees. Returns NEXUS_OK, NEXUS_E_NOMEM, NEXUS_E_RECORD
 * for a header that is malformed or that the engine refuses, or the value
 * of a callback that stops the walk. */
nexus_status nx_read_header(nx_reader *r, nexus_options *opts, nexus_game **out,
                            int *have);

/* Plays the current item, a body line, on the game, or hands it to the
 * visitor if it is an expectation line. Returns NEXUS_OK, NEXUS_E_NOMEM,
 * NEXUS_E_RECORD for a line that is malformed, misplaced or refused by the
 * engine, or the value of a callback that stops the walk. */
nexus_status nx_do_body_line(nx_reader *r, nexus_game *g, int size);

#endif
