"""No leaks: games created from Python with a counting allocator
(nexus_options.allocator) give back every block once freed, whether by
close(), a with block or the object's lifetime; allocation failures raise
NoMemoryError and leak nothing."""

import gc
import unittest

import libnexus
from helpers import FirstLegalBot

KO = "nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\n" \
     "start .XO../XO.O./.XO../...../..... 0 0 B 0\n"


def workout(alloc, rounds=3):
    """Create, play, clone, copy, record and free games with `alloc`."""
    for _ in range(rounds):
        with libnexus.Game(size=9, allocator=alloc) as g:
            for name in ("E5", "A1", "I9", "A9", "I1", "D4", "F6", "C3"):
                g.play(name)
            g.offer_draw()
            g.decline_draw()
            c = g.clone()
            c.undo()
            scratch = libnexus.Game(size=9, allocator=alloc)
            scratch.copy_from(g)
            text = g.record()
            r = libnexus.Game.from_record(text, allocator=alloc)
            assert r == g
            p = libnexus.Game.from_position(
                libnexus.Position.from_board("X../.O./..."), allocator=alloc)
            k = libnexus.Game.from_record(KO, allocator=alloc)
            k.play("C2")
            del c, scratch, r, p, k      # freed by their lifetime


class CountingAllocatorTest(unittest.TestCase):

    def test_every_block_returns(self):
        alloc = libnexus.CountingAllocator()
        workout(alloc, rounds=20)
        self.assertGreater(alloc.allocations, 20 * 6)
        self.assertEqual(alloc.live, 0)
        self.assertEqual(alloc.foreign_frees, 0)

    def test_freed_by_lifetime_without_gc(self):
        alloc = libnexus.CountingAllocator()
        gc.disable()
        try:
            g = libnexus.Game(allocator=alloc)
            g.play("C3")
            self.assertGreater(alloc.live, 0)
            del g
            self.assertEqual(alloc.live, 0)
        finally:
            gc.enable()

    def test_many_games(self):
        alloc = libnexus.CountingAllocator()
        games = [libnexus.Game(size=3 + i % 7, allocator=alloc)
                 for i in range(300)]
        for i, g in enumerate(games):
            g.play(i % (g.size * g.size))
        peak = alloc.live
        self.assertGreaterEqual(peak, 300)
        for g in games[::2]:
            g.close()
            g.close()                     # idempotent
        games = None
        self.assertEqual(alloc.live, 0)

    def test_allocation_failures(self):
        """Every allocation of the workout made to fail in turn: either the
        call raises NoMemoryError or it succeeds; nothing leaks."""
        full = libnexus.CountingAllocator()
        workout(full, rounds=1)
        failures = 0
        for n in range(full.allocations + 1):
            alloc = libnexus.CountingAllocator(fail_after=n)
            try:
                workout(alloc, rounds=1)
            except libnexus.NoMemoryError:
                failures += 1
            except libnexus.RecordError as exc:
                # Reading a record reports its allocation failure as a
                # record error caused by NEXUS_E_NOMEM.
                self.assertEqual(exc.cause, libnexus.Status.E_NOMEM)
                failures += 1
            gc.collect()
            self.assertEqual(alloc.live, 0, "fail_after=%d" % n)
        self.assertGreater(failures, 0)

    def test_games_from_bots_and_matches(self):
        alloc = libnexus.CountingAllocator()
        bot = FirstLegalBot()
        simple = libnexus.SimpleBot()
        for _ in range(5):
            g = libnexus.Game(allocator=alloc)
            while not g.over and g.turn_count < 200:
                (bot if g.to_move == libnexus.Color.BLACK else simple).play(g)
            g.close()
            r = libnexus.match.play_match(simple, bot)
            self.assertTrue(r.game.over)
            r.game.close()
        self.assertEqual(alloc.live, 0)


