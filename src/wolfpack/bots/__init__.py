"""Bots that play any game of the package through the core state protocol."""

from wolfpack.bots.base import Bot
from wolfpack.bots.random_bot import RandomBot

__all__ = ["Bot", "RandomBot"]
