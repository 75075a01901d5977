"""A protocol engine that misbehaves as told (argv[1]), for the tests of
EngineBot: it plays the first legal point otherwise (the package's own
Game), and with 'child' starts a sleeping child in its process group."""

import subprocess
import sys

import libnexus

MODE = sys.argv[1] if len(sys.argv) > 1 else "good"
game = libnexus.Game()
if MODE == "child":
    subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)"])


def reply(ident, text="", ok=True):
    sys.stdout.write("%s%s%s\n\n" % ("=" if ok else "?", ident,
                                     (" " + text) if text else ""))
    sys.stdout.flush()


for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    ident, cmd, args = words[0], words[1], words[2:]
    if cmd == "protocol_version":
        reply(ident, "1")
    elif cmd == "name":
        reply(ident, "fake-" + MODE)
    elif cmd == "new":
        game = libnexus.Game(*map(int, args))
        reply(ident)
    elif cmd == "play":
        game.play(libnexus.Turn.parse(" ".join(args), game.size)[1])
        reply(ident)
    elif cmd == "genturn":
        if MODE == "garbage":
            sys.stdout.write("\x1b[31mhello\x07\n")
            sys.stdout.flush()
        elif MODE == "silent":
            continue
        elif MODE == "huge":
            sys.stdout.write("=" + ident + " " + "A" * 20000 + "\n\n")
            sys.stdout.flush()
        elif MODE == "crash":
            sys.exit(3)
        elif MODE == "wrongid":
            reply("999", "B place A1")
        elif MODE == "illegal":  # an occupied point
            taken = [p for p in game.points if game.stone(p)] or ["A1"]
            reply(ident, "%s place %s" % (game.to_move, taken[0]))
        else:
            t = libnexus.Turn(game.legal_points()[0])
            text = game.format_turn(t)[len("turn "):]
            game.play(t)
            reply(ident, text)
    elif cmd == "quit":
        reply(ident)
        break
    else:
        reply(ident, "unknown command", ok=False)
