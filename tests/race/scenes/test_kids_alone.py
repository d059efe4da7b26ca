"""Issue 36: a kids' race a child plays alone. Only picking a card and spinning need her;
the Joker's value (R3.3), the +1 (R3.3), the Tea Party's cookie (R5.1) and the Rabbit
Hole's escape (R6.3) are chosen for her by the kind rules of game/race/scenes/kids.py,
and hands are open (R7.2 waived by R9's open hands), so no curtain between turns."""

from __future__ import annotations

import random

from game.app import App
from game.race import room
from game.race.rules import actions as act
from game.race.rules.actions import Boost, Decision, DeclareJoker, EscapeChoice
from game.race.rules.components import Character
from game.race.rules.setup import Seat, Variants, deal
from game.race.rules.state import GameState
from game.race.scenes.play import PlayScene
from tests.race.scenes.driver import FRAME, play_one_decision

CHARS = (Character.ALICE, Character.HATTER, Character.HARE)


def _kids(app: App, seed: int) -> PlayScene:
    seats = (Seat(CHARS[0], "Lily", "human"), Seat(CHARS[1], "Dad", "human"),
             Seat(CHARS[2], "Hare", "bot:easy"))
    setup = deal(room.level(app).board, seats, random.Random(seed),
                 Variants(kids=True, open_hands=True), 0,
                 seed=seed)
    play = PlayScene(app, setup, seed=seed, autosave=False)
    app.push(play)
    return play


def test_only_cards_and_spins_need_the_child(app: App) -> None:
    made = []
    for seed in (1, 2, 3):
        play = _kids(app, seed)
        for _ in range(30_000):
            if play.state.is_over or app.top is not play:
                break
            assert play.curtain_for is None  # open hands: no "pass the screen" panel
            p = play.human_to_act()
            if p is not None:
                assert play.state.decision in (Decision.CARD, Decision.SPIN) \
                    or not play.choices  # no text button to read
                if play.state.decision in (Decision.CARD, Decision.SPIN):
                    play_one_decision(app, play)
            app.step(FRAME)
        humans = {0, 1}
        turn_of = []
        state, _events = GameState.start(play.setup)
        for action in play.record.actions:
            turn_of.append(state.turn)
            state.apply(action)
        made += [a for a, p in zip(play.record.actions, turn_of, strict=True)
                 if p in humans and isinstance(a, (Boost, act.ChooseCookie, EscapeChoice,
                                                   DeclareJoker))]
        app.pop()
    assert made  # choices came up, and were made for her
    for action in made:
        match action:
            case Boost(take):
                assert take
            case EscapeChoice(accept):
                assert accept
            case DeclareJoker(value):
                assert value == 5
    assert any(isinstance(a, act.ChooseCookie) and a.source is act.CookieSource.DISPLAY
               for a in made)


def _to_spin(app: App, play: PlayScene) -> None:
    for _ in range(30_000):
        p = play.human_to_act()
        if p is not None and play.state.decision is Decision.SPIN:
            return
        if p is not None:
            play_one_decision(app, play)
        app.step(FRAME)
    raise AssertionError("no spin for a person")


def test_a_childs_tap_or_slow_drag_spins(app: App) -> None:
    """Issue 36: a quick tap on the spin button (no charge) spins at a kids' table; the
    result is still the physics' (R8.1, R8.3)."""
    play = _kids(app, 4)
    _to_spin(app, play)
    play._flick(0.0)
    assert play.spinner.busy and play.spinner.message is None


def test_a_hard_anticlockwise_flick_is_never_told_to_spin_harder(app: App) -> None:
    """Issue 33: R6.6/R8.2 refuse a flick too weak for a full turn, not one the wrong
    way round."""
    seats = (Seat(CHARS[0], "Ann", "human"), Seat(CHARS[1], "Bob", "bot:easy"))
    setup = deal(room.level(app).board, seats, random.Random(4), Variants(), 0, seed=4)
    play = PlayScene(app, setup, seed=4, autosave=False)
    app.push(play)
    _to_spin(app, play)
    play._flick(-play.spinner.max_human)
    assert play.spinner.busy and play.spinner.message is None
