/* The liberal record reader (docs/records.md "Reading"): a UTF-8 BOM, CRLF
 * line ends, trailing whitespace and whitespace-only lines are accepted and
 * give the same game as the clean text; every other layout check stays;
 * the writer stays strict (it writes the clean text). */
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Header, labels, a comment, moves with an expectation line, an offer. */
static const char clean[] =
    "nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\n"
    "black bot\nwhite human\n# a comment\nturn B place C3\n"
    "board ...../...../..X../...../.....\noffer W\ndecline B\n"
    "turn W place D3\nturn B place c4\n";

/* What the writer makes of `clean`: no comment, no expectation, upper
 * case. */
static const char canonical[] =
    "nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\n"
    "black bot\nwhite human\nturn B place C3\noffer W\ndecline B\n"
    "turn W place D3\nturn B place C4\n";

typedef struct messy {
    const char *bom;      /* before the text */
    const char *trailing; /* after every line's last word */
    const char *eol;      /* instead of "\n" */
    const char *blank;    /* a line inserted after every line */
} messy;

/* `clean` rewritten with the features of m, into a malloc'd string. */
static char *make_messy(const messy *m)
{
    size_t cap = 4 * sizeof clean + 64, n = 0;
    char *out = malloc(cap);
    const char *line = clean;
    assert_non_null(out);
    n += (size_t)snprintf(out + n, cap - n, "%s", m->bom);
    while (*line) {
        size_t len = strcspn(line, "\n");
        n += (size_t)snprintf(out + n, cap - n, "%.*s%s%s%s%s", (int)len, line,
                              m->trailing, m->eol, m->blank,
                              m->blank[0] ? m->eol : "");
        line += len + 1;
    }
    assert_true(n < cap);
    return out;
}

static nexus_game *read_text(const char *text)
{
    nexus_game *g = NULL;
    nexus_record_error err;
    nexus_status st = nexus_record_read(&g, text, strlen(text), NULL, &err);
    if (st != NEXUS_OK)
        fail_msg("line %d: %s", err.line, err.message);
    return g;
}

/* The messy text reads to the same game as the clean one, and the writer
 * gives the canonical text for it. */
static void check_same_game(const messy *m)
{
    char *text = make_messy(m);
    nexus_game *want = read_text(clean);
    nexus_game *got = read_text(text);
    char out[sizeof canonical + 64];
    size_t count = 0;
    tu_assert_equal_games(want, got, 1);
    TU_OK(nexus_record_write(out, sizeof out, &count, got));
    assert_string_equal(out, canonical);
    nexus_game_free(want);
    nexus_game_free(got);
    free(text);
}

static void test_read_bom(void **state)
{
    static const messy m = {"\xef\xbb\xbf", "", "\n", ""};
    (void)state;
    check_same_game(&m);
}

static void test_read_crlf(void **state)
{
    static const messy m = {"", "", "\r\n", ""};
    (void)state;
    check_same_game(&m);
}

static void test_read_trailing_whitespace(void **state)
{
    static const messy spaces = {"", "   ", "\n", ""};
    static const messy tabs = {"", "\t", "\n", ""};
    static const messy mixed = {"", " \t \t", "\n", ""};
    (void)state;
    check_same_game(&spaces);
    check_same_game(&tabs);
    check_same_game(&mixed);
}

static void test_read_whitespace_only_lines(void **state)
{
    static const messy spaces = {"", "", "\n", "    "};
    static const messy tabs = {"", "", "\n", "\t\t"};
    static const messy cr = {"", "", "\n", "\r"};
    (void)state;
    check_same_game(&spaces);
    check_same_game(&tabs);
    check_same_game(&cr);
}

static void test_read_all_liberal_at_once(void **state)
{
    static const messy m = {"\xef\xbb\xbf", " \t", "\r\n", " \t "};
    (void)state;
    check_same_game(&m);
}

/* Line numbers count from the first byte after the BOM as line 1. */
static void test_read_bom_keeps_line_numbers(void **state)
{
    static const char text[] = "\xef\xbb\xbfnexus-record 1\nsize 5\n"
                               "capture-debt 2\nunblock-debt 4\n"
                               "turn W place C3\n";
    nexus_game *g = NULL;
    nexus_record_error err;
    (void)state;
    TU_ST(nexus_record_read(&g, text, strlen(text), NULL, &err),
          NEXUS_E_RECORD);
    TU_EQ(err.line, 5);
    TU_ST(err.status, NEXUS_E_RECORD);
    assert_null(g);
}

