"""The Python binding's surface: every C function typed, errors as
exceptions (and a failing call changes nothing), games, records, draws,
labels, points, and how the module finds the library."""

import copy
import os
import re
import unittest

import libnexus
from helpers import INCLUDE, names, snapshot

Color, Phase, Status = libnexus.Color, libnexus.Phase, libnexus.Status

# Ko: Black C2 captures B2; White may not retake at B2 (repetition);
# A1 is suicide for White afterwards.
KO = "nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\n" \
     "start .XO../XO.O./.XO../...../..... 0 0 B 0\n"
# Black completes row 1 with E1: net debt 4, 9 stones to pay with.
PAY = libnexus.Position.from_board("XXXX./OOO../XX.../...../XX...",
                                black_debt=4)
# White must unblock: four single-stone sets.
UNBLOCK = libnexus.Position.from_board("XX./OXX/OO.", to_move=Color.WHITE,
                                    quiet=7)


def header_functions(name, macro):
    """The functions a public header declares."""
    with open(os.path.join(INCLUDE, name), encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    found = {}
    for m in re.finditer(macro + r"\s+[^;{]*?\b(nexus_\w+)\s*\(([^)]*)\)\s*;",
                         text):
        params = m.group(2).strip()
        found[m.group(1)] = 0 if params in ("", "void") else \
            params.count(",") + 1
    return found


class PrototypeTest(unittest.TestCase):

    def check(self, header, macro, table, optional=None):
        """Every function of the header has its prototype; every prototype
        of API 1.0 is in the header; argument counts agree. Functions of
        API 1.1 and 1.2 may be declared before the header has them."""
        declared = header_functions(header, macro)
        self.assertGreater(len(declared), 5)
        known = dict(table, **(optional or {}))
        self.assertEqual(sorted(set(declared) - set(known)), [],
                         "functions of %s the binding lacks" % header)
        self.assertEqual(sorted(set(table) - set(declared)), [],
                         "prototypes not in %s" % header)
        for name, nargs in declared.items():
            restype, argtypes = known[name]
            self.assertEqual(len(argtypes), nargs, name)

    def test_core_prototypes_cover_nexus_h(self):
        self.check("nexus.h", "NEXUS_API", libnexus._capi.CORE_PROTOTYPES,
                   dict(libnexus._capi.CORE_1_1_PROTOTYPES,
                        **libnexus._capi.CORE_1_2_PROTOTYPES))

    def test_bot_prototypes_cover_nexus_bot_h(self):
        self.check("nexus_bot.h", "NEXUS_BOT_API", libnexus._capi.BOT_PROTOTYPES)

    def test_functions_are_typed(self):
        tables = {**libnexus._capi.CORE_PROTOTYPES,
                  **libnexus._capi.CORE_1_1_PROTOTYPES}
        for name, (restype, argtypes) in tables.items():
            if not libnexus._capi.has(name):
                continue
            fn = getattr(libnexus._capi.lib, name)
            self.assertEqual(fn.argtypes, argtypes, name)
            self.assertIs(fn.restype, restype, name)

    def test_struct_sizes(self):
        # The largest structures: layout mistakes show up as sizes.
        import ctypes
        self.assertEqual(ctypes.sizeof(libnexus._capi.CTurn), 4 * (1 + 81 + 1 + 1 + 81))
        self.assertEqual(ctypes.sizeof(libnexus._capi.CPosition), 81 + 7 + 8 + 8 + 4 + 4)


class ErrorTest(unittest.TestCase):

    def test_every_status_has_its_exception(self):
        for status in Status:
            if status in (Status.OK, Status.ITER_OVER):
                continue
            cls = libnexus.ERRORS[status]
            err = cls(status)
            self.assertIsInstance(err, libnexus.NexusError)
            self.assertEqual(err.status, status)
            self.assertEqual(err.name, "NEXUS_" + status.name)
            self.assertEqual(err.name, libnexus.status_name(status))
            self.assertTrue(err.message)

    def test_result_words(self):
        """The words of a record's result line (R21), both ways."""
        words = {"BLACK_WINS": "black-wins", "WHITE_WINS": "white-wins",
                 "DRAW": "draw", "NO_WINNER": "none", "NONE": "unfinished"}
        for outcome in libnexus.Outcome:
            self.assertEqual(outcome.text, words[outcome.name])
            self.assertIs(libnexus.Outcome.parse(outcome.text), outcome)
        reasons = ["unfinished", "audit", "bankrupt", "no-placement",
                   "quiet", "agreement", "uncovered"]
        self.assertEqual([r.text for r in libnexus.Reason], reasons)
        for reason in libnexus.Reason:
            self.assertIs(libnexus.Reason.parse(reason.text), reason)
        with self.assertRaises(ValueError):
            libnexus.Reason.parse("unknown")

    def test_library_information(self):
        self.assertEqual(libnexus.version_number() // 10000, 1)
        self.assertRegex(libnexus.version(), r"^1\.\d+\.\d+$")
        self.assertEqual(libnexus.status_name(-12), "NEXUS_E_SUICIDE")
        self.assertEqual(libnexus.status_name(-999), "NEXUS_E_UNKNOWN")
        self.assertTrue(libnexus.status_message(0))


class PointTest(unittest.TestCase):

    def test_names(self):
        self.assertEqual(libnexus.parse_point("A1", 5), 0)
        self.assertEqual(libnexus.parse_point("c3", 5), 12)
        self.assertEqual(libnexus.parse_point("I9", 9), 80)
        self.assertEqual(libnexus.point_name(12, 5), "C3")
        for size in range(3, 10):
            for p in range(size * size):
                self.assertEqual(libnexus.parse_point(libnexus.point_name(p, size),
                                                   size), p)

    def test_bad_names(self):
        for bad in ("", "Z9", "F1", "A6", "A0", "AA", "1A", "A1x", "A\0",
                    "é1", " A1"):
            with self.assertRaises(libnexus.ParseError, msg=repr(bad)):
                libnexus.parse_point(bad, 5)
        with self.assertRaises(libnexus.OffBoardError):
            libnexus.point_name(25, 5)
        with self.assertRaises(OverflowError):
            libnexus.point_name(2**40, 5)
        with self.assertRaises(libnexus.InvalidArgError):
            libnexus.parse_point("A1", 10)
        with self.assertRaises(TypeError):
            libnexus.parse_point(3, 5)


class GameTest(unittest.TestCase):

    def test_new_game(self):
        with libnexus.Game() as g:
            self.assertEqual(g.options, libnexus.Options(5, 2, 4))
            self.assertEqual((g.size, g.capture_debt, g.unblock_debt),
                             (5, 2, 4))
            self.assertEqual(g.to_move, Color.BLACK)
            self.assertEqual(g.phase, Phase.PLACE)
            self.assertEqual(g.debts, (0, 0))
            self.assertEqual(g.quiet, 0)
            self.assertEqual(g.turn_count, 0)
            self.assertFalse(g.over)
            self.assertEqual(g.result, libnexus.Result(libnexus.Outcome.NONE,
                                                    libnexus.Reason.NONE))
            self.assertEqual(g.legal_points(), tuple(range(25)))
            self.assertEqual(g.board, "/".join(["....."] * 5))
            self.assertEqual(g.stone("C3"), Color.EMPTY)
            self.assertFalse(g.owns_line(Color.BLACK))
            self.assertEqual(g.unblock_size, 0)
            self.assertEqual(g.unblock_sets(), [])
            self.assertFalse(g.draw_pending)
            g.check_consistency()
        self.assertTrue(g.closed)
        with self.assertRaises(ValueError):
            g.to_move

    def test_options(self):
        g = libnexus.Game(size=7, capture_debt=0, unblock_debt=1000)
        self.assertEqual(g.options, libnexus.Options(7, 0, 1000))
        self.assertEqual(g.options.quiet_limit, 98)
        for kwargs in ({"size": 2}, {"size": 10}, {"capture_debt": -1},
                       {"unblock_debt": 1001}):
            with self.assertRaises(libnexus.InvalidArgError, msg=kwargs):
                libnexus.Game(**kwargs)

    def test_play_and_query(self):
        g = libnexus.Game()
        g.play("C3")
        g.place(libnexus.parse_point("C2"))
        self.assertEqual(g.stone("C3"), Color.BLACK)
        self.assertEqual(g.stone(7), Color.WHITE)
        self.assertEqual(g.turn_count, 2)
        self.assertEqual(len(g), 2)
        self.assertEqual(g.quiet, 2)
        self.assertEqual(g.turns(), [libnexus.Turn(12), libnexus.Turn(7)])
        self.assertEqual(g.turn_at(-1), libnexus.Turn(7))
        self.assertNotIn(12, g.legal_points())
        self.assertEqual(g.point_status("C3"), libnexus.PointStatus.OCCUPIED)
        self.assertTrue(g.is_legal("A1"))
        pos = g.position()
        self.assertEqual(pos.board, g.board)
        self.assertEqual(pos.cells[12], Color.BLACK)
        self.assertEqual(pos.to_move, Color.BLACK)
        self.assertIn(" 3 . . X . .", str(g))
        self.assertIn("5x5 turn 2", repr(g))

    def test_capture_preview(self):
        g = libnexus.Game.from_record(KO)
        pv = g.preview("C2")
        self.assertEqual(pv.captured, (libnexus.parse_point("B2"),))
        self.assertEqual((pv.mover_debt, pv.opponent_debt), (2, 0))
        self.assertEqual(pv.audit, libnexus.AuditKind.NONE)
        g.play("C2")
        self.assertEqual(g.debts, (2, 0))
        self.assertEqual(g.quiet, 0)
        self.assertEqual(g.point_status("B2"), libnexus.PointStatus.REPETITION)
        self.assertEqual(g.point_status("A1"), libnexus.PointStatus.SUICIDE)

    def test_audit_payment(self):
        g = libnexus.Game.from_position(PAY)
        pv = g.preview("E1")
        self.assertTrue(pv.needs_payment)
        self.assertEqual(pv.net, 4)
        self.assertEqual(names(pv.payers),
                         ["A1", "B1", "C1", "D1", "E1", "A3", "B3", "A5",
                          "B5"])
        g.play("E1", pay=["A3", "B3", "A5", "B5"])
        self.assertEqual(g.result, libnexus.Result(libnexus.Outcome.BLACK_WINS,
                                                libnexus.Reason.AUDIT))
        self.assertEqual(g.result.winner, Color.BLACK)
        self.assertEqual(str(g.result), "black-wins audit")
        g.undo()
        g.play("E1", pay=["A1", "B3", "A5", "B5"])   # breaks the line
        self.assertEqual(g.debts, (0, 0))
        self.assertFalse(g.over)

    def test_bankrupt_preview(self):
        pos = libnexus.Position.from_board("XXXX./OOO../XX.../...../XX...",
                                        black_debt=10)
        g = libnexus.Game.from_position(pos)
        self.assertTrue(g.preview("E1").bankrupt)
        g.play("E1")
        self.assertEqual(g.result.outcome, libnexus.Outcome.WHITE_WINS)
        self.assertEqual(g.result.reason, libnexus.Reason.BANKRUPT)

    def test_unblocking(self):
        g = libnexus.Game.from_position(UNBLOCK)
        self.assertEqual(g.phase, Phase.UNBLOCK)
        self.assertEqual(g.unblock_size, 1)
        sets = g.unblock_sets()
        self.assertEqual([names(s) for s in sets],
                         [["A1"], ["B1"], ["B2"], ["C2"]])
        self.assertEqual(g.legal_points(), ())
        self.assertEqual(names(g.legal_after_unblock(["B1"])), ["B1", "C1"])
        pv = g.preview("C1", unblock=["B1"])
        self.assertEqual(pv.mover_debt, 4)
        g.play("C1", unblock=["B1"])
        self.assertEqual(g.debts, (0, 4))
        self.assertEqual(g.turn_at(0), libnexus.Turn(2, (1,)))
        start, custom = g.start_position()
        self.assertTrue(custom)
        self.assertEqual(start, UNBLOCK)

    def test_positions(self):
        with self.assertRaises(libnexus.DeadGroupError):
            libnexus.Game.from_position(libnexus.Position.from_board(
                "XO./O../..."))
        with self.assertRaises(libnexus.LineOwnedError):
            libnexus.Game.from_position(libnexus.Position.from_board(
                "XXX/.../..."))
        with self.assertRaises(libnexus.ParseError):
            libnexus.Position.from_board("XX/.")
        with self.assertRaises(libnexus.InvalidArgError):
            libnexus.Game.from_position(libnexus.Position.from_board("XX/.."))
        with self.assertRaises(libnexus.InvalidArgError):
            libnexus.Game.from_position(libnexus.Position.from_board(
                "X../.../...", black_debt=-1))

    def test_undo_clone_copy_equal(self):
        g = libnexus.Game()
        start = g.clone()
        self.assertEqual(g, start)
        g.play("C3")
        after_one = copy.copy(g)
        g.play("B2")
        self.assertNotEqual(g, after_one)
        g.undo()
        self.assertEqual(g, after_one)
        g.undo()
        self.assertEqual(g, start)
        with self.assertRaises(libnexus.NoHistoryError):
            g.undo()
        d = copy.deepcopy(after_one)
        d.play("A1")
        self.assertEqual(after_one.turn_count, 1)
        scratch = libnexus.Game()
        scratch.copy_from(d)
        self.assertEqual(scratch, d)
        self.assertNotEqual(g, 5)
        with self.assertRaises(TypeError):
            hash(g)

    def test_records(self):
        g = libnexus.Game(size=3, capture_debt=1, unblock_debt=3)
        g.black_label = "alice"
        g.set_label(Color.WHITE, "bot")
        g.play("B2")
        g.offer_draw()
        g.decline_draw()
        g.play("A1")
        text = g.record()
        self.assertIn("black alice\n", text)
        self.assertIn("offer W\ndecline B\n", text)
        h = libnexus.Game.from_record(text)
        self.assertEqual(h, g)
        self.assertEqual(h.label(Color.BLACK), "alice")
        self.assertEqual(h.white_label, "bot")
        self.assertEqual(h.declined_offers(1), 1)
        self.assertEqual(libnexus.Game.from_record(text.encode()), g)
        # A custom start is written and read back.
        u = libnexus.Game.from_position(UNBLOCK)
        self.assertIn("start XX./OXX/OO. 0 0 W 7", u.record())
        self.assertEqual(libnexus.Game.from_record(u.record()), u)

    def test_record_errors(self):
        with self.assertRaises(libnexus.RecordError) as cm:
            libnexus.Game.from_record("garbage\n")
        self.assertEqual(cm.exception.line, 1)
        bad = "nexus-record 1\nsize 3\ncapture-debt 2\nunblock-debt 4\n" \
              "turn B place B2\nturn W place B2\n"
        with self.assertRaises(libnexus.RecordError) as cm:
            libnexus.Game.from_record(bad)
        self.assertEqual(cm.exception.line, 6)
        self.assertEqual(cm.exception.cause, Status.E_OCCUPIED)
        self.assertEqual(cm.exception.status, Status.E_RECORD)
        with self.assertRaises(libnexus.RecordError):
            libnexus.Game.from_record(b"\xff\xfe\0\0")

    def test_turn_text(self):
        who, turn = libnexus.Turn.parse("turn W unblock B2 place B3 pay A1 E5")
        self.assertEqual(who, Color.WHITE)
        self.assertEqual(turn, libnexus.Turn(11, (6,), (0, 24)))
        self.assertEqual(turn.format(Color.WHITE),
                         "turn W unblock B2 place B3 pay A1 E5")
        self.assertEqual(libnexus.Turn("C3").format(Color.BLACK, 5),
                         "turn B place C3")
        for bad in ("", "turn", "turn X place A1", "turn B place Z9",
                    "turn B place"):
            with self.assertRaises(libnexus.ParseError, msg=bad):
                libnexus.Turn.parse(bad)

    def test_labels(self):
        g = libnexus.Game()
        self.assertEqual(g.black_label, "")
        g.black_label = "human"
        self.assertEqual(g.label(Color.BLACK), "human")
        g.black_label = None
        self.assertEqual(g.black_label, "")
        for bad in ("two words", "x" * 64, "tab\t", "é"):
            with self.assertRaises(libnexus.InvalidArgError, msg=repr(bad)):
                g.set_label(Color.WHITE, bad)
        with self.assertRaises(libnexus.InvalidArgError):
            g.set_label(Color.EMPTY, "x")

    def test_draws(self):
        g = libnexus.Game()
        g.play("C3")
        g.offer_draw()
        self.assertTrue(g.draw_pending)
        with self.assertRaises(libnexus.DrawPendingError):
            g.play("A1")
        with self.assertRaises(libnexus.DrawPendingError):
            g.offer_draw()
        g.answer_draw(False)
        self.assertEqual(g.declined_offers(), 1)
        g.offer_draw()
        g.accept_draw()
        self.assertEqual(g.result, libnexus.Result(libnexus.Outcome.DRAW,
                                                libnexus.Reason.AGREEMENT))
        self.assertIsNone(g.result.winner)
        with self.assertRaises(libnexus.GameOverError):
            g.offer_draw()
        g.undo()
        self.assertTrue(g.draw_pending)
        g.undo()
        self.assertFalse(g.draw_pending)
        with self.assertRaises(libnexus.NoDrawOfferError):
            g.answer_draw(True)


class AtomicityTest(unittest.TestCase):
    """An invalid call raises its exception and changes nothing."""

    def assert_unchanged(self, game, exc, fn, *args, **kwargs):
        before = snapshot(game)
        same = game.clone()
        with self.assertRaises(exc):
            fn(*args, **kwargs)
        self.assertEqual(snapshot(game), before)
        self.assertEqual(game, same)
        game.check_consistency()

    def test_placements(self):
        g = libnexus.Game.from_record(KO)
        g.play("C2")
        self.assert_unchanged(g, libnexus.OccupiedError, g.play, "C2")
        self.assert_unchanged(g, libnexus.RepetitionError, g.play, "B2")
        self.assert_unchanged(g, libnexus.SuicideError, g.play, "A1")
        self.assert_unchanged(g, libnexus.SuicideError, g.preview, "A1")
        self.assert_unchanged(g, libnexus.OffBoardError, g.play, 25)
        self.assert_unchanged(g, libnexus.OffBoardError, g.play, -1)
        self.assert_unchanged(g, OverflowError, g.play, 2**31)
        self.assert_unchanged(g, libnexus.ParseError, g.play, "Z9")
        self.assert_unchanged(g, libnexus.UnblockNotDueError, g.play, "E5",
                              unblock=["C2"])
        self.assert_unchanged(g, libnexus.PaymentNotDueError, g.play, "E5",
                              pay=["B1"])
        self.assert_unchanged(g, TypeError, g.play, 1.5)
        self.assert_unchanged(g, ValueError, g.play, "E5",
                              pay=[0] * 82)

    def test_payments(self):
        g = libnexus.Game.from_position(PAY)
        self.assert_unchanged(g, libnexus.PaymentSizeError, g.play, "E1")
        self.assert_unchanged(g, libnexus.PaymentSizeError, g.play, "E1",
                              pay=["A1", "B1", "C1"])
        self.assert_unchanged(g, libnexus.PaymentDuplicateError, g.play, "E1",
                              pay=["A1", "A1", "B1", "C1"])
        self.assert_unchanged(g, libnexus.PaymentNotOwnError, g.play, "E1",
                              pay=["A2", "A1", "B1", "C1"])
        self.assert_unchanged(g, libnexus.PaymentError, g.play, "E1",
                              pay=["E5", "A1", "B1", "C1"])

    def test_unblocking(self):
        g = libnexus.Game.from_position(UNBLOCK)
        self.assert_unchanged(g, libnexus.MustUnblockError, g.play, "C1")
        self.assert_unchanged(g, libnexus.MustUnblockError, g.place, "C1")
        self.assert_unchanged(g, libnexus.NotOfferedError, g.play, "C1",
                              unblock=["A2"])
        self.assert_unchanged(g, libnexus.NotOfferedError, g.play, "C1",
                              unblock=["A1", "B1"])
        self.assert_unchanged(g, libnexus.NotOfferedError,
                              g.legal_after_unblock, ["A2"])
        self.assert_unchanged(g, libnexus.SuicideError, g.play, "C3",
                              unblock=["B1"])

    def test_game_over_and_draws(self):
        g = libnexus.Game.from_position(PAY)
        g.play("E1", pay=["A3", "B3", "A5", "B5"])
        self.assert_unchanged(g, libnexus.GameOverError, g.play, "E5")
        self.assert_unchanged(g, libnexus.GameOverError, g.offer_draw)
        h = libnexus.Game()
        self.assert_unchanged(h, libnexus.NoHistoryError, h.undo)
        self.assert_unchanged(h, libnexus.NoDrawOfferError, h.answer_draw, True)
        self.assert_unchanged(h, libnexus.OffBoardError, h.stone, 25)
        self.assert_unchanged(h, ValueError, h.turn_at, 0)


