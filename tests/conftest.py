"""Shared pytest configuration.

Nothing in the suite depends on the machine's speed: Hypothesis has no deadline and no
health check of generation speed (a busy machine is slow at both), and every wait is on a
condition with the one generous bound of ``waits.py`` (``WOLFPACK_TEST_TIMEOUT_SCALE``).
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True
)
settings.load_profile("default")
