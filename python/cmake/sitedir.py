"""Print where `cmake --install` puts the Python package under a prefix,
run at install time by the interpreter CMake was given.

Line 1 is the directory, relative to the prefix; line 2 is "searched" when
an interpreter looks there without help, else a sentence saying why not.
The directory is, in order:

1. the site-packages of a venv, when the prefix is one (it has a
   pyvenv.cfg): lib/pythonX.Y/site-packages, X.Y being the venv's own
   version, whichever interpreter made it;
2. the interpreter's own site directory under the prefix, when it has one
   (Debian's /usr/local -> lib/python3.X/dist-packages);
3. else the interpreter's layout of a prefix, lib/python3.X/site-packages,
   which it does not search: line 2 says so, and how to use it.
"""

import os
import re
import sys
import sysconfig


def venv_version(prefix: str) -> str:
    """Returns the X.Y of the venv at ``prefix``, or '' if it is none."""
    try:
        with open(os.path.join(prefix, "pyvenv.cfg"), encoding="utf-8") as f:
            text = f.read()
    except OSError:
        return ""
    found = re.search(r"^\s*version(?:_info)?\s*=\s*(\d+)\.(\d+)", text, re.M)
    if found:
        return "%s.%s" % found.groups()
    libs = [d for d in os.listdir(os.path.join(prefix, "lib"))
            if re.fullmatch(r"python\d+\.\d+", d)] \
        if os.path.isdir(os.path.join(prefix, "lib")) else []
    return libs[0][len("python"):] if len(libs) == 1 else ""


def own_site(prefix: str) -> str:
    """Returns the interpreter's site directory under ``prefix``, or ''."""
    for entry in sys.path:
        rel = os.path.relpath(os.path.abspath(entry or "."), prefix)
        if re.fullmatch(r"lib/python3[.0-9]*/(site|dist)-packages", rel):
            return rel
    return ""


def main() -> None:
    prefix = os.path.abspath(sys.argv[1])
    version = venv_version(prefix)
    if version:
        print("lib/python%s/site-packages" % version)
        print("searched")
        return
    site = own_site(prefix)
    if site:
        print(site)
        print("searched")
        return
    site = sysconfig.get_path("purelib", "posix_prefix",
                              {"base": "", "platbase": ""}).lstrip("/")
    print(site)
    print("%s does not search %s, which is neither a venv nor one of its "
          "prefixes: put that directory on PYTHONPATH, install into a venv "
          "(--prefix VENV), or pip install the wheel (target python-wheel)"
          % (sys.executable, os.path.join(prefix, site)))


if __name__ == "__main__":
    main()
