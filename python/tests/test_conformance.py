"""Replay the conformance corpus through Python with the library's record
visitor (libnexus.records.replay) and check every expectation line, as the
C runner does."""

import os
import unittest

import libnexus
from helpers import CORPUS, corpus_files, names

KEYS = ["captured", "audit", "board", "debts", "quiet", "to-move", "legal",
        "suicide", "repeat", "unblock", "result"]


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


class Checker(libnexus.records.RecordVisitor):
    """Checks one conformance record's expectation lines as the library's
    visitor (nexus_record_replay) walks it: after each move (and at the
    start) the block of expectation lines must be exactly the lines the
    engine's state calls for, in the listed order."""

    def __init__(self, name):
        self.name = name
        self.block = None

    def fail(self, number, expected, got):
        raise AssertionError("%s:%d: expected %r got %r"
                             % (self.name, number, expected, got))

    def open(self, game, preview, number):
        self.block = {"lines": engine_lines(game, preview), "seen": set(),
                      "last": -1, "opener": number}

    def close(self):
        if self.block is None:
            return
        for key in KEYS:
            if key in self.block["lines"] and key not in self.block["seen"]:
                self.fail(self.block["opener"], "(no %s line)" % key,
                          self.block["lines"][key])
        self.block = None

    def start(self, game):
        self.open(game, None, 0)

    def move(self, game, line, move):
        self.close()
        game.check_consistency()
        if line.key == "turn":
            self.open(game, move.preview, line.number)
        elif line.key == "accept":
            self.open(game, None, line.number)

    def expect(self, game, line):
        if self.block is None:
            self.fail(line.number, line.text,
                      "(no expectations after offer/decline)")
        index = KEYS.index(line.key)
        if index <= self.block["last"]:
            self.fail(line.number, line.text,
                      "(line repeated or out of order)")
        self.block["last"] = index
        self.block["seen"].add(line.key)
        got = self.block["lines"].get(line.key, "(no %s line)" % line.key)
        if line.text != got:
            self.fail(line.number, line.text, got)


def check_record(path):
    """Replay a record through the checker; the final game."""
    checker = Checker(os.path.basename(path))
    with open(path, encoding="utf-8") as f:
        game = libnexus.records.replay(f.read(), checker)
    checker.close()
    return game


class ConformanceTest(unittest.TestCase):

    def test_corpus_present(self):
        self.assertGreaterEqual(len(corpus_files()), 172, CORPUS)

    def test_every_record(self):
        """Every expectation line of every record, through Python."""
        for path in corpus_files():
            with self.subTest(record=os.path.basename(path)):
                game = check_record(path)
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
                check_record(broken)
            self.assertIn("debts 99 0", str(cm.exception))
        finally:
            os.remove(broken)


