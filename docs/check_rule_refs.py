#!/usr/bin/env python3
"""Every rule number cited in the tree exists in docs/rules.md.

    check_rule_refs.py SOURCE_DIR

A citation is R<number> anywhere (no column of the board is called R), and
B<digit> where it names a rule of the simple bot rather than a point: in a
range such as B1-B4, as B2.1, or after "rules.md", "rule" or "bot".
docs/rules.md defines a rule with a heading `### R6. ...` or `### B2. ...`.
Exit status 0 when all is well."""
import os
import re
import sys

SKIP_DIRS = {".git", "node_modules", "__pycache__"}
TEXT_EXT = {".c", ".h", ".md", ".txt", ".py", ".cmake", ".in", ".sh", ".js",
            ".ts", ".mjs", ".html", ".json", ".nxr", ".map", ".toml", ".cfg"}

R_CITE = re.compile(r"(?<![A-Za-z0-9_])R(\d+)(?![0-9A-Za-z_])")
B_RANGE = re.compile(r"(?<![A-Za-z0-9_])B(\d)\s*[-\u2013]\s*B(\d)(?!\d)")
B_SUB = re.compile(r"(?<![A-Za-z0-9_])B(\d)\.\d")
B_NAMED = re.compile(r"(?:rules\.md#?|[Rr]ules?|bot)[ ,(]*B(\d)(?!\d)")
R_RANGE = re.compile(r"(?<![A-Za-z0-9_])R(\d+)\s*[-\u2013]\s*R(\d+)")
DEFINED = re.compile(r"^#{2,4} +([RB]\d+)\. ", re.M)


def source_files(root):
    for top, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS
                         and not d.startswith("build") and not d.startswith("."))
        for name in sorted(files):
            if os.path.splitext(name)[1] in TEXT_EXT or name == "CMakeLists.txt":
                yield os.path.join(top, name)


def citations(text):
    found = {"R" + m.group(1) for m in R_CITE.finditer(text)}
    for m in R_RANGE.finditer(text):
        found |= {"R%d" % i for i in range(int(m.group(1)), int(m.group(2)) + 1)}
    for m in B_RANGE.finditer(text):
        found |= {"B%d" % i for i in range(int(m.group(1)), int(m.group(2)) + 1)}
    found |= {"B" + m.group(1) for m in B_SUB.finditer(text)}
    found |= {"B" + m.group(1) for m in B_NAMED.finditer(text)}
    return found


def main(root):
    rules_path = os.path.join(root, "docs", "rules.md")
    with open(rules_path, encoding="utf-8") as f:
        defined = set(DEFINED.findall(f.read()))
    errors = []
    cited = 0
    for path in source_files(root):
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except (UnicodeDecodeError, OSError):
            continue
        for rule in sorted(citations(text)):
            cited += 1
            if rule not in defined:
                errors.append("%s cites %s, which docs/rules.md does not define"
                              % (os.path.relpath(path, root), rule))
    for e in errors:
        print("FAIL:", e)
    print("%d rules defined, %d citations checked, %d errors"
          % (len(defined), cited, len(errors)))
    return 1 if errors or not defined else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
