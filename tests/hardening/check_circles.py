#!/usr/bin/env python3
"""Checks that the files of a C folder depend on each other one way.

A .c file depends on another when it calls a function the other defines
(not static), or when it includes a header of the folder that includes,
in turn, the file's own header. Calls that go round (a.c calls b.c, which
calls a.c) make a circle: neither file can be read, tested or changed
without the other, and their headers end up shared. So does a circle of
#include "..." lines between the folder's headers.

    check_circles.py DIR...
        check each folder's .c and .h files;
    check_circles.py --expect EXPECTED DIR
        check a planted folder, whose circles must be exactly the lines of
        EXPECTED (planted/circles: one circle of calls, one of includes).

Returns exit status 0 when no folder has a circle, 1 when one has.
"""

import os
import re
import sys

from checks import expect, files, read

KEYWORDS = {"if", "for", "while", "switch", "return", "sizeof", "defined"}
DEFINITION = re.compile(
    r"^(?!static\b)[A-Za-z_][\w \t*]*?\b([A-Za-z_]\w*)\s*\(([^;{}]*)\)\s*\{",
    re.M)
CALL = re.compile(r"\b([A-Za-z_]\w*)\s*\(")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def code(text):
    """Returns C text without its comments and string literals."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r'"(\\.|[^"\\\n])*"', '""', text)
    return re.sub(r"'(\\.|[^'\\\n])*'", "''", text)


def circles(graph):
    """Returns the circles of a graph {node: {node: why}}, each a sorted
    list of nodes (Tarjan's strongly connected components)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                part.append(other)
                if other == node:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def call_graph(folder):
    """Returns {file: {file: called functions}} over the folder's .c files."""
    texts = {os.path.basename(path): code(read(path))
             for path in files(folder, lambda n: n.endswith(".c"), False)}
    owner = {}
    for name, text in texts.items():
        for match in DEFINITION.finditer(text):
            if match.group(1) not in KEYWORDS:
                owner[match.group(1)] = name
    graph = {name: {} for name in texts}
    for name, text in texts.items():
        for called in sorted(set(CALL.findall(text))):
            other = owner.get(called)
            if other and other != name:
                graph[name].setdefault(other, []).append(called)
    return graph


def include_graph(folder):
    """Returns {header: {header: [its line]}} over the folder's headers."""
    paths = files(folder, lambda n: n.endswith(".h"), False)
    headers = {os.path.basename(path) for path in paths}
    graph = {name: {} for name in headers}
    for path in paths:
        name = os.path.basename(path)
        for included in INCLUDE.findall(read(path)):
            if included in headers and included != name:
                graph[name][included] = [f'#include "{included}"']
    return graph


def check(folder):
    """Returns the circles of one folder, as messages."""
    problems = []
    where = os.path.basename(os.path.normpath(folder))
    for kind, graph in (("calls", call_graph(folder)),
                        ("includes", include_graph(folder))):
        for part in circles(graph):
            links = [f"{a} -> {b} ({', '.join(graph[a][b])})"
                     for a in part for b in sorted(graph[a]) if b in part]
            problems.append(f"{where}: a circle of {kind}: "
                            + "; ".join(links))
    return problems


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    if len(argv) == 4 and argv[1] == "--expect":
        return expect(check(argv[3]), argv[2], "planted folder", "circles")
    problems = []
    for folder in argv[1:]:
        problems.extend(check(folder))
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"no circle in {', '.join(os.path.basename(os.path.normpath(f)) for f in argv[1:])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
