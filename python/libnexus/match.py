"""Matches between bots: one game, a series, a round-robin tournament.

:func:`play_match` plays one game in this process (nexus_match_play).
:func:`play_series` and :func:`round_robin` send every game to an
executor: a process pool on this machine by default, or any object with a
``submit(fn, *args)`` returning futures -- a
:class:`concurrent.futures.Executor`, or a ``dask.distributed.Client`` to
spread the games over a cluster. Every game's result carries its record. A
game whose worker fails (killed, pool broken, lost) is run again, up to
``retries`` times, and then reported with its ``error``: never dropped.
"""

import concurrent.futures
import copy
import dataclasses
import os
from ctypes import byref, c_void_p
from typing import (Any, Callable, Dict, List, Mapping, Optional, Sequence,
                    Tuple, Union)

from ._capi import CMatchOptions, CMatchResult, botlib
from ._ints import SIZE_T, UINT, UINT64, check, exports
from .bots import Bot
from .data import Options, Result
from .enums import Color, Outcome, Reason
from .errors import check_status
from .game import Game

__all__ = ["GameResult", "GameTask", "InlineExecutor", "MatchResult",
           "Player", "SeriesResult", "TournamentResult", "default_turn_limit",
           "play_match", "play_series", "play_task", "round_robin",
           "run_tasks"]

MATCH_OPTIONS_VERSION = 1

#: A player: a bot (pickled as its class and arguments), or a picklable
#: callable that makes one.
Player = Union[Bot, Callable[[], Bot]]


def _match_options(options: Options, seed: int,
                   turn_limit: Optional[int]) -> CMatchOptions:
    seed = check(seed, "seed", UINT64)
    if turn_limit is not None:
        turn_limit = check(turn_limit, "turn_limit", SIZE_T)
    mo = CMatchOptions()
    check_status(botlib().nexus_match_options_init(byref(mo),
                                                   MATCH_OPTIONS_VERSION))
    mo.game = options.to_c()
    mo.seed = seed
    if turn_limit is not None:
        mo.turn_limit = turn_limit
    return mo


def default_turn_limit() -> int:
    """The library's turn limit of a match game (R22)."""
    return int(_match_options(Options(), 0, None).turn_limit)


@dataclasses.dataclass(frozen=True)
class MatchResult:
    """One game played in this process: its result, whether the turn limit
    stopped it, the turns played and the final game."""
    outcome: Outcome
    reason: Reason
    unfinished: bool
    turns: int
    game: Game

    @property
    def result(self) -> Result:
        """The result as a :class:`~libnexus.data.Result`."""
        return Result(self.outcome, self.reason)


def _take_pending(bots: Tuple[Bot, ...]) -> None:
    for b in bots:
        pending, b._pending = b._pending, None
        if pending is not None:
            raise pending


def play_match(black: Bot, white: Bot, *, size: Optional[int] = None,
               capture_debt: Optional[int] = None,
               unblock_debt: Optional[int] = None, seed: int = 0,
               turn_limit: Optional[int] = None) -> MatchResult:
    """Play one game between two bots here; the game's labels are the bots'
    names. ``turn_limit`` defaults to the library's (R22)."""
    mo = _match_options(Options.of(size, capture_debt, unblock_debt), seed,
                        turn_limit)
    res, h = CMatchResult(), c_void_p()
    black._pending = white._pending = None
    st = botlib().nexus_match_play(byref(res), byref(h), black._ptr,
                                   white._ptr, byref(mo))
    _take_pending((black, white))
    check_status(st)
    assert h.value is not None
    game = Game._wrap(h.value)
    # The labels are the bots' names as this package gives them (the C
    # library of 1.1 labels the simple bot 'bot').
    game.set_label(Color.BLACK, black.name)
    game.set_label(Color.WHITE, white.name)
    return MatchResult(Outcome(res.outcome), Reason(res.reason),
                       bool(res.unfinished), res.turns, game)


@dataclasses.dataclass(frozen=True)
class GameTask:
    """One game to play: sent to a worker."""
    key: Tuple[int, int]          # (pair, game index in the pair's series)
    a: Player
    b: Player
    a_is_black: bool
    options: Options
    seed: int
    turn_limit: Optional[int]
    attempt: int = 1
    share: bool = False           # use the bot objects themselves (inline)


@dataclasses.dataclass(frozen=True)
class GameResult:
    """One game of a series: who played which side, the result, the record
    (None only if the game failed), and the error of a game that could not
    be played after every attempt."""
    index: int
    a_is_black: bool
    seed: int
    black: str
    white: str
    outcome: Outcome
    reason: Reason
    unfinished: bool
    turns: int
    record: Optional[str] = dataclasses.field(repr=False)
    attempts: int = 1
    error: Optional[str] = None

    @property
    def failed(self) -> bool:
        """The game could not be played (``error`` says why)."""
        return self.error is not None

    @property
    def winner(self) -> Optional[str]:
        """'a' or 'b' for the winning bot of the series, else None."""
        if self.outcome == Outcome.BLACK_WINS:
            return "a" if self.a_is_black else "b"
        if self.outcome == Outcome.WHITE_WINS:
            return "b" if self.a_is_black else "a"
        return None

    def game(self) -> Game:
        """The game, replayed from its record."""
        if self.record is None:
            raise ValueError("game %d failed: %s" % (self.index, self.error))
        return Game.from_record(self.record)


