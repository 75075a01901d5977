"""Where this copy of the package looks for the C libraries first.

This is the copy in the source tree and in a ``pip install``: it names no
directory, so the libraries are looked for in the prefix the package sits in
and on the system (see :mod:`libnexus._loader`). CMake writes its own
version of this file into the build tree (absolute directories of the
freshly built libraries) and into ``cmake --install``'s prefix (the library
directory relative to the installed package).
"""

from typing import Dict, Tuple

__all__ = ["LIBRARY_DIRS"]

#: Library stem ("nexus", "nexus-bot") -> directories to look in, in order.
#: A relative directory is taken from the package's own directory.
LIBRARY_DIRS: Dict[str, Tuple[str, ...]] = {}
