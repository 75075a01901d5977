/* Unit tests of the pieces of the nexus tool that read outside input or
 * compute figures: cleaning (clean.c), the journal's lines and their checks
 * (journal.c), the Elo bounds (stats.c), replies of engines
 * (engine_reply.c), option values relayed (options.c) and the analysis
 * (engine_think.c). Expected values are written out by hand or from
 * closed forms, never taken from the code under test. */
#define _POSIX_C_SOURCE 200809L

/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clean.h"
#include "engine_reply.h"
#include "engine_think.h"
#include "journal.h"
#include "options.h"
#include "stats.h"

/* ------------------------------------------------------------------------ */
/* clean.c */

static void test_clean_escapes(void **state)
{
    char out[64];
    (void)state;
    assert_string_equal(cli_clean(out, sizeof out, "plain text 1.2"),
                        "plain text 1.2");
    assert_string_equal(cli_clean(out, sizeof out, "a\033]0;x\007b\n\xff"),
                        "a\\x1b]0;x\\x07b\\x0a\\xff");
    assert_string_equal(cli_clean(out, sizeof out, ""), "");
}

static void test_clean_cuts_whole_escapes(void **state)
{
    char out[6];
    (void)state;
    /* "ab" and one escape of 4 bytes do not fit in 5 + NUL: cut before */
    assert_string_equal(cli_clean(out, sizeof out, "ab\033c"), "ab");
    assert_string_equal(cli_clean(out, sizeof out, "abcdefgh"), "abcde");
}

/* ------------------------------------------------------------------------ */
/* journal.c */

static void test_crc_check_value(void **state)
{
    (void)state;
    /* The check value of CRC-32 (IEEE 802.3), from its specification. */
    assert_int_equal(journal_crc("123456789", 9), 0xcbf43926u);
}

static void test_seal_round_trip(void **state)
{
    char line[JOURNAL_LINE_CAP], text[JOURNAL_LINE_CAP];
    (void)state;
    assert_true(journal_seal(line, sizeof line, "seed 0"));
    assert_string_equal(line, "seed 0 crc 9ddd5632\n");
    assert_true(journal_unseal(text, sizeof text, line));
    assert_string_equal(text, "seed 0");
    line[5] = '1'; /* "seed 1" under the check of "seed 0" */
    assert_false(journal_unseal(text, sizeof text, line));
    assert_false(journal_unseal(text, sizeof text, "seed 0"));
    assert_false(journal_seal(line, sizeof line, "two\nlines"));
}

static journal_game forfeit_game(void)
{
    journal_game g;
    memset(&g, 0, sizeof g);
    g.index = 6;
    g.black = 2;
    g.white = 0;
    g.outcome = NEXUS_OUTCOME_BLACK_WINS;
    g.forfeit = 1;
    g.loser_black = 0;
    g.turns = 11;
    g.time[0].think_us = 1234;
    g.time[0].think_max_us = 400;
    g.time[0].turns = 6;
    g.time[1].ping_us = 99;
    g.time[1].pings = 3;
    snprintf(g.why, sizeof g.why, "garbage: 'x\033[2J'");
    return g;
}

static void test_game_line_round_trip(void **state)
{
    char line[JOURNAL_LINE_CAP], text[JOURNAL_LINE_CAP];
    journal_game g = forfeit_game(), back;
    (void)state;
    assert_true(journal_format_game(line, sizeof line, &g));
    assert_non_null(strstr(line, "game 7 black 3 white 1 result black-wins "
                                 "forfeit turns 11 time 1234 400 6 0 0 0 0 0 "
                                 "99 3 loser W why garbage: 'x\\x1b[2J' crc "));
    assert_null(strchr(line, '\033'));
    assert_true(journal_unseal(text, sizeof text, line));
    assert_true(journal_parse_game(&back, text));
    assert_int_equal(back.index, 6);
    assert_int_equal(back.black, 2);
    assert_int_equal(back.white, 0);
    assert_int_equal(back.forfeit, 1);
    assert_int_equal(back.loser_black, 0);
    assert_int_equal(back.time[0].think_us, 1234);
    assert_int_equal(back.time[1].pings, 3);
    assert_string_equal(back.why, "garbage: 'x\\x1b[2J'");
}

