"""Pictures: the SVG parses as XML and marks the legal points, the last
move, the stones, the unblocking candidates and a previewed turn's payers;
Game._repr_svg_ is the same picture; the notebook-style example writes
parseable files."""

import re
import runpy
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import libnexus
from helpers import KO, PAY, UNBLOCK

NS = "{http://www.w3.org/2000/svg}"


def marks(svg_text, cls):
    root = ET.fromstring(svg_text)
    assert root.tag == NS + "svg"
    return sorted(e.get("data-point") for e in root.iter()
                  if cls in (e.get("class") or "").split())


def test_legal_points_and_stones_marked():
    g = libnexus.Game.from_record(KO)
    g.play("C2")
    text = libnexus.svg.board(g)
    assert marks(text, "legal") == sorted(str(p) for p in g.legal_points())
    assert marks(text, "last") == ["C2"]
    black = [str(p) for p in g.points if g.stone(p) == libnexus.Color.BLACK]
    assert marks(text, "black") == sorted(black)
    assert g._repr_svg_() == text
    assert "legal" not in libnexus.svg.board(g, legal=False).split("class=")


def test_unblock_candidates_and_payers_marked():
    u = libnexus.Game.from_position(UNBLOCK)
    assert marks(libnexus.svg.board(u), "unblock") == ["A1", "B1", "B2", "C2"]
    assert marks(libnexus.svg.board(u), "legal") == []
    p = libnexus.Game.from_position(PAY)
    text = libnexus.svg.board(p, preview="E1")
    assert marks(text, "payer") == sorted(str(x) for x in
                                          p.preview("E1").payers)


@pytest.mark.bots
def test_notebook_example_writes_svg_files(tmp_path):
    example = Path(__file__).resolve().parent.parent / "examples"
    module = runpy.run_path(str(example / "render_svg.py"))
    written = module["main"](str(tmp_path), turns=6)
    files = sorted(tmp_path.glob("*.svg"))
    assert len(files) == written == 7
    for f in files:
        ET.parse(f)


@pytest.mark.parametrize("game", [None, "A1", 5])
def test_board_refuses_what_is_not_a_game(game, tmp_path):
    with pytest.raises(TypeError, match=r"^game=%s is not a Game"
                       % re.escape(repr(game))):
        libnexus.svg.board(game)
    with pytest.raises(TypeError, match="^game="):
        libnexus.svg.save(game, str(tmp_path / "x.svg"))
    assert not (tmp_path / "x.svg").exists()


@pytest.mark.parametrize("flag", ["coordinates", "legal", "last_move",
                                  "unblock"])
def test_board_refuses_flags_that_are_not_bools(flag):
    g = libnexus.Game(3)
    for value in (0, "no", None):
        with pytest.raises(TypeError, match=r"^%s=%s is not a bool"
                           % (flag, re.escape(repr(value)))):
            libnexus.svg.board(g, **{flag: value})
    assert "<svg" in libnexus.svg.board(g, **{flag: False})
