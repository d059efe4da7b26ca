"""Where a game of the kit keeps its pieces, named once for every game's contract.

A game built on the table kit keeps its screens and hooks in the same places
(docs/new-game.md): its setup screen in ``game.<id>.scenes.setup``, its record book in
``game.<id>.room``, and so on. `kit_pieces` names them for a contract
(`game.box.GameInfo`), so a contract says only what is its own (names, players, options,
and any piece kept elsewhere). Pure names: nothing is imported here.
"""

from __future__ import annotations

KIT_PLACES: dict[str, str] = {
    "new_game": "scenes.setup:SetupScene",
    "resume": "scenes.resume:resumed_play",
    "watch": "scenes.watch:WatchScene",
    "records": "room:records_book",
    "how_to_play": "scenes.how_to_play:pages",
    "console": "console",
    "self_checks": "checks:self_checks",
    "screenshot_scenes": "scenes.showcase:SCENES",
    "art": "checks:art",
    "tally": "tally:tally",
}
"""Contract field -> where the piece lives under ``game.<id>`` (``module[:name]``)."""


def kit_pieces(game_id: str, **own: str) -> dict[str, str]:
    """The contract fields of `game_id`'s pieces in their usual places
    (``game.<id>.<KIT_PLACES[field]>``); `own` adds pieces, or moves one elsewhere, as
    ``field="game.<id>.module:name"``."""
    return {field: f"game.{game_id}.{place}" for field, place in KIT_PLACES.items()} | own
