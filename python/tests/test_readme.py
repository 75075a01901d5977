"""The Python example of README.md runs as written (in a fresh process,
from a scratch directory)."""

import re
import subprocess
import sys

import pytest

from helpers import SOURCE

pytestmark = pytest.mark.bots


def test_readme_python_example_runs(tmp_path):
    text = (SOURCE / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Python\n"):]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    script = tmp_path / "example.py"
    script.write_text(code, encoding="utf-8")
    r = subprocess.run([sys.executable, str(script)], cwd=tmp_path,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    # print(series) gives its tally (str), as the README says.
    assert "E_OCCUPIED" in r.stdout and "simple-python " in r.stdout
    assert "(20 games: " in r.stdout
    assert (tmp_path / "board.svg").is_file()
