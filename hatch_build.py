"""Build hook: compile the exact solver's C search (``src/wolfpack/lone_wolves/bots/solver_core.c``)
into a shared library beside it, loaded with ctypes at run time.

The library needs no Python headers, only a C compiler (``$CC``, else the one Python was
built with, else ``cc``). Where none works the build goes on without it and the solver
searches in Python, slower but with the same answers (``wolfpack.lone_wolves.bots.solver_native``).

``WOLFPACK_PURE_WHEEL=1`` builds the pure wheel (``py3-none-any``: the solver in Python), for
JupyterLite and machines without a compiler; else a wheel with the compiled core is tagged
for this platform (``auditwheel repair`` then gives it a manylinux tag a registry accepts).
"""

from __future__ import annotations

import hashlib
import os
import shlex
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface
from packaging.tags import sys_tags

SOURCE = Path("src/wolfpack/lone_wolves/bots/solver_core.c")


def library_name() -> str:
    """The file name ``wolfpack.lone_wolves.bots.solver_native`` loads."""
    suffix = ".dll" if sys.platform == "win32" else ".dylib" if sys.platform == "darwin" else ".so"
    return "_solver_core" + suffix


def platform_tag() -> str:
    """This machine's wheel platform tag, as hatchling infers it: not a manylinux or
    musllinux tag, which promise a portability a locally compiled library does not have."""
    return next(
        t.platform
        for t in sys_tags()
        if "manylinux" not in t.platform and "musllinux" not in t.platform
    )


def compilers() -> list[list[str]]:
    """Candidate compiler commands, best first."""
    found = []
    for cmd in (os.environ.get("CC"), sysconfig.get_config_var("CC"), "cc", "gcc", "clang"):
        if cmd and shlex.split(cmd) not in found:
            found.append(shlex.split(cmd))
    return found


def compile_core(root: Path) -> Path | None:
    """Compile the core if it is missing or older than its source; its path, or None."""
    source = root / SOURCE
    target = source.with_name(library_name())
    if target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
        return target  # (the library checks its source's hash when loaded)
    digest = hashlib.sha256(source.read_bytes()).hexdigest()
    flags = ["-O2", "-shared", "-fPIC", "-std=c99", f'-DLW_SOURCE_SHA256="{digest}"']
    flags += ["-o", str(target), str(source)]
    errors = []
    for cc in compilers():
        try:
            done = subprocess.run([*cc, *flags], capture_output=True, text=True, timeout=120)
        except (OSError, subprocess.TimeoutExpired) as e:
            errors.append(f"{' '.join(cc)}: {e}")
            continue
        if done.returncode == 0:
            return target
        errors.append(f"{' '.join(cc)}: {done.stderr.strip()[:500]}")
    print(
        "wolfpack: could not compile the solver core; the solver will search in Python "
        "(slower, same answers).\n  " + "\n  ".join(errors),
        file=sys.stderr,
    )
    return None


class CustomBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    """Compile the solver core for wheels and editable installs."""

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or os.environ.get("WOLFPACK_PURE_WHEEL") == "1":
            return
        lib = compile_core(Path(self.root))
        if lib is None:
            return
        build_data["pure_python"] = False
        # The core is loaded with ctypes and does not use the Python C API: one wheel
        # serves every Python 3 on this platform.
        build_data["tag"] = f"py3-none-{platform_tag()}"
        build_data["artifacts"].append(str(lib.relative_to(self.root)))
