"""Engine events -> what the table shows and plays: the log, a flash line for the big
moments (a word said, a player out, a letter shown), sounds, and what each round keeps
for its summary (who went out in what order and why, the Caterpillar's bet)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.wordland.rules import events as ev
from game.wordland.rules.components import Character, OutReason
from game.wordland.ui.words import describe_event, discard_why, shown_word

if TYPE_CHECKING:
    from game.wordland.scenes.play import PlayScene

FLASH_SECONDS = 2.2


@dataclass
class OutLine:
    seat: int
    reason: OutReason | None
    detail: str
    card: int


@dataclass
class RoundSummary:
    """A finished round, as its summary panel shows it (W4.6, W6.1)."""

    round: int
    characters: tuple[Character | None, ...]
    outs: list[OutLine]
    cards: tuple[int, ...] = ()
    bonuses: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()
    caterpillar_target: int = -1
    last_round: bool = False


@dataclass(frozen=True)
class LogLine:
    """One line of the log, kept as the engine's event (with the names and the words'
    language) and put into words when drawn: after a change of language the whole log
    reads in the new one."""

    event: ev.Event
    names: tuple[str, ...]
    language: str
    why: str = ""
    """For a placed letter that goes: "back", "replaced", "out" or "round"."""

    def __str__(self) -> str:
        return describe_event(self.event, list(self.names), self.language, self.why)


@dataclass
class Flash:
    text: str | LogLine
    kind: str
    """"good", "bad" or "news"."""
    left: float = FLASH_SECONDS


@dataclass
class RoundTrack:
    characters: tuple[Character | None, ...] = ()
    outs: list[OutLine] = field(default_factory=list)
    caterpillar_target: int = -1


class Director:
    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self.track = RoundTrack()

    def handle(self, events: list[ev.Event]) -> None:
        play = self.play
        names = tuple(play.names)
        for i, event in enumerate(events):
            why = discard_why(event, events[i + 1:]) \
                if isinstance(event, ev.ExtraLetterDiscarded) else ""
            line = LogLine(event, names, play.language, why)
            if str(line):
                play.log.append(line)
            self._sound_and_flash(event)
            match event:
                case ev.RoundStarted(characters=chars):
                    self.track = RoundTrack(chars)
                case ev.CaterpillarTokenPlaced(target=t):
                    self.track.caterpillar_target = t
                case ev.PlayerOut(seat=s, reason=r, card=c, detail=d):
                    self.track.outs.append(OutLine(s, r, d, c))
                case ev.LastStanding(seat=s, card=c):
                    self.track.outs.append(OutLine(s, None, "", c))
                case ev.RoundScored(round=r, cards=cards, bonuses=bonuses, totals=totals):
                    play.history.append(totals)
                    play.round_ended(RoundSummary(
                        r, self.track.characters, list(self.track.outs), cards, bonuses,
                        totals, self.track.caterpillar_target,
                        last_round=r + 1 >= len(play.names)))

    def _sound_and_flash(self, event: ev.Event) -> None:
        play = self.play
        names = play.names
        match event:
            case ev.WordAccepted(seat=s, text=text):
                play.sound("word_accepted")
                shown = shown_word(text, play.language) if text is not None else names[s]
                play.show_flash("✓ " + shown, "good")
            case ev.PlayerOut(seat=s, reason=reason):
                play.sound("teapot_whistle" if reason is OutReason.TIME else "player_out")
                play.show_flash(play.log[-1] if play.log else names[s], "bad")
            case ev.LetterPlaced():
                play.sound("letter_placed")
                play.show_flash(play.log[-1], "news")
            case ev.ExtraLetterDiscarded() if play.log and play.log[-1].event is event \
                    and play.log[-1].why != "round":
                play.show_flash(play.log[-1], "news")
            case ev.Challenged():
                play.sound("vote_called")
            case ev.VoteDecided(word_stands=stands):
                play.sound("word_accepted" if stands else "player_out")
                play.show_flash(play.log[-1], "good" if stands else "bad")
            case ev.AnotherTurnForced() | ev.TurnPassed() | ev.TimerReset() | \
                    ev.LetterIgnored():
                play.sound("button")
                play.show_flash(play.log[-1], "news")
            case ev.TurnStarted():
                play.sound("turn_start")
