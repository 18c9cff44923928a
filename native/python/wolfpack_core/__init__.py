"""wolfpack's native search core (Rust): used by :mod:`wolfpack` when importable."""

from wolfpack_core._core import __version__

__all__ = ["__version__"]
