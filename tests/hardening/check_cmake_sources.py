#!/usr/bin/env python3
"""Checks that each folder builds its own targets.

A source file (.c, .cc, .cpp) belongs to the nearest folder above it that
holds a CMakeLists.txt. This check reads every CMakeLists.txt and *.cmake
file of the tree and fails when one of them names a source file that
belongs to another folder, takes a list of sources from a variable set
elsewhere, reads the SOURCES of a target defined elsewhere, or adds a
folder that is not below its own. A folder that needs another folder's
code links that folder's library instead.

    check_cmake_sources.py ROOT
        check the tree at ROOT (folders named "planted" are left out);
    check_cmake_sources.py --expect EXPECTED ROOT
        check a planted tree, whose errors must be exactly the lines of
        EXPECTED (planted/sources: one error of each kind).

Returns exit status 0 when the tree is clean, 1 when it is not.
"""

import os
import re
import sys

from checks import expect, files, read

SOURCE_SUFFIXES = (".c", ".cc", ".cpp", ".cxx")
# Commands whose arguments are lists of source files.
SOURCE_COMMANDS = {"add_executable", "add_library", "target_sources"}
# Words of those commands that are not sources.
SOURCE_KEYWORDS = {
    "STATIC", "SHARED", "MODULE", "OBJECT", "INTERFACE", "IMPORTED",
    "ALIAS", "GLOBAL", "EXCLUDE_FROM_ALL", "WIN32", "MACOSX_BUNDLE",
    "PRIVATE", "PUBLIC", "UNKNOWN",
}
ROOT_VARIABLES = ("PROJECT_SOURCE_DIR", "CMAKE_SOURCE_DIR", "nexus_SOURCE_DIR")
HERE_VARIABLES = ("CMAKE_CURRENT_SOURCE_DIR", "CMAKE_CURRENT_LIST_DIR")
BINARY_VARIABLES = ("PROJECT_BINARY_DIR", "CMAKE_BINARY_DIR",
                    "CMAKE_CURRENT_BINARY_DIR", "nexus_BINARY_DIR")


def cmake_files(root):
    """Returns the CMake files of the tree (checks.files leaves out build
    trees and other checkouts inside it)."""
    return files(root, lambda n: n == "CMakeLists.txt" or n.endswith(".cmake"))