def _make(player: Player, share: bool = True) -> Bot:
    """The bot of a player: a fresh copy of a Bot unless ``share`` (two
    threads must never use one bot handle at once), or what a factory
    makes."""
    if isinstance(player, Bot):
        bot = player if share else copy.copy(player)
    else:
        bot = player()
    if not isinstance(bot, Bot):
        raise TypeError("a player is a Bot or makes one, not %r" % (bot,))
    return bot


def play_task(task: GameTask) -> GameResult:
    """Play one game of a series (run by a worker)."""
    a, b = _make(task.a, task.share), _make(task.b, task.share)
    try:
        black, white = (a, b) if task.a_is_black else (b, a)
        o = task.options
        r = play_match(black, white, size=o.size,
                       capture_debt=o.capture_debt,
                       unblock_debt=o.unblock_debt, seed=task.seed,
                       turn_limit=task.turn_limit)
        with r.game as game:
            return GameResult(task.key[1], task.a_is_black, task.seed,
                              game.black_label, game.white_label, r.outcome,
                              r.reason, r.unfinished, r.turns, game.record(),
                              task.attempt)
    finally:
        # Copies made for this game are closed now (an engine's process
        # ends with its bot), not whenever they are collected.
        for bot, player in ((a, task.a), (b, task.b)):
            if bot is not player:
                bot.close()


def _failure(task: GameTask, exc: BaseException) -> GameResult:
    return GameResult(task.key[1], task.a_is_black, task.seed, "", "",
                      Outcome.NONE, Reason.NONE, True, 0, None,
                      task.attempt, "%s: %s" % (type(exc).__name__, exc))


