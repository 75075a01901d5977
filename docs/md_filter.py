#!/usr/bin/env python3
"""Doxygen input filter for the guides (docs/*.md): GitHub-style anchors.

    md_filter.py FILE.md

The guides link to their sections the way GitHub renders Markdown:
`[text](#hot-spots)` within a page, `[text](rules.md#r16-...)` across pages,
the anchor being GitHub's slug of the heading. Doxygen 1.9 makes no such
anchors, so this filter gives every heading below the title an explicit
label, the page's name and the slug (`{#performance-hot-spots}`), and
rewrites the links to match. Labels must be unique across the site, hence
the prefix. Code blocks are left alone. Writes the result to stdout."""
import os
import re
import sys

HEADING = re.compile(r"^(#{2,6})\s+(.*?)\s*$")
LINK = re.compile(r"\]\(([A-Za-z0-9_-]+\.md)?#([A-Za-z0-9_-]+)\)")


def slug(title):
    """GitHub's anchor for a heading: lower case, punctuation dropped,
    spaces as hyphens."""
    text = re.sub(r"`|\*\*|__", "", title).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def page(name):
    return os.path.splitext(os.path.basename(name))[0]


def filter_lines(lines, this):
    fenced = False
    seen = {}
    for line in lines:
        if line.lstrip().startswith("```"):
            fenced = not fenced
            yield line
            continue
        if fenced:
            yield line
            continue
        line = LINK.sub(lambda m: "](#%s-%s)" % (page(m.group(1) or this),
                                                 m.group(2)), line)
        m = HEADING.match(line.rstrip("\n"))
        if m and "{#" not in line:
            anchor = slug(m.group(2))
            # GitHub numbers the second heading of a name "-1", and so on.
            n = seen.get(anchor, 0)
            seen[anchor] = n + 1
            if n:
                anchor = "%s-%d" % (anchor, n)
            line = "%s %s {#%s-%s}\n" % (m.group(1), m.group(2), page(this),
                                         anchor)
        yield line


def main(path):
    with open(path, encoding="utf-8") as f:
        sys.stdout.write("".join(filter_lines(f.readlines(), path)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
