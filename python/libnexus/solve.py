"""The solver of libnexus-bot (nexus_solve, bot API 1.1): the exact value
of a position for its side to move, by exhaustive search with the rules
applied exactly (repetition included), and :class:`SolverBot`, a player
that plays what the solver proves and otherwise asks another bot.

``solve(game)`` returns a :class:`SolveResult`: WIN or LOSS in exactly
``plies`` plies with best play (and the principal line), or UNKNOWN when
neither side forces a win within ``max_plies`` (a bound, not a draw).
"""

import dataclasses
from ctypes import byref
from typing import Any, Optional, Tuple

from ._capi import CSolveOptions, CSolveResult, CTurn, botlib
from ._ints import SIZE_T, UINT64, ULONG, check, exports
from .bots import BuiltinBot, PythonBot
from .data import Turn
from .enums import WordEnum
from .errors import check_status
from .game import Game

__all__ = ["MAX_PLIES", "SolveResult", "SolveValue", "SolverBot", "solve"]

SOLVE_OPTIONS_VERSION = 1
#: The deepest search nexus_solve accepts, in plies.
MAX_PLIES = 64


class SolveValue(WordEnum):
    """What a solve proved: 'unknown', 'win' or 'loss' (for the side to
    move)."""
    UNKNOWN = 0
    WIN = 1
    LOSS = 2


@dataclasses.dataclass(frozen=True)
class SolveResult:
    """The result of :func:`solve`. ``plies``: for WIN and LOSS the length
    of the game with best play (the winner fastest, the loser longest);
    for UNKNOWN the depth searched. ``line`` is the principal line, turns
    from the position solved; ``complete`` is False when ``max_nodes``
    stopped the search."""
    value: SolveValue
    plies: int
    nodes: int
    line: Tuple[Turn, ...]
    complete: bool

    @property
    def proved(self) -> bool:
        """A win or a loss was proved."""
        return self.value != SolveValue.UNKNOWN


def solve(game: Game, max_plies: int = 16, max_nodes: int = 0,
          table_bytes: Optional[int] = None) -> SolveResult:
    """Prove the value of ``game`` for its side to move (the game is not
    changed). ``max_plies`` (1..64) is the longest forced win looked for;
    ``max_nodes`` stops the search after that many positions (0: never);
    ``table_bytes`` is the transposition table's size (None: the library's
    64 MiB, 0: none). Raises GameOverError for a finished game."""
    opts = CSolveOptions()
    check_status(botlib().nexus_solve_options_init(byref(opts),
                                                   SOLVE_OPTIONS_VERSION))
    opts.max_plies = check(max_plies, "max_plies", SIZE_T, 1, MAX_PLIES)
    opts.max_nodes = check(max_nodes, "max_nodes", ULONG)
    if table_bytes is not None:
        opts.table_bytes = check(table_bytes, "table_bytes", SIZE_T)
    out = CSolveResult()
    line = (CTurn * opts.max_plies)()
    check_status(botlib().nexus_solve(byref(out), line, opts.max_plies,
                                      game._ptr, byref(opts)))
    turns = tuple(Turn.from_c(line[i], game.size)
                  for i in range(out.line_length))
    return SolveResult(SolveValue(out.value), out.plies, out.nodes, turns,
                       bool(out.complete))


class SolverBot(PythonBot):
    """Plays the first turn of the principal line when :func:`solve`
    proves a win (or, losing, the longest defence), and asks ``fallback``
    (a built-in bot's spec, such as 'simple', 'random' or 'mcts:200';
    default 'simple') when it proves nothing within ``max_plies`` and
    ``max_nodes``. Named 'solver'. Pickles as its arguments, like every
    bot."""

    name = "solver"

    def __init__(self, max_plies: int = 6, max_nodes: int = 200000,
                 fallback: str = "simple", seed: int = 0) -> None:
        self.max_plies = check(max_plies, "max_plies", SIZE_T, 1, MAX_PLIES)
        self.max_nodes = check(max_nodes, "max_nodes", ULONG)
        self.fallback = BuiltinBot.from_spec(fallback)
        self.fallback.seed(check(seed, "seed", UINT64))
        self.proved = 0
        super().__init__()

    def choose_turn(self, game: Game) -> Any:
        """The proved turn, else the fallback's."""
        result = solve(game, self.max_plies, self.max_nodes, 1 << 20)
        if result.proved and result.line:
            self.proved += 1
            return result.line[0]
        return self.fallback.choose(game)

    def reseed(self, seed: int) -> None:
        """Reseed the fallback."""
        self.fallback.seed(seed)

    def close(self) -> None:
        """Free the bot and its fallback."""
        fallback = getattr(self, "fallback", None)
        if fallback is not None:
            fallback.close()
        super().close()


__dir__ = exports(globals())
