"""What the scripts that count instructions under valgrind share (layout_instructions.py,
launch_order.py): the check that valgrind is there, and copies of release binaries stripped of
their DWARF, which valgrind 3.19 cannot read as Swift 6.3 writes it. The copies go into the
caller's private scratch folder (tempfile's, mode 0700).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path


def has_valgrind(script: str) -> bool:
    """Whether valgrind is on the PATH; if not, says so on stderr as `script`."""
    if shutil.which("valgrind") is None:
        print(f"{script}: needs valgrind (apt-get install valgrind)", file=sys.stderr)
        return False
    return True


def stripped_copy(binary: Path, folder: Path) -> Path:
    """A copy of `binary` without its DWARF, under the same name in `folder`."""
    copy = folder / binary.name
    subprocess.run(["strip", "--strip-debug", str(binary), "-o", str(copy)], check=True)
    return copy