static void test_game_line_refused(void **state)
{
    journal_game g;
    static const char *const bad[] = {
        "game 1 black 1 white 1 result draw quiet turns 3 time 0 0 0 0 0 0 0 "
        "0 0 0", /* one player on both sides */
        "game 0 black 1 white 2 result draw quiet turns 3 time 0 0 0 0 0 0 0 "
        "0 0 0", /* game 0 */
        "game 1 black 1 white 2 result draw-ish quiet turns 3 time 0 0 0 0 0 "
        "0 0 0 0 0",
        "game 1 black 1 white 2 result draw quiet turns 3",
        "game 1 black 1 white 2 result white-wins forfeit turns 3 time 0 0 0 "
        "0 0 0 0 0 0 0 loser W why the winner cannot be the loser",
        "game 1 black 1 white 2 result draw quiet turns 3 time 0 0 0 0 0 0 0 "
        "0 0 0 more"};
    size_t i;
    (void)state;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_false(journal_parse_game(&g, bad[i]));
}

/* A journal file holding `text`, read. */
static void read_text(journal_contents *c, const char *text)
{
    char path[] = "/tmp/nexus-test-journal-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    assert_true(journal_read(c, path));
    unlink(path);
}

/* Sealed lines, joined. */
static void sealed(char *out, size_t cap, const char *const *texts, size_t n)
{
    size_t i, used = 0;
    for (i = 0; i < n; i++) {
        assert_true(journal_seal(out + used, cap - used, texts[i]));
        used += strlen(out + used);
    }
}

static void test_journal_repairs(void **state)
{
    static const char *const lines[] = {
        JOURNAL_MAGIC, "seed 0",
        "game 1 black 1 white 2 result draw quiet turns 3 time 0 0 0 0 0 0 0 "
        "0 0 0",
        "game 2 black 2 white 1 result black-wins audit turns 9 time 0 0 0 0 0 "
        "0 0 0 0 0",
        "game 3 black 1 white 2 result white-wins audit turns 8 time 0 0 0 0 0 "
        "0 0 0 0 0"};
    char good[4 * JOURNAL_LINE_CAP], text[8 * JOURNAL_LINE_CAP], g3[256];
    journal_contents c;
    (void)state;
    sealed(good, sizeof good, lines, 4);
    sealed(g3, sizeof g3, lines + 4, 1);
    /* game 2's line torn after 20 bytes, game 3 appended after it, then a
     * foreign line */
    snprintf(text, sizeof text, "%.*s%.20s%shello\n",
             (int)(strstr(good, "game 2") - good), good, strstr(good, "game 2"),
             g3);
    read_text(&c, text);
    assert_string_equal(c.head, JOURNAL_MAGIC "\nseed 0\n");
    assert_int_equal(c.n_games, 2);
    assert_int_equal(c.games[0].index, 0);
    assert_int_equal(c.games[1].index, 2);
    assert_int_equal(c.recovered, 1);
    assert_int_equal(c.damaged, 1);
    journal_contents_free(&c);
}

static void test_journal_old_format(void **state)
{
    journal_contents c;
    (void)state;
    read_text(&c, "game 1 result black-wins audit turns 11\n");
    assert_true(c.old_format);
    assert_int_equal(c.n_games, 0);
    journal_contents_free(&c);
}

static void test_head_check(void **state)
{
    (void)state;
    assert_true(journal_check_head("a 1\nplayer 1 x\n", "a 1\nplayer 1 x\n",
                                   "j"));
    assert_false(journal_check_head("a 1\nplayer 1 x\n", "a 1\nplayer 1 y\n",
                                    "j"));
    assert_false(journal_check_head("a 1\n", "a 1\nplayer 3 z\n", "j"));
    assert_false(journal_check_head("a 1\nb 2\n", "a 1\n", "j"));
}

/* ------------------------------------------------------------------------ */
/* stats.c */

static double elo_of(double p)
{
    return -400.0 * log10(1.0 / p - 1.0);
}

