"""Bots through the Python binding: the built-in simple and random bots, a
bot written in Python plugged in through the custom-bot interface, and the
match runner."""

import gc
import unittest
import weakref

import pytest

import libnexus
from helpers import FirstLegalBot

Color, Outcome = libnexus.Color, libnexus.Outcome


pytestmark = pytest.mark.bots


class BuiltinBotTest(unittest.TestCase):

    def test_names_and_turns(self):
        with libnexus.SimpleBot() as simple, libnexus.RandomBot(5) as rnd:
            self.assertEqual(simple.name, "simple")
            self.assertEqual(rnd.name, "random")
            g = libnexus.Game()
            self.assertEqual(simple.choose(g), libnexus.Turn(12))   # the centre
            turn = rnd.choose(g)
            self.assertIn(turn.point, g.legal_points())
            self.assertFalse(simple.offer_draw(g))
            g.play(turn)
            g.offer_draw()
            self.assertFalse(simple.answer_draw(g))
            with self.assertRaises(libnexus.DrawPendingError):
                simple.choose(g)
        with self.assertRaises(ValueError):
            simple.choose(g)

    def test_random_bot_is_seeded(self):
        def game(seed):
            bot = libnexus.RandomBot(seed)
            g = libnexus.Game()
            for _ in range(10):
                bot.play(g)
            return g.record()
        self.assertEqual(game(3), game(3))
        self.assertNotEqual(game(3), game(4))
        bot = libnexus.RandomBot(3)
        bot.seed(3)

    def test_errors(self):
        bot = libnexus.SimpleBot()
        g = libnexus.Game.from_record("nexus-record 1\nsize 3\ncapture-debt 2\n"
                                   "unblock-debt 4\nstart XX./OO./... 0 0 B 0\n")
        g.play("C1")
        with self.assertRaises(libnexus.GameOverError):
            bot.choose(g)
        with self.assertRaises(libnexus.GameOverError):
            bot.answer_draw(g)
        with self.assertRaises(libnexus.NoDrawOfferError):
            bot.answer_draw(libnexus.Game())


