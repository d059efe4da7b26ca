"""Unbirthday Parade as the box sees it: the game contract (`game.box.GameInfo`).

Names only, imported by the box when asked (`game.box.Piece`), so the game can be listed
and its bots run without pygame. Every piece sits where the kit expects it
(`game.table.pieces.kit_pieces`).
"""

from __future__ import annotations

from game.box import GameInfo, LobbyExtra
from game.shell.i18n import N_
from game.table.pieces import kit_pieces

GAME = GameInfo(
    id="parade",
    name=N_("Unbirthday Parade"),
    tagline=N_("A card parade where the lowest score wins"),
    players=(2, 6),
    characters=("alice", "hatter", "hare", "queen", "cheshire", "rabbit"),
    setup_options=(
        N_("Each seat: a person or a bot (easy, medium, hard, expert), and a character"),
        N_("Who plays first, or at random"),
        N_("Two players: a majority needs two cards more (on by default)"),
        N_("No kids mode: for readers of about 8 and up (the Tea-Time Race has one)"),
    ),
    tile_art="tile_parade",
    **kit_pieces("parade", welcome="game.parade.scenes.guided:welcome"),
    lobby_extras=(LobbyExtra(N_("Guided first game"), "game.parade.scenes.guided:open_guided"),),
)
