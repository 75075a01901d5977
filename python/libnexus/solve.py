"""The solvers of libnexus-bot: the exact value of a position by
exhaustive search with the rules applied exactly (repetition included).

``solve(game)`` (nexus_solve, bot API 1.1) returns a :class:`SolveResult`:
WIN or LOSS in exactly ``plies`` plies with best play (and the principal
line), or UNKNOWN when neither side forces a win within ``max_plies`` (a
bound, not a draw). :class:`SolverBot` plays what it proves and otherwise
asks another bot.

``prove(game)`` (nexus_prove, bot API 1.2, proof-number search) answers
whether a side forces a win within ``max_plies``, and can write the proof
that ``nexus-proof-check`` replays. ``prove_split(game, executor=...)``
proves the same question one root turn per task, on any executor (a
``concurrent.futures`` pool, or a ``dask.distributed.Client``): the same
value and the same node total whatever runs the tasks (docs/strength.md,
"Distributed mode").
"""

import dataclasses
import ctypes
from ctypes import byref
from typing import Any, Callable, List, Optional, Tuple

from ._capi import (PROOF_FN, CProveOptions, CProveResult, CSolveOptions,
                    CSolveResult, CTurn, botlib)
from ._checks import check
from ._ints import INT, SIZE_T, UINT64, ULONG, exports, instance
from .bots import BuiltinBot, PythonBot
from .data import Turn
from .enums import Color, Outcome, WordEnum
from .errors import check_status
from .game import Game

__all__ = ["MAX_PLIES", "PROVE_MAX_PLIES", "ProveResult", "ProveValue",
           "SolveResult", "SolveValue", "SolverBot", "SplitResult", "prove",
           "prove_split", "solve"]

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
    instance(game, "game", Game, "a Game")
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


PROVE_OPTIONS_VERSION = 1
#: The deepest search nexus_prove accepts, in plies.
PROVE_MAX_PLIES = 250


class ProveValue(WordEnum):
    """What :func:`prove` found: 'unknown' (the node limit), 'win' (the
    winner forces a win within the plies) or 'no-win' (it cannot)."""
    UNKNOWN = 0
    WIN = 1
    NO_WIN = 2


@dataclasses.dataclass(frozen=True)
class ProveResult:
    """The result of :func:`prove`. ``plies``: for WIN the plies within
    which the win is forced (the fewest, with ``deepen``); for NO_WIN the
    plies within which none is; for UNKNOWN, with ``deepen``, the most
    plies refuted before the limit. ``nodes`` counts the turns the search
    played."""
    value: ProveValue
    winner: Color
    plies: int
    nodes: int
    table_entries: int


def _prove_options(game: Game, winner: Optional[Color], max_plies: int,
                   max_nodes: int, table_bytes: Optional[int],
                   symmetry: bool, deepen: bool) -> CProveOptions:
    instance(game, "game", Game, "a Game")
    opts = CProveOptions()
    check_status(botlib().nexus_prove_options_init(byref(opts),
                                                   PROVE_OPTIONS_VERSION))
    if winner is not None:
        if not isinstance(winner, Color) or winner == Color.EMPTY:
            raise ValueError("winner=%r is not Color.BLACK, Color.WHITE or "
                             "None" % (winner,))
        opts.winner = int(winner)
    opts.max_plies = check(max_plies, "max_plies", INT, 1, PROVE_MAX_PLIES)
    opts.max_nodes = check(max_nodes, "max_nodes", UINT64)
    if table_bytes is not None:
        opts.table_bytes = check(table_bytes, "table_bytes", SIZE_T,
                                 64 << 10)
    opts.symmetry = 1 if symmetry else 0
    opts.deepen = 1 if deepen else 0
    return opts


