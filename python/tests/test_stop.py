"""Bot.stop(): a search of a billion iterations, run in another thread
(ctypes lets the thread run while the search is in C), ends after a stop
with a legal turn; a stop while no choice runs reaches no later one."""
import threading

import libnexus


def _midgame():
    g = libnexus.Game()
    for _ in range(6):
        libnexus.SimpleBot().play(g)
    return g


def _stopped_search(bot):
    g = _midgame()
    out = []
    t = threading.Thread(target=lambda: out.append(bot.choose(g)))
    t.start()
    # Stop until the choice has returned: a stop before it began reaches
    # nothing, so one stop alone could be lost to the thread's start.
    while t.is_alive():
        bot.stop()
        t.join(0.05)
    g.play(out[0])  # a legal turn


def test_stop_ends_a_long_mcts_search():
    _stopped_search(libnexus.BuiltinBot("mcts", iterations=10 ** 9))


def test_stop_ends_a_long_strong_search():
    _stopped_search(libnexus.BuiltinBot("strong", nodes=10 ** 9))


def test_stop_while_idle_is_forgotten():
    bot = libnexus.BuiltinBot("mcts", iterations=200, seed=3)
    other = libnexus.BuiltinBot("mcts", iterations=200, seed=3)
    bot.stop()
    g = _midgame()
    assert bot.choose(g) == other.choose(g)  # the same whole search
