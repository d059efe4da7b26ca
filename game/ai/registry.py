"""Bots by name, for the command line, the setup screen and records."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.bot import Bot
from game.ai.random_bot import RandomBot

BOT_FACTORIES: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
}


def make_bot(name: str) -> Bot:
    try:
        return BOT_FACTORIES[name]()
    except KeyError:
        known = ", ".join(sorted(BOT_FACTORIES))
        raise ValueError(f"unknown bot {name!r} (known: {known})") from None
