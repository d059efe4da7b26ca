"""Continue: the autosave played back into a Play scene that looks exactly as it did.

The saved record is replayed through the Play scene's own `act`, each action's
animations finished at once and silently, so the board, the panels, the log, the score
chart and the hand are what they were when the game was left, by the same code that
built them the first time. Then the scene carries on: a bot to move starts thinking, a
human to move gets their choices, and when several people share the screen the curtain
comes down first so the next hand stays hidden until its owner clicks.
"""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING

from game.race.rules.actions import Spin
from game.race.rules.records import GameRecord, RecordRuleError
from game.shell.files import set_aside
from game.shell.i18n import N_, _
from game.shell.saves import Resumed

if TYPE_CHECKING:
    from game.race.scenes.play import PlayScene

logger = logging.getLogger(__name__)


def check_saves(app) -> tuple[Resumed | None, bool]:
    """(the saved game if it can be continued, whether replays exist); a save that
    cannot be used has been set aside and the app shows the notice."""
    saves = app.saves
    if saves is None:
        return None, False
    try:
        resumed = saves.load(app.level.board)
    except Exception:  # whatever happens, the Title screen must appear
        logger.exception("checking the saved game failed")
        resumed = None
    if saves.notice:
        app.notify(saves.take_notice() or "")
    try:
        has_replays = bool(saves.replay_files())
    except OSError:
        has_replays = False
    return resumed, has_replays


def resumed_play(app, record: GameRecord) -> PlayScene:
    """A Play scene showing `record`'s game as it stands after its last action."""
    from game.race.scenes.play import PlayScene

    setup = record.setup
    play = PlayScene(app, setup, seed=setup.seed, autosave=False)
    play.fast_forward()
    for index, action in enumerate(record.actions):
        if not play.act(action):
            raise RecordRuleError(index, "refused while resuming")
        play.fast_forward()
    play.toast = None
    if len(play.humans) > 1 and not setup.variants.open_hands:
        play.hand_owner = None  # whoever plays next, hands stay hidden until they click
    play._sync_hand()
    last_spin = next((a for a in reversed(record.actions) if isinstance(a, Spin)), None)
    if last_spin is not None:
        play.spinner.model.set_angle(last_spin.result * math.tau / play.geo.n)
    play.autosave_enabled = True
    return play


def continue_game(app, resumed: Resumed | None) -> None:
    """Title's Continue: open the saved game (or explain why it cannot be)."""
    from game.scenes.title import TitleScene

    saves = app.saves
    if resumed is None or saves is None:
        return
    try:
        play = resumed_play(app, resumed.record)
    except Exception:
        logger.exception("the saved game could not be continued")
        aside = set_aside(saves.autosave_path)
        name = aside.name if aside is not None else saves.autosave_path.name
        app.notify(_(N_("Your saved game could not be read and was kept as {name}."))
                   .format(name=name))
        app.reset_to(TitleScene(app))
        return
    app.push(play)
