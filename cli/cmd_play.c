/* The command nexus play, a game in the terminal between humans and bots.
 *
 * Humans type at prompts read from stdin, one line at a time. A line that
 * cannot be used gets a message and the prompt again, and the end of the
 * input saves the game and leaves. When a turn needs a choice, such as an
 * unblocking set or an audit payment, the candidates are listed and asked
 * for. A placement that would go bankrupt asks for confirmation
 * (nexus_game_preview()). The game is saved after every turn and every
 * answered draw offer. */
#define _POSIX_C_SOURCE 200809L

#include "clean.h"
#include "play_commands.h"
#include "play_human.h"
#include "play_session.h"
#include "proc.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define DEFAULT_SAVE "nexus-game.nxr"

/* ------------------------------------------------------------------------ */
/* A bot's turn                                                             */

/* Lets the bot offer a draw, which the human answers, and then plays the
 * bot's turn. Returns ACT_PLAYED, ACT_ERROR after an error, which it
 * prints, or the answer to the offer when that ends the turn. */
static play_action bot_turn(session *s)
{
    nexus_color me = play_to_move(s);
    player *p = &s->side[me];
    nexus_turn turn;
    int offer = 0;
    play_action r;
    nexus_status st = nexus_bot_offer_draw(&offer, p->bot, s->game);
    if (st == NEXUS_OK && offer) {
        st = nexus_game_offer_draw(s->game);
        if (st == NEXUS_OK) {
            printf("%s (%s) offers a draw.\n", cli_color_name(me), p->kind);
            r = play_answer_offer(s, me);
            if (r != ACT_AGAIN)
                return r;
        }
    }
    if (st == NEXUS_OK)
        st = nexus_bot_choose(&turn, p->bot, s->game);
    if (st == NEXUS_OK)
        st = play_apply_turn(s, &turn);
    if (st != NEXUS_OK && cli_player_failure(&p->p)[0])
        cli_error("%s (%s) lost its turn: %s", cli_color_name(me), p->kind,
                  cli_player_failure(&p->p));
    else if (st != NEXUS_OK)
        cli_status_error("the bot's turn", st);
    return st == NEXUS_OK ? ACT_PLAYED : ACT_ERROR;
}

/* ------------------------------------------------------------------------ */
/* Setting up                                                               */

/* Sets the player from the kind of a label or an option: human, a bot or
 * engine:COMMAND. Returns 1 on success, and 0 after an error. */
static int set_player(player *p, const char *kind, uint64_t seed)
{
    if (strcmp(kind, "human") == 0) {
        p->human = 1;
        snprintf(p->kind, sizeof p->kind, "human");
        return 1;
    }
    p->spec = kind;
    if (!cli_check_player("play", kind, 1))
        return 0;
    if (!cli_make_player(&p->p, kind, seed, NULL))
        return 0;
    if (cli_player_failure(&p->p)[0]) {
        /* An engine that cannot start or answer would lose at its first
         * turn, so the game is refused before it begins instead. */
        cli_error("%s: %s", kind, cli_player_failure(&p->p));
        cli_player_free(&p->p);
        return 0;
    }
    p->bot = p->p.bot;
    p->human = 0;
    snprintf(p->kind, sizeof p->kind, "%s",
             strcmp(kind, "bot") == 0 ? "simple" : kind);
    return 1;
}

/* Sets the label that a player gets in the record: "human", a built-in
 * bot's spec with its settings, such as strong:time=50, so that --resume
 * plays the same bot, or else the bot's name. An engine's label is its
 * name, and a spec too long for a label is cut to the bot's name, with a
 * warning that a resumed game would play the bot's defaults. */
static void label_player(session *s, nexus_color c)
{
    const player *p = &s->side[c];
    const char *name = "human";
    if (!p->human) {
        nexus_bot_name(&name, p->bot);
        if (p->spec && !cli_is_engine_spec(p->spec)) {
            if (strlen(p->spec) <= NEXUS_LABEL_MAX &&
                nexus_game_set_label(s->game, c, p->kind) == NEXUS_OK)
                return;
            cli_error("play: %s's spec is over %d bytes, so the record "
                      "names only %s; a game resumed from it plays %s's "
                      "defaults",
                      cli_color_name(c), NEXUS_LABEL_MAX, name, name);
        }
    }
    nexus_game_set_label(s->game, c, name);
}

