"""Finding and opening libnexus.so.1 and libnexus-bot.so.1.

Order, for each library: the path in its environment variable
(``NEXUS_LIBRARY`` / ``NEXUS_BOT_LIBRARY``), which then is the only place
tried; the directories of :mod:`libnexus._paths` (the build tree, or the
prefix ``cmake --install`` put the package in); the library directories of
the prefixes the package sits in (a venv, ``/usr/local``, ...); and last the
system's dynamic loader (its cache, ``LD_LIBRARY_PATH``). When every place
fails, :class:`LibraryNotFoundError` names them all.
"""

import ctypes
import os
import sys
import sysconfig
from pathlib import Path
from typing import Dict, List, Tuple

from . import _paths
from ._ints import exports

__all__ = ["ENVIRONMENT", "LibraryNotFoundError", "candidates",
           "open_library", "soname"]

#: Environment variable that overrides the search, per library stem.
ENVIRONMENT: Dict[str, str] = {"nexus": "NEXUS_LIBRARY",
                               "nexus-bot": "NEXUS_BOT_LIBRARY"}

_PACKAGE_DIR = Path(__file__).resolve().parent


class LibraryNotFoundError(ImportError):
    """A C library (libnexus or libnexus-bot) could not be opened.

    ``searched`` lists every place that was tried, in order.
    """

    def __init__(self, stem: str, searched: List[str], errors: List[str]):
        self.stem = stem
        self.searched = list(searched)
        lines = ["lib%s could not be loaded; searched, in order:" % stem]
        lines += ["  " + place for place in searched]
        lines += ["errors:"] + ["  " + e for e in errors] if errors else []
        lines.append("set %s to the library's path, or install libnexus"
                     % ENVIRONMENT[stem])
        super().__init__("\n".join(lines))


def soname(stem: str) -> str:
    """The file name the dynamic loader knows a library by."""
    if sys.platform == "darwin":
        return "lib%s.1.dylib" % stem
    return "lib%s.so.1" % stem


def _prefix_library_dirs() -> List[Path]:
    """lib/, lib64/ and lib/<multiarch>/ of every prefix holding the
    package, nearest first, then of the running interpreter's prefix."""
    multiarch = sysconfig.get_config_var("MULTIARCH") or ""
    prefixes = list(_PACKAGE_DIR.parents)[:5] + [Path(sys.prefix)]
    dirs = []
    for prefix in prefixes:
        for sub in ("lib", "lib64", os.path.join("lib", multiarch)):
            dirs.append(prefix / sub)
    return dirs


def candidates(stem: str) -> List[str]:
    """Every path tried for a library, in order; a bare file name at the
    end stands for the system's dynamic loader."""
    override = os.environ.get(ENVIRONMENT[stem])
    if override:
        return [override]
    dirs = [_PACKAGE_DIR / d for d in _paths.LIBRARY_DIRS.get(stem, ())]
    dirs += _prefix_library_dirs()
    seen, out = set(), []
    for d in dirs:
        path = os.path.normpath(str(d / soname(stem)))
        if path not in seen:
            seen.add(path)
            out.append(path)
    return out + [soname(stem)]


def open_library(stem: str) -> Tuple[ctypes.CDLL, str]:
    """Open a library: (handle, the path or name that worked)."""
    errors: List[str] = []
    tried = candidates(stem)
    for place in tried:
        if os.sep in place and not os.path.exists(place):
            continue
        try:
            return ctypes.CDLL(place), place
        except OSError as exc:
            errors.append(str(exc))
    shown = [p if os.sep in p else "%s (the system's dynamic loader)" % p
             for p in tried]
    raise LibraryNotFoundError(stem, shown, errors)


__dir__ = exports(globals())
