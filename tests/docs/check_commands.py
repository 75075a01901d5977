#!/usr/bin/env python3
"""Fails when a nexus command is missing from README.md's table or nexus(1).

    check_commands.py NEXUS README.md nexus.1

The commands are those `NEXUS --help` lists. README.md must have a row of
its command table for each (a table cell that starts with `nexus COMMAND`),
except `help` and `version`, which every command line has; the man page
must have a subsection for each (`.SS "nexus COMMAND"`). Every option that
the man page gives a command, in its SYNOPSIS or its subsection (a line of
markup that starts with the option, such as `.BI \-\-size " n"`), must be
one that `NEXUS COMMAND --help` lists. Exit status 0 when all is well.
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


def man_options(man):
    """Returns the (command, option) pairs that the man page gives."""
    pairs, cmd, section = set(), None, None
    for line in open(man):
        if line.startswith(".SH"):
            section, cmd = line.split()[1] if len(line.split()) > 1 else "", None
            continue
        if section not in ("SYNOPSIS", "COMMANDS"):
            continue
        m = re.match(r'^\.SS "nexus ([a-z\\-]+)"', line)
        if not m and section == "SYNOPSIS":
            m = re.match(r"^\.B nexus ([a-z\\-]+)", line)
        if m:
            cmd = m.group(1).replace("\\-", "-")
        elif cmd and re.match(r"^\.(BI|RB|B) (\[ )?\\-\\-", line):
            for opt in re.findall(r"\\-\\-([a-z][a-z0-9\\-]*)", line):
                pairs.add((cmd, "--" + opt.replace("\\-", "-")))
    return pairs


def help_of(nexus, cmd):
    """Returns what `NEXUS CMD --help` prints."""
    return subprocess.run([nexus, cmd, "--help"], stdout=subprocess.PIPE,
                          text=True).stdout


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
    helps = {}
    for cmd, opt in sorted(man_options(man)):
        if cmd not in helps:
            helps[cmd] = help_of(nexus, cmd)
        if not re.search(re.escape(opt) + r"\b", helps[cmd]):
            errors.append("%s gives nexus %s %s, which its --help does not "
                          "list" % (os.path.basename(man), cmd, opt))
    for e in errors:
        print("FAIL:", e)
    print("%d commands, %d missing" % (len(cmds), len(errors)))
    return 1 if errors or not cmds else 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
