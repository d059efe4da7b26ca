"""Small class-building helpers shared by the shell and the games (pure Python)."""

from __future__ import annotations

from operator import attrgetter


def read_only(name: str, doc: str | None = None) -> property:
    """A read-only property showing the attribute `name` (usually a private one) as it is:
    `paused = read_only("_paused")` instead of a getter method that only returns it."""
    return property(attrgetter(name), doc=doc)
