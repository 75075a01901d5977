"""The modules of the package depend on each other one way: each imports
alone, in a fresh interpreter, with only what it imports itself; the
graph of the imports made at run time has no cycle; and no import is made
inside a function, where it would hide a cycle until the call.

The modules are read from the package being tested (the build tree's copy
of python/libnexus). An import under ``if TYPE_CHECKING:`` names a type
for annotations only and runs never, so it is not an edge of the graph.
"""

import ast
import importlib.util
import pathlib
import subprocess
import sys

import pytest

import libnexus

PACKAGE = pathlib.Path(libnexus.__file__).resolve().parent

#: Imports made inside a function on purpose, by module, with the reason.
#: None is needed today: numpy, the one optional dependency, is imported
#: at the top of libnexus.env, whose whole package needs it.
LOCAL_IMPORTS_ALLOWED = {}


def modules():
    """(dotted name, path, whether it is a package) of every module."""
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        package = parts[-1] == "__init__"
        if package:
            parts.pop()
        yield ".".join(parts), path, package


NAMES = [name for name, _, _ in modules()]


def local_imports(tree):
    """The lines of the imports made inside a function or lambda."""
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef,
                             ast.Lambda)):
            lines.update(inner.lineno for inner in ast.walk(node)
                         if isinstance(inner, (ast.Import, ast.ImportFrom)))
    return sorted(lines)


def test_no_function_local_import():
    found = {}
    for name, path, _ in modules():
        lines = local_imports(ast.parse(path.read_text(encoding="utf-8")))
        if lines:
            found[name] = lines
    assert found == {k: v[0] for k, v in LOCAL_IMPORTS_ALLOWED.items()}


def _is_type_checking(node):
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _top_imports(body):
    """The import statements run when a module body runs: at its top
    level and in its top-level try and if blocks, except the blocks of
    ``if TYPE_CHECKING:``."""
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, ast.If) and not _is_type_checking(node):
            yield from _top_imports(node.body)
            yield from _top_imports(node.orelse)
        elif isinstance(node, ast.Try):
            for block in [node.body, node.orelse, node.finalbody] + \
                    [h.body for h in node.handlers]:
                yield from _top_imports(block)


def edges(name, path, package):
    """The modules of the package that ``name`` imports at run time."""
    known = set(NAMES)
    here = name if package else name.rpartition(".")[0]
    out = set()
    for node in _top_imports(ast.parse(path.read_text(encoding="utf-8"))
                             .body):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in known)
            continue
        if node.level == 0:
            base = node.module or ""
        else:
            base = here.rsplit(".", node.level - 1)[0] if node.level > 1 \
                else here
            base = base + ("." + node.module if node.module else "")
        if base in known and base != here:
            out.add(base)
        out.update(base + "." + a.name for a in node.names
                   if base + "." + a.name in known)
    return out


def test_run_time_imports_have_no_cycle():
    graph = {name: edges(name, path, package)
             for name, path, package in modules()}
    state, stack = {}, []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == "open":
                cycle = stack[stack.index(nxt):] + [nxt]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = "done"

    for name in sorted(graph):
        if name not in state:
            visit(name)
    # The check sees the edges that matter: game needs turns and svg.
    assert {"libnexus.turns", "libnexus.svg"} <= graph["libnexus.game"]


ALONE = """
import importlib, sys, types
name, root = sys.argv[1], sys.argv[2]
# Stand-ins for the packages above the module, so that their __init__
# (which imports every module) does not run first.
parts = name.split(".")
for i in range(1, len(parts)):
    pkg = ".".join(parts[:i])
    stub = types.ModuleType(pkg)
    stub.__path__ = [root + "/" + "/".join(parts[1:i])]
    sys.modules[pkg] = stub
importlib.import_module(name)
"""


@pytest.mark.parametrize("name", NAMES)
def test_each_module_imports_alone(name):
    if name.startswith("libnexus.env") and \
            importlib.util.find_spec("numpy") is None:
        pytest.skip("libnexus.env needs numpy")
    run = subprocess.run([sys.executable, "-c", ALONE, name, str(PACKAGE)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr


NO_NUMPY = """
import sys
sys.modules["numpy"] = None  # as if numpy were not installed
try:
    import libnexus.env
except ImportError as exc:
    print(exc)
else:
    print("imported")
"""


def test_env_without_numpy_says_how_to_get_it():
    run = subprocess.run([sys.executable, "-c", NO_NUMPY],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    message = run.stdout
    assert "libnexus.env needs numpy" in message, message
    assert "apt-get install python3-numpy" in message, message
    assert "pip install numpy" in message, message
    # The rest of the package works without numpy.
    run = subprocess.run([sys.executable, "-c", "import sys; "
                          "sys.modules['numpy'] = None; import libnexus; "
                          "libnexus.Game(3)"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
