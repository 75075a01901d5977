#!/usr/bin/env python3
"""Fails when a nexus command is missing from README.md's table or nexus(1).

    check_commands.py NEXUS README.md nexus.1

The commands are those `NEXUS --help` lists. README.md must have a row of
its command table for each (a table cell that starts with `nexus COMMAND`),
except `help` and `version`, which every command line has; the man page
must have a subsection for each (`.SS "nexus COMMAND"`). Exit status 0 when
all is well.
"""
import os
import re
import subprocess
import sys

LISTED = re.compile(r"^  ([a-z][a-z0-9-]*)  +\S", re.M)


def commands(nexus):
    """Returns the commands that the tool's help lists."""
    text = subprocess.run([nexus, "--help"], stdout=subprocess.PIPE,
                          check=True, text=True).stdout
    return LISTED.findall(text.split("Commands:", 1)[-1])


def main(nexus, readme, man):
    cmds = commands(nexus)
    rows = set(re.findall(r"^\|\s*`nexus ([a-z][a-z0-9-]*)", open(readme).read(),
                          re.M))
    sections = set(re.findall(r'^\.SS "nexus ([a-z][a-z0-9\\-]*)"',
                              open(man).read(), re.M))
    sections = {s.replace("\\-", "-") for s in sections}
    errors = []
    for cmd in cmds:
        if cmd not in ("help", "version") and cmd not in rows:
            errors.append("%s has no row for nexus %s"
                          % (os.path.basename(readme), cmd))
        if cmd not in sections:
            errors.append("%s has no section for nexus %s"
                          % (os.path.basename(man), cmd))
    for e in errors:
        print("FAIL:", e)
    print("%d commands, %d missing" % (len(cmds), len(errors)))
    return 1 if errors or not cmds else 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
