"""The tutorial's bot in Python (docs/tutorial.md, "The same in Python"):
the four ideas of step 4 on the libnexus package.

    python3 tutor_bot.py [GAMES] [SEED]

plays GAMES games (default 20, colours alternating) against the simple bot
and exits 0 if it wins at least 90% of them and loses at most one.
"""

import sys

import libnexus
from libnexus import Color, Game, Turn
from libnexus.match import play_series

WIN = 10 ** 9


def winner(game: Game):
    """The colour that won, or None."""
    return game.result.winner if game.over else None


def opponent_can_win(game: Game) -> bool:
    """Whether the side to move now has a turn that wins at once."""
    me = game.to_move
    for turn in game.legal_turns():
        after = game.clone()
        after.play(turn)
        if winner(after) == me:
            return True
    return False


def line_value(game: Game, me: Color) -> int:
    """Lines of one colour only: 4 to the power of their stones, to their
    owner (idea 4); each unit of debt above the opponent's costs 8."""
    value = 0
    for line in libnexus.lines(game.size):
        colours = {game.stone(p) for p in line} - {Color.EMPTY}
        if len(colours) == 1:
            stones = sum(game.stone(p) != Color.EMPTY for p in line)
            value += (4 ** stones) * (1 if colours == {me} else -1)
    mine, theirs = (game.debt(me), game.debt(Color.BLACK if me == Color.WHITE
                                                 else Color.WHITE))
    return value - 8 * max(0, mine - theirs)


def turn_value(game: Game, turn: Turn) -> int:
    """Win now (idea 1), never go bankrupt (2), give no win away (3), else
    build lines and keep debt low (4)."""
    me = game.to_move
    after = game.clone()
    after.play(turn)
    won = winner(after)
    if won is not None:
        return WIN if won == me else -WIN
    if opponent_can_win(after):
        return -WIN // 2
    return line_value(after, me)


class TutorBot(libnexus.PythonBot):
    """The best full turn by turn_value; the first of equals."""

    name = "tutor-py"

    def choose_turn(self, game: Game) -> Turn:
        best, best_value = None, None
        for turn in game.legal_turns():
            value = turn_value(game, turn)
            if best_value is None or value > best_value:
                best, best_value = turn, value
        return best


def main(argv) -> int:
    games = int(argv[1]) if len(argv) > 1 else 20
    seed = int(argv[2]) if len(argv) > 2 else 2026
    result = play_series(TutorBot(), libnexus.SimpleBot(), games, seed=seed)
    lost = result.b_wins
    print(f"tutor-py {result.a_wins}, simple {lost}, draws {result.draws}, "
          f"unfinished {result.unfinished} of {games}")
    return 0 if result.a_wins * 10 >= games * 9 and lost <= 1 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
