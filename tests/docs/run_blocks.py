#!/usr/bin/env python3
"""Runs the code blocks of a Markdown document, so that the text is the test.

    run_blocks.py DOC --build BUILD --source SOURCE --prefix PREFIX --work DIR
                  [--python PYTHON]

Every fenced block whose info string is sh, bash, c, python or cmake is run
in the order of the document, in a scratch directory (DIR) that links the
source tree's top-level entries and has `build` pointing at BUILD, so that
the paths the documents use (`./build/cli/nexus`, `examples/...`) work and
nothing is written into the tree. The library comes from PREFIX, an
installed tree, as a reader who followed docs/install.md would have it:
pkg-config, CMake and PATH find it there.

- A `sh` or `bash` block runs with `bash -e`; it must exit with status 0.
- A `c` block with a `main` function is compiled against the installed
  libraries (pkg-config nexus nexus-bot) and run; it must exit with 0.
- A `python` block runs with the build's package on PYTHONPATH, under the
  interpreter given by --python, which is also `python3` for the shell.
- A `cmake` block is the body of a project that builds `app` from app.c (the
  file the document names, else an empty program) against PREFIX.

An HTML comment just before a block changes what happens to it:
- `<!-- doc-test: skip REASON -->`: the block is not run; a reason is required.
- `<!-- doc-test: file NAME -->`: the block is written to NAME before any
  block runs, and is not run itself (unless it is a C program).
- `<!-- doc-test: excerpt PATH -->`: the block's lines, except lines that
  are `...`, must appear in that order in PATH (a file of the tree); a
  trailing comment on either side does not count.
- `<!-- doc-test: output -->`: the block is the exact output of the block
  run just before it.
- `<!-- doc-test: output of COMMAND -->`: the block is the exact output of
  the shell command COMMAND, run in the scratch directory.
In an expected output, a line `...` stands for any lines, and a line that
ends with ` ...` for any line that starts with what comes before it.

Blocks with any other info string, or none, are text. Exit status 0 when
every block passed; each failure names the document and the block's line.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

RUN_LANGS = {"sh", "bash", "c", "python", "cmake"}
FENCE = re.compile(r"^(```+)([^\n`]*)\n(.*?)^\1[ \t]*$", re.M | re.S)
MARK = re.compile(r"<!--\s*doc-test:\s*(.*?)\s*-->\Z", re.S)
TIMEOUT = 600
TRAILING_COMMENT = re.compile(r"(\s*/\*.*?\*/|\s*//.*|\s+#.*)\s*$")


class Block:
    def __init__(self, line, lang, text, mark):
        self.line = line
        self.lang = lang
        self.text = text
        self.mark = mark  # (kind, argument) or None


def parse_blocks(text):
    """Returns the fenced blocks of a Markdown text, with their markers."""
    blocks = []
    for m in FENCE.finditer(text):
        info = m.group(2).strip().split()
        lang = info[0].lower() if info else ""
        before = text[:m.start()].rstrip()
        mark = None
        found = MARK.match(before[before.rfind("<!--"):]) \
            if before.endswith("-->") else None
        if found:
            words = found.group(1).split(None, 1)
            mark = (words[0], words[1] if len(words) > 1 else "")
        line = text.count("\n", 0, m.start()) + 1
        blocks.append(Block(line, lang, m.group(3), mark))
    return blocks


def code_of(line):
    """Returns a line of code without its trailing comment and spaces, which
    an excerpt may leave out."""
    return TRAILING_COMMENT.sub("", line).strip()


def output_matches(expected, actual):
    """Returns True when actual is expected, with its wildcards."""
    want = expected.rstrip("\n").split("\n")
    got = actual.rstrip("\n").split("\n") if actual.strip() else []

    def match(i, j):
        if i == len(want):
            return j == len(got)
        if want[i] == "...":
            return any(match(i + 1, k) for k in range(j, len(got) + 1))
        if j == len(got):
            return False
        if want[i].endswith(" ..."):
            ok = got[j].startswith(want[i][:-4])
        else:
            ok = got[j] == want[i]
        return ok and match(i + 1, j + 1)

    return match(0, 0)


class Runner:
    def __init__(self, args):
        self.doc = args.doc
        self.name = os.path.relpath(args.doc, args.source)
        self.source = os.path.abspath(args.source)
        self.build = os.path.abspath(args.build)
        self.prefix = os.path.abspath(args.prefix)
        self.work = os.path.abspath(args.work)
        self.python = args.python
        self.failures = []
        self.last_output = None
        self.env = self.make_env()

    def make_env(self):
        env = dict(os.environ)
        lib = os.path.join(self.prefix, "lib")
        env["PATH"] = os.path.join(self.prefix, "bin") + os.pathsep + env["PATH"]
        env["PKG_CONFIG_PATH"] = os.path.join(lib, "pkgconfig")
        env["CMAKE_PREFIX_PATH"] = self.prefix
        env["PYTHONPATH"] = os.path.join(self.build, "python")
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        if self.python:
            # The documents say python3: it is the interpreter the build
            # was configured with, as on a Debian machine.
            shim = os.path.join(self.work + ".bin")
            os.makedirs(shim, exist_ok=True)
            link = os.path.join(shim, "python3")
            if os.path.lexists(link):
                os.remove(link)
            os.symlink(self.python, link)
            env["PATH"] = shim + os.pathsep + env["PATH"]
        for var in ("LD_LIBRARY_PATH", "NEXUS_LIBRARY", "NEXUS_BOT_LIBRARY"):
            env.pop(var, None)
        return env

    def prepare(self):
        shutil.rmtree(self.work, ignore_errors=True)
        os.makedirs(self.work)
        for entry in os.listdir(self.source):
            if entry in (".git", "build") or entry.startswith("build-"):
                continue
            os.symlink(os.path.join(self.source, entry),
                       os.path.join(self.work, entry))
        os.symlink(self.build, os.path.join(self.work, "build"))

    def fail(self, block, why):
        self.failures.append("%s:%d: %s" % (self.name, block.line, why))

    def shell(self, command, block):
        """Returns the output of a shell command, or None when it failed."""
        try:
            done = subprocess.run(["bash", "-e", "-c", command], cwd=self.work,
                                  env=self.env, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True,
                                  timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            self.fail(block, "timed out after %d s" % TIMEOUT)
            return None
        sys.stdout.write(done.stdout)
        if done.returncode != 0:
            self.fail(block, "exit status %d:\n%s" % (done.returncode,
                                                      done.stdout[-2000:]))
            return None
        return done.stdout

    def run_c(self, block, index):
        if "main(" not in block.text:
            self.fail(block, "a C block that is no program must be marked "
                      "excerpt, file or skip")
            return
        src = os.path.join(self.work, "doc_block_%d.c" % index)
        with open(src, "w", encoding="utf-8") as f:
            f.write(block.text)
        exe = src[:-2]
        lib = os.path.join(self.prefix, "lib")
        cmd = ('cc -std=c11 -Wall -Wextra -Wpedantic -Werror -o "%s" "%s" '
               '$(pkg-config --cflags --libs nexus-bot nexus) -Wl,-rpath,"%s" '
               '&& "%s"' % (exe, src, lib, exe))
        self.last_output = self.shell(cmd, block)

    def run_cmake(self, block, index):
        proj = os.path.join(self.work, "doc_cmake_%d" % index)
        os.makedirs(proj)
        app = os.path.join(self.work, "app.c")
        main = open(app, encoding="utf-8").read() if os.path.exists(app) \
            else "int main(void)\n{\n    return 0;\n}\n"
        with open(os.path.join(proj, "app.c"), "w", encoding="utf-8") as f:
            f.write(main)
        with open(os.path.join(proj, "CMakeLists.txt"), "w",
                  encoding="utf-8") as f:
            f.write("cmake_minimum_required(VERSION 3.16)\n"
                    "project(doc_block C)\nadd_executable(app app.c)\n"
                    + block.text)
        cmd = ('cmake -S "%s" -B "%s/b" -DCMAKE_BUILD_TYPE=Release '
               '-DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON > /dev/null '
               '&& cmake --build "%s/b" > /dev/null' % (proj, proj, proj))
        self.last_output = self.shell(cmd, block)

    def check_excerpt(self, block, path):
        full = os.path.join(self.source, path)
        if not os.path.isfile(full):
            self.fail(block, "excerpt of %s, which does not exist" % path)
            return
        lines = [code_of(l) for l in open(full, encoding="utf-8")]
        pos = 0
        for want in block.text.split("\n"):
            want = code_of(want)
            if not want or want == "...":
                continue
            try:
                pos = lines.index(want, pos) + 1
            except ValueError:
                self.fail(block, "line %r is not in %s (in this order)"
                          % (want, path))
                return

    def check_output(self, block, actual):
        if actual is None:
            self.fail(block, "no output to compare: the command before failed")
        elif not output_matches(block.text, actual):
            self.fail(block, "output differs:\n--- expected\n%s--- actual\n%s"
                      % (block.text, actual))

    def run_block(self, block, index):
        kind, arg = block.mark if block.mark else (None, None)
        if kind == "skip":
            if not arg:
                self.fail(block, "doc-test: skip needs a reason")
            return
        if kind == "excerpt":
            self.check_excerpt(block, arg)
            return
        if kind == "output":
            if arg.startswith("of "):
                self.check_output(block, self.shell(arg[3:], block))
            else:
                self.check_output(block, self.last_output)
            return
        if kind == "file" and block.lang != "c":
            return
        if kind not in (None, "file"):
            self.fail(block, "unknown doc-test marker %r" % kind)
            return
        if block.lang not in RUN_LANGS:
            return
        print("--- %s:%d (%s)" % (self.name, block.line, block.lang))
        if block.lang in ("sh", "bash"):
            self.last_output = self.shell(block.text, block)
        elif block.lang == "python":
            self.last_output = self.shell(
                'python3 - <<"DOC_TEST_EOF"\n%sDOC_TEST_EOF\n' % block.text,
                block)
        elif block.lang == "c":
            self.run_c(block, index)
        else:
            self.run_cmake(block, index)

    def run(self):
        with open(self.doc, encoding="utf-8") as f:
            blocks = parse_blocks(f.read())
        self.prepare()
        for block in blocks:
            if block.mark and block.mark[0] == "file":
                with open(os.path.join(self.work, block.mark[1]), "w",
                          encoding="utf-8") as f:
                    f.write(block.text)
        ran = 0
        for index, block in enumerate(blocks):
            self.run_block(block, index)
            ran += block.lang in RUN_LANGS or bool(block.mark)
        for failure in self.failures:
            print("FAIL:", failure)
        print("%s: %d blocks checked, %d failed" % (self.name, ran,
                                                    len(self.failures)))
        return 1 if self.failures else 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("doc")
    p.add_argument("--build", required=True)
    p.add_argument("--source", required=True)
    p.add_argument("--prefix", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--python", help="the interpreter that python3 means")
    return Runner(p.parse_args()).run()


if __name__ == "__main__":
    sys.exit(main())