static void test_sweep_is_one_sided(void **state)
{
    elo_estimate e;
    match_stats s;
    (void)state;
    memset(&s, 0, sizeof s);
    s.wins = 10;
    assert_true(stats_elo_trinomial(&e, &s));
    assert_int_equal(e.bounds, ELO_LOWER);
    /* 10 wins of 10: p > 0.05^(1/10) */
    assert_true(fabs(e.lo - elo_of(pow(0.05, 0.1))) < 1e-9);
    assert_true(isfinite(e.lo) && e.lo > 180 && e.lo < 185);
    s.wins = 0;
    s.losses = 10;
    assert_true(stats_elo_trinomial(&e, &s));
    assert_int_equal(e.bounds, ELO_UPPER);
    assert_true(fabs(e.hi + elo_of(pow(0.05, 0.1))) < 1e-9);
}

static void test_near_sweep_is_one_sided(void **state)
{
    elo_estimate e;
    (void)state;
    /* 9 of 10 won, 1 lost: mean 0.9, variance 0.09; two-sided the upper
     * end 0.9 + 1.96 * 0.0949 passes 1, so the bound is one-sided:
     * 0.9 - 1.6449 * 0.0949 = 0.7440 */
    stats_estimate(&e, 0.9, 0.09, 10);
    assert_int_equal(e.bounds, ELO_LOWER);
    assert_true(fabs(e.lo - elo_of(0.9 - 1.6448536269514722 *
                                             sqrt(0.009))) < 1e-9);
    stats_estimate(&e, 0.5, 0.25, 1); /* one game: no bound at all */
    assert_int_equal(e.bounds, ELO_NONE);
    stats_estimate(&e, 0.5, 0, 5); /* five pairs alike: no spread */
    assert_int_equal(e.bounds, ELO_NONE);
    assert_false(signbit(e.elo)); /* +0, not -0 */
    stats_estimate(&e, 0.7, 0.16, 10); /* the hand case of match-elo */
    assert_int_equal(e.bounds, ELO_BOTH);
    assert_true(fabs(e.lo - -33.40) < 0.01 && fabs(e.hi - 504.03) < 0.01);
}

/* ------------------------------------------------------------------------ */
/* util.c */

/* An option's bounds and defaults are printed in the fewest digits that
 * read back as the same number, without an exponent for whole numbers. */
static void test_number_is_shortest(void **state)
{
    char buf[CLI_NUMBER_CAP];
    (void)state;
    assert_string_equal(cli_number(buf, 0.2), "0.2");
    assert_string_equal(cli_number(buf, 1000), "1000");
    assert_string_equal(cli_number(buf, 1e9), "1000000000");
    assert_string_equal(cli_number(buf, -3), "-3");
    assert_string_equal(cli_number(buf, 0.1 + 0.2), "0.30000000000000004");
    assert_string_equal(cli_number(buf, 1e300), "1e+300");
    assert_string_equal(cli_number(buf, 2.5e-7), "2.5e-07");
}

/* ------------------------------------------------------------------------ */
/* engine_reply.c */

static void test_versions(void **state)
{
    int major = -1, minor = -1;
    static const char *const bad[] = {"", "1.", ".1", "1.1.1", "x", "12345",
                                      "1 .1", "1.1 ", "-1"};
    size_t i;
    (void)state;
    assert_true(engine_reply_version("1", &major, &minor));
    assert_int_equal(major, 1);
    assert_int_equal(minor, 0);
    assert_true(engine_reply_version("1.1", &major, &minor));
    assert_int_equal(minor, 1);
    assert_true(engine_reply_version("2.13", &major, &minor));
    assert_int_equal(major, 2);
    assert_int_equal(minor, 13);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_false(engine_reply_version(bad[i], &major, &minor));
}

static void test_turn_prefix_refused(void **state)
{
    nexus_turn t;
    const char *why = "";
    (void)state;
    assert_int_equal(engine_reply_turn("B place A1", 5, NEXUS_BLACK, &t, &why),
                     ENGINE_GENTURN_TURN);
    assert_int_equal(engine_reply_turn("turn B place A1", 5, NEXUS_BLACK, &t,
                                       &why),
                     ENGINE_GENTURN_BAD);
    assert_non_null(strstr(why, "'turn '"));
    assert_int_equal(engine_reply_turn("offer", 5, NEXUS_BLACK, &t, &why),
                     ENGINE_GENTURN_OFFER);
}

