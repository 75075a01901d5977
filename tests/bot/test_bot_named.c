/* Tests of the built-in bots by name and their options (nexus_bot.h,
 * "Bots by name", since 1.2): the list of bots, creation by name and by
 * spec with the offset of a faulty setting, the descriptions of the
 * options, values read and written as text whatever the locale, refusals
 * that leave the bot unchanged, and that a spec reaches the search (a bot
 * made from a spec plays the games of the same bot made from its struct). */
#include <locale.h>
#include <math.h>
#include <string.h>

#include "bot_test_util.h"

static const char *const names[] = {"simple", "random", "mcts",
                                    "mcts-uniform", "strong"};

static void test_builtin_list(void **state)
{
    const char *name = NULL, *help = NULL;
    size_t i;
    (void)state;
    for (i = 0; i < 5; i++) {
        bt_ok(nexus_bot_builtin(&name, &help, i));
        assert_string_equal(name, names[i]);
        assert_true(strlen(help) > 10);
        assert_null(strchr(help, '\n'));
        bt_ok(nexus_bot_builtin(&name, NULL, i));
    }
    name = "untouched";
    bt_status(nexus_bot_builtin(&name, &help, 5), NEXUS_ITER_OVER);
    assert_string_equal(name, "untouched");
    bt_status(nexus_bot_builtin(NULL, &help, 0), NEXUS_E_INVALID_ARG);
}

/* Each bot by its name, and the simple bot by its old name. */
static void test_new_named(void **state)
{
    nexus_bot *bot = NULL;
    const char *name = NULL;
    size_t i;
    (void)state;
    for (i = 0; i < 5; i++) {
        bt_ok(nexus_bot_new_named(&bot, names[i]));
        bt_ok(nexus_bot_name(&name, bot));
        assert_string_equal(name, names[i]);
        nexus_bot_free(bot);
    }
    bt_ok(nexus_bot_new_named(&bot, "bot"));
    bt_ok(nexus_bot_name(&name, bot));
    assert_string_equal(name, "simple");
    nexus_bot_free(bot);
    bot = NULL;
    bt_status(nexus_bot_new_named(&bot, "Strong"), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_new_named(&bot, ""), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_new_named(&bot, NULL), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_new_named(NULL, "simple"), NEXUS_E_INVALID_ARG);
    assert_null(bot);
}

/* The descriptions: the strong bot's budget first, each default in its
 * range, names that a protocol can carry. */
static void test_option_info(void **state)
{
    const nexus_bot_option *o = NULL, *f = NULL;
    size_t count = 0, i, k, j;
    (void)state;
    bt_ok(nexus_bot_option_count(&count, "simple"));
    assert_int_equal(count, 0);
    bt_ok(nexus_bot_option_count(&count, "bot"));
    assert_int_equal(count, 0);
    bt_ok(nexus_bot_option_info(&o, "strong", 0));
    assert_string_equal(o->name, "nodes");
    assert_int_equal(o->type, NEXUS_BOT_OPTION_INTEGER);
    assert_true(o->default_value == 20000.0);
    bt_ok(nexus_bot_option_info(&o, "mcts", 0));
    assert_string_equal(o->name, "iterations");
    assert_true(o->default_value == 1000.0);
    for (k = 0; k < 5; k++) {
        bt_ok(nexus_bot_option_count(&count, names[k]));
        for (i = 0; i < count; i++) {
            bt_ok(nexus_bot_option_info(&o, names[k], i));
            assert_true(o->min <= o->default_value);
            assert_true(o->default_value <= o->max);
            for (j = 0; o->name[j]; j++)
                assert_non_null(strchr("abcdefghijklmnopqrstuvwxyz0123456789_",
                                       o->name[j]));
            bt_ok(nexus_bot_option_find(&f, names[k], o->name));
            assert_ptr_equal(f, o);
        }
        o = NULL;
        bt_status(nexus_bot_option_info(&o, names[k], count), NEXUS_ITER_OVER);
        assert_null(o);
    }
    bt_status(nexus_bot_option_find(&o, "strong", "iterations"),
              NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_option_find(&o, "nope", "nodes"), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_option_find(&o, "strong", NULL), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_option_count(&count, "nope"), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_option_count(NULL, "strong"), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_option_info(NULL, "strong", 0), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_option_info(&o, NULL, 0), NEXUS_E_INVALID_ARG);
}

