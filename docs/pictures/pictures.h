/* rules-pictures: the parts shared by its two files. */
#ifndef NEXUS_RULES_PICTURES_H
#define NEXUS_RULES_PICTURES_H

#include <nexus.h>

#include <stddef.h>

typedef struct pictures_run {
    const char *outdir; /* where NAME.svg files go */
} pictures_run;

/* A whole file, NUL-terminated; NULL (after saying why) on failure. */
char *pictures_slurp(const char *path, size_t *len);

/* Write OUTDIR/NAME.svg: the game as it stands, its last turn marked (the
 * stones it captured, paid and removed by unblocking) or, when an
 * unblocking is due, the stones of the offered sets. Returns 1 on success. */
int pictures_draw(const pictures_run *run, const nexus_game *game,
                  const char *name);

#endif
