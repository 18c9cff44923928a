"""The Wolves rule catalogue: every rule id of the spec, titled and explained in English,
German and Japanese in ``locales/<language>/rules.ftl``.

The texts restate the game's rules in our own words for newcomers; explanations and
refusals cite these ids. The game's registration (``GAME`` in its package) names
``RULES``.
"""

from __future__ import annotations

from wolfpack.core.rules import Rule, read_rules

RULES: tuple[Rule, ...] = read_rules("the-wolves", __file__)
"""Every rule of the spec, in its order."""
