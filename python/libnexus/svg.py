"""Pictures of a game as SVG: :func:`board` (and ``Game._repr_svg_``, so
Jupyter shows a game as its board).

Drawn by the library's renderer, nexus_game_format_svg (API 1.1), when the
loaded libnexus has it, else by the Python renderer of this module (to be
removed once every supported library has the call). Every mark carries its point's name in ``data-point`` and a class, so a
picture can be checked as data: ``stone black``, ``stone white``,
``legal`` (a legal placement of the side to move), ``last`` (the last
turn's point), ``unblock`` (an enemy stone in some offered unblocking set),
``payer`` and ``capture`` (for the turn given as ``preview``).
"""

import re
from ctypes import byref
from typing import (TYPE_CHECKING, Any, Dict, Iterable, List, Optional,
                    Sequence, Tuple)
from xml.sax.saxutils import escape

from . import _capi
from ._handle import Handle
from ._ints import exports, instance
from ._text import fill_text
from .data import Turn
from .enums import Color, Phase
from .errors import check_status
from .points import Point

if TYPE_CHECKING:  # a type only: game.py imports this module
    from .game import Game

__all__ = ["board", "save"]

SVG_OPTIONS_VERSION = 1
CELL = 40      # pixels between lines
MARGIN = 30    # room for the coordinates


def _centre(point: Point) -> Any:
    x = MARGIN + CELL // 2 + point.column * CELL
    y = MARGIN + CELL // 2 + point.row * CELL  # row 1 on top, as in str()
    return x, y


def _grid(n: int, coordinates: bool) -> List[str]:
    lo, hi = MARGIN + CELL // 2, MARGIN + CELL // 2 + (n - 1) * CELL
    out = ['<g class="grid" stroke="#333" stroke-width="1">']
    for i in range(n):
        c = lo + i * CELL
        out.append('<line x1="%d" y1="%d" x2="%d" y2="%d"/>' % (c, lo, c, hi))
        out.append('<line x1="%d" y1="%d" x2="%d" y2="%d"/>' % (lo, c, hi, c))
    out.append("</g>")
    if coordinates:
        out.append('<g class="coordinates" font-family="sans-serif" '
                   'font-size="13" text-anchor="middle" fill="#333">')
        for i in range(n):
            c = lo + i * CELL
            out.append('<text x="%d" y="%d">%s</text>'
                       % (c, MARGIN - 8, chr(ord("A") + i)))
            out.append('<text x="%d" y="%d">%d</text>'
                       % (MARGIN // 2, c + 5, i + 1))
        out.append("</g>")
    return out


def _circle(point: Point, r: int, cls: str, style: str) -> str:
    x, y = _centre(point)
    return ('<circle class="%s" data-point="%s" cx="%d" cy="%d" r="%d" %s/>'
            % (cls, point.name, x, y, r, style))


def _stones(game: "Game") -> List[str]:
    out = []
    for p in game.points:
        colour = game.stone(p)
        if colour == Color.BLACK:
            out.append(_circle(p, 17, "stone black", 'fill="#111"'))
        elif colour == Color.WHITE:
            out.append(_circle(p, 17, "stone white",
                               'fill="#fafafa" stroke="#111"'))
    return out


def _marks(points: Iterable[Point], r: int, cls: str, style: str) -> List[str]:
    return [_circle(p, r, cls, style) for p in points]


def _unblock_candidates(game: "Game") -> List[Point]:
    if game.phase != Phase.UNBLOCK:
        return []
    return sorted({p for s in game.unblock_sets() for p in s})


def _preview(game: "Game", preview: Optional[Any]
             ) -> Tuple[Tuple[Point, ...], Tuple[Point, ...]]:
    """(captured, payers) of the previewed turn, or nothing."""
    if preview is None:
        return (), ()
    turn = preview if isinstance(preview, Turn) else Turn(preview)
    pv = game.preview(turn.point, turn.unblock)
    return pv.captured, pv.payers


def _with_title(svg: str, title: Optional[str]) -> str:
    """The library's picture, with ``title`` in place of its own."""
    if title is None:
        return svg
    element = "<title>%s</title>" % escape(title)
    if "<title>" in svg:
        return re.sub(r"<title>.*?</title>", lambda _: element, svg, count=1,
                      flags=re.S)
    start = svg.index(">", svg.index("<svg")) + 1
    return svg[:start] + "\n" + element + svg[start:]


def _library_board(game: "Game", flags: Dict[str, bool],
                   marks: List[Sequence[Point]]) -> str:
    """nexus_game_format_svg with these options and marks."""
    opts = _capi.CSvgOptions()
    check_status(_capi.lib.nexus_svg_options_init(byref(opts),
                                                  SVG_OPTIONS_VERSION))
    for field, on in flags.items():
        setattr(opts, field, 1 if on else 0)
    for kind, points in enumerate(marks):
        opts.n_marks[kind] = len(points)
        for i, p in enumerate(points):
            opts.marks[kind][i] = p
    return fill_text(_capi.lib.nexus_game_format_svg, game._ptr,
                             byref(opts))


def _check_game(game: object) -> None:
    """Raises TypeError naming the argument unless ``game`` is a Game.
    game.py imports this module, so the class is known here by its kind
    (a Handle whose kind is "game") rather than by name."""
    if not (isinstance(game, Handle) and game._kind == "game"):
        instance(game, "game", (), "a Game")  # raises


def board(game: "Game", *, coordinates: bool = True, legal: bool = True,
          last_move: bool = True, unblock: bool = True,
          preview: Optional[Any] = None, title: Optional[str] = None) -> str:
    """The board of ``game`` as an SVG document: stones, and (each may be
    turned off) coordinates, legal-point dots, the last turn's point, the
    stones of the offered unblocking sets; ``preview`` (a turn or a point)
    adds the stones it captures and those that may pay its audit. A
    ``game`` that is not a Game, or a flag that is not a bool, raises
    TypeError naming it."""
    _check_game(game)
    for name, flag in (("coordinates", coordinates), ("legal", legal),
                       ("last_move", last_move), ("unblock", unblock)):
        instance(flag, name, bool, "a bool")
    captured, payers = _preview(game, preview)
    candidates = _unblock_candidates(game) if unblock else []
    if _capi.has("nexus_game_format_svg"):
        flags = {"coordinates": coordinates, "legal_points": legal,
                 "last_move": last_move}
        svg = _library_board(game, flags, [captured, payers, candidates])
        return _with_title(svg, title)
    n = game.size
    side = 2 * MARGIN + n * CELL
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'viewBox="0 0 %d %d" class="nexus-board">' % (side, side, side,
                                                         side),
           "<title>%s</title>" % escape(title or repr(game)),
           '<rect width="%d" height="%d" fill="#e8c27a"/>' % (side, side)]
    out += _grid(n, coordinates)
    out += _stones(game)
    if legal:
        out += _marks(game.legal_points(), 5, "legal", 'fill="#2a7"')
    out += _marks(candidates, 21, "unblock",
                  'fill="none" stroke="#27c" stroke-width="3"')
    if last_move and game.turn_count:
        out += _marks([game.point(game.turn_at(-1).point)], 7, "last",
                      'fill="#c22"')
    out += _marks(captured, 8, "capture", 'fill="#c22"')
    out += _marks(payers, 20, "payer",
                  'fill="none" stroke="#d80" stroke-width="3"')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def save(game: "Game", path: str, **kwargs: Any) -> None:
    """Write :func:`board` of ``game`` to a file. The picture is made
    first, so that bad arguments leave no file behind."""
    text = board(game, **kwargs)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


__dir__ = exports(globals())
