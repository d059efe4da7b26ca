"""Off With Their Letters! as the box sees it: the game contract (`game.box.GameInfo`).

A declaration, not code that runs: the box imports each named piece (`game.box.Piece`)
on demand, and the kit's usual places (`game.table.pieces`) hold all of this game's.
"""

from __future__ import annotations

from game.box import GameInfo, LobbyExtra
from game.shell.i18n import N_
from game.table.pieces import kit_pieces

GAME = GameInfo(
    id="wordland",
    name=N_("Off With Their Letters!"),
    tagline=N_("A party game of forbidden letters"),
    players=(3, 8),
    characters=("queen", "rabbit", "cheshire", "tweedles", "caterpillar", "alice",
                "two_of_hearts", "hatter"),
    setup_options=(
        N_("Say it (spoken, the app keeps the game) or type it (bots may join)"),
        N_("Teapot timer: 10 or 15 seconds, or 20 and 30 when typing"),
        N_("Kids topics only"),
        N_("Easier: two letters, only first letters count, two topics"),
        N_("Harder: no characters, four hard letters"),
    ),
    tile_art="tile_wordland",
    **kit_pieces("wordland", welcome="game.wordland.scenes.guided:welcome"),
    lobby_extras=(LobbyExtra(N_("Guided first game"), "game.wordland.scenes.guided:open_guided"),),
)