typedef struct bad {
    const char *text;
    int line;
} bad;

#define HDR "nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\n"

/* Everything but the four liberties is still a layout error. */
static void test_read_liberal_keeps_other_checks(void **state)
{
    static const bad cases[] = {
        {"\xef\xbb\xbf\xef\xbb\xbf" HDR, 1},       /* two BOMs */
        {"\xef\xbb" HDR, 1},                       /* a partial BOM */
        {"# c\n\xef\xbb\xbfnexus-record 1\n", 2},  /* a BOM later on */
        {HDR "\xef\xbb\xbfturn B place C3\n", 5},  /* the same */
        {" " HDR, 1},                              /* leading space */
        {HDR "\tturn B place C3\n", 5},            /* leading tab */
        {HDR "turn B  place C3\n", 5},             /* two spaces */
        {HDR "turn B\tplace C3\n", 5},             /* a tab between words */
        {HDR "turn B place\rC3\n", 5},             /* a CR between words */
        {HDR "turn B place C3\r\r\nturn W\vplace D3\n", 6}, /* vertical tab */
        {HDR "turn B place C3 \xc2\xa0\n", 5},     /* a no-break space */
        {HDR " \t x\n", 5},                        /* not whitespace only */
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        nexus_game *g = NULL;
        nexus_record_error err;
        nexus_status st = nexus_record_read(&g, cases[i].text,
                                            strlen(cases[i].text), NULL, &err);
        if (st != NEXUS_E_RECORD || err.status != NEXUS_E_PARSE ||
            err.line != cases[i].line)
            fail_msg("case %u: %s, line %d (%s), expected a parse error at "
                     "line %d", (unsigned)i, nexus_status_name(st), err.line,
                     err.message, cases[i].line);
        assert_null(g);
    }
}

typedef struct seen {
    char text[64][80];
    int n;
} seen;

static void keep(seen *s, const nexus_record_line *line)
{
    assert_true(s->n < 64 && line->len < 80);
    memcpy(s->text[s->n], line->text, line->len);
    s->text[s->n++][line->len] = '\0';
}

static nexus_status on_header(const nexus_record_line *line, void *payload)
{
    keep(payload, line);
    return NEXUS_OK;
}

static nexus_status on_move(const nexus_game *g, const nexus_record_line *line,
                            const nexus_record_move *m, void *payload)
{
    (void)g;
    (void)m;
    keep(payload, line);
    return NEXUS_OK;
}

static nexus_status on_expect(const nexus_game *g,
                              const nexus_record_line *line, void *payload)
{
    (void)g;
    keep(payload, line);
    return NEXUS_OK;
}

/* The visitor gets every line without its end and trailing whitespace. */
static void test_replay_sees_trimmed_lines(void **state)
{
    static const messy m = {"\xef\xbb\xbf", " \t", "\r\n", "  "};
    nexus_record_callbacks cb = NEXUS_RECORD_CALLBACKS_INIT;
    seen want, got;
    char *text = make_messy(&m);
    int i;
    (void)state;
    cb.header = on_header;
    cb.move = on_move;
    cb.expect = on_expect;
    memset(&want, 0, sizeof want);
    memset(&got, 0, sizeof got);
    TU_OK(nexus_record_replay(NULL, clean, strlen(clean), NULL, &cb, &want,
                              NULL));
    TU_OK(nexus_record_replay(NULL, text, strlen(text), NULL, &cb, &got,
                              NULL));
    TU_EQ(got.n, 12); /* every line of `clean` but the comment */
    TU_EQ(got.n, want.n);
    for (i = 0; i < got.n; i++)
        assert_string_equal(got.text[i], want.text[i]);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_read_bom),
        cmocka_unit_test(test_read_crlf),
        cmocka_unit_test(test_read_trailing_whitespace),
        cmocka_unit_test(test_read_whitespace_only_lines),
        cmocka_unit_test(test_read_all_liberal_at_once),
        cmocka_unit_test(test_read_bom_keeps_line_numbers),
        cmocka_unit_test(test_read_liberal_keeps_other_checks),
        cmocka_unit_test(test_replay_sees_trimmed_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