class InlineExecutor(concurrent.futures.Executor):
    """An executor that runs each call at once in this process: for bots
    that cannot be pickled, and for debugging. Only with it do the games
    use the given bot objects themselves; any other executor plays each
    game with fresh copies (made from the bots' constructor arguments)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any,
               **kwargs: Any) -> "concurrent.futures.Future[Any]":
        """Run ``fn(*args, **kwargs)`` now; its future is already done."""
        future: "concurrent.futures.Future[Any]" = concurrent.futures.Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:
            future.set_exception(exc)
        return future


def _process_pool(tasks: int) -> concurrent.futures.Executor:
    workers = max(1, min(os.cpu_count() or 1, tasks))
    return concurrent.futures.ProcessPoolExecutor(max_workers=workers)


def _round(executor: Any, todo: List[GameTask],
           results: Dict[Tuple[int, int], GameResult]
           ) -> List[Tuple[GameTask, BaseException]]:
    """Submit every task, wait for each; the tasks that failed."""
    futures: List[Tuple[GameTask, Any]] = []
    failed: List[Tuple[GameTask, BaseException]] = []
    for task in todo:
        try:
            futures.append((task, executor.submit(play_task, task)))
        except Exception as exc:  # a broken pool refuses work
            failed.append((task, exc))
    for task, future in futures:
        try:
            results[task.key] = future.result()
        except Exception as exc:  # the worker died or the game raised
            failed.append((task, exc))
    return failed


def run_tasks(tasks: Sequence[GameTask], executor: Any = None,
              retries: int = 1) -> List[GameResult]:
    """Play every task on ``executor`` (None: a process pool of its own,
    replaced after a round with failures); each failed task is tried again
    up to ``retries`` times, then reported failed. Results in task order."""
    retries = check(retries, "retries", UINT)
    if isinstance(executor, InlineExecutor):
        tasks = [dataclasses.replace(t, share=True) for t in tasks]
    own = executor is None
    pool = _process_pool(len(tasks)) if own else executor
    results: Dict[Tuple[int, int], GameResult] = {}
    todo = list(tasks)
    try:
        while todo:
            failed = _round(pool, todo, results)
            todo = []
            for task, exc in failed:
                if task.attempt > retries:
                    results[task.key] = _failure(task, exc)
                else:
                    todo.append(dataclasses.replace(task,
                                                    attempt=task.attempt + 1))
            if todo and own:
                pool.shutdown(wait=True, cancel_futures=True)
                pool = _process_pool(len(todo))
    finally:
        if own:
            pool.shutdown(wait=True, cancel_futures=True)
    return [results[t.key] for t in tasks]


@dataclasses.dataclass(frozen=True)
class SeriesResult:
    """The games of a series between bots a and b, a Black in the even ones,
    and their tally from a's and b's point of view."""
    a: str
    b: str
    games: Tuple[GameResult, ...]

    def _count(self, test: Callable[[GameResult], bool]) -> int:
        return sum(1 for g in self.games if test(g))

    @property
    def a_wins(self) -> int:
        """Games won by a."""
        return self._count(lambda g: g.winner == "a")

    @property
    def b_wins(self) -> int:
        """Games won by b."""
        return self._count(lambda g: g.winner == "b")

    @property
    def draws(self) -> int:
        """Drawn games (quiet or agreement)."""
        return self._count(lambda g: g.outcome == Outcome.DRAW)

    @property
    def unfinished(self) -> int:
        """Games stopped by the turn limit, or that failed."""
        return self._count(lambda g: g.unfinished)

    @property
    def failed(self) -> int:
        """Games that could not be played (a subset of ``unfinished``)."""
        return self._count(lambda g: g.failed)

    @property
    def no_winner(self) -> int:
        """Games ended with Outcome.NO_WINNER."""
        return self._count(lambda g: g.outcome == Outcome.NO_WINNER)

    def __repr__(self) -> str:
        return ("SeriesResult(a=%r, b=%r, games=%d, a_wins=%d, b_wins=%d, "
                "draws=%d, unfinished=%d, failed=%d, no_winner=%d)"
                % (self.a, self.b, len(self.games), self.a_wins, self.b_wins,
                   self.draws, self.unfinished, self.failed, self.no_winner))


def _name(player: Player) -> str:
    bot = _make(player)
    try:
        return bot.name
    finally:
        if bot is not player:
            bot.close()


def _series_tasks(pair: int, a: Player, b: Player, games: int,
                  options: Options, seed: int,
                  turn_limit: Optional[int]) -> List[GameTask]:
    return [GameTask((pair, i), a, b, i % 2 == 0, options,
                     (seed + pair * games + i) % 2 ** 64, turn_limit)
            for i in range(games)]


def play_series(a: Player, b: Player, games: int, executor: Any = None, *,
                size: Optional[int] = None,
                capture_debt: Optional[int] = None,
                unblock_debt: Optional[int] = None, seed: int = 0,
                turn_limit: Optional[int] = None,
                retries: int = 1) -> SeriesResult:
    """Play ``games`` games between a and b, a Black in games 0, 2, 4...;
    game i is played with match seed (seed + i) mod 2**64. The games run on
    ``executor`` (see the module's documentation)."""
    games = check(games, "games", UINT)
    seed = check(seed, "seed", UINT64)
    if turn_limit is not None:
        check(turn_limit, "turn_limit", SIZE_T)
    options = Options.of(size, capture_debt, unblock_debt)
    tasks = _series_tasks(0, a, b, games, options, seed, turn_limit)
    return SeriesResult(_name(a), _name(b),
                        tuple(run_tasks(tasks, executor, retries)))


@dataclasses.dataclass(frozen=True)
class TournamentResult:
    """A round robin: the players' names and one series per pair (i, j),
    i < j, player i as a."""
    players: Tuple[str, ...]
    series: Mapping[Tuple[int, int], SeriesResult]

    def scores(self) -> Dict[str, float]:
        """Points per player: 1 a win, 1/2 a draw."""
        score = {name: 0.0 for name in self.players}
        for (i, j), s in self.series.items():
            score[self.players[i]] += s.a_wins + s.draws / 2
            score[self.players[j]] += s.b_wins + s.draws / 2
        return score

    def standings(self) -> List[Tuple[str, float]]:
        """(name, points), best first."""
        return sorted(self.scores().items(), key=lambda kv: -kv[1])


def round_robin(players: Sequence[Player], games: int, executor: Any = None,
                **kwargs: Any) -> TournamentResult:
    """Every pair of players plays a series of ``games`` games; every game
    of every pair is submitted at once. ``kwargs`` are those of
    :func:`play_series`. Players with the same name are numbered."""
    games = check(games, "games", UINT)
    seed = check(kwargs.pop("seed", 0), "seed", UINT64)
    retries = kwargs.pop("retries", 1)
    turn_limit = kwargs.pop("turn_limit", None)
    options = Options.of(**kwargs)
    names = [_name(p) for p in players]
    names = [n if names.count(n) == 1 else "%s-%d" % (n, i)
             for i, n in enumerate(names)]
    pairs = [(i, j) for i in range(len(players))
             for j in range(i + 1, len(players))]
    tasks = [t for p, (i, j) in enumerate(pairs)
             for t in _series_tasks(p, players[i], players[j], games,
                                    options, seed, turn_limit)]
    results = run_tasks(tasks, executor, retries)
    series = {(i, j): SeriesResult(names[i], names[j],
                                   tuple(results[p * games:(p + 1) * games]))
              for p, (i, j) in enumerate(pairs)}
    return TournamentResult(tuple(names), series)


__dir__ = exports(globals())
