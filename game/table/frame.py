"""The play scene's frame: what every game's table does around its own game, written once.

A game's `PlayScene` derives from `PlayFrame` and keeps its own parts: acting through
its engine, its director of animation beats, its input layer and its drawing. The frame
keeps, for all of them:

- **autosave** after every action (`autosave`: the record to the game's store, a
  finished game to the replays);
- **the toast** (`say`), sounds that keep quiet while a saved game is replayed
  (`sound`), the animation speed and reduced motion;
- **pause** (`open_pause`, Esc through `back`): the shared Pause over the game;
- **bots** that think off the frame thread (`game.table.bots`), closed with the table,
  and hurried while a person holds Space or the hurry button (`hurry`,
  `game.table.hurry`);
- **undo with the shared courtesy**: the verdict worked out once a move (`undo_verdict`,
  `can_undo`), the table rebuilt from the shorter record the way Continue rebuilds it
  (`undo`); while a person's move may be taken back the bots wait (`undo_courtesy`,
  `game.table.courtesy`), counted only once the table is still;
- **the hot-seat curtain**: whose hand may show (`hand_owner`), who the curtain waits
  for (`curtain_for`), lifting it (`show_hand`); and an undo made while the screen is
  not the mover's hands it back through the curtain, never face up;
- **Continue** (`resume_from`): the saved record replayed quietly through the game's own
  `act`, every beat finished at once, then the curtain down if people share the screen.

What a game supplies: its `state` (the engine), `record`, `names`, `humans` (the seats
played at this screen), `bots` (seat -> `BotSeat`), `idle` (nothing is moving), `act`,
its input layer `input` and its drawing `drawing`,
and the hooks below; each hook has a working default where a game may have nothing to
say.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.scenes.base import Scene
from game.shell.i18n import _
from game.shell.undo import UndoVerdict, last_actor
from game.table.courtesy import UndoCourtesy
from game.table.hurry import Hurry
from game.ui.canvas import Canvas

TOAST_SECONDS = 3.0


class PlayFrame(Scene):
    name = "play"
    game_id = ""
    """The game's id (`box.GAMES`): its Pause and its saves."""
    watching = False
    """True for a finished game being watched (its watch scene)."""
    hurry_factor = 1.0
    """How much faster a hurried bots' turn plays (`game.table.hurry`)."""
    hurry_space = True
    """Space held hurries the bots (False: the game's Space does something else)."""
    record_error: type[Exception] = ValueError
    """The game's `RecordRuleError(index, why)`, raised when Continue meets a refused
    action."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.toast: tuple[str, float] | None = None
        self.quiet = False
        """True while a saved record is played back into the scene: no sound."""
        self.autosave_enabled = True
        self.hand_owner: int | None = None
        """Hot-seat: the person whose hand may show (the one who lifted the curtain)."""
        self.curtain_for: int | None = None
        """Hot-seat: the person the curtain waits for (None: no curtain)."""
        self.courtesy = UndoCourtesy()
        self._undo_key: object = None
        self._undo: tuple[int, UndoVerdict] | None = None
        self.hurry = Hurry(self.hurry_factor, self.hurry_space)
        """The bots' hurry: Space or the hurry button held during a bot's turn."""

    # ================================================================= hooks

    def store(self) -> Any:
        """The game's `SaveStore` (None: nothing is saved)."""
        return None

    def replayed(self, record: Any) -> PlayFrame:
        """A new table for `record`, as Continue builds it: a fresh table of this kind
        (`again`) with the record played back into it (`resume_from`)."""
        return self.again(record.setup).resume_from(record)

    def again(self, setup: Any) -> PlayFrame:
        """A fresh table of this same kind for `setup`, dealt by the setup's seed, that
        saves nothing until it has caught up with a record (a game whose scene takes
        more than `(app, setup, seed=, autosave=)` says how)."""
        return type(self)(self.app, setup, seed=setup.seed, autosave=False)

    def judge_undo(self, actor: int) -> UndoVerdict:
        """The game's verdict on `actor` taking back the record's last action."""
        raise NotImplementedError

    def taken_back(self, player: int) -> Any:
        """The record without `player`'s last action."""
        raise NotImplementedError

    def undo_words(self, refusal: Any, name: str) -> str:
        """Why the last move cannot be taken back (None: there is nothing to)."""
        return _("That cannot be taken back.")

    def undo_key(self) -> Hashable:
        """What the undo verdict depends on; it is worked out again when this changes."""
        return len(self.record.actions)

    def undo_ready(self) -> bool:
        """The table may offer Undo now (a game may wait for its pieces to land)."""
        return True

    def pointing_at_undo(self) -> bool:
        """The pointer rests on the Undo button (the courtesy holds meanwhile)."""
        return False

    def after_undo(self, player: int) -> None:
        """The rebuilt table after `player` took a move back (its log may say so)."""

    @property
    def hides_hands(self) -> bool:
        """Hands are secret at this table when several people share the screen."""
        return True

    @property
    def shown_turn(self) -> int:
        """Whose turn the table shows (a game whose drawn table lags its engine while
        the beats play says so)."""
        return self.state.turn

    def hands_changed(self) -> None:
        """Whose hand shows, or the curtain, changed: the game redraws or rebuilds."""

    def replay_action(self, action: Any) -> bool:
        """Continue: one recorded action played back, its beats finished at once."""
        done = self.act(action)
        self.fast_forward()
        return done

    def resumed(self, record: Any) -> None:
        """Continue: the table has caught up with `record`; the game tidies up."""

    def fast_forward(self) -> None:
        """Finish every animation now (a game with beats says how)."""

    def act(self, action: Any) -> bool:
        raise NotImplementedError

    # ================================================================= setting up

    def build_parts(self, director: type, table_input: type, drawing: type) -> None:
        """The game's own parts, each given the scene: its director of animation beats,
        its input layer and its drawing."""
        self.director = director(self)
        self.input = table_input(self)
        self.drawing = drawing(self)

    def save_first(self, autosave: bool) -> None:
        """The table is set: from now on every action is saved (`autosave` False: a
        record being replayed into it, saved once it has caught up)."""
        self.autosave_enabled = autosave
        self.autosave()

    # ================================================================= helpers

    @property
    def speed(self) -> float:
        return max(0.1, self.app.settings.animation_speed)

    @property
    def reduced(self) -> bool:
        """Reduced motion: pieces appear or fade in place, nothing pulses."""
        return self.app.settings.reduced_motion

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    def bots_turn(self) -> bool:
        """The turn shown is a bot's (it may be hurried; its animations may go at a bot's
        pace)."""
        return not self.watching and not self.state.is_over and self.is_bot(self.shown_turn)

    @property
    def hurrying(self) -> bool:
        return self.hurry.on

    @hurrying.setter
    def hurrying(self, held: bool) -> None:
        self.hurry.held = held

    def sound(self, name: str) -> None:
        if not self.quiet:
            self.app.audio.play(name)

    def say(self, text: str, seconds: float = TOAST_SECONDS) -> None:
        self.toast = (text, seconds)

    def tick_toast(self, dt: float) -> None:
        if self.toast is not None:
            text, left = self.toast
            self.toast = (text, left - dt) if left > dt else None

    def autosave(self) -> None:
        """Write the record after every action (docs/saves.md); a finished game goes to
        the replays."""
        saves = self.store()
        if saves is None or not self.autosave_enabled:
            return
        if self.state.is_over:
            saves.finish(self.record)
        else:
            saves.write(self.record)

    # ================================================================= hot seat

    @property
    def shared_screen(self) -> bool:
        """More than one person plays at this screen."""
        return len(self.humans) > 1

    def first_hand_owner(self) -> int | None:
        """Whose hand shows at the start: the only person at the screen, if one."""
        return self.humans[0] if len(self.humans) == 1 else None

    def show_hand(self) -> None:
        """The person behind the curtain says it is them: their hand shows."""
        if self.curtain_for is None:
            return
        self.hand_owner, self.curtain_for = self.curtain_for, None
        self.sound("button")
        self.hands_changed()

    def hand_visible_to(self) -> int | None:
        """Whose hand is drawn face up now (None: nobody's): none behind the curtain; a
        watched game shows the turn's hand until it has ended; an open table shows the
        turn's; the only person at the screen sees their own; people sharing the screen
        see their hand once they lifted the curtain, while the table shows their turn."""
        if self.curtain_for is not None:
            return None
        if self.watching:
            return None if self.state.is_over and self.idle else self.shown_turn
        if not self.hides_hands:
            return self.shown_turn
        if len(self.humans) == 1:
            return self.humans[0]
        if self.hand_owner is not None and self.hand_owner == self.shown_turn:
            return self.hand_owner
        return None

    def hand_back(self, again: PlayFrame, player: int, theirs: bool) -> None:
        """After an undo, the screen goes back to `player`, who moved: straight to their
        hand when the screen was theirs (`theirs`), else behind the curtain, so that
        whoever holds the screen never sees another player's hand."""
        if len(again.humans) != 1 and again.state.turn != player:
            return
        if theirs or not again.shared_screen or not again.hides_hands:
            again.hand_owner, again.curtain_for = player, None
        else:
            again.hand_owner, again.curtain_for = None, player
        again.hands_changed()

    # ================================================================= undo

    def undo_verdict(self) -> tuple[int, UndoVerdict] | None:
        """(who made the last move, whether they may take it back): the game's verdict,
        worked out once per `undo_key`."""
        key = self.undo_key()
        if self._undo_key != key:
            self._undo_key = key
            actor = last_actor(type(self.state), self.record)
            self._undo = None if actor is None else (actor, self.judge_undo(actor))
        return self._undo

    def can_undo(self) -> bool:
        """The Undo button shows: a person's last move may be taken back, now."""
        if self.watching or self.state.is_over or not self.undo_ready():
            return False
        verdict = self.undo_verdict()
        return verdict is not None and verdict[1].allowed

    def undo_courtesy(self, dt: float) -> bool:
        """Count `dt` table seconds of the courtesy; True while the bots must wait for a
        move that may still be taken back. Counted only while the table is still (the
        person sees what their move did) and the pointer is off the Undo button."""
        if self.watching or self.quiet:
            return False
        if self.hurry.on:
            self.courtesy.waive()  # the person hurries the bots: no more waiting
        return self.courtesy.holds(len(self.record.actions), self.can_undo(), self.idle,
                                   dt, self.pointing_at_undo())

    def before_undo(self) -> bool:
        """The moment allows an undo (a game may finish what is moving first)."""
        return True

    def undo(self) -> bool:
        """Take back the last move (the button or Ctrl+Z): the table is rebuilt by
        replaying the record without it, the way Continue rebuilds a saved game, and the
        shorter record is saved. False (and why, on screen) when the table's courtesy
        refuses it."""
        if self.watching:
            return False
        verdict = self.undo_verdict()
        if verdict is None:
            self.say(self.undo_words(None, ""))
            return False
        player, judged = verdict
        if not judged.allowed:
            self.say(self.undo_words(judged.refusal, self.names[player]))
            return False
        if not self.before_undo():
            return False
        theirs = not self.shared_screen or (self.curtain_for is None
                                            and self.hand_owner == player)
        again = self.replayed(self.taken_back(player))
        self.hand_back(again, player, theirs)
        again.after_undo(player)
        again.autosave()
        again.say(_("Taken back: {name}, choose again.").format(name=self.names[player]))
        self.sound("card_play")
        self.close()
        if self.app.scenes and self.app.scenes[-1] is self:
            self.app.replace(again)
        else:
            self.app.push(again)
        return True

    # ================================================================= continue

    def resume_from(self, record: Any) -> PlayFrame:
        """Continue: `record` played back into this fresh table, quietly and with every
        beat finished at once, so the table is what it was, built by the code that built
        it the first time. Then the table carries on; with several people at the screen
        no hand shows until its owner lifts the curtain."""
        self.autosave_enabled = False
        self.quiet = True
        self.fast_forward()
        for index, action in enumerate(record.actions):
            if not self.replay_action(action):
                raise self.record_error(index, "refused while resuming")
        self.quiet = False
        self.toast = None
        if self.shared_screen and self.hides_hands:
            self.hand_owner = None
        self.resumed(record)
        self.autosave_enabled = True
        return self

    # ================================================================= the seams

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Clicks and keys go to the game's input layer (`input`)."""
        return self.input.process_event(event)

    def draw(self, canvas: Canvas) -> None:
        """The game's drawing layer (`drawing`) only draws."""
        self.drawing.draw(canvas)

    # ================================================================= leaving

    def results(self) -> Scene:
        """The game's results screen for the finished table."""
        raise NotImplementedError

    def to_results(self) -> None:
        self.close()
        self.app.replace(self.results())

    def pause(self) -> None:
        """Something covers the table (Pause, a question): the hurry ends."""
        self.hurry.let_go()

    def resume(self) -> None:
        """On top again (after Pause): an input layer that builds its buttons
        (`rebuild`) builds them anew."""
        rebuild = getattr(getattr(self, "input", None), "rebuild", None)
        if rebuild is not None:
            rebuild()

    def open_pause(self) -> None:
        from game.box import find
        from game.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, find(self.game_id)))

    def back(self) -> None:
        self.open_pause()

    def close(self) -> None:
        """Stop the bots' workers (the table is left)."""
        seats = getattr(self, "bots", None)
        for seat in seats.values() if isinstance(seats, dict) else ():
            seat.close()
