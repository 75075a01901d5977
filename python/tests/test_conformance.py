"""Replay the conformance corpus through the Python binding and check every
expectation line, as the C runner does: after each move (and at the start)
the block of expectation lines must be exactly the lines the engine's state
calls for, in the listed order."""

import os
import unittest

import libnexus
from helpers import CORPUS, corpus_files, names

KEYS = ["captured", "audit", "board", "debts", "quiet", "to-move", "legal",
        "suicide", "repeat", "unblock", "result"]
HEADER = {"nexus-record", "size", "capture-debt", "unblock-debt", "black",
          "white", "start"}


def engine_lines(game, preview):
    """The expectation lines the engine's state calls for."""
    lines = {}
    if preview is not None:
        if preview.captured:
            lines["captured"] = " ".join(["captured"] +
                                         names(preview.captured))
        if preview.audit != libnexus.AuditKind.NONE:
            lines["audit"] = "audit %d" % preview.net
    lines["board"] = "board " + game.board
    lines["debts"] = "debts %d %d" % game.debts
    lines["quiet"] = "quiet %d" % game.quiet
    if game.over:
        result = game.result
        lines["result"] = "result %s %s" % (result.outcome.text,
                                            result.reason.text)
        return lines
    lines["to-move"] = "to-move " + game.to_move.letter
    lines["legal"] = " ".join(["legal"] + names(game.legal_points()))
    status = {p: game.point_status(p) for p in game.points}
    suicide = [p for p in game.points if status[p] == libnexus.PointStatus.SUICIDE]
    repeat = [p for p in game.points
              if status[p] == libnexus.PointStatus.REPETITION]
    if suicide:
        lines["suicide"] = " ".join(["suicide"] + names(suicide))
    if repeat:
        lines["repeat"] = " ".join(["repeat"] + names(repeat))
    if game.unblock_size:
        sets = ["+".join(names(s)) for s in game.unblock_sets()]
        lines["unblock"] = " ".join(["unblock", str(game.unblock_size)] + sets)
    return lines


class Replay:
    """One conformance record, replayed; .fail() raises AssertionError."""

    def __init__(self, test, path):
        self.test = test
        self.path = os.path.basename(path)
        with open(path, encoding="utf-8") as f:
            self.lines = f.read().splitlines()
        self.block = None

    def fail(self, ln, expected, got):
        self.test.fail("%s:%d: expected %r got %r" % (self.path, ln, expected,
                                                      got))

    def open_block(self, preview, ln):
        self.block = {"lines": engine_lines(self.game, preview),
                      "seen": set(), "last": -1, "opener": ln}

    def close_block(self):
        if self.block is None:
            return
        for key in KEYS:
            if key in self.block["lines"] and key not in self.block["seen"]:
                self.fail(self.block["opener"], "(no %s line)" % key,
                          self.block["lines"][key])
        self.block = None

    def expectation(self, key, text, ln):
        if self.block is None:
            self.fail(ln, text, "(no expectations after offer/decline)")
        index = KEYS.index(key)
        if index <= self.block["last"]:
            self.fail(ln, text, "(line repeated or out of order)")
        self.block["last"] = index
        self.block["seen"].add(key)
        got = self.block["lines"].get(key, "(no %s line)" % key)
        if text != got:
            self.fail(ln, text, got)

    def run(self):
        n = 0
        while n < len(self.lines) and (
                not self.lines[n] or self.lines[n].startswith("#") or
                self.lines[n].split(" ")[0] in HEADER):
            n += 1
        self.game = libnexus.Game.from_record("\n".join(self.lines[:n]) + "\n")
        size = self.game.size
        self.open_block(None, n)
        for ln, text in enumerate(self.lines[n:], n + 1):
            if not text or text.startswith("#"):
                continue
            kw = text.split(" ")[0]
            if kw in KEYS:
                self.expectation(kw, text, ln)
                continue
            self.test.assertIn(kw, ("turn", "offer", "decline", "accept"),
                               "%s:%d: unknown line" % (self.path, ln))
            self.close_block()
            if kw == "turn":
                who, turn = libnexus.Turn.parse(text, size)
                self.test.assertEqual(who, self.game.to_move, text)
                preview = self.game.preview(turn.point, turn.unblock)
                self.game.play(turn)
                self.game.check_consistency()
                self.open_block(preview, ln)
            else:
                who = libnexus.Color.BLACK if text.endswith(" B") else \
                    libnexus.Color.WHITE
                if kw == "offer":
                    self.test.assertEqual(who, self.game.to_move, text)
                    self.game.offer_draw()
                else:
                    self.test.assertNotEqual(who, self.game.to_move, text)
                    self.game.answer_draw(kw == "accept")
                    if kw == "accept":
                        self.open_block(None, ln)
        self.close_block()
        return self.game


class ConformanceTest(unittest.TestCase):

    def test_corpus_present(self):
        self.assertGreaterEqual(len(corpus_files()), 172, CORPUS)

    def test_every_record(self):
        """Every expectation line of every record, through Python."""
        for path in corpus_files():
            with self.subTest(record=os.path.basename(path)):
                game = Replay(self, path).run()
                # nexus_record_read replays the same moves (expectation
                # lines checked for syntax only): an equal game.
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                self.assertEqual(libnexus.Game.from_record(text), game)
                # Writing and reading back gives an equal game and the
                # same text.
                written = game.record()
                again = libnexus.Game.from_record(written)
                self.assertEqual(again, game)
                self.assertEqual(again.record(), written)

    def test_broken_expectation_is_caught(self):
        """The checker itself fails on a wrong line."""
        path = corpus_files()[0]
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        i = next(i for i, l in enumerate(lines) if l.startswith("debts ")
                 and i > 10)
        lines[i] = "debts 99 0"
        broken = os.path.join(os.environ.get("TMPDIR", "/tmp"),
                              "nexus-py-broken-%d.nxr" % os.getpid())
        with open(broken, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        try:
            with self.assertRaises(AssertionError) as cm:
                Replay(self, broken).run()
            self.assertIn("debts 99 0", str(cm.exception))
        finally:
            os.remove(broken)


