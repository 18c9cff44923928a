"""mkdocs hook: build the JupyterLite site of the tutorials into the site's ``lite/``.

Python runs in the reader's browser there (Pyodide), with no server: see
``docs/lite/build_site.py``. Set ``WOLFPACK_DOCS_LITE=0`` to leave it out (``mkdocs
serve`` while writing pages: it takes about a minute and needs PyPI and npm).
"""

from __future__ import annotations

import importlib.util
import logging
import os
import shutil
from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files, InclusionLevel

LOG = logging.getLogger("mkdocs.hooks.lite")
BUILDER = Path(__file__).resolve().parents[1] / "lite" / "build_site.py"
PLACEHOLDER = """<!doctype html>
<meta charset="utf-8">
<title>wolfpack: JupyterLite</title>
<p>The JupyterLite site of the tutorials was left out of this build of the documentation
(<code>WOLFPACK_DOCS_LITE=0</code>).</p>
"""


def on_files(files: Files, config: Any) -> Files:
    """The pages link to the JupyterLite site (``lite/lab/index.html``), which is only built
    after the pages: a placeholder makes the link known to the link check, and the real site
    replaces it (with ``WOLFPACK_DOCS_LITE=0`` the placeholder stays and says so)."""
    page = "lite/lab/index.html"  # (docs/lite/ itself holds the builder: excluded)
    files.append(
        File.generated(config, page, content=PLACEHOLDER, inclusion=InclusionLevel.INCLUDED)
    )
    return files


def on_post_build(config: Any) -> None:
    if os.environ.get("WOLFPACK_DOCS_LITE", "1") == "0":
        LOG.info("JupyterLite site left out (WOLFPACK_DOCS_LITE=0)")
        return
    spec = importlib.util.spec_from_file_location("wolfpack_lite_site", BUILDER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out = Path(config["site_dir"]) / "lite"
    shutil.rmtree(out, ignore_errors=True)  # the placeholder of on_files
    module.build(out)
    LOG.info("JupyterLite site of the tutorials in %s", out)
