"""Notebook-style walk through a game, rendered to SVG files.

    PYTHONPATH=build/python python3 python/examples/render_svg.py OUTDIR

Plays the simple bot against the random bot on 5x5 and writes one picture
per turn (turn-000.svg, ...) into OUTDIR, plus final.svg. In Jupyter, the
game itself shows as its board: evaluate ``game`` in a cell.
"""

import os
import sys

import libnexus
from libnexus import svg


def main(outdir: str, turns: int = 12) -> int:
    """Write the pictures; returns how many were written."""
    os.makedirs(outdir, exist_ok=True)
    game = libnexus.Game()
    bots = {libnexus.Color.BLACK: libnexus.SimpleBot(),
            libnexus.Color.WHITE: libnexus.RandomBot(seed=7)}
    written = 0
    for i in range(turns):
        if game.over:
            break
        svg.save(game, os.path.join(outdir, "turn-%03d.svg" % i),
                 title="turn %d, %s to move" % (i, game.to_move.name.lower()))
        bots[game.to_move].play(game)
        written += 1
    svg.save(game, os.path.join(outdir, "final.svg"), title=str(game.result))
    return written + 1


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else "nexus-svg"))
