"""mkdocs hook: publish the package's JSON Schemas (``src/wolfpack/schemas/*.schema.json``,
the files the wheel ships) at ``schemas/<name>.schema.json``, where their ``$id`` says they
are, so that the site and the package can never hold different schemas."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files

from wolfpack.schemas import SCHEMAS, file_name

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "wolfpack"


def on_files(files: Files, config: Any) -> Files:
    """Add every schema file of the package to the site."""
    for name in SCHEMAS:
        files.append(
            File(
                f"schemas/{file_name(name)}",
                src_dir=str(PACKAGE),
                dest_dir=config["site_dir"],
                use_directory_urls=config["use_directory_urls"],
            )
        )
    return files
