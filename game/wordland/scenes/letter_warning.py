"""Where the Queen's and the White Rabbit's letters bite, said before they do (issue 35,
item 4; W5.1, W5.2).

Two moments put the next word at risk, and the table says so under the word box:

- a person at the screen may show her secret letter now: it would be forbidden for the
  word being typed this very turn (the speaker's), and for every word after it until her
  turn comes back — "Show R? Bill's word, typed now, must then avoid it too.";
- a letter someone else showed binds the word of the person at the screen who speaks
  now — "Bill's letter P is forbidden for your word too."; once the word typed in the
  box holds it, the warning turns to an alarm — "Your word has a P (Bill's letter): it
  would put you out!".

`letter_risk` is the rule (no pygame, no words); `warning_words` puts it into words.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.shell.i18n import _
from game.wordland.rules.actions import PlaceLetter
from game.wordland.rules.components import Mode, Phase
from game.wordland.rules.forbidden import forbidden_letters
from game.wordland.rules.scoring import NO_SEAT
from game.wordland.rules.state import GameState
from game.wordland.words.text import fold


@dataclass(frozen=True)
class Risk:
    kind: str
    """"offer": the holder at the screen may show `letter`, which binds `seat`'s word
    now; "binds": `letter` (shown by `seat`) binds the speaker at the screen; "has": and
    the word in the box holds it."""
    letter: str
    seat: int


def letter_risk(state: GameState, here: list[int] | tuple[int, ...],
                typed: str = "") -> Risk | None:
    """The risk a Queen's or Rabbit's letter puts on the next word, seen from the seats
    played at this screen (`here`); `typed` is the word in the box."""
    if state.phase is not Phase.DISCUSSION:
        return None
    speaker = state.speaker
    for action in state.legal_actions():
        if not isinstance(action, PlaceLetter) or action.seat not in here:
            continue
        holder = action.seat
        letter = state.secret.get(holder, "")
        if not letter or speaker == holder or letter in state.forbidden_for(speaker):
            continue
        binds = forbidden_letters(state.row, letter, holder, state.characters, speaker, "")
        if letter in binds:
            return Risk("offer", letter, speaker)
    extra, by = state.extra, state.extra_by
    if not extra or by in (NO_SEAT, speaker) or speaker not in here:
        return None
    if extra not in state.forbidden_for(speaker):
        return None
    typing = state.options.mode is Mode.TYPE
    if typing and extra in fold(typed):
        return Risk("has", extra, by)
    return Risk("binds", extra, by)


def warning_words(risk: Risk, names: list[str], alone: bool = True) -> str:
    """The warning's words; with other people at the screen (`alone` False) an offer to
    show a secret letter never names the letter (it is still secret to them)."""
    letter, name = risk.letter.upper(), names[risk.seat]
    if risk.kind == "offer":
        if not alone:
            return _("Show your letter now? Then {name}'s coming word must avoid it "
                     "too.").format(name=name)
        return _("Show {letter} now? Then {name}'s coming word must avoid it too.").format(
            letter=letter, name=name)
    if risk.kind == "has":
        return _("Your word has {letter} ({name}'s letter): it would put you out!").format(
            letter=letter, name=name)
    return _("{name}'s letter {letter} is forbidden for your word too.").format(
        letter=letter, name=name)


def table_warning(play) -> tuple[str, bool] | None:
    """The warning the word table shows now, and whether it is an alarm; None when no
    letter puts the next word at risk (or a bot, a replay or the watch is at the screen)."""
    if play.watching:
        return None
    here = [seat for seat in play.humans if not play.state.out[seat]]
    risk = letter_risk(play.state, here, play.input.entry.value)
    if risk is None:
        return None
    return warning_words(risk, play.names, alone=len(play.humans) <= 1), risk.kind == "has"
