"""Engines as players: :class:`EngineBot` runs any program that speaks the
engine protocol (docs/protocol.md, version 1) and plays it like any other
bot, in :func:`~libnexus.match.play_series` and
:func:`~libnexus.match.round_robin` on every executor.

What the engine writes is outside input, and is treated so: it is read
with a time limit per request (the turn time for ``genturn``, 10 s for
anything else), at most 8 KiB a line and 64 KiB a reply, and anything
that is not printable ASCII is refused; an error quotes the engine's words
cleaned (escaped, cut short). Every turn it gives is checked by the
library before it is played. The engine runs in its own process group,
without this process's descriptors, and everything in the group is killed
when the bot is closed (or collected), or when the engine breaks the
protocol; the next game starts a fresh one.
"""

import os
import select
import shlex
import signal
import subprocess
import time
import weakref
from typing import Any, List, Optional, Sequence, Tuple, Union

from ._ints import UINT, check, exports
from .bots import PythonBot
from .data import Turn
from .enums import Color
from .errors import NexusError
from .game import Game
from .records import format_turn, parse_turn

__all__ = ["EngineBot", "EngineError", "clean"]

#: Longest line, and longest reply, read from an engine (docs/protocol.md).
MAX_LINE = 8 * 1024
MAX_REPLY = 64 * 1024
#: Time for a request other than genturn, in milliseconds.
REQUEST_MS = 10000


class EngineError(RuntimeError):
    """An engine broke the protocol: it crashed, stayed silent past its
    time, wrote garbage or too much, refused a command it must accept, or
    gave an illegal turn. The message says which, with the engine's words
    cleaned."""


