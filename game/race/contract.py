"""Tea-Time Race as the box sees it: the game contract (`game.box.GameInfo`).

It only names its pieces (`game.box.Piece`): the box imports each when it is asked for, so
the box can list the game, and the command line can run its bots, without loading pygame.
"""

from __future__ import annotations

from game.box import GameInfo, LobbyExtra
from game.shell.i18n import N_

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
    new_game="game.race.scenes.setup:SetupScene",
    resume="game.race.scenes.resume:resumed_play",
    watch="game.race.scenes.watch:WatchScene",
    records="game.race.room:records_book",
    how_to_play="game.race.scenes.how_to_play:pages",
    console="game.race.console",
    self_checks="game.race.checks:self_checks",
    screenshot_scenes="game.race.scenes.showcase:SCENES",
    art="game.race.checks:art",
    room_with_board="game.race.room:room_with_board",
    painters="game.race.ui.fallback_art:fallbacks",
    lobby_extras=(LobbyExtra(N_("Guided first game"), "game.race.scenes.guided:open_guided"),),
    welcome="game.race.scenes.guided:welcome",
    tally="game.race.tally:tally",
)
