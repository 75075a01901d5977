"""The package's surface: full type hints (mypy --strict passes; the
package ships py.typed), a docstring on every public name, and readable
reprs of the value types."""

import importlib.util
import inspect
import subprocess
import sys
from pathlib import Path

import pytest

import libnexus
from libnexus import Turn

PACKAGE = Path(libnexus.__file__).resolve().parent
MODULES = [libnexus, libnexus.game, libnexus.bots, libnexus.records,
           libnexus.match, libnexus.svg, libnexus.points, libnexus.data,
           libnexus.enums, libnexus.errors, libnexus.allocators,
           libnexus.turns, libnexus._loader]


def public_members(obj):
    for name, member in vars(obj).items():
        if not name.startswith("_"):
            yield name, member


def undocumented():
    missing = []
    for module in MODULES:
        if not module.__doc__:
            missing.append(module.__name__)
        for name, member in public_members(module):
            if getattr(member, "__module__", None) != module.__name__:
                continue
            if inspect.isclass(member) or inspect.isfunction(member):
                if not inspect.getdoc(member):
                    missing.append("%s.%s" % (module.__name__, name))
            if inspect.isclass(member) and not issubclass(member, Exception):
                missing += ["%s.%s.%s" % (module.__name__, name, attr)
                            for attr, m in public_members(member)
                            if (inspect.isfunction(m) or
                                isinstance(m, property)) and not m.__doc__]
    return missing


def test_every_public_name_has_a_docstring():
    assert undocumented() == []


def test_typed():
    assert (PACKAGE / "py.typed").is_file()
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy not installed (apt-get install python3-mypy)")
    r = subprocess.run([sys.executable, "-m", "mypy", "--strict",
                        "--no-incremental", "--cache-dir", "/dev/null",
                        str(PACKAGE)], capture_output=True, text=True,
                       timeout=240)
    assert r.returncode == 0, r.stdout + r.stderr


def test_readable_reprs():
    g = libnexus.Game.from_position(libnexus.Position.from_board(
        "XX./OXX/OO.", to_move=libnexus.Color.WHITE, quiet=7))
    assert repr(g.point("B2")) == "Point('B2', 3)" and str(g.point(4)) == "B2"
    assert repr(Turn(g.point(2), (g.point(1),))) == \
        "Turn(Point('C1', 3), unblock=(Point('B1', 3),))"
    assert str(Turn(g.point(2), (g.point(1),))) == "unblock B1 place C1"
    pv = g.preview("C1", ["B1"])
    assert "audit=AuditKind.NONE" in repr(pv) and "mover_debt=4" in repr(pv)
    assert str(libnexus.Result(libnexus.Outcome.DRAW,
                               libnexus.Reason.QUIET)) == "draw quiet"
    with pytest.raises(AttributeError):
        pv.net = 3          # frozen
    c1 = g.point("C1")
    assert c1 != "C1" and c1 == 2 and hash(c1) == hash(2)
