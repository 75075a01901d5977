"""Print where the Python package goes under an install prefix (relative):
the interpreter's own site directory in that prefix when it has one
(/usr/local -> lib/python3.X/dist-packages on Debian), else the layout of
a venv and of PYTHONPATH use, lib/python3.X/site-packages."""

import os
import re
import sys
import sysconfig

prefix = os.path.abspath(sys.argv[1])
for entry in sys.path:
    rel = os.path.relpath(os.path.abspath(entry or "."), prefix)
    if re.fullmatch(r"lib/python3[.0-9]*/(site|dist)-packages", rel):
        print(rel)
        break
else:
    print(sysconfig.get_path("purelib", "posix_prefix",
                             {"base": "", "platbase": ""}).lstrip("/"))
