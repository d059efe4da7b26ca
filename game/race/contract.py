"""Tea-Time Race as the box sees it: the game contract (`game.box.GameInfo`).

Names only: the box imports a piece (`game.box.Piece`) when asked. The race's screens
sit where the kit expects them (`game.table.pieces`); its own extras are the map a
designer may swap in, the pictures drawn in code, and the guided first game.
"""

from __future__ import annotations

from game.box import GameInfo, LobbyExtra
from game.shell.i18n import N_
from game.table.pieces import kit_pieces

GAME = GameInfo(
    id="race",
    name=N_("Tea-Time Race"),
    tagline=N_("A race round the garden"),
    players=(2, 4),
    characters=("alice", "hatter", "hare", "queen"),
    setup_options=(
        N_("Kids mode: two cards in hand, play either"),
        N_("Open hands: everyone's cards are shown"),
        N_("Climb out: after a failed escape, walk out next turn"),
    ),
    tile_art="tile_race",
    lobby_extras=(LobbyExtra(N_("Guided first game"), "game.race.scenes.guided:open_guided"),),
    **kit_pieces("race",
                  room_with_board="game.race.room:room_with_board",
                  painters="game.race.ui.fallback_art:fallbacks",
                  welcome="game.race.scenes.guided:welcome"),
)