static void count_info(void *ctx, const char *line)
{
    int *n = ctx;
    assert_int_equal(strncmp(line, "info", 4), 0);
    ++*n;
}

static void test_progress_lines_before_reply(void **state)
{
    char buf[ENGINE_REPLY_CAP], text[ENGINE_REPLY_CAP];
    const char *out = "info winrate 0.5\ninfo\ninformal\n";
    engine_reply r;
    size_t have;
    int seen = 0;
    (void)state;
    memcpy(buf, out, strlen(out));
    have = strlen(out);
    engine_reply_init(&r, 4, text, sizeof text);
    r.on_info = count_info;
    r.info_ctx = &seen;
    /* "informal" is no progress line: garbage */
    assert_int_equal(engine_reply_feed(&r, buf, &have, sizeof buf),
                     ENGINE_FEED_FAILED);
    assert_int_equal(seen, 2);
    assert_int_equal(r.infos, 2);
    out = "info time 3\n=4 B place A1\n\n";
    memcpy(buf, out, strlen(out));
    have = strlen(out);
    engine_reply_init(&r, 4, text, sizeof text);
    assert_int_equal(engine_reply_feed(&r, buf, &have, sizeof buf),
                     ENGINE_FEED_DONE);
    assert_int_equal(r.infos, 1);
    assert_string_equal(text, "B place A1");
}

/* A NUL in a line of a reply is refused: it would cut the text after it. */
static void test_nul_in_reply_refused(void **state)
{
    static const char out[] = "=1 evil\0name\n\n";
    char buf[ENGINE_REPLY_CAP], text[ENGINE_REPLY_CAP];
    engine_reply r;
    size_t have = sizeof out - 1;
    (void)state;
    memcpy(buf, out, have);
    engine_reply_init(&r, 1, text, sizeof text);
    assert_int_equal(engine_reply_feed(&r, buf, &have, sizeof buf),
                     ENGINE_FEED_FAILED);
    assert_non_null(strstr(r.failure, "NUL"));
}

/* Returns what engine_reply_feed makes of `out` as the reply to `id`. */
static engine_feed feed_reply(unsigned long id, const char *out,
                              char *failure, size_t cap)
{
    char buf[ENGINE_REPLY_CAP], text[ENGINE_REPLY_CAP];
    engine_reply r;
    size_t have = strlen(out);
    engine_feed got;
    memcpy(buf, out, have);
    engine_reply_init(&r, id, text, sizeof text);
    got = engine_reply_feed(&r, buf, &have, sizeof buf);
    snprintf(failure, cap, "%s", r.failure);
    return got;
}

/* A reply repeats its request's id (docs/protocol.md, section 1): one
 * without it, or with another, is refused, and a request sent without an
 * id gets a reply without one. */
static void test_reply_ids_checked(void **state)
{
    char why[256];
    (void)state;
    assert_int_equal(feed_reply(4, "=4 x\n\n", why, sizeof why),
                     ENGINE_FEED_DONE);
    assert_int_equal(feed_reply(0, "= x\n\n", why, sizeof why),
                     ENGINE_FEED_DONE);
    assert_int_equal(feed_reply(4, "= x\n\n", why, sizeof why),
                     ENGINE_FEED_FAILED);
    assert_non_null(strstr(why, "lacks its id"));
    assert_int_equal(feed_reply(4, "?\n\n", why, sizeof why),
                     ENGINE_FEED_FAILED);
    assert_int_equal(feed_reply(4, "=5 x\n\n", why, sizeof why),
                     ENGINE_FEED_FAILED);
    assert_non_null(strstr(why, "reply 5 to request 4"));
    assert_int_equal(feed_reply(0, "=3\n\n", why, sizeof why),
                     ENGINE_FEED_FAILED);
}

/* The bytes of an engine's stderr are cleaned, NUL included. */
static void test_clean_bytes_shows_nul(void **state)
{
    char out[64];
    (void)state;
    assert_string_equal(cli_clean_bytes(out, sizeof out, "a\0b\033", 4),
                        "a\\x00b\\x1b");
}

/* ------------------------------------------------------------------------ */
/* options.c */