/* The option's text after setting it to `value` (which must succeed). */
static const char *set_get(nexus_bot *bot, const char *option,
                           const char *value)
{
    static char buf[64];
    size_t count = 0;
    bt_ok(nexus_bot_set_option(bot, option, value));
    bt_ok(nexus_bot_get_option(buf, sizeof buf, &count, bot, option));
    assert_int_equal(count, strlen(buf) + 1);
    return buf;
}

/* What nexus_bot_set_option gives for `value`; the bot is unchanged
 * after a refusal. */
static void refused(nexus_bot *bot, const char *option, const char *value,
                    nexus_status expected)
{
    char before[64], after[64];
    size_t count;
    int known = nexus_bot_get_option(before, sizeof before, &count, bot,
                                     option) == NEXUS_OK;
    bt_status(nexus_bot_set_option(bot, option, value), expected);
    if (known) {
        bt_ok(nexus_bot_get_option(after, sizeof after, &count, bot, option));
        assert_string_equal(before, after);
    }
}

static void test_set_and_get(void **state)
{
    nexus_bot *bot = NULL;
    (void)state;
    bt_ok(nexus_bot_new_named(&bot, "mcts"));
    assert_string_equal(set_get(bot, "iterations", "3000"), "3000");
    assert_string_equal(set_get(bot, "iterations", "007"), "7");
    assert_string_equal(set_get(bot, "iterations", "1000000000"),
                        "1000000000");
    assert_string_equal(set_get(bot, "exploration", "0.7"), "0.7");
    assert_string_equal(set_get(bot, "exploration", "7e-1"), "0.7");
    assert_string_equal(set_get(bot, "exploration", "0.1e-2"), "0.001");
    assert_string_equal(set_get(bot, "exploration", "123.456"), "123.456");
    assert_string_equal(set_get(bot, "exploration", "1.4142135623730951"),
                        "1.4142135623730951");
    assert_string_equal(set_get(bot, "exploration", "2"), "2");
    assert_string_equal(set_get(bot, "exploration", "-0"), "0");
    assert_string_equal(set_get(bot, "exploration", "1000"), "1000");
    assert_string_equal(set_get(bot, "time", "0"), "0");
    /* Out of range, unknown, or not written as the type requires. */
    refused(bot, "iterations", "0", NEXUS_E_INVALID_ARG);
    refused(bot, "iterations", "1000000001", NEXUS_E_INVALID_ARG);
    refused(bot, "iterations", "-5", NEXUS_E_INVALID_ARG);
    refused(bot, "iterations", "99999999999999999999999", NEXUS_E_INVALID_ARG);
    refused(bot, "exploration", "1000.5", NEXUS_E_INVALID_ARG);
    refused(bot, "exploration", "-0.1", NEXUS_E_INVALID_ARG);
    refused(bot, "exploration", "1e999", NEXUS_E_INVALID_ARG);
    refused(bot, "time", "3600001", NEXUS_E_INVALID_ARG);
    refused(bot, "nodes", "5", NEXUS_E_INVALID_ARG);
    refused(bot, "Iterations", "5", NEXUS_E_INVALID_ARG);
    refused(bot, "iterations", "1.5", NEXUS_E_PARSE);
    refused(bot, "iterations", "1e3", NEXUS_E_PARSE);
    refused(bot, "iterations", "+5", NEXUS_E_PARSE);
    refused(bot, "iterations", " 5", NEXUS_E_PARSE);
    refused(bot, "iterations", "5 ", NEXUS_E_PARSE);
    refused(bot, "iterations", "", NEXUS_E_PARSE);
    refused(bot, "iterations", "0x10", NEXUS_E_PARSE);
    refused(bot, "exploration", "nan", NEXUS_E_PARSE);
    refused(bot, "exploration", "inf", NEXUS_E_PARSE);
    refused(bot, "exploration", ".5", NEXUS_E_PARSE);
    refused(bot, "exploration", "5.", NEXUS_E_PARSE);
    refused(bot, "exploration", "0,5", NEXUS_E_PARSE);
    refused(bot, "exploration", "1e", NEXUS_E_PARSE);
    refused(bot, "exploration", "true", NEXUS_E_PARSE);
    refused(bot, "iterations",
            "1111111111111111111111111111111111111111111111111111111111111111"
            "1", NEXUS_E_INVALID_ARG); /* longer than 64 bytes */
    bt_status(nexus_bot_set_option(NULL, "time", "1"), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_set_option(bot, NULL, "1"), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_set_option(bot, "time", NULL), NEXUS_E_INVALID_ARG);
    nexus_bot_free(bot);
}