static int file_exists(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0;
}

typedef struct play_args {
    cli_rules_args rules;
    long long turn_limit;
    uint64_t seed;
    const char *who[3];
    const char *save, *resume;
    int no_save, force, limit_given;
} play_args;

static cli_parse_result parse_play_args(play_args *a, int argc, char **argv)
{
    int i, npos;
    const cli_opt_spec specs[] = {
        CLI_RULES_OPTS(&a->rules),
        {"--black", CLI_OPT_STRING, &a->who[NEXUS_BLACK], 0, 0, NULL},
        {"--white", CLI_OPT_STRING, &a->who[NEXUS_WHITE], 0, 0, NULL},
        {"--seed", CLI_OPT_U64, &a->seed, 0, 0, NULL},
        {"--save", CLI_OPT_STRING, &a->save, 0, 0, NULL},
        {"--resume", CLI_OPT_STRING, &a->resume, 0, 0, NULL},
        {"--turn-limit", CLI_OPT_INT, &a->turn_limit, 0, 1000000000LL,
         &a->limit_given},
        {"--no-save", CLI_OPT_FLAG, &a->no_save, 0, 0, NULL},
        {"--force", CLI_OPT_FLAG, &a->force, 0, 0, NULL},
        {NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL},
    };
    cli_parse_result r;
    memset(a, 0, sizeof *a);
    cli_rules_init(&a->rules);
    r = cli_parse(&cli_cmd_play, specs, argc, argv, NULL, 0, &npos);
    if (r == CLI_HELPED)
        cli_print_players(stdout, 1);
    if (r != CLI_PARSED)
        return r;
    if (a->save && !a->save[0]) {
        cli_error("--save needs a file name");
        return CLI_BAD;
    }
    for (i = NEXUS_BLACK; i <= NEXUS_WHITE; i++)
        if (a->who[i] && !cli_check_player("play", a->who[i], 1))
            return CLI_BAD;
    if (a->no_save && a->save) {
        cli_error("play: --save and --no-save contradict each other");
        return CLI_BAD;
    }
    if (a->resume && a->rules.given) {
        cli_error("play: the rules of a resumed game cannot change "
                  "(no --size, --capture-debt or --unblock-debt with --resume)");
        return CLI_BAD;
    }
    return CLI_PARSED;
}

/* Returns who plays side c of a resumed game: the option if it is given,
 * and otherwise the side's label. Returns NULL, after an error that says
 * why, for a label that the tool cannot map back to a player, such as an
 * engine's name, because a human who silently took the engine's side
 * would be worse than asking. */
static const char *resumed_kind(const session *s, const play_args *a,
                                nexus_color c)
{
    const char *label = "", *opt = c == NEXUS_BLACK ? "black" : "white";
    char shown[NEXUS_LABEL_MAX * 4 + 1];
    if (a->who[c])
        return a->who[c];
    nexus_game_label(&label, s->game, c);
    if (!label[0])
        return "human";
    if (strcmp(label, "human") == 0 || cli_is_player_kind(label))
        return label;
    cli_error("play: %s's label '%s' in %s is not a player this tool "
              "knows (an engine's name?): say who plays %s with --%s "
              "engine:COMMAND (or --%s human, or a bot)", cli_color_name(c),
              cli_clean(shown, sizeof shown, label), a->resume,
              cli_color_name(c), opt, opt);
    return NULL;
}

/* Prints the command that continues the game saved in `path`, with the
 * engines that play it, because their labels are their names, which
 * --resume cannot map back to a command. */
static void continue_hint(const session *s, const char *path)
{
    nexus_color c;
    printf("Continue it with: nexus play --resume %s", path);
    for (c = NEXUS_BLACK; c <= NEXUS_WHITE; c++) {
        const char *spec = s->side[c].spec, *p;
        if (s->side[c].human || !spec || !cli_is_engine_spec(spec))
            continue;
        printf(" --%s '", c == NEXUS_BLACK ? "black" : "white");
        for (p = spec; *p; p++) /* The spec is quoted for the shell. */
            if (*p == '\'')
                fputs("'\\''", stdout);
            else
                putchar(*p);
        putchar('\'');
    }
    putchar('\n');
}

