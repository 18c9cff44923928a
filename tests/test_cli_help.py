"""``wolfpack --version`` and ``--help``: plain text a terminal shows as is (no
reStructuredText markup), every sentence whole, every command and option described."""

from __future__ import annotations

import argparse
import re
import subprocess
import sys

import pytest

import wolfpack
from wolfpack.cli import build_parser, main

COMMANDS = ["replay", "rules", "tournament", "export-html", "picture"]


def help_of(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "wolfpack.cli", *args, "--help"],
        capture_output=True,
        text=True,
        check=False,
        env={"COLUMNS": "100", "PATH": "", "PYTHONPATH": ":".join(sys.path)},
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_version_names_the_package_version_and_the_search_backend(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    out = capsys.readouterr().out.strip()
    assert re.fullmatch(
        rf"wolfpack {re.escape(wolfpack.__version__)} \(wolfpack-boards; "
        r"(native core [\d.]+|no native core: the bots search in Python)\)",
        out,
    ), out


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_help_is_plain_text_in_whole_sentences(command: str) -> None:
    text = help_of(*([command] if command else []))
    assert text.startswith("usage: wolfpack")
    for markup in ("``", ":class:", ":func:", ":meth:", ".. ", "**"):
        assert markup not in text, f"{markup!r} in wolfpack {command} --help"
    # The description (between the usage and the arguments) is whole sentences.
    description = re.split(r"\n(?:positional arguments|options):\n", text)[0]
    for paragraph in description.split("\n\n")[1:]:
        prose = " ".join(paragraph.split())
        assert prose[0].isupper() and prose.endswith("."), prose


def test_every_command_and_option_is_described() -> None:
    parser = build_parser()
    (sub,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert sorted(sub.choices) == sorted(COMMANDS)
    helps = {c.dest: c.help for c in sub._choices_actions}
    for name, command in sub.choices.items():
        assert helps[name], name
        assert command.description, name
        for action in command._actions:
            assert action.help, f"wolfpack {name} {action.option_strings or action.dest}"


def test_ray_and_jobs_are_alternatives() -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["tournament", "random", "random", "--jobs", "2", "--ray"])
    args = build_parser().parse_args(["tournament", "random", "random", "--ray"])
    assert args.ray == "local"
    args = build_parser().parse_args(["tournament", "random", "random", "--ray", "auto"])
    assert args.ray == "auto"
