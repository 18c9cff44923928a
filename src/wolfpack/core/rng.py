"""Seeded randomness that reproduces a game exactly on every platform and Python version.

The generator is SplitMix64: tiny, fast, and fully specified here, so a seed written in a
record or a notebook gives the same deal everywhere (unlike ``random.Random``, whose
algorithms for ``shuffle`` and ``randrange`` are not a public contract).
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class SeededRandom:
    """A deterministic random source: the same seed always gives the same sequence."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next_u64(self) -> int:
        """The next 64-bit unsigned integer of the sequence."""
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, so exactly uniform)."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        """One item of a non-empty sequence, uniformly."""
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> SeededRandom:
        """An independent generator derived from this one (advances this one once)."""
        return SeededRandom(self.next_u64())

    def getstate(self) -> int:
        """The internal state, to restore with :meth:`setstate`."""
        return self._state

    def setstate(self, state: int) -> None:
        """Restore a state taken with :meth:`getstate`."""
        self._state = state & _MASK


def seed_or_random(seed: int | None, bits: int = 32) -> int:
    """``seed``, or when it is None a new seed of ``bits`` bits from the operating system's
    randomness (a game dealt at random still has a seed that deals it again)."""
    if seed is None:
        return random.SystemRandom().getrandbits(bits)
    return seed