/* Sets up the game: the resumed record, or a new game on the rules of the
 * options. Returns 1 on success, and 0 after an error. */
static int setup_game(session *s, const play_args *a)
{
    nexus_options o = cli_rules_options(&a->rules);
    nexus_status st;
    if (a->resume) {
        if (!cli_load_record(a->resume, &s->game))
            return 0;
        nexus_game_options(&o, s->game);
        s->size = o.size;
        return 1;
    }
    st = nexus_game_new(&s->game, &o);
    if (st != NEXUS_OK) {
        cli_status_error("new game", st);
        return 0;
    }
    s->size = o.size;
    return 1;
}

/* Sets up both players, seeded as game 0 of a series with the seed given.
 * Returns 1 on success, and 0 after an error. */
static int setup_players(session *s, const play_args *a)
{
    uint64_t seed[3] = {0, 0, 0};
    nexus_color c;
    nexus_match_game_seeds(&seed[NEXUS_BLACK], &seed[NEXUS_WHITE], a->seed, 0);
    for (c = NEXUS_BLACK; c <= NEXUS_WHITE; c++) {
        const char *kind, *label = "";
        if (a->resume) {
            kind = resumed_kind(s, a, c);
            if (!kind)
                return 0;
        } else
            kind = a->who[c] ? a->who[c]
                             : c == NEXUS_BLACK ? "human" : "simple";
        if (!set_player(&s->side[c], kind, seed[c]))
            return 0;
        /* A resumed game keeps its labels unless it is told who plays.
         * The simple bot, which old records call `bot`, is called simple
         * now. */
        nexus_game_label(&label, s->game, c);
        if (!a->resume || a->who[c] || !label[0] || strcmp(label, "bot") == 0)
            label_player(s, c);
    }
    return 1;
}

/* Sets up the game, the players, the file the game is saved to and the
 * turn limit. Returns 1 on success, and 0 after an error, which it
 * reports; an existing save file is an error unless --force or --resume
 * names it. */
static int setup(session *s, const play_args *a)
{
    if (!setup_game(s, a) || !setup_players(s, a))
        return 0;
    if (a->no_save)
        s->save_path = NULL;
    else if (a->save)
        s->save_path = a->save;
    else if (a->resume)
        s->save_path = a->resume;
    else
        s->save_path = DEFAULT_SAVE;
    if (s->save_path && !a->resume && !a->force && file_exists(s->save_path)) {
        cli_error("%s exists: continue that game with `nexus play --resume "
                  "%s`, or start a new one with --save FILE or --force",
                  s->save_path, s->save_path);
        return 0;
    }
    if (a->limit_given)
        s->turn_limit = (size_t)a->turn_limit;
    else if (!s->side[NEXUS_BLACK].human && !s->side[NEXUS_WHITE].human)
        s->turn_limit = CLI_TURN_LIMIT;
    s->echo = !isatty(STDIN_FILENO);
    return 1;
}

/* Plays the game to its end, its turn limit or a quit. Returns CLI_OK, or
 * CLI_FAIL after an error or a failed save. */
static cli_exit run(session *s)
{
    int all_bots = !s->side[NEXUS_BLACK].human && !s->side[NEXUS_WHITE].human;
    for (;;) {
        nexus_color me;
        play_action r;
        if (play_phase(s) == NEXUS_PHASE_OVER) {
            printf("\n");
            cli_draw_board(stdout, s->game, 0);
            cli_describe_result(stdout, s->game);
            return s->save_failed ? CLI_FAIL : CLI_OK;
        }
        if (s->turn_limit && play_turns(s) >= s->turn_limit) {
            printf("Stopped after %zu turns (turn limit): the game is "
                   "unfinished.\n", play_turns(s));
            if (s->save_path)
                continue_hint(s, s->save_path);
            return s->save_failed ? CLI_FAIL : CLI_OK;
        }
        me = play_to_move(s);
        /* A resumed record can end with an offer. */
        if (play_draw_pending(s)) {
            r = play_answer_offer(s, me);
            if (r != ACT_AGAIN && r != ACT_ENDED)
                return r == ACT_QUIT ? CLI_OK : CLI_FAIL;
            continue;
        }
        if (s->side[me].human || all_bots) {
            printf("\n");
            cli_draw_board(stdout, s->game, s->side[me].human);
        }
        r = s->side[me].human ? play_human_turn(s) : bot_turn(s);
        switch (r) {
        case ACT_PLAYED:
            play_save(s);
            break;
        case ACT_AGAIN:
        case ACT_ENDED:
            break;
        case ACT_QUIT:
            play_save(s);
            if (s->save_path) {
                printf("Game saved to %s. ", s->save_path);
                continue_hint(s, s->save_path);
            }
            return s->save_failed ? CLI_FAIL : CLI_OK;
        default:
            play_save(s);
            return CLI_FAIL;
        }
    }
}

