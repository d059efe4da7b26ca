"""Remembered tables: each game's last table set up, kept in `Settings.tables[game id]`.

The settings file keeps every game's table as plain JSON. A game's `table_choice` module
says what its table holds (its `SetupChoice`, to and from JSON); this module reads and
writes it the same way for every game:

- reading forgives (`remembered`): a remembered table that no longer makes sense
  (hand-edited, from an older copy) gives the game's default table and a log line, never
  an error, since nothing is lost by setting the table again;
- the game's strict reader is built from `table`, `seats`, `flag`, `number`, `text` and
  `seat_number`, each refusing with a ValueError naming the field;
- writing (`remember`) replaces the remembered table with the one just set up, keeping
  the flags other screens keep beside it (the race's "welcomed").

Pure Python (no pygame).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

logger = logging.getLogger(__name__)

C = TypeVar("C")
"""A game's `SetupChoice`."""


def controllers(levels: Iterable[str]) -> list[str]:
    """Who may take a seat: a person, then a bot of each of the game's levels, in order."""
    return ["human", *(f"bot:{level}" for level in levels)]


def stored(tables: dict[str, Any], game_id: str) -> dict[str, Any]:
    """The game's remembered table as it is in the settings ({} when there is none)."""
    data = tables.get(game_id)
    return data if isinstance(data, dict) else {}


def remembered(tables: dict[str, Any], game_id: str, read: Callable[[Any], C],
               default: Callable[[], C]) -> C:
    """The game's table from `Settings.tables` read by `read` (a strict reader raising
    ValueError), or `default()` when there is none or it is not usable."""
    data = tables.get(game_id)
    if data is None:
        return default()
    try:
        return read(data)
    except ValueError as exc:
        logger.info("the remembered %s table is not usable (%s); using the default",
                    game_id, exc)
        return default()


def remember(app: Any, game_id: str, table: dict[str, Any], keep: Iterable[str] = ()) -> None:
    """Remember `table` as the game's, keeping the flags `keep` that are set (true) in the
    table remembered until now."""
    before = stored(app.settings.tables, game_id)
    kept = {key: True for key in keep if before.get(key) is True}
    app.update_settings(app.settings.with_table(game_id, table | kept))


# ------------------------------------------------------------------ strict reading


def table(data: Any) -> dict[str, Any]:
    """`data` if it is a JSON object."""
    if not isinstance(data, dict):
        raise ValueError("not an object")
    return data


def seats(data: dict[str, Any], keys: tuple[str, ...]) -> list[dict[str, str]]:
    """The table's ``seats``: a list of objects whose fields `keys` are all texts."""
    found = data.get("seats")
    if not isinstance(found, list):
        raise ValueError("seats: expected a list")
    for i, seat in enumerate(found):
        if not isinstance(seat, dict) or not all(isinstance(seat.get(k), str) for k in keys):
            raise ValueError(f"seats[{i}]: expected {', '.join(keys[:-1])} and {keys[-1]}")
    return found


def flag(data: dict[str, Any], key: str) -> bool:
    value = data.get(key)
    if not isinstance(value, bool):
        raise ValueError(f"{key}: expected true or false")
    return value


def seat_number(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{key}: expected a seat number")
    return value


def number(data: dict[str, Any], key: str) -> float:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{key}: expected a number")
    return float(value)


def text(data: dict[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise ValueError(f"{key}: expected a string")
    return value
