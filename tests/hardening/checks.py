"""What the checkers of this folder share: which files of a tree they read,
how they read them, and how a planted tree's findings are compared with
the errors planted in it.

check_circles.py and check_cmake_sources.py import it; it is not run on
its own.
"""

import os

# planted: the broken examples of the tests, such as planted/sources.
SKIPPED_FOLDERS = {".git", "node_modules", "__pycache__", "planted"}


def files(root, keep, below=True):
    """Returns the paths of the files of the tree at ROOT whose names KEEP
    accepts, sorted folder by folder. With BELOW false, only the files of
    ROOT itself. Leaves out the folders of SKIPPED_FOLDERS, build trees
    (a folder with a CMakeCache.txt) and other checkouts inside the tree
    (a git worktree has a .git file of its own)."""
    found = []
    for folder, subfolders, names in os.walk(root):
        subfolders[:] = sorted(
            d for d in subfolders
            if below and d not in SKIPPED_FOLDERS
            and not os.path.exists(os.path.join(folder, d, "CMakeCache.txt"))
            and not os.path.exists(os.path.join(folder, d, ".git")))
        found.extend(os.path.join(folder, name)
                     for name in sorted(names) if keep(name))
    return found


def read(path):
    """Returns the text of the file at PATH, its bad bytes replaced."""
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def expect(found, expected, what, noun):
    """Returns 0 when the messages FOUND are exactly the lines of the file
    EXPECTED, and 1 otherwise, after printing both. WHAT names the planted
    tree in the message and NOUN what was found in it."""
    want = read(expected).splitlines()
    if found != want:
        print(f"{what}: expected\n  " + "\n  ".join(want)
              + "\nfound\n  " + "\n  ".join(found))
        return 1
    print(f"{what}: all {len(found)} {noun} found")
    return 0