static void test_option_values(void **state)
{
    nexus_bot *bot = NULL;
    char why[200];
    (void)state;
    assert_int_equal(nexus_bot_new_named(&bot, "strong"), NEXUS_OK);
    assert_true(cli_bot_set_option(bot, "strong:nodes=5", "max_depth", "32",
                                   why, sizeof why));
    assert_false(cli_bot_set_option(bot, "strong", "max_depth", "33", why,
                                    sizeof why));
    assert_string_equal(why, "bad value: max_depth is a whole number from 1 "
                             "to 32");
    assert_false(cli_bot_set_option(bot, "strong", "max_depth", "3.5", why,
                                    sizeof why));
    assert_false(cli_bot_set_option(bot, "strong", "depth", "3", why,
                                    sizeof why));
    assert_string_equal(why, "unknown option 'depth'");
    nexus_bot_free(bot);
    assert_int_equal(nexus_bot_new_named(&bot, "simple"), NEXUS_OK);
    assert_false(cli_bot_set_option(bot, "simple", "nodes", "3", why,
                                    sizeof why));
    nexus_bot_free(bot);
}

/* ------------------------------------------------------------------------ */
/* engine_think.c */

static nexus_game *from_record(const char *text)
{
    nexus_game *g = NULL;
    assert_int_equal(nexus_record_read(&g, text, strlen(text), NULL, NULL),
                     NEXUS_OK);
    return g;
}

static void test_analysis_finds_the_win(void **state)
{
    /* 3x3, Black to move with C1 C2 and no debt: C3, the last legal point
     * in canonical order, owns column C, and the audit with no debt wins
     * at once (R11); every other turn leaves the game going. */
    nexus_game *g = from_record("nexus-record 1\nsize 3\ncapture-debt 2\n"
                                "unblock-debt 4\nstart ..X/O.X/O.. 0 0 B 0\n");
    think_limits lim = {300, 0};
    atomic_int stop = 0;
    think_result r;
    size_t i;
    (void)state;
    assert_int_equal(think_run(&r, g, 7, &lim, &stop, NULL, NULL, 100),
                     NEXUS_OK);
    assert_int_equal(r.n, 5); /* A1 B1 B2 B3 C3 */
    assert_int_equal(r.visits, 300);
    assert_int_equal(r.c[0].turn.point, 8); /* C3, the most visited */
    assert_true(r.c[0].score == (double)r.c[0].visits);
    for (i = 1; i < r.n; i++) /* each looked at, none as often as C3 */
        assert_true(r.c[i].visits >= 1 && r.c[i].visits < r.c[0].visits);
    think_free(&r);
    nexus_game_free(g);
}

static void test_analysis_stops(void **state)
{
    nexus_game *g = from_record("nexus-record 1\nsize 5\ncapture-debt 2\n"
                                "unblock-debt 4\n");
    think_limits lim = {0, 0}; /* no limit: only stop ends it */
    atomic_int stop = 1;
    think_result r;
    (void)state;
    assert_int_equal(think_run(&r, g, 7, &lim, &stop, NULL, NULL, 100),
                     NEXUS_OK);
    assert_int_equal(r.n, 25);
    assert_int_equal(r.visits, 0);
    think_free(&r);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_clean_escapes),
        cmocka_unit_test(test_clean_cuts_whole_escapes),
        cmocka_unit_test(test_crc_check_value),
        cmocka_unit_test(test_seal_round_trip),
        cmocka_unit_test(test_game_line_round_trip),
        cmocka_unit_test(test_game_line_refused),
        cmocka_unit_test(test_journal_repairs),
        cmocka_unit_test(test_journal_old_format),
        cmocka_unit_test(test_head_check),
        cmocka_unit_test(test_sweep_is_one_sided),
        cmocka_unit_test(test_near_sweep_is_one_sided),
        cmocka_unit_test(test_number_is_shortest),
        cmocka_unit_test(test_versions),
        cmocka_unit_test(test_turn_prefix_refused),
        cmocka_unit_test(test_progress_lines_before_reply),
        cmocka_unit_test(test_nul_in_reply_refused),
        cmocka_unit_test(test_reply_ids_checked),
        cmocka_unit_test(test_clean_bytes_shows_nul),
        cmocka_unit_test(test_option_values),
        cmocka_unit_test(test_analysis_finds_the_win),
        cmocka_unit_test(test_analysis_stops),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
