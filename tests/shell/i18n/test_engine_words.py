"""Every English sentence the pure packages can show a player (refusals of the engine,
escape verdicts, hint reasons) has a known shape in game.race.ui.words and comes out French.

The sentences are collected by playing seeded games and, at every decision, trying every
action (legal or not) on a copy and asking the hint for a reason for every legal action.
"""

from __future__ import annotations

import random
import re

import pytest

from game.race.ai.hint import reason_for
from game.race.ai.random_bot import RandomBot
from game.race.room import load_board
from game.race.rules import actions as act
from game.race.rules import events as ev
from game.race.rules.actions import DeclareJoker, EscapeChoice, PlayCard, Spin
from game.race.rules.components import Character
from game.race.rules.setup import Seat, Variants, deal
from game.race.rules.state import GameState, IllegalAction
from game.race.rules.views import view_for
from game.race.ui.words import describe_event, engine_match, engine_text
from game.shell import i18n

NAMES = ("Ann", "Bob", "Cy", "Di")
ENGLISH_LEFT = re.compile(r"\b(the|is|you|your|spin|cookie|space|card|hole)\b")


class NotAnAction:
    def __repr__(self) -> str:
        return "NotAnAction()"


def _every_action(n_spaces: int) -> list[object]:
    return [
        *(PlayCard(i) for i in range(-1, 4)),
        *(DeclareJoker(v) for v in range(0, 7)),
        act.Boost(True), act.Boost(False),
        act.ChooseCookie(act.CookieSource.DISPLAY), act.ChooseCookie(act.CookieSource.STACK),
        EscapeChoice(True), EscapeChoice(False),
        Spin(-1), Spin(0), Spin(n_spaces - 1), Spin(n_spaces + 3),
        NotAnAction(),
    ]


def _collect(games: int = 12) -> tuple[set[str], set[str], list[ev.Event]]:
    board = load_board().board
    refusals: set[str] = set()
    reasons: set[str] = set()
    events: list[ev.Event] = []
    bot = RandomBot()
    for seed in range(games):
        rng = random.Random(seed)
        n = 2 + seed % 3
        seats = tuple(Seat(c, NAMES[i], "human") for i, c in enumerate(list(Character)[:n]))
        variants = Variants(kids=seed % 4 == 1, climb_out=seed % 3 == 2)
        setup = deal(board, seats, rng, variants, 0, seed=seed)
        state, first = GameState.start(setup)
        events.extend(first)
        steps = 0
        while True:
            for action in _every_action(len(board.spaces)):
                try:
                    state.clone().apply(action)  # type: ignore[arg-type]
                except IllegalAction as exc:
                    refusals.add(str(exc))
            for space in range(len(board.spaces)):
                verdict = state.escape_verdict(space)
                if verdict:
                    refusals.add(verdict)
            if state.is_over:
                break
            if state.is_chance:
                action = state.sample_spin(rng)
            else:
                view = view_for(state, state.turn)
                if steps % 3 == 0:
                    for legal in state.legal_actions():
                        reasons.add(reason_for(view, legal))
                action = bot.choose(view, rng)
            events.extend(state.apply(action))
            steps += 1
    return refusals, reasons, events


@pytest.fixture(scope="module")
def collected() -> tuple[set[str], set[str], list[ev.Event]]:
    return _collect()


def test_every_refusal_and_verdict_has_a_known_shape(collected) -> None:
    refusals, _reasons, _events = collected
    assert any("middle card" in r for r in refusals)
    assert any("taken by player" in r for r in refusals)
    assert any("waiting for" in r for r in refusals)
    unknown = sorted(r for r in refusals if not engine_match(r))
    assert not unknown, f"add these shapes to game/ui/words.py: {unknown}"


def test_every_hint_reason_has_a_known_shape(collected) -> None:
    _refusals, reasons, _events = collected
    assert len(reasons) > 10
    unknown = sorted(r for r in reasons if not engine_match(r))
    assert not unknown, f"add these shapes to game/ui/words.py: {unknown}"


def test_engine_sentences_come_out_in_french(collected) -> None:
    refusals, reasons, _events = collected
    i18n.set_language("fr")
    for text in sorted(refusals | reasons):
        french = engine_text(text, NAMES)
        assert french != text, text
        assert "player " not in french
        assert not ENGLISH_LEFT.search(french), (text, french)


def test_player_numbers_become_names() -> None:
    assert engine_text("that space is taken by player 2", NAMES) == \
        "that space is taken by Bob"
    i18n.set_language("fr")
    assert engine_text("that space is taken by player 2", NAMES) == \
        "cette case est occupée par Bob"


def test_every_event_line_is_french(collected) -> None:
    _refusals, _reasons, events = collected
    english = {type(e): describe_event(e, NAMES) for e in events}
    i18n.set_language("fr")
    for event in events:
        line = describe_event(event, NAMES)
        if line is not None:
            assert line != english.get(type(event)) or not ENGLISH_LEFT.search(line), line
            assert not ENGLISH_LEFT.search(line), line
