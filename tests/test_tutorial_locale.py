"""``./dev tutorial`` opens JupyterLab in the learner's language (issue 43): German or
Japanese menus when the locale says so, from JupyterLab's language packs in the tutorial
extra and the translation setting that ``dev`` writes in its working copy's own user
settings (``.tutorial/.jupyterlab/user-settings``), never in the user's home.

The functions of ``dev`` that choose the language and write the setting are run here as
``dev`` runs them (in bash, in a scratch copy of the repository's layout), and the setting
is read back as JupyterLab's server reads it.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from jupyterlab_server.settings_utils import get_settings
from jupyterlab_server.translation_utils import L10N_SCHEMA_NAME, get_language_packs

ROOT = Path(__file__).resolve().parents[1]
DEV = (ROOT / "dev").read_text("utf-8")
LAB = Path(sys.prefix) / "share" / "jupyter" / "lab"
LOCALES = {"de_DE.UTF-8": "de_DE", "ja_JP.UTF-8": "ja_JP", "en_GB.UTF-8": "en", "C": "en"}
"""The learner's locale (``LANG``) and the JupyterLab locale the tutorial opens in."""


def _dev_function(name: str) -> str:
    """A function of ``dev`` as written there (with the variables it reads)."""
    body = re.search(rf"^{name}\(\) \{{\n.*?^\}}\n", DEV, re.S | re.M)
    assert body is not None, f"dev has no function {name}"
    return body.group(0)


def tutorial_settings(lang: str, workdir: Path, settings_dir: Path | None = None) -> Path:
    """Run ``dev``'s choice of language and its tutorial settings for ``LANG=lang`` in
    ``workdir`` (into ``settings_dir`` instead of ``dev``'s, if given: a JupyterLab's of
    the end-to-end tests); the user settings directory it wrote."""
    settings = re.search(r"^TUTORIAL_SETTINGS=(\S+)$", DEV, re.M)
    assert settings is not None
    target = workdir / settings.group(1) if settings_dir is None else settings_dir
    script = "\n".join(
        [
            "set -euo pipefail",
            settings.group(0),
            *([] if settings_dir is None else ['TUTORIAL_SETTINGS="$1"']),
            _dev_function("learner_language"),
            _dev_function("tutorial_settings"),
            'tutorial_settings "$(learner_language)"',
        ]
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    subprocess.run(
        ["bash", "-c", script, "dev", str(target)],
        cwd=workdir,
        env={**env, "LANG": lang},
        check=True,
    )
    return target


def _locale_as_jupyterlab_reads_it(settings_dir: Path) -> str:
    """The translation setting's locale as JupyterLab's server reads it from its user
    settings directory (with this environment's schemas and overrides)."""
    found, _ = get_settings(
        str(LAB / "settings"),
        str(LAB / "schemas"),
        str(settings_dir),
        schema_name=L10N_SCHEMA_NAME,
    )
    return str(found["settings"]["locale"])


@pytest.mark.parametrize(("lang", "locale"), LOCALES.items())
def test_the_tutorial_opens_jupyterlab_in_the_learners_language(
    tmp_path: Path, lang: str, locale: str
) -> None:
    settings = tutorial_settings(lang, tmp_path)
    assert settings.is_relative_to(tmp_path / ".tutorial")  # the working copy's own
    assert _locale_as_jupyterlab_reads_it(settings) == locale
    # a learner who opened it in another language before gets theirs anew
    other = "ja_JP.UTF-8" if locale != "ja_JP" else "de_DE.UTF-8"
    tutorial_settings(other, tmp_path)
    assert _locale_as_jupyterlab_reads_it(tutorial_settings(lang, tmp_path)) == locale


def test_jupyterlab_is_given_those_settings_and_has_the_language_packs() -> None:
    launch = DEV[DEV.index('exec "$VENV/bin/jupyter" lab') :]
    launch = launch[: launch.index('"${@:2}"')]
    assert '--LabApp.user_settings_dir="$PWD/$TUTORIAL_SETTINGS"' in launch
    assert DEV.index('tutorial_settings "$lang"') < DEV.index('exec "$VENV/bin/jupyter" lab')
    pyproject = (ROOT / "pyproject.toml").read_text("utf-8")
    block = re.search(r"^tutorial = \[(.*?)^\]", pyproject, re.S | re.M)
    assert block is not None
    wanted = set(re.findall(r'"([^"]+)"', block.group(1)))
    assert {"jupyterlab-language-pack-de-DE", "jupyterlab-language-pack-ja-JP"} <= wanted
    # installed here (the test environment holds the tutorial extra), by the names the
    # setting gives
    packs, message = get_language_packs("en")
    assert {"de_DE", "ja_JP"} <= set(packs), (packs, message)


def test_a_settings_file_it_writes_is_json_jupyterlab_takes(tmp_path: Path) -> None:
    settings = tutorial_settings("de_DE.UTF-8", tmp_path)
    written = settings / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    assert json.loads(written.read_text("utf-8")) == {"locale": "de_DE"}