class PythonBotTest(unittest.TestCase):

    def test_choose_through_the_library(self):
        bot = FirstLegalBot()
        self.assertEqual(bot.name, "first")
        g = libnexus.Game()
        self.assertEqual(bot.choose(g), libnexus.Turn(0))
        self.assertEqual(bot.calls, 1)
        # The library checks the turn: a full unblocking game plays out.
        u = libnexus.Game.from_position(libnexus.Position.from_board(
            "XX./OXX/OO.", to_move=Color.WHITE, quiet=7))
        turn = bot.choose(u)
        self.assertEqual((turn.point, turn.unblock), (0, (0,)))
        u.play(turn)

    def test_default_name(self):
        class Plain(libnexus.PythonBot):
            def choose_turn(self, game):
                return game.legal_points()[-1]
        self.assertEqual(Plain().name, "python")
        self.assertEqual(Plain("mine").name, "mine")
        with self.assertRaises(libnexus.InvalidArgError):
            Plain("two words")
        self.assertEqual(Plain().choose(libnexus.Game()), libnexus.Turn(24))

    def test_match_against_simple(self):
        """A match between the simple bot and a Python bot, both colours."""
        simple, mine = libnexus.SimpleBot(), FirstLegalBot()
        for black, white in ((simple, mine), (mine, simple)):
            with self.subTest(black=black.name):
                mine.calls = 0
                mine.seeds = []
                r = libnexus.match.play_match(black, white, seed=9)
                g = r.game
                self.assertTrue(g.over or r.unfinished)
                self.assertEqual(r.turns, g.turn_count)
                self.assertEqual(r.result, g.result)
                self.assertEqual((g.black_label, g.white_label),
                                 (black.name, white.name))
                mine_turns = sum(1 for i in range(g.turn_count)
                                 if (i % 2 == 0) == (black is mine))
                self.assertEqual(mine.calls, mine_turns)
                self.assertEqual(len(mine.seeds), 1)
                replayed = libnexus.Game.from_record(g.record())
                self.assertEqual(replayed, g)
                # The simple bot's turns are what it chooses on replay.
                again = libnexus.Game()
                for i, turn in enumerate(g.turns()):
                    if again.to_move == (Color.BLACK if black is simple
                                         else Color.WHITE):
                        self.assertEqual(simple.choose(again), turn, i)
                    again.play(turn)

    def test_series(self):
        simple, mine = libnexus.SimpleBot(), FirstLegalBot()
        s = libnexus.match.play_series(simple, mine, 6, libnexus.match.InlineExecutor(), size=3, seed=1)
        self.assertEqual(len(s.games), 6)
        self.assertEqual(s.a_wins + s.b_wins + s.draws + s.unfinished +
                         s.no_winner, 6)
        self.assertEqual(len(mine.seeds), 6)
        limited = libnexus.match.play_match(simple, mine, turn_limit=3)
        self.assertTrue(limited.unfinished)
        self.assertEqual(limited.turns, 3)
        self.assertEqual(limited.outcome, Outcome.NONE)

    def test_draw_hooks(self):
        class Offerer(FirstLegalBot):
            def should_offer_draw(self, game):
                return game.turn_count >= 2

        class Acceptor(FirstLegalBot):
            def should_accept_draw(self, game):
                return True

        r = libnexus.match.play_match(Offerer("offerer"), Acceptor("acceptor"))
        self.assertEqual(r.result, libnexus.Result(Outcome.DRAW,
                                                libnexus.Reason.AGREEMENT))
        self.assertEqual(r.turns, 2)
        r = libnexus.match.play_match(Offerer(), libnexus.SimpleBot(), size=3)
        self.assertIn("offer B\ndecline W\n", r.game.record())

    def test_exceptions_propagate(self):
        class Broken(libnexus.PythonBot):
            def choose_turn(self, game):
                raise ZeroDivisionError("oops")

        class Cheater(libnexus.PythonBot):
            def choose_turn(self, game):
                return "C3" if game.turn_count else 12

        class Writer(libnexus.PythonBot):
            def choose_turn(self, game):
                game.play(game.legal_points()[0])

        class Failing(libnexus.PythonBot):
            def choose_turn(self, game):
                raise libnexus.ERRORS[libnexus.Status.E_NOMEM](libnexus.Status.E_NOMEM)

        g = libnexus.Game()
        with self.assertRaises(ZeroDivisionError):
            Broken().choose(g)
        with self.assertRaises(ZeroDivisionError):
            libnexus.match.play_match(libnexus.SimpleBot(), Broken())
        with self.assertRaises(libnexus.OccupiedError):
            libnexus.match.play_match(Cheater(), Cheater())
        with self.assertRaises(TypeError):
            Writer().choose(g)
        with self.assertRaises(libnexus.NoMemoryError):
            Failing().choose(g)
        self.assertEqual(g.turn_count, 0)
        # The bot still works after an exception.
        b = Broken()
        with self.assertRaises(ZeroDivisionError):
            b.choose(g)
        self.assertEqual(b.name, "python")

    def test_borrowed_game_expires(self):
        kept = []

        class Keeper(FirstLegalBot):
            def choose_turn(self, game):
                kept.append(game)
                return super().choose_turn(game)

        Keeper().choose(libnexus.Game())
        with self.assertRaises(ValueError):
            kept[0].legal_points()

    def test_freed_without_cycles(self):
        """A Python bot's handle is freed as soon as it is dropped."""
        bot = FirstLegalBot()
        ref = weakref.ref(bot)
        gc.disable()
        try:
            del bot
            self.assertIsNone(ref())
        finally:
            gc.enable()




def test_strong_bot_keeps_the_arguments_of_1_1():
    """StrongBot(seed, nodes, time_ms, max_depth) of 1.1 still makes the
    bot it made then; time_ms is read as time and warns that it moved."""
    bot = libnexus.StrongBot(3, 400, None, 6)
    assert bot.option("nodes") == 400 and bot.option("max_depth") == 6
    with pytest.warns(DeprecationWarning, match="time="):
        timed = libnexus.StrongBot(time_ms=25)
    assert timed.option("time") == 25
