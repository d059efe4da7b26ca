"""Why an action is refused, in players' words.

Legality itself is decided in one place only, `GameState.legal_actions()`; this module
runs after that list has said no, to explain the refusal to a player, a log or a replay.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from game.wordland.rules import actions as act
from game.wordland.rules.actions import Action, describe
from game.wordland.rules.components import Character, Mode, Phase


class GameState(Protocol):
    """What this module reads of `game.wordland.rules.state.GameState` (named here, not
    imported, so that the state, which asks this module why an action is refused, and
    this module do not import each other)."""

    n: int
    phase: Phase
    speaker: int
    characters: Sequence[Character]
    out: Any
    turned: Any
    ballot: Any
    window: Any
    options: Any
    voted_words: Any

    def legal_actions(self) -> list[Action]: ...

SPEAKER_ACTIONS = (act.SayWord, act.PressTeapot, act.ReportOut, act.TimeRanOut,
                   act.UseTimeToken, act.PassTurn, act.IgnoreLetter)
CHARACTER_NAMES = {
    Character.QUEEN: "the Queen of Hearts",
    Character.RABBIT: "the White Rabbit",
    Character.CHESHIRE: "the Cheshire Cat",
    Character.TWEEDLES: "the Tweedle Twins",
    Character.CATERPILLAR: "the Caterpillar",
    Character.ALICE: "Alice",
    Character.TWO_OF_HEARTS: "the Two of Hearts",
    Character.HATTER: "the Mad Hatter",
}


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why in players' words."""


def why_not(state: GameState, action: Action) -> str:
    """The reason `action` is not among `state.legal_actions()` now."""
    seat = getattr(action, "seat", None)
    if not isinstance(seat, int) or not 0 <= seat < state.n:
        return f"there is no seat {seat!r} at this table"
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return "the game is over"
    if phase is Phase.CATERPILLAR:
        return _preparation(state, action, act.PlaceCaterpillarToken, Character.CATERPILLAR)
    if phase is Phase.TOPIC:
        return _preparation(state, action, act.ReturnTopic, Character.QUEEN)
    if phase is Phase.VOTE:
        return _during_vote(state, action)
    if isinstance(action, act.Vote):
        return "there is no vote under way"
    if isinstance(action, SPEAKER_ACTIONS):
        return _speaker(state, action)
    return _between_turns(state, action)


def _preparation(state: GameState, action: Action, expected: type, who: Character) -> str:
    name = CHARACTER_NAMES[who]
    if not isinstance(action, expected):
        return f"the round is being prepared: waiting for {name}"
    if state.characters[action.seat] is not who:
        return f"only {name} does that"
    if isinstance(action, act.PlaceCaterpillarToken):
        if action.target == action.seat:
            return "the Caterpillar token goes in front of another player"
        return f"there is no seat {action.target + 1}"
    return f"{action.topic!r} is not one of the topics drawn"


def _during_vote(state: GameState, action: Action) -> str:
    ballot = state.ballot
    assert ballot is not None
    if not isinstance(action, act.Vote):
        return "a vote is under way: the timer is paused until everyone has voted"
    if action.seat == ballot.target:
        return "the player whose word is challenged does not vote"
    return f"player {action.seat + 1} has already voted"


def _speaker(state: GameState, action: Action) -> str:
    seat = action.seat
    if state.out[seat]:
        return f"player {seat + 1} is out of this round"
    if seat != state.speaker:
        return f"it is player {state.speaker + 1}'s turn"
    character = state.characters[seat]
    typed = state.options.mode is Mode.TYPE
    match action:
        case act.SayWord():
            return "in a spoken game the table reports what happened: Next or Out"
        case act.PressTeapot() if typed:
            return "in a typed game the word is typed and judged by the app"
        case act.ReportOut():
            return "in a typed game the app judges the word itself"
        case act.UseTimeToken():
            return "no time token left"
        case act.PassTurn():
            return _once(state, seat, Character.CHESHIRE, character)
        case act.IgnoreLetter(letter=letter):
            why = _once(state, seat, Character.HATTER, character)
            return why or f"{letter.upper()!r} is not forbidden to you now"
    return f"{describe(action)} is not possible now"


def _once(state: GameState, seat: int, needed: Character, character: Character | None) -> str:
    if character is not needed:
        return f"only {CHARACTER_NAMES[needed]} can do that"
    if state.turned[seat]:
        return "that ability has been used this round"
    return ""


def _between_turns(state: GameState, action: Action) -> str:
    window = state.window
    if window is None:
        return "that is only possible between turns, before the new speaker acts"
    if state.out[action.seat]:
        return f"player {action.seat + 1} is out of this round"
    match action:
        case act.Challenge():
            if window.word < 0:
                return "there is no word to challenge"
            if window.word in state.voted_words:
                return "that word has already been put to a vote"
            return "you cannot challenge your own word"
        case act.PlaceLetter():
            if state.characters[action.seat] not in (Character.QUEEN, Character.RABBIT):
                return "only the Queen of Hearts or the White Rabbit has a secret letter"
            if window.ended != action.seat:
                return "a secret letter is placed right after its owner's turn"
            return "your secret letter has already been placed"
        case act.ForceAnotherTurn(target=target):
            if state.characters[action.seat] is not Character.TWO_OF_HEARTS:
                return "only the Two of Hearts can do that"
            if state.turned[action.seat]:
                return "that ability has been used this round"
            if target != window.ended:
                return "only the player who just ended a turn can be made to play again"
            return "the Two of Hearts cannot force its own turn or a player who is out"
    return f"{describe(action)} is not possible now"
