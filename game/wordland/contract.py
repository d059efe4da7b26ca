"""Off With Their Letters! as the box sees it: the game contract (`game.box.GameInfo`).

It only names its pieces (`game.box.Piece`): the box imports each when it is asked for, so
the box can list the game, and the command line can run its bots, without loading pygame.
"""

from __future__ import annotations

from game.box import GameInfo, LobbyExtra
from game.shell.i18n import N_

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
    new_game="game.wordland.scenes.setup:SetupScene",
    resume="game.wordland.scenes.resume:resumed_play",
    watch="game.wordland.scenes.watch:WatchScene",
    records="game.wordland.room:records_book",
    how_to_play="game.wordland.scenes.how_to_play:pages",
    console="game.wordland.console",
    self_checks="game.wordland.checks:self_checks",
    screenshot_scenes="game.wordland.scenes.showcase:SCENES",
    art="game.wordland.checks:art",
    tally="game.wordland.tally:tally",
    lobby_extras=(LobbyExtra(N_("Guided first game"), "game.wordland.scenes.guided:open_guided"),),
)