/* Count-and-fill, and the errors of nexus_bot_get_option. */
static void test_get_buffer(void **state)
{
    nexus_bot *bot = NULL;
    char buf[8] = "xxxxxxx";
    size_t count = 0;
    (void)state;
    bt_ok(nexus_bot_new_named(&bot, "strong"));
    bt_status(nexus_bot_get_option(NULL, 0, &count, bot, "nodes"),
              NEXUS_E_BUFFER_TOO_SMALL);
    assert_int_equal(count, 6); /* "20000" and its NUL */
    bt_status(nexus_bot_get_option(buf, 5, &count, bot, "nodes"),
              NEXUS_E_BUFFER_TOO_SMALL);
    assert_string_equal(buf, "xxxxxxx");
    bt_ok(nexus_bot_get_option(buf, 6, &count, bot, "nodes"));
    assert_string_equal(buf, "20000");
    bt_status(nexus_bot_get_option(buf, 6, &count, bot, "nope"),
              NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_get_option(NULL, 6, &count, bot, "nodes"),
              NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_get_option(buf, 6, NULL, bot, "nodes"),
              NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_get_option(buf, 6, &count, NULL, "nodes"),
              NEXUS_E_INVALID_ARG);
    nexus_bot_free(bot);
    /* The simple bot has none. */
    bt_ok(nexus_bot_new_named(&bot, "simple"));
    bt_status(nexus_bot_set_option(bot, "nodes", "5"), NEXUS_E_INVALID_ARG);
    nexus_bot_free(bot);
}

static nexus_status first_point(void *user, const nexus_game *game,
                                nexus_turn *turn)
{
    int points[NEXUS_MAX_POINTS];
    size_t n = 0;
    (void)user;
    nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, game);
    turn->point = points[0];
    return NEXUS_OK;
}

static void test_custom_has_no_options(void **state)
{
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    nexus_bot *bot = NULL;
    char buf[16];
    size_t count;
    (void)state;
    cb.choose_turn = first_point;
    cb.name = "strong"; /* a label, not a kind */
    bt_ok(nexus_bot_new_custom(&bot, &cb));
    bt_status(nexus_bot_set_option(bot, "nodes", "5"), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_get_option(buf, sizeof buf, &count, bot, "nodes"),
              NEXUS_E_INVALID_ARG);
    nexus_bot_free(bot);
}

/* A bot made by a spec, and the option it names. */
static const char *spec_option(const char *spec, const char *option)
{
    static char buf[64];
    nexus_bot *bot = NULL;
    size_t count, at = 99;
    bt_ok(nexus_bot_new_spec(&bot, &at, spec));
    assert_int_equal(at, 99); /* not written on success */
    bt_ok(nexus_bot_get_option(buf, sizeof buf, &count, bot, option));
    nexus_bot_free(bot);
    return buf;
}

/* The error of a spec and the offset it reports. */
static void bad_spec(const char *spec, nexus_status expected, size_t where)
{
    nexus_bot *bot = NULL;
    size_t at = 99;
    bt_status(nexus_bot_new_spec(&bot, &at, spec), expected);
    assert_int_equal(at, where);
    assert_null(bot);
    bt_status(nexus_bot_new_spec(&bot, NULL, spec), expected);
}

static void test_spec(void **state)
{
    static char long_spec[1100];
    nexus_bot *bot = NULL;
    const char *name;
    (void)state;
    assert_string_equal(spec_option("mcts:3000", "iterations"), "3000");
    assert_string_equal(spec_option("mcts:iterations=3000", "iterations"),
                        "3000");
    assert_string_equal(spec_option("mcts:3000,exploration=0.5",
                                    "exploration"), "0.5");
    assert_string_equal(spec_option("strong:time=50", "time"), "50");
    assert_string_equal(spec_option("strong:time=50", "nodes"), "20000");
    assert_string_equal(spec_option("strong:nodes=5,nodes=6", "nodes"), "6");
    assert_string_equal(spec_option("mcts-uniform:10", "iterations"), "10");
    bt_ok(nexus_bot_new_spec(&bot, NULL, "bot"));
    bt_ok(nexus_bot_name(&name, bot));
    assert_string_equal(name, "simple");
    nexus_bot_free(bot);
    bad_spec("nope", NEXUS_E_INVALID_ARG, 0);
    bad_spec("nope:5", NEXUS_E_INVALID_ARG, 0);
    bad_spec("mcts:foo=1", NEXUS_E_INVALID_ARG, 5);
    bad_spec("mcts:1000,exploration=x", NEXUS_E_PARSE, 10);
    bad_spec("mcts:1000,exploration=2000", NEXUS_E_INVALID_ARG, 10);
    bad_spec("mcts:1000,2000", NEXUS_E_PARSE, 10);
    bad_spec("mcts:", NEXUS_E_PARSE, 5);
    bad_spec("mcts:1000,", NEXUS_E_PARSE, 10);
    bad_spec("mcts:iterations=", NEXUS_E_PARSE, 5);
    bad_spec("simple:5", NEXUS_E_INVALID_ARG, 7);
    bad_spec("strong: time=5", NEXUS_E_INVALID_ARG, 7);
    memset(long_spec, 'a', sizeof long_spec - 1);
    bad_spec(long_spec, NEXUS_E_INVALID_ARG, 0);
    bt_status(nexus_bot_new_spec(NULL, NULL, "simple"), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_new_spec(&bot, NULL, NULL), NEXUS_E_INVALID_ARG);
}