def clean(raw: bytes, limit: int = 80) -> str:
    """Returns an engine's bytes fit to print: printable ASCII kept, the
    rest escaped, cut to ``limit`` characters."""
    text = "".join(chr(b) if 32 <= b < 127 else "\\x%02x" % b for b in raw)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _kill(proc: "subprocess.Popen[bytes]") -> None:
    """Kill an engine's process group and reap it."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass
    for stream in (proc.stdin, proc.stdout):
        try:
            if stream is not None:
                stream.close()
        except OSError:
            pass
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass


class _Pipe:
    """The engine process and the bounded reading of its replies."""

    def __init__(self, argv: List[str], cwd: Optional[str]) -> None:
        self.argv = argv
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, close_fds=True,
            start_new_session=True, cwd=cwd)
        self.buf = b""
        self.next_id = 1

    def _fail(self, what: str) -> EngineError:
        _kill(self.proc)
        return EngineError("engine %s %s" % (clean(" ".join(
            self.argv).encode(), 60), what))

    def _line(self, deadline: float, request: str) -> str:
        assert self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buf:
            if len(self.buf) > MAX_LINE:
                raise self._fail("wrote a line over %d bytes to %r"
                                 % (MAX_LINE, request))
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise self._fail("was silent past its time on %r" % request)
            chunk = os.read(fd, 4096)
            if not chunk:
                try:
                    code: Optional[int] = self.proc.wait(timeout=2)
                except subprocess.TimeoutExpired:
                    code = None
                raise self._fail("closed its output on %r (exit status %s)"
                                 % (request, code))
            self.buf += chunk
        raw, self.buf = self.buf.split(b"\n", 1)
        if raw.endswith(b"\r"):
            raw = raw[:-1]
        if len(raw) > MAX_LINE or any(not 32 <= b < 127 and b != 9
                                      for b in raw):
            raise self._fail("answered %r with garbage: %s"
                             % (request, clean(raw)))
        return raw.decode("ascii")

    def request(self, command: str, time_ms: int) -> Tuple[bool, str]:
        """Send ``command``; returns (success, the reply's text)."""
        ident = self.next_id
        self.next_id += 1
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(("%d %s\n" % (ident, command)).encode())
            self.proc.stdin.flush()
        except OSError:
            raise self._fail("is gone (writing %r)" % command) from None
        deadline = time.monotonic() + time_ms / 1000.0
        first = self._line(deadline, command)
        head = first.split(" ", 1)
        if head[0] not in ("=%d" % ident, "?%d" % ident):
            raise self._fail("answered %r with %s, not a reply with id %d"
                             % (command, clean(first.encode()), ident))
        lines, size = [head[1] if len(head) > 1 else ""], len(first)
        while True:
            line = self._line(deadline, command)
            if line == "":
                return head[0][0] == "=", "\n".join(lines)
            size += len(line)
            if size > MAX_REPLY:
                raise self._fail("wrote a reply over %d bytes to %r"
                                 % (MAX_REPLY, command))
            lines.append(line)

    def must(self, command: str, time_ms: int = REQUEST_MS) -> str:
        """A request the engine must accept; its reply's text."""
        ok, text = self.request(command, time_ms)
        if not ok:
            raise self._fail("refused %r: %s" % (command,
                                                 clean(text.encode())))
        return text


class EngineBot(PythonBot):
    """A player that is a protocol engine: ``command`` is a command line
    (split like a shell's, never run by one) or an argument list.
    ``turn_ms`` is the time of each genturn (default 60 s, as ``nexus
    match``). The bot's name is the engine's (its ``name`` reply, checked),
    unless ``name`` is given. Close it (or use ``with``) to end the
    engine's process at once."""

    def __init__(self, command: Union[str, Sequence[str]],
                 turn_ms: int = 60000, name: Optional[str] = None,
                 cwd: Optional[str] = None) -> None:
        argv = shlex.split(command) if isinstance(command, str) \
            else [str(a) for a in command]
        if not argv:
            raise ValueError("command=%r is empty" % (command,))
        self.argv, self.cwd = argv, cwd
        self.turn_ms = check(turn_ms, "turn_ms", UINT, 1)
        self._pipe: Optional[_Pipe] = None
        self._sent: List[Turn] = []
        self._game_key: Any = None
        self._cached: Optional[Tuple[Any, Turn]] = None
        self._offered = False
        pipe = self._engine()
        super().__init__(name if name is not None else
                         self._engine_name(pipe))

    # -- the process ------------------------------------------------------

    def _engine(self) -> _Pipe:
        """The running engine, started (and checked) if there is none."""
        if self._pipe is None or self._pipe.proc.poll() is not None:
            self._stop()
            pipe = _Pipe(self.argv, self.cwd)
            self._finalizer = weakref.finalize(self, _kill, pipe.proc)
            version = pipe.must("protocol_version")
            if version.strip().split(".")[0] != "1":
                raise pipe._fail("speaks protocol %s, not 1"
                                 % clean(version.encode()))
            self._pipe = pipe
            self._sent, self._game_key = [], None
        return self._pipe

    def _engine_name(self, pipe: _Pipe) -> str:
        word = pipe.must("name").strip()
        ok = 0 < len(word) <= 63 and all("!" <= c <= "~" for c in word)
        return word if ok else "engine"

    def _stop(self) -> None:
        pipe, self._pipe = getattr(self, "_pipe", None), None
        if pipe is not None:
            try:
                if pipe.proc.poll() is None and pipe.proc.stdin:
                    pipe.proc.stdin.write(b"quit\n")
                    pipe.proc.stdin.flush()
            except OSError:
                pass
            _kill(pipe.proc)

    def close(self) -> None:
        """End the engine (its whole process group) and free the bot."""
        self._stop()
        super().close()

    # -- keeping the engine's game the game's -------------------------------

    def _sync(self, game: Game) -> _Pipe:
        pipe = self._engine()
        start, custom = game.start_position()
        key = (game.options, start if custom else None)
        turns = game.turns()
        if key != self._game_key or turns[:len(self._sent)] != self._sent:
            o = game.options
            pipe.must("new %d %d %d" % (o.size, o.capture_debt,
                                        o.unblock_debt))
            if custom:
                pipe.must("start %s %d %d %s %d" % (
                    start.board, start.black_debt, start.white_debt,
                    Color(start.to_move), start.quiet))
            self._game_key, self._sent = key, []
        side = Color(start.to_move)
        if len(self._sent) % 2:
            side = side.opponent
        for t in turns[len(self._sent):]:
            line = format_turn(t, side, game.size)
            pipe.must("play " + line[len("turn "):])
            self._sent.append(t)
            side = side.opponent
        return pipe

    def _genturn(self, game: Game) -> Optional[Turn]:
        """Ask for a turn; None when the engine offers a draw instead."""
        pipe = self._sync(game)
        side = game.to_move
        text = pipe.must("genturn %s" % side, self.turn_ms).strip()
        if text == "offer":
            return None
        try:
            who, turn = parse_turn(text, game.size)
            if who != side:
                raise ValueError("a turn for %s" % who)
            game.check_turn(turn)
        except (ValueError, NexusError) as exc:
            raise pipe._fail("gave %r for %s: %s" % (
                clean(text.encode()), side, exc)) from None
        self._sent.append(turn)
        return turn

    # -- the hooks ------------------------------------------------------------

    def should_offer_draw(self, game: Game) -> bool:
        """The engine's genturn: an offer, or the turn kept for
        choose_turn."""
        turn = self._genturn(game)
        if turn is None:
            self._offered = True
            return True
        self._cached = ((game.turn_count, game.position_hash), turn)
        return False

    def choose_turn(self, game: Game) -> Any:
        """The engine's turn (asked again after a declined offer)."""
        cached, self._cached = self._cached, None
        if cached is not None and cached[0] == (game.turn_count,
                                                game.position_hash):
            return cached[1]
        if self._offered:
            self._offered = False
            self._sync(game).must("answer decline")
        turn = self._genturn(game)
        if turn is None:
            raise self._engine()._fail("offered a draw twice in one turn")
        return turn

    def should_accept_draw(self, game: Game) -> bool:
        """The engine's answer to the opponent's offer."""
        pipe = self._sync(game)
        answer = pipe.must("offer").strip()
        if answer not in ("accept", "decline"):
            raise pipe._fail("answered 'offer' with %r"
                             % clean(answer.encode()))
        return answer == "accept"

    def reseed(self, seed: int) -> None:
        """A new game: the engine is told with `new` when it starts."""
        self._game_key = None
        self._cached = None
        self._offered = False


__dir__ = exports(globals())
