/* Consumer of the installed libnexus-bot: plays a short match. */
#include <stdio.h>

#include "nexus_bot.h"

int main(void)
{
    nexus_bot *a = NULL, *b = NULL;
    nexus_match_result r;
    nexus_status st = nexus_bot_new_simple(&a);
    if (st == NEXUS_OK)
        st = nexus_bot_new_random(&b, 1);
    if (st == NEXUS_OK)
        st = nexus_match_play(&r, NULL, a, b, NULL);
    nexus_bot_free(a);
    nexus_bot_free(b);
    if (st != NEXUS_OK) {
        fprintf(stderr, "match failed: %s\n", nexus_status_name(st));
        return 1;
    }
    printf("match over after %zu turns\n", r.turns);
    return r.turns > 0 ? 0 : 1;
}