/* Numbers are read and written with '.' whatever LC_NUMERIC says. The
 * test needs a locale whose decimal point is a comma; without one (a
 * minimal system has only C and POSIX) it is skipped. */
static void test_locale(void **state)
{
    static const char *const commas[] = {"de_DE.UTF-8", "de_DE.utf8",
                                         "fr_FR.UTF-8", "fr_FR.utf8",
                                         "de_DE", "fr_FR"};
    nexus_bot *bot = NULL;
    size_t i;
    (void)state;
    for (i = 0; i < sizeof commas / sizeof commas[0]; i++)
        if (setlocale(LC_NUMERIC, commas[i]))
            break;
    if (i == sizeof commas / sizeof commas[0]) {
        skip();
        return;
    }
    bt_ok(nexus_bot_new_named(&bot, "mcts"));
    assert_string_equal(set_get(bot, "exploration", "0.5"), "0.5");
    refused(bot, "exploration", "0,5", NEXUS_E_PARSE);
    nexus_bot_free(bot);
    setlocale(LC_NUMERIC, "C");
}

/* A game of a bot made by its spec against one made by its struct: the
 * same game as the two structs' bots play, so the settings reach the
 * search. */
static void record_of(char *text, size_t cap, nexus_bot *a, nexus_bot *b)
{
    nexus_match_options mo = NEXUS_MATCH_OPTIONS_INIT;
    nexus_match_result r;
    nexus_game *g = NULL;
    size_t len;
    mo.seed = 11;
    bt_ok(nexus_match_play(&r, &g, a, b, &mo));
    bt_ok(nexus_record_write(text, cap, &len, g));
    nexus_game_free(g);
}

static void test_spec_reaches_search(void **state)
{
    static char x[16384], y[16384];
    nexus_mcts_options mo = NEXUS_MCTS_OPTIONS_INIT;
    nexus_strong_options so = NEXUS_STRONG_OPTIONS_INIT;
    nexus_bot *a = NULL, *b = NULL, *c = NULL, *d = NULL;
    (void)state;
    mo.iterations = 150;
    mo.exploration = 0.5;
    so.nodes = 3000;
    so.max_depth = 4;
    bt_ok(nexus_bot_new_mcts(&a, &mo));
    bt_ok(nexus_bot_new_strong(&b, &so));
    bt_ok(nexus_bot_new_spec(&c, NULL,
                             "mcts-uniform:150,exploration=0.5"));
    bt_ok(nexus_bot_new_spec(&d, NULL, "strong:nodes=3000,max_depth=4"));
    record_of(x, sizeof x, a, b);
    record_of(y, sizeof y, c, d);
    assert_string_equal(x, y);
    /* And set one by one on a bot made with the defaults. */
    nexus_bot_free(c);
    bt_ok(nexus_bot_new_named(&c, "mcts-uniform"));
    bt_ok(nexus_bot_set_option(c, "exploration", "0.5"));
    bt_ok(nexus_bot_set_option(c, "iterations", "150"));
    record_of(y, sizeof y, c, d);
    assert_string_equal(x, y);
    /* A different setting plays a different game. */
    bt_ok(nexus_bot_set_option(c, "iterations", "151"));
    record_of(y, sizeof y, c, d);
    assert_true(strcmp(x, y) != 0);
    nexus_bot_free(a);
    nexus_bot_free(b);
    nexus_bot_free(c);
    nexus_bot_free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_builtin_list),
        cmocka_unit_test(test_new_named),
        cmocka_unit_test(test_option_info),
        cmocka_unit_test(test_set_and_get),
        cmocka_unit_test(test_get_buffer),
        cmocka_unit_test(test_custom_has_no_options),
        cmocka_unit_test(test_spec),
        cmocka_unit_test(test_locale),
        cmocka_unit_test(test_spec_reaches_search),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