static cli_exit cmd_play(int argc, char **argv)
{
    play_args a;
    session s;
    cli_parse_result r;
    cli_exit rc;
    nexus_color c;
    memset(&s, 0, sizeof s);
    proc_become_reaper(); /* The engines' orphans are swept at the end. */
    r = parse_play_args(&a, argc, argv);
    if (r != CLI_PARSED)
        return cli_parse_exit(r);
    if (!setup(&s, &a)) {
        rc = CLI_FAIL;
    } else {
        if (a.resume)
            printf("Resumed %s: %zu turn%s played.\n", a.resume, play_turns(&s),
                   play_turns(&s) == 1 ? "" : "s");
        printf("Nexus %dx%d: Black (X) is %s, White (O) is %s.%s\n", s.size,
               s.size, s.side[NEXUS_BLACK].kind, s.side[NEXUS_WHITE].kind,
               s.side[NEXUS_BLACK].human || s.side[NEXUS_WHITE].human
                   ? " Type help for commands."
                   : "");
        play_save(&s);
        if (s.save_failed)
            rc = CLI_FAIL;
        else
            rc = run(&s);
    }
    for (c = NEXUS_BLACK; c <= NEXUS_WHITE; c++)
        cli_player_free(&s.side[c].p);
    proc_sweep();
    nexus_game_free(s.game);
    return rc;
}

const cli_command cli_cmd_play = {
    "play", cmd_play, "play a game in the terminal (humans, bots, engines)",

        "usage: nexus play [OPTIONS]\n"
        "       nexus play --resume FILE [OPTIONS]\n"
        "\n"
        "Play a game of Nexus in the terminal. Each side is a human, who types\n"
        "moves at a prompt, or a bot. The board is drawn with coordinates (A1 is\n"
        "the top-left corner), both debts, the quiet count, and the legal points\n"
        "of a human to move marked '+'. The game is saved after every turn.\n"
        "\n"
        "Options:\n"
        "  --size N            board size, 3..9 (default 5)\n"
        "  --capture-debt P1   debt per captured stone, 0..1000 (default 2)\n"
        "  --unblock-debt P2   debt per stone removed to unblock, 0..1000 (default 4)\n"
        "  --black WHO         who plays Black: a player listed below\n"
        "                      (default human)\n"
        "  --white WHO         who plays White (default simple)\n"
        "  --seed S            seed of the random and strong bots (default 0)\n"
        "  --save FILE         save the game to FILE after every turn\n"
        "                      (default " DEFAULT_SAVE ", or the resumed file)\n"
        "  --no-save           do not save\n"
        "  --force             overwrite an existing save file with a new game\n"
        "  --resume FILE       continue the game saved in FILE; its labels say who\n"
        "                      plays each side (human or a bot; bot is simple)\n"
        "                      unless --black/--white say otherwise; a side an\n"
        "                      engine played needs --black/--white engine:COMMAND.\n"
        "                      FILE may be a hand-made record, e.g. with a\n"
        "                      `start` position.\n"
        "  --turn-limit N      stop (unfinished, resumable) after N turns in all;\n"
        "                      default: none, or "
        NEXUS_STRINGIFY(CLI_TURN_LIMIT) " when both sides are bots\n"
        "\n"
        "At the prompt, type a point (C3) to place a stone there, or one of:\n"
        "  legal  board  draw  undo  help  quit\n"
        "or a whole turn in record syntax: [unblock P...] place P [pay P...].\n"
        "End of input (Ctrl-D) saves and leaves, like quit.\n"
        "\n"
        "Example: nexus play --size 5 --black human --white simple\n"};
