"""The wheel (target python-wheel) installs anywhere: `pip install
--no-index WHEEL` into a fresh venv made without system site packages, for
Debian's Python and every other CPython >= 3.9 found on the machine; then,
from a directory outside the source and build trees and with no variable
set, a game is played and a bot match run, and the libraries loaded are
the wheel's own."""

import glob
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from helpers import SOURCE

pytestmark = pytest.mark.bots

BUILD = Path(os.environ.get("NEXUS_BUILD_DIR", ""))

PROBE = r"""
import os, sys
import libnexus
from libnexus.match import play_series
here = os.path.dirname(libnexus.__file__)
g = libnexus.Game()
g.play("C3")
bot = libnexus.SimpleBot()
print("turn", bot.choose(g))
series = play_series(libnexus.SimpleBot(), libnexus.RandomBot(3), 4, size=4)
print("series", series.a, series.b, len(series.games),
      series.a_wins + series.b_wins + series.draws + series.no_winner)
mcts = libnexus.MctsBot(iterations=50)
print("mcts", mcts.name, mcts.choose(libnexus.Game(size=3)).point.name != "")
maps = open("/proc/self/maps").read()
for name in ("libnexus.so.1", "libnexus-bot.so.1"):
    paths = {line.split()[-1] for line in maps.splitlines()
             if line.endswith("/" + name)}
    print("loaded", name, sorted(paths) == [os.path.join(here, "_lib", name)])
print("package", here.startswith(sys.prefix))
try:
    import numpy  # noqa: F401
except ImportError:
    try:
        import libnexus.env  # noqa: F401
    except ImportError as e:
        print("env", "numpy" in str(e))
"""


def interpreters():
    """Debian's Python, then every other CPython >= 3.9 found (pyenv's,
    /usr/local's), each installation once: (version, path) pairs."""
    found = {}
    patterns = ["/usr/bin/python3", "/usr/bin/python3.[0-9]*",
                "/usr/local/bin/python3.[0-9]*",
                os.path.expanduser("~/.pyenv/versions/*/bin/python3")]
    for pattern in patterns:
        for path in sorted(glob.glob(pattern)):
            if not re.search(r"python3(\.\d+)?$", path) or \
                    not os.access(path, os.X_OK):
                continue
            r = subprocess.run([path, "-c", "import sys, venv; print("
                                "sys.implementation.name, "
                                "'%d.%d' % sys.version_info[:2])"],
                               capture_output=True, text=True, timeout=60)
            words = r.stdout.split()
            if r.returncode or words[0] != "cpython":
                continue
            major, minor = map(int, words[1].split("."))
            real = os.path.realpath(path)
            if (major, minor) >= (3, 9) and real not in found:
                found[real] = (words[1], path)
    return sorted(found.values(), key=lambda vp: vp[1] != "/usr/bin/python3")


def clean_env():
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("NEXUS_", "PYTHON", "VIRTUAL_ENV")) and
           k not in ("LD_LIBRARY_PATH", "LD_PRELOAD")}
    env["PATH"] = "/usr/bin:/bin"
    return env


@pytest.fixture(scope="module")
def wheel():
    r = subprocess.run(["cmake", "--build", str(BUILD), "--target",
                        "python-wheel"], capture_output=True, text=True,
                       timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    made = sorted((BUILD / "python" / "dist").glob("libnexus-*.whl"))
    assert len(made) == 1, made
    return made[0]


def test_wheel_holds_both_libraries(wheel, tmp_path):
    version = re.search(r'\nversion = "([^"]+)"',
                        (SOURCE / "python" / "pyproject.toml").read_text())
    assert wheel.name.startswith("libnexus-%s-py3-none-" % version.group(1))
    assert wheel.name.endswith(".whl") and "linux" in wheel.name
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        tag = z.read("libnexus-%s.dist-info/WHEEL" % version.group(1))
    assert "libnexus/_lib/libnexus.so.1" in names
    assert "libnexus/_lib/libnexus-bot.so.1" in names
    assert "libnexus/py.typed" in names and "libnexus/env/__init__.py" in names
    assert b"Root-Is-Purelib: false" in tag
    # No run path into the build tree. The dynamic section alone is read:
    # a build with debug information names its build tree in that
    # information, which the loader never reads.
    with zipfile.ZipFile(wheel) as z:
        z.extract("libnexus/_lib/libnexus-bot.so.1", tmp_path)
    dynamic = subprocess.run(
        ["readelf", "-d", str(tmp_path / "libnexus/_lib/libnexus-bot.so.1")],
        check=True, capture_output=True, text=True).stdout
    assert "NEEDED" in dynamic
    paths = [line for line in dynamic.splitlines()
             if "(RPATH)" in line or "(RUNPATH)" in line]
    assert not any(str(BUILD) in line for line in paths), paths


def test_there_are_interpreters():
    found = interpreters()
    assert found and found[0][1] == "/usr/bin/python3", found
    print("interpreters:", found)


@pytest.mark.parametrize("version,python",
                         interpreters() or [("none", "")],
                         ids=lambda v: str(v))
def test_pip_install_into_a_fresh_venv(wheel, tmp_path, version, python):
    venv = tmp_path / "venv"
    r = subprocess.run([python, "-m", "venv", str(venv)], env=clean_env(),
                       capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stdout + r.stderr
    cfg = (venv / "pyvenv.cfg").read_text()
    assert "include-system-site-packages = false" in cfg
    py = str(venv / "bin" / "python")
    r = subprocess.run([py, "-m", "pip", "install", "--no-index",
                        "--disable-pip-version-check", str(wheel)],
                       env=clean_env(), capture_output=True, text=True,
                       timeout=240, cwd=tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    r = subprocess.run([py, "-c", PROBE], env=clean_env(), cwd=elsewhere,
                       capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stdout + r.stderr
    out = r.stdout.splitlines()
    assert "turn place C2" in out
    assert "series simple random 4 4" in out
    assert "mcts mcts True" in out
    assert "loaded libnexus.so.1 True" in out
    assert "loaded libnexus-bot.so.1 True" in out
    assert "package True" in out
    # numpy is not in a fresh venv: the env module says what it needs
    assert "env True" in out
    shutil.rmtree(venv)
