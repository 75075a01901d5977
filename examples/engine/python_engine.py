#!/usr/bin/env python3
"""A Nexus engine in Python, written from docs/protocol.md on the libnexus
package (python/ of this repository): it speaks the engine protocol on
stdin/stdout and plays uniformly random full legal turns.

    nexus engine-check 'python3 examples/engine/python_engine.py'
    nexus match engine:'python3 examples/engine/python_engine.py' simple

It never offers a draw and declines every offer. Replace choose() with a
real strategy to make it play well.
"""

import sys

import libnexus
from libnexus import records

COMMANDS = ("protocol_version", "name", "version", "list_commands",
            "known_command", "new", "start", "play", "genturn", "offer",
            "answer", "undo", "showboard", "result", "time_left", "quit")


class Refused(Exception):
    """A request that gets a `?` reply; its text is the reason."""


class Engine:
    def __init__(self):
        self.rules = (5, 2, 4)
        self.game = libnexus.Game(*self.rules)
        self.rng = 1  # a splitmix64 state, advanced by every random turn

    def choose(self):
        """The engine's turn: a uniformly random legal one."""
        turn, self.rng = self.game.random_turn(self.rng)
        return turn

    def side(self, word):
        if word not in ("B", "W"):
            raise Refused("syntax: expected B or W, not '%s'" % word)
        if word != self.game.to_move.letter:
            raise Refused("wrong side: %s is to move"
                          % self.game.to_move.letter)

    def movable(self):
        if self.game.result.over:
            raise Refused("game over")
        if self.game.draw_pending:
            raise Refused("a draw offer is pending: answer it first")

    def load(self, start):
        size, p1, p2 = self.rules
        text = "nexus-record 1\nsize %d\ncapture-debt %d\nunblock-debt %d\n" \
            % (size, p1, p2)
        if start:
            text += "start %s\n" % start
        try:
            self.game = libnexus.Game.from_record(text)
        except libnexus.NexusError as e:
            raise Refused("bad position: %s" % e)

    # -- the commands; each returns the reply text or raises Refused --------

    def cmd_new(self, args):
        try:
            size, p1, p2 = (int(w) for w in args.split())
        except ValueError:
            raise Refused("syntax: new SIZE P1 P2")
        if not (3 <= size <= 9 and 0 <= p1 <= 1000 and 0 <= p2 <= 1000):
            raise Refused("bad rules: SIZE 3..9, P1 and P2 0..1000")
        self.rules = (size, p1, p2)
        self.load(None)
        return ""

    def cmd_start(self, args):
        if not args:
            raise Refused("syntax: start BOARD BLACK-DEBT WHITE-DEBT B|W QUIET")
        self.load(args)
        return ""

    def cmd_play(self, args):
        self.movable()
        self.side(args.split(" ", 1)[0])
        try:
            _, turn = records.parse_turn(args, self.game.size)
        except libnexus.NexusError:
            raise Refused("syntax: play B|W [unblock P...] place P [pay P...]")
        try:
            self.game.play(turn)
        except libnexus.NexusError as e:
            raise Refused("illegal turn: %s" % e)
        return ""

    def cmd_genturn(self, args):
        self.movable()
        self.side(args)
        color = self.game.to_move
        turn = self.choose()
        self.game.play(turn)
        line = records.format_turn(turn, color, self.game.size)
        return line[len("turn "):]

    def cmd_offer(self, args):
        self.movable()
        self.game.offer_draw()
        self.game.decline_draw()
        return "decline"

    def cmd_answer(self, args):
        raise Refused("no offer to answer: this engine never offers")

    def cmd_undo(self, args):
        try:
            self.game.undo()
        except libnexus.NexusError as e:
            raise Refused("cannot undo: %s" % e)
        return ""

    def cmd_showboard(self, args):
        b, w = self.game.debts
        return "%s\ndebts %d %d\nquiet %d\nto-move %s" % (
            self.game.board.replace("/", "\n"), b, w, self.game.quiet,
            self.game.to_move.letter)

    def cmd_result(self, args):
        r = self.game.result
        return "%s %s" % (r.outcome.text, r.reason.text) if r.over \
            else "unfinished"

    def cmd_time_left(self, args):
        words = args.split()
        if len(words) != 2 or words[0] not in ("B", "W") \
                or not words[1].isdigit():
            raise Refused("syntax: time_left B|W MILLISECONDS")
        return ""

    def answer(self, cmd, args):
        fixed = {"protocol_version": "1", "name": "python-random",
                 "version": libnexus.__version__,
                 "list_commands": "\n".join(COMMANDS), "quit": "",
                 "known_command": "true" if args in COMMANDS else "false"}
        if cmd in fixed:
            return fixed[cmd]
        handler = getattr(self, "cmd_" + cmd, None)
        if cmd not in COMMANDS or handler is None:
            raise Refused("unknown command '%s'" % cmd)
        return handler(args)


def main():
    engine = Engine()
    for raw in sys.stdin.buffer:
        line = raw.rstrip(b"\r\n").decode("latin-1")
        # A byte that is not printable ASCII refuses the request whole
        # (docs/protocol.md, section 1), its id kept.
        if any(not (c in "\t\r" or " " <= c <= "~") for c in line):
            rid = line[:len(line) - len(line.lstrip("0123456789"))]
            sys.stdout.write("?%s request with a byte that is not "
                             "printable ASCII\n\n" % rid)
            sys.stdout.flush()
            continue
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        rid = words.pop(0) if words[0].isdigit() else ""
        cmd, args = (words or [""])[0], " ".join(words[1:])
        try:
            text, mark = engine.answer(cmd, args), "="
        except Refused as e:
            text, mark = str(e), "?"
        except Exception as e:  # a request is never fatal
            text, mark = "error: %s" % e, "?"
        sys.stdout.write("%s%s%s%s\n\n" % (mark, rid, " " if text else "",
                                           text))
        sys.stdout.flush()
        if cmd == "quit":
            break


if __name__ == "__main__":
    main()
