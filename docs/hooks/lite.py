"""mkdocs hook: build the JupyterLite site of the tutorials into the site's ``lite/``.

Python runs in the reader's browser there (Pyodide), with no server: see
``docs/lite/build_site.py``. Set ``WOLFPACK_DOCS_LITE=0`` to leave it out (``mkdocs
serve`` while writing pages: it takes about a minute and needs PyPI and npm).
"""

from __future__ import annotations

import importlib.util
import logging
import os
from pathlib import Path
from typing import Any

LOG = logging.getLogger("mkdocs.hooks.lite")
BUILDER = Path(__file__).resolve().parents[1] / "lite" / "build_site.py"


def on_post_build(config: Any) -> None:
    if os.environ.get("WOLFPACK_DOCS_LITE", "1") == "0":
        LOG.info("JupyterLite site left out (WOLFPACK_DOCS_LITE=0)")
        return
    spec = importlib.util.spec_from_file_location("wolfpack_lite_site", BUILDER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out = Path(config["site_dir"]) / "lite"
    module.build(out)
    LOG.info("JupyterLite site of the tutorials in %s", out)
