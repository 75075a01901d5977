#!/usr/bin/env python3
"""tags: every function that the library's object files define has a tag.

The width templates make most of the engine's functions (place128,
status_bb64_hw, ...) from definitions written T(name), which neither grep
nor ctags finds by itself. This check runs Universal Ctags over lib/ with
the tree's configuration (.ctags.d/nexus.ctags), lists the functions that
`nm` finds in the objects, and fails for each one that has no tag. For a
function that a template makes, it also fails where the template's top
comment does not name it, so that grep finds it too.

    check_tags.py --ctags CTAGS --nm NM --root SOURCE_DIR OBJECT...

Exits 77 (which the ctest reads as skipped) when no Universal Ctags is
installed.
"""
import argparse
import os
import re
import subprocess
import sys

SKIP = 77
# The instrumentation's own functions in clang's objects (asan.module_ctor,
# sancov.module_ctor_trace_pc_guard, ...).
MADE_BY_COMPILER = re.compile(r"^[a-z]+\.module_[cd]tor")


def tags_of(ctags, root):
    """Returns {name: (file, kind)} for the tags of lib/ under root."""
    config = os.path.join(root, ".ctags.d", "nexus.ctags")
    out = subprocess.run(
        [ctags, "--options=NONE", "--options=" + config, "-R", "-f", "-",
         "lib", "common"], cwd=root, check=True, capture_output=True, text=True).stdout
    tags = {}
    for line in out.splitlines():
        if line.startswith("!_"):
            continue
        fields = line.split("\t")
        if len(fields) < 4:
            continue
        name, path = fields[0], fields[1]
        kind = fields[3]
        # Keep the template's tag where a name has more than one.
        if name not in tags or kind == "w":
            tags[name] = (path, kind)
    return tags


def functions_of(nm, objects):
    """Returns the names of the functions that the objects define, with
    the compiler's suffixes (.constprop.0, .isra.0, .cold) taken off."""
    names = set()
    for obj in objects:
        out = subprocess.run([nm, "--defined-only", obj], check=True,
                             capture_output=True, text=True).stdout
        for line in out.splitlines():
            fields = line.split()
            # gcc's sanitizers add constructors and destructors named
            # _sub_I_ and _sub_D_, and clang's name theirs asan.module_ctor
            # and the like: no source defines them.
            if (len(fields) == 3 and fields[1] in ("t", "T") and
                    not fields[2].startswith("_sub_") and
                    not MADE_BY_COMPILER.match(fields[2])):
                names.add(fields[2].split(".")[0])
    return names


def head_of(path):
    """Returns the comments at the top of a file, before its first line of
    code (an #include may come between them): where a template lists the
    names it instantiates."""
    head = []
    in_comment = False
    with open(path, encoding="utf-8") as f:
        for line in f:
            text = line.strip()
            if in_comment or text.startswith("/*"):
                head.append(text)
                in_comment = "*/" not in text
            elif text and not text.startswith("#include"):
                break
    return "\n".join(head)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ctags", required=True)
    ap.add_argument("--nm", required=True)
    ap.add_argument("--root", required=True)
    ap.add_argument("objects", nargs="+")
    args = ap.parse_args()

    try:
        version = subprocess.run([args.ctags, "--version"], check=True,
                                 capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        print("tags: skipped: no ctags (install universal-ctags)")
        return SKIP
    if "Universal Ctags" not in version:
        print("tags: skipped: %s is not Universal Ctags (install "
              "universal-ctags)" % args.ctags)
        return SKIP

    tags = tags_of(args.ctags, args.root)
    # CMake passes a target's objects as one argument, separated by ';'.
    objects = [o for arg in args.objects for o in arg.split(";") if o]
    functions = functions_of(args.nm, objects)
    if not functions:
        print("tags: FAIL: no function found in the objects")
        return 1
    bad = []
    generated = 0
    for name in sorted(functions):
        if name not in tags:
            bad.append("%s: a function of the objects with no tag" % name)
            continue
        path, kind = tags[name]
        if kind != "w":
            continue
        generated += 1
        # The list names each function in full, so that grep finds it.
        named = r"\b%s\b" % re.escape(name)
        if not re.search(named, head_of(os.path.join(args.root, path))):
            bad.append("%s: not named at the top of %s" % (name, path))
    for line in bad:
        print("tags: FAIL: " + line)
    if bad:
        return 1
    print("tags: %d functions of the objects, every one tagged; %d made by "
          "templates, each named at the top of its template"
          % (len(functions), generated))
    return 0


if __name__ == "__main__":
    sys.exit(main())
