"""Unbirthday Parade as the box sees it: the game contract (`game.box.GameInfo`).

It only names its pieces (`game.box.Piece`): the box imports each when it is asked for, so
the box can list the game, and the command line can run its bots, without loading pygame.
"""

from __future__ import annotations

from game.box import GameInfo, LobbyExtra
from game.shell.i18n import N_

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
    new_game="game.parade.scenes.setup:SetupScene",
    resume="game.parade.scenes.resume:resumed_play",
    watch="game.parade.scenes.watch:WatchScene",
    records="game.parade.room:records_book",
    how_to_play="game.parade.scenes.how_to_play:pages",
    console="game.parade.console",
    self_checks="game.parade.checks:self_checks",
    screenshot_scenes="game.parade.scenes.showcase:SCENES",
    art="game.parade.checks:art",
    tally="game.parade.tally:tally",
    lobby_extras=(LobbyExtra(N_("Guided first game"), "game.parade.scenes.guided:open_guided"),),
)
