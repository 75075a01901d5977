#!/usr/bin/env python3
"""The pictures of nexus_game_format_svg() are well-formed SVG.

    svg_xml.py DIR [DOCS]

Parses every DIR/*.svg (the rules pictures, written by the rules-examples
test) with xml.etree and checks that each is an SVG document whose points
are consistent: at most one stone per point, legal dots only on empty
points, every element inside the picture. Two pictures are known from the
rules text: board.svg is the empty 5x5 board (25 legal points, no stone),
unblock.svg the 3x3 position where White must remove one of four Black
stones and has no legal point. With DOCS, every picture a guide there shows
(`![...](NAME.svg)`) must be one of DIR: Doxygen drops a missing image
without a warning. Exit status 0 when all is well."""
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"


def classes(root, cls):
    return [e for e in root.iter() if e.get("class") == cls]


def check(path):
    root = ET.parse(path).getroot()
    errors = []
    if root.tag != NS + "svg":
        return ["root element is %s, not svg" % root.tag]
    width, height = int(root.get("width")), int(root.get("height"))
    if root.get("viewBox") != "0 0 %d %d" % (width, height):
        errors.append("viewBox %s" % root.get("viewBox"))
    stones = [e.get("data-point") for e in root.iter()
              if (e.get("class") or "").startswith("stone ")]
    if len(stones) != len(set(stones)):
        errors.append("two stones on one point")
    for dot in classes(root, "legal"):
        if dot.get("data-point") in stones:
            errors.append("legal dot on the stone at %s" % dot.get("data-point"))
    for e in root.iter(NS + "circle"):
        x, y = float(e.get("cx")), float(e.get("cy"))
        if not (0 <= x <= width and 0 <= y <= height):
            errors.append("circle outside the picture at %s" % e.get("data-point"))
    return errors, root, stones


def known(name, root, stones):
    legal = classes(root, "legal")
    if name == "board.svg" and (len(legal) != 25 or stones):
        return ["board.svg: %d legal dots and %d stones, expected 25 and 0"
                % (len(legal), len(stones))]
    if name == "unblock.svg":
        marks = sorted(e.get("data-point") for e in classes(root, "unblock"))
        if legal or marks != ["A2", "B1", "B3", "C2"]:
            return ["unblock.svg: legal %d, unblock marks %s" % (len(legal), marks)]
    return []


def missing_pictures(docs, names):
    missing = []
    for guide in sorted(glob.glob(os.path.join(docs, "*.md"))):
        with open(guide, encoding="utf-8") as f:
            for name in re.findall(r"!\[[^\]]*\]\(([^)]+\.svg)\)", f.read()):
                if name not in names:
                    missing.append("%s shows %s, which is not drawn"
                                   % (os.path.basename(guide), name))
    return missing


def main(directory, docs=None):
    paths = sorted(glob.glob(os.path.join(directory, "*.svg")))
    names = {os.path.basename(p) for p in paths}
    failures = 0
    for e in missing_pictures(docs, names) if docs else []:
        print("FAIL:", e)
        failures += 1
    if not {"board.svg", "unblock.svg"} <= names:
        print("FAIL: board.svg and unblock.svg expected in", directory)
        failures += 1
    for path in paths:
        try:
            result = check(path)
            errors = result if isinstance(result, list) else (
                result[0] + known(os.path.basename(path), result[1], result[2]))
        except (ET.ParseError, TypeError, ValueError) as e:
            errors = ["does not parse: %s" % e]
        for e in errors:
            print("FAIL %s: %s" % (path, e))
        failures += bool(errors)
    print("%d pictures, %d failed" % (len(paths), failures))
    return 1 if failures or not paths else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
