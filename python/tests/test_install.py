"""Finding the libraries, and installs from scratch: the build tree's
package needs no variable; NEXUS_LIBRARY overrides; a failure names every
place searched; `cmake --install` to a prefix then `import libnexus` from
elsewhere with only the prefix's site-packages on the path; `pip install
--no-build-isolation ./python` into a venv against an installed library."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import libnexus
from helpers import SOURCE

BUILD = Path(os.environ.get("NEXUS_BUILD_DIR", ""))
PROBE = ("import libnexus; print(libnexus.library_path); "
         "print(libnexus.__file__); g = libnexus.Game(); g.play('C3'); "
         "print(libnexus.SimpleBot().choose(g))")


def clean_env(**extra):
    """The environment without NEXUS_* nor library or Python paths."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("NEXUS_") and
           k not in ("PYTHONPATH", "LD_LIBRARY_PATH", "PYTHONHOME")}
    env.update(extra)
    return env


def run(cmd, cwd, env, check=True):
    r = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True,
                       text=True, timeout=240)
    if check:
        assert r.returncode == 0, r.stdout + r.stderr
    return r


def test_build_tree_needs_no_variable():
    assert "NEXUS_LIBRARY" not in os.environ
    assert Path(libnexus.library_path).resolve().parent == BUILD.resolve()


def test_missing_library_names_every_place(tmp_path):
    shutil.copytree(SOURCE / "python" / "libnexus", tmp_path / "libnexus")
    r = run([sys.executable, "-c", "import libnexus"], tmp_path,
            clean_env(PYTHONPATH=str(tmp_path)), check=False)
    assert r.returncode != 0 and "LibraryNotFoundError" in r.stderr
    for place in (tmp_path / "lib", tmp_path / "lib64", Path("/usr/lib")):
        assert str(place / "libnexus.so.1") in r.stderr
    assert "libnexus.so.1 (the system's dynamic loader)" in r.stderr
    assert "NEXUS_LIBRARY" in r.stderr


def test_environment_variable_overrides(tmp_path):
    nope = str(tmp_path / "nope.so")
    r = run([sys.executable, "-c", "import libnexus"], tmp_path,
            dict(os.environ, NEXUS_LIBRARY=nope), check=False)
    assert r.returncode != 0 and nope in r.stderr
    r = run([sys.executable, "-c", PROBE], tmp_path,
            dict(os.environ, NEXUS_LIBRARY=libnexus.library_path))
    assert r.stdout.splitlines()[0] == libnexus.library_path


def site_packages(prefix):
    found = list(Path(prefix).glob("lib/python3*/*-packages"))
    assert len(found) == 1, found
    return found[0]


def test_cmake_install_then_import(tmp_path):
    prefix = tmp_path / "prefix"
    run(["cmake", "--install", str(BUILD), "--prefix", str(prefix)],
        tmp_path, clean_env())
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    site = site_packages(prefix)
    out = run([sys.executable, "-c", PROBE], elsewhere,
              clean_env(PYTHONPATH=str(site))).stdout.splitlines()
    assert out[0].startswith(str(prefix / "lib"))
    assert out[1].startswith(str(site))
    assert out[2] == "place C2"
    for sub in ("env/vector.py", "env/aec.py", "engine.py", "solve.py"):
        assert (site / "libnexus" / sub).is_file(), sub


def other_interpreter():
    """A CPython >= 3.9 other than the one CMake was given, or None."""
    from test_wheel import interpreters
    mine = os.path.realpath(sys.executable)
    for _, path in interpreters():
        if os.path.realpath(path) != mine:
            return path
    return None


def test_cmake_install_into_a_venv_of_another_python(tmp_path):
    """`cmake --install --prefix VENV` puts the package in the venv's own
    site-packages, whichever Python made the venv: its interpreter then
    imports it with no variable set."""
    python = other_interpreter()
    if python is None:
        pytest.skip("no other CPython >= 3.9 on this machine")
    venv = tmp_path / "venv"
    run([python, "-m", "venv", str(venv)], tmp_path, clean_env())
    r = run(["cmake", "--install", str(BUILD), "--prefix", str(venv)],
            tmp_path, clean_env())
    assert "does not search" not in r.stdout + r.stderr
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = run([str(venv / "bin" / "python"), "-c", PROBE], elsewhere,
              clean_env()).stdout.splitlines()
    assert out[0] == str(venv / "lib" / "libnexus.so.1")
    assert out[1].startswith(str(site_packages(venv)))
    assert out[2] == "place C2"


def test_cmake_install_says_when_python_will_not_look(tmp_path):
    prefix = tmp_path / "prefix"
    r = run(["cmake", "--install", str(BUILD), "--prefix", str(prefix)],
            tmp_path, clean_env())
    assert "does not search %s" % site_packages(prefix) in \
        " ".join((r.stdout + r.stderr).split())


def test_pip_install_into_venv(tmp_path):
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)],
        tmp_path, clean_env())
    # The library (not the package) into the venv's prefix ...
    run(["cmake", "--install", str(BUILD), "--prefix", str(venv),
         "--component", "Unspecified"], tmp_path, clean_env())
    assert not (site_packages(venv) / "libnexus").exists()
    # ... then the package with pip, from a copy (pip builds in the tree).
    shutil.copytree(SOURCE / "python", tmp_path / "src",
                    ignore=shutil.ignore_patterns("__pycache__", "tests"))
    python = str(venv / "bin" / "python")
    run([python, "-m", "pip", "install", "--no-build-isolation", "--no-index",
         "--no-deps", str(tmp_path / "src")], tmp_path, clean_env())
    out = run([python, "-c", PROBE], tmp_path,
              clean_env()).stdout.splitlines()
    assert out[0].startswith(str(venv / "lib"))
    assert out[1].startswith(str(site_packages(venv)))
    assert out[2] == "place C2"
    typed = run([python, "-c", "import importlib.resources as r; "
                 "print(r.files('libnexus').joinpath('py.typed').is_file())"],
                tmp_path, clean_env()).stdout.strip()
    assert typed == "True"
