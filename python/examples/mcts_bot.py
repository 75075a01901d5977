"""A Python bot: flat Monte Carlo tree search (UCB1 over the root's full
legal turns) on Game.playout.

    from mcts_bot import MctsBot
    libnexus.match.play_series(MctsBot(playouts=300), libnexus.SimpleBot(), 10)

Each simulation clones the game, plays a candidate turn and lets the
library finish the game with random turns (nexus_game_playout); a win for
the mover scores 1, a draw 1/2. Deterministic for a given seed.
"""

import math
import random
from typing import List

import libnexus
from libnexus import Color, Game, Turn


def score(game: Game, mover: Color) -> float:
    """1 for a win of ``mover``, 1/2 for a draw or no result, 0 else."""
    winner = game.result.winner
    if winner is None:
        return 0.5
    return 1.0 if winner == mover else 0.0


class MctsBot(libnexus.PythonBot):
    """UCB1 over the root turns, ``playouts`` simulations per turn."""

    name = "mcts"

    def __init__(self, playouts: int = 200, seed: int = 0,
                 max_turns: int = 64, exploration: float = 1.4) -> None:
        super().__init__()
        self.playouts = playouts
        self.max_turns = max_turns
        self.exploration = exploration
        self.rng = random.Random(seed)

    def reseed(self, seed: int) -> None:
        """Matches reseed the bot before every game."""
        self.rng = random.Random(seed)

    def candidates(self, game: Game) -> List[Turn]:
        """The root turns: every full legal turn, sampled down when many."""
        turns = []
        for turn in game.legal_turns():
            turns.append(turn)
            if len(turns) >= 4 * self.max_turns:
                break
        if len(turns) > self.max_turns:
            turns = self.rng.sample(turns, self.max_turns)
        return turns

    def simulate(self, game: Game, turn: Turn) -> float:
        """Play ``turn`` on a copy of the game, then random turns to the
        end; the result for the side that played ``turn``."""
        mover = game.to_move
        with game.clone() as sim:
            sim.play(turn)
            if not sim.over:
                sim.playout(self.rng.getrandbits(64))
            return score(sim, mover)

    def choose_turn(self, game: Game) -> Turn:
        """The root turn with the best mean score after the simulations."""
        turns = self.candidates(game)
        if len(turns) == 1:
            return turns[0]
        wins = [0.0] * len(turns)
        visits = [0] * len(turns)
        for n in range(1, max(self.playouts, len(turns)) + 1):
            i = self.pick(wins, visits, n)
            wins[i] += self.simulate(game, turns[i])
            visits[i] += 1
        best = max(range(len(turns)), key=lambda k: (wins[k] / visits[k]
                                                     if visits[k] else 0))
        return turns[best]

    def pick(self, wins: List[float], visits: List[int], n: int) -> int:
        """UCB1: an unvisited turn first, else the best upper bound."""
        for i, v in enumerate(visits):
            if v == 0:
                return i
        log_n = math.log(n)
        return max(range(len(wins)), key=lambda i: wins[i] / visits[i] +
                   self.exploration * math.sqrt(log_n / visits[i]))