def prove(game: Game, winner: Optional[Color] = None, max_plies: int = 32,
          max_nodes: int = 0, table_bytes: Optional[int] = None,
          symmetry: bool = True, deepen: bool = False,
          proof: Optional[Callable[[str], Any]] = None) -> ProveResult:
    """Prove or refute a forced win of ``winner`` (default: the side to
    move) within ``max_plies`` (1..250) of ``game`` (not changed), by
    proof-number search (nexus_prove). ``max_nodes`` stops the search after
    that many turns played (0: never); ``table_bytes`` is the memory bound
    of its table (None: the library's 64 MiB; at least 64 KiB);
    ``symmetry`` merges positions equal under a rotation or reflection;
    ``deepen`` searches 1, 2, ... plies so that a win found is the
    shortest. ``proof``, if given, is called with the text of the proof,
    piece by piece (docs/bots.md, "Proofs": the format nexus-proof-check
    reads)."""
    opts = _prove_options(game, winner, max_plies, max_nodes, table_bytes,
                          symmetry, deepen)
    out = CProveResult()
    failure: List[BaseException] = []
    sink = proof

    def write(user: Any, text: int, size: int) -> int:
        try:
            if sink is not None:
                sink(ctypes.string_at(text, size).decode("ascii"))
            return 0
        except BaseException as e:  # given back after the call
            failure.append(e)
            return -1

    # A NULL writer when no proof is asked for: nothing is written then.
    writer = PROOF_FN(write) if proof is not None else PROOF_FN(0)
    st = botlib().nexus_prove(byref(out), game._ptr, byref(opts), writer,
                              None)
    if failure:
        raise failure[0]
    check_status(st)
    return ProveResult(ProveValue(out.value), Color(out.winner), out.plies,
                       out.nodes, out.table_entries)


@dataclasses.dataclass(frozen=True)
class SplitResult:
    """The result of :func:`prove_split`: the value for ``winner`` within
    ``plies``, the total of the nodes of every task, and each root turn's
    own result (None for a turn that ends the game)."""
    value: ProveValue
    winner: Color
    plies: int
    nodes: int
    children: Tuple[Tuple[Turn, Optional[ProveResult]], ...]


def _prove_child(record: str, turn: Turn, winner: int, plies: int,
                 max_nodes: int, table_bytes: Optional[int],
                 symmetry: bool) -> Optional[ProveResult]:
    """One task of :func:`prove_split`: the position after ``turn``."""
    game = Game.from_record(record)
    game.play(turn)
    if game.over:
        return None
    return prove(game, Color(winner), plies, max_nodes, table_bytes,
                 symmetry)


def _child_value(game: Game, turn: Turn, winner: Color,
                 result: Optional[ProveResult]) -> ProveValue:
    """A root turn's value for ``winner``: a turn that ends the game is
    valued by the result it gives."""
    if result is not None:
        return result.value
    after = game.clone()
    after.play(turn)
    won = Outcome.BLACK_WINS if winner == Color.BLACK else Outcome.WHITE_WINS
    return ProveValue.WIN if after.result.outcome == won else \
        ProveValue.NO_WIN


def prove_split(game: Game, winner: Optional[Color] = None,
                max_plies: int = 32, executor: Any = None,
                max_nodes: int = 0, table_bytes: Optional[int] = None,
                symmetry: bool = True) -> SplitResult:
    """:func:`prove` split at the root: each full legal turn of ``game``
    is proved within ``max_plies - 1`` in its own task, submitted to
    ``executor`` (anything with ``submit(fn, *args)`` returning a future
    with ``result()``: a ``concurrent.futures`` executor, or a
    ``dask.distributed.Client``; None runs them here, one after the
    other), and the answers are combined: the winner to move wins if one
    turn wins, the other side loses if every turn does. Every task runs
    to its end (none is cancelled when the value is known), so the value
    and the total of the nodes are the same whoever runs the tasks.
    ``max_nodes`` and ``table_bytes`` apply to each task."""
    instance(game, "game", Game, "a Game")
    if game.over:
        raise ValueError("game is over: there is nothing to prove")
    side = game.to_move
    who = side if winner is None else winner
    _prove_options(game, who, max_plies, max_nodes, table_bytes, symmetry,
                   False)  # the checks of prove(), before any task runs
    if max_plies < 2:
        raise ValueError("max_plies=%d: a split needs at least 2" % max_plies)
    record = game.record()
    turns = list(game.legal_turns())
    args = [(record, t, int(who), max_plies - 1, max_nodes, table_bytes,
             symmetry) for t in turns]
    if executor is None:
        results = [_prove_child(*a) for a in args]
    else:
        futures = [executor.submit(_prove_child, *a) for a in args]
        results = [f.result() for f in futures]
    values = [_child_value(game, t, who, r) for t, r in zip(turns, results)]
    if side == who:
        value = ProveValue.WIN if ProveValue.WIN in values else \
            ProveValue.UNKNOWN if ProveValue.UNKNOWN in values else \
            ProveValue.NO_WIN
    else:
        value = ProveValue.NO_WIN if ProveValue.NO_WIN in values else \
            ProveValue.UNKNOWN if ProveValue.UNKNOWN in values else \
            ProveValue.WIN
    nodes = len(turns) + sum(r.nodes for r in results if r is not None)
    return SplitResult(value, who, max_plies, nodes,
                       tuple(zip(turns, results)))


__dir__ = exports(globals())
