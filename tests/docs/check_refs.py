#!/usr/bin/env python3
"""Fails on any reference in the tree to a file that does not exist.

    check_refs.py SOURCE_DIR [--allow FILE]

It reads every text file of the tree (documents, sources, comments and the
messages in them) and checks two kinds of reference:

- A Markdown link or picture, `[text](target)`, whose target is not a web
  address or an anchor, must name an existing file relative to the
  document. Pictures of docs/ (`*.svg`) are drawn by the build from the
  rules examples, so they are not in the tree; install_tree checks that each
  one is installed.
- A file name with one of the source or document extensions, such as
  `lib/rules/turn.c` or `rules.md`, must be the path of a file of the tree,
  relative to the root or to the citing file's directory, or the end of such
  a path (`rules/turn.c`); a bare name must be the name of some file.

Names that are deliberately not in the tree (build products, files of other
projects, the reader's own files in examples) are listed in the allow file,
one a line with the reason after it. Exit status 0 when all is well.
"""
import argparse
import os
import re
import sys

SKIP_DIRS = {".git", "node_modules", "__pycache__", "corpus"}
SKIP_FILES = {"package-lock.json"}
TEXT_EXT = {".c", ".h", ".md", ".txt", ".py", ".cmake", ".in", ".sh", ".mjs",
            ".js", ".ts", ".html", ".css", ".json", ".map", ".toml", ".1",
            ".nxr", ".cfg", ".1"}
REF_EXT = ("md|c|h|py|mjs|js|ts|sh|cmake|txt|nxr|json|map|in|toml|html|css|"
           "symbols|abi")
FILE_REF = re.compile(r"(?<![\w./$@{%%*\\-])((?:[\w.-]+/)*[\w-][\w.-]*\.(?:%s))"
                      r"(?![\w/(-])" % REF_EXT)
MD_LINK = re.compile(r"!?\[[^\]\n]*\]\(([^)\s]+)\)")
URL = re.compile(r"^[a-z][a-z0-9+.-]*:", re.I)
SYSTEM_INCLUDE = re.compile(r"<[\w./-]+\.h>")
# What a reader reads in source code: comments and string literals. In C
# and JavaScript these are /* */ and // comments and quoted strings; in
# Python, shell and CMake, # comments and quoted strings.
C_PROSE = re.compile(r"/\*.*?\*/|//[^\n]*|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'|`[^`]*`",
                     re.S)
HASH_PROSE = re.compile(r'"""(?:.|\n)*?"""|\'\'\'(?:.|\n)*?\'\'\'|#[^\n]*|'
                        r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'')
C_LIKE = {".c", ".h", ".mjs", ".js", ".ts", ".css"}
HASH_LIKE = {".py", ".sh", ".cmake", ".toml", ".cfg"}


def tree_files(root):
    """Returns the tree's files as paths relative to root."""
    found = []
    for top, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS
                         and not d.startswith("build") and d != "shared")
        for name in files:
            found.append(os.path.relpath(os.path.join(top, name), root))
    return sorted(found)


def is_text(path):
    name = os.path.basename(path)
    return (os.path.splitext(name)[1] in TEXT_EXT or name == "CMakeLists.txt"
            or name.startswith(".") is False and "." not in name
            and os.path.dirname(path) == ".ci")


def prose_of(rel, text):
    """Returns the (offset, text) pieces of a file that a reader reads as
    prose: the whole of a document, the comments and strings of code."""
    name = os.path.basename(rel)
    ext = os.path.splitext(name)[1]
    if ext in C_LIKE:
        pattern = C_PROSE
    elif ext in HASH_LIKE or name == "CMakeLists.txt" or \
            os.path.dirname(rel) == ".ci":
        pattern = HASH_PROSE
    elif ext == ".1":
        return [(0, text.replace("\\-", "-"))]  # a man page's \- is a -
    else:
        return [(0, text)]
    return [(m.start(), m.group(0)) for m in pattern.finditer(text)]


def is_build_path(ref):
    """Returns True for a path inside a build tree, which is not in the
    tree: build/..., BUILD/..., build-wasm/... and the like."""
    first = ref.split("/", 1)[0]
    return "/" in ref and (first in ("build", "BUILD", "<build>")
                           or first.startswith("build-"))


def read_allow(path):
    allowed = set()
    if path:
        for line in open(path, encoding="utf-8"):
            line = line.strip()
            if line and not line.startswith("#"):
                allowed.add(line.split()[0])
    return allowed


class Checker:
    def __init__(self, root, allowed):
        self.root = root
        self.files = tree_files(root)
        self.paths = set(self.files)
        self.names = {os.path.basename(f) for f in self.files}
        self.allowed = allowed
        self.errors = []

    def exists(self, ref, here):
        ref = ref.rstrip(".")
        if os.path.basename(ref) in self.allowed or ref in self.allowed:
            return True
        if "/" not in ref:
            return ref in self.names
        norm = os.path.normpath(os.path.join(here, ref))
        if norm in self.paths or os.path.normpath(ref) in self.paths:
            return True
        tail = "/" + os.path.normpath(ref).lstrip("./")
        return any(("/" + f).endswith(tail) for f in self.files)

    def check_links(self, rel, text):
        here = os.path.dirname(rel)
        for m in MD_LINK.finditer(text):
            target = m.group(1).split("#", 1)[0]
            if not target or URL.match(target):
                continue
            if target.endswith(".svg") and here == "docs":
                continue
            if not os.path.exists(os.path.join(self.root, here, target)):
                self.error(rel, text, m.start(), "link to %s" % target)

    def check_names(self, rel, text):
        here = os.path.dirname(rel)
        for start, prose in prose_of(rel, text):
            prose = SYSTEM_INCLUDE.sub(lambda m: " " * len(m.group(0)), prose)
            for m in FILE_REF.finditer(prose):
                ref = m.group(1)
                if prose[max(0, m.start() - 2):m.start()] == "](":
                    continue  # a link target: check_links reads it
                if is_build_path(ref) or self.exists(ref, here):
                    continue
                self.error(rel, text, start + m.start(),
                           "%s does not exist" % ref)

    def error(self, rel, text, pos, why):
        line = text.count("\n", 0, pos) + 1
        self.errors.append("%s:%d: %s" % (rel, line, why))

    def run(self):
        checked = 0
        for rel in self.files:
            if not is_text(rel) or os.path.basename(rel) in SKIP_FILES \
                    or "planted" in rel.split(os.sep)[:-1]:
                continue  # planted: the broken examples of the tests
            try:
                with open(os.path.join(self.root, rel), encoding="utf-8") as f:
                    text = f.read()
            except (UnicodeDecodeError, OSError):
                continue
            checked += 1
            if rel.endswith(".md"):
                self.check_links(rel, text)
            self.check_names(rel, text)
        for e in self.errors:
            print("FAIL:", e)
        print("%d files read, %d dangling references" % (checked,
                                                          len(self.errors)))
        return 1 if self.errors or not checked else 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("root")
    p.add_argument("--allow")
    args = p.parse_args()
    return Checker(args.root, read_allow(args.allow)).run()


if __name__ == "__main__":
    sys.exit(main())