def commands(text):
    """Returns the commands of a CMake file as (line, name, arguments).

    Comments are dropped; quoted arguments lose their quotes; parentheses
    nested in the arguments (as in if() conditions) are kept as words.
    """
    result = []
    pos, line, n = 0, 1, len(text)
    while pos < n:
        char = text[pos]
        if char == "\n":
            line += 1
            pos += 1
        elif char == "#":
            if text.startswith("#[[", pos):
                end = text.find("]]", pos)
                end = n if end < 0 else end + 2
            else:
                end = text.find("\n", pos)
                end = n if end < 0 else end
            line += text.count("\n", pos, end)
            pos = end
        elif char.isalpha() or char == "_":
            match = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\s*\(").match(text, pos)
            if not match:
                pos += 1
                continue
            name = match.group(0).rstrip("( \t\r\n").lower()
            start_line = line
            line += text.count("\n", pos, match.end())
            pos = match.end()
            args, depth, word = [], 1, None
            while pos < n and depth > 0:
                char = text[pos]
                if char == '"':
                    end = pos + 1
                    while end < n and text[end] != '"':
                        end += 2 if text[end] == "\\" else 1
                    line += text.count("\n", pos, end)
                    word = (word or "") + text[pos + 1:end]
                    pos = end + 1
                    continue
                if char == "#" and word is None:
                    end = text.find("\n", pos)
                    pos = n if end < 0 else end
                    continue
                if char in " \t\r\n()":
                    if word is not None:
                        args.append(word)
                        word = None
                    if char == "\n":
                        line += 1
                    depth += {"(": 1, ")": -1}.get(char, 0)
                else:
                    word = (word or "") + char
                pos += 1
            result.append((start_line, name, args))
        else:
            pos += 1
    return result


def assigned_variables(cmds):
    """Returns the names of the variables a file sets, one way or another."""
    names = set()
    for _, name, args in cmds:
        if not args:
            continue
        if name in ("set", "foreach", "get_target_property", "get_property",
                    "get_filename_component", "find_program", "find_library",
                    "find_path", "find_file", "option", "configure_file"):
            names.add(args[0])
        elif name in ("list", "file", "math", "cmake_path") and len(args) > 1:
            names.add(args[1])
        elif name == "string" and len(args) > 1:
            names.update(args[1:])
        elif name in ("function", "macro"):
            names.update(args[1:])
            names.update(("ARGN", "ARGV"))
        elif name == "cmake_parse_arguments":
            # [PARSE_ARGV N] PREFIX OPTIONS ONE_VALUE MULTI_VALUE
            rest = args[2:] if args[0] == "PARSE_ARGV" else args
            for keywords in rest[1:4]:
                names.update(f"{rest[0]}_{k}" for k in keywords.split(";"))
    return names


def single_values(cmds):
    """Returns the variables set once to one word, by name."""
    values, count = {}, {}
    for _, name, args in cmds:
        if name == "set" and args:
            count[args[0]] = count.get(args[0], 0) + 1
            if len(args) >= 2 and (len(args) == 2 or args[2] == "CACHE"):
                values[args[0]] = args[1]
    return {k: v for k, v in values.items() if count[k] == 1}


def expand(word, values, root, here, depth=0):
    """Returns WORD with the variables it can resolve replaced.

    Returns None for a path in the build tree. Variables it cannot
    resolve are left as they are.
    """
    def replace(match):
        var = match.group(1)
        if var in ROOT_VARIABLES:
            return root
        if var in HERE_VARIABLES:
            return here
        if var in BINARY_VARIABLES:
            return "\0binary"
        if var in values and depth < 8:
            return expand(values[var], values, root, here, depth + 1) or "\0binary"
        return match.group(0)
    expanded = re.sub(r"\$\{([A-Za-z0-9_]+)\}", replace, word)
    return None if "\0binary" in expanded else expanded


class Tree:
    """The folders of the tree that own sources (hold a CMakeLists.txt)."""

    def __init__(self, root):
        self.root = os.path.realpath(root)
        self.owners = set()
        for path in cmake_files(self.root):
            if os.path.basename(path) == "CMakeLists.txt":
                self.owners.add(os.path.dirname(os.path.realpath(path)))

    def owner(self, path):
        """Returns the folder that owns PATH, or None outside the tree."""
        folder = os.path.dirname(os.path.normpath(path))
        while True:
            if folder in self.owners:
                return folder
            parent = os.path.dirname(folder)
            if parent == folder:
                return None
            folder = parent

    def show(self, path):
        """Returns PATH relative to the root, for messages."""
        return os.path.relpath(path, self.root)


def check_file(tree, path):
    """Returns the problems of one CMake file, as messages."""
    cmds = commands(read(path))
    here = os.path.dirname(os.path.realpath(path))
    own = tree.owner(os.path.join(here, "x"))
    values = single_values(cmds)
    local = assigned_variables(cmds)
    created = {args[0] for _, name, args in cmds
               if name in ("add_executable", "add_library") and args}
    where = tree.show(path)
    problems = []

    def foreign_source(line, name, word):
        if not word.endswith(SOURCE_SUFFIXES) or "$<" in word:
            return
        full = expand(word, values, tree.root, here)
        if full is None:
            return
        if full.startswith("${"):
            var = re.match(r"\$\{([A-Za-z0-9_]+)\}", full).group(1)
            if name in SOURCE_COMMANDS and var not in local:
                problems.append(f"{where}:{line}: {word} is a source "
                                f"named through ${{{var}}}, set elsewhere")
            return
        # What is left unresolved (a loop variable) stays inside its folder.
        full = re.sub(r"\$\{[A-Za-z0-9_]+\}", "x", full)
        if not os.path.isabs(full):
            full = os.path.join(here, full)
        full = os.path.normpath(full)
        owner = tree.owner(full)
        if owner != own:
            problems.append(
                f"{where}:{line}: {tree.show(full)} belongs to "
                f"{tree.show(owner) if owner else 'no folder of the tree'}/")

    for line, name, args in cmds:
        for word in args:
            foreign_source(line, name, word)
        if name in SOURCE_COMMANDS:
            for word in args[1:]:
                match = re.fullmatch(r"\$\{([A-Za-z0-9_]+)\}", word)
                if match and match.group(1) not in local:
                    problems.append(
                        f"{where}:{line}: {name}({args[0]}) takes sources "
                        f"from {word}, set elsewhere")
        if name == "get_target_property" and len(args) >= 3 \
                and args[2] == "SOURCES" and args[1] not in created:
            problems.append(f"{where}:{line}: reads the SOURCES of "
                            f"{args[1]}, a target of another folder")
        if name == "add_subdirectory" and args:
            full = expand(args[0], values, tree.root, here)
            if full is None or "${" in full:
                continue
            if not os.path.isabs(full):
                full = os.path.join(here, full)
            full = os.path.normpath(full)
            if os.path.commonpath([full, here]) != here:
                problems.append(f"{where}:{line}: adds {tree.show(full)}/, "
                                f"which is not below {tree.show(here)}/")
    return problems


def check_tree(root):
    """Returns the problems of every CMake file under ROOT."""
    tree = Tree(root)
    problems = []
    for path in cmake_files(tree.root):
        problems.extend(check_file(tree, path))
    return problems


def main(argv):
    if len(argv) == 4 and argv[1] == "--expect":
        return expect(check_tree(argv[3]), argv[2], "planted tree", "errors")
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    problems = check_tree(argv[1])
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} source references cross a folder")
        return 1
    print("every folder builds only its own sources")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
