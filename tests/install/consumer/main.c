/* A tiny program using the installed libnexus: it creates a game, plays a
 * move and checks the result. Exit status 0 on success, 1 on any failure. */
#include <nexus.h>

#include <stdio.h>
#include <string.h>

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (!(cond)) {                                                         \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__,  \
                    #cond);                                                    \
            failures++;                                                        \
        }                                                                      \
    } while (0)

#define CHECK_OK(call)                                                         \
    do {                                                                       \
        nexus_status st_ = (call);                                             \
        if (st_ != NEXUS_OK) {                                                 \
            fprintf(stderr, "%s:%d: %s returned %s\n", __FILE__, __LINE__,     \
                    #call, nexus_status_name(st_));                            \
            failures++;                                                        \
        }                                                                      \
    } while (0)

int main(void)
{
    int failures = 0;
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_game *game = NULL;
    nexus_color color = NEXUS_EMPTY;
    size_t count = 0;
    int point = -1;
    int legal[NEXUS_MAX_POINTS];
    char board[128];

    CHECK(nexus_version_number() == NEXUS_VERSION_NUMBER);
    CHECK(strcmp(nexus_version_string(), NEXUS_VERSION_STRING) == 0);

    CHECK_OK(nexus_game_new(&game, &opts));
    if (game == NULL) {
        fprintf(stderr, "no game\n");
        return 1;
    }

    CHECK_OK(nexus_game_legal_points(legal, NEXUS_MAX_POINTS, &count, game));
    CHECK(count == 25);

    CHECK_OK(nexus_point_parse(&point, 5, "c3"));
    CHECK(point == 12);
    CHECK_OK(nexus_game_place(game, point));

    CHECK_OK(nexus_game_stone(&color, game, point));
    CHECK(color == NEXUS_BLACK);
    CHECK_OK(nexus_game_to_move(&color, game));
    CHECK(color == NEXUS_WHITE);
    CHECK_OK(nexus_game_turn_count(&count, game));
    CHECK(count == 1);
    CHECK_OK(nexus_game_legal_points(legal, NEXUS_MAX_POINTS, &count, game));
    CHECK(count == 24);
    CHECK_OK(nexus_game_format_board(board, sizeof board, &count, game));
    CHECK(strcmp(board, "...../...../..X../...../.....") == 0);

    /* An illegal move is refused and changes nothing. */
    CHECK(nexus_game_place(game, point) == NEXUS_E_OCCUPIED);
    CHECK(strcmp(nexus_status_name(NEXUS_E_OCCUPIED), "NEXUS_E_OCCUPIED") == 0);
    CHECK_OK(nexus_game_turn_count(&count, game));
    CHECK(count == 1);

    nexus_game_free(game);

    if (failures != 0) {
        fprintf(stderr, "%d check(s) failed\n", failures);
        return 1;
    }
    printf("consumer OK: libnexus %s, board %s\n", nexus_version_string(),
           board);
    return 0;
}
