"""Engine events -> what the table shows and plays: the log, a flash line for the big
moments (a word said, a player out, a letter shown), sounds, and what each round keeps
for its summary (who went out in what order and why, the Caterpillar's bet)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.shell.i18n import _, current_language
from game.wordland.ai.vocabulary import words_that_fit
from game.wordland.rules import events as ev
from game.wordland.rules.components import Character, OutReason
from game.wordland.ui.words import describe_event, discard_why, kind_out, shown_word
from game.wordland.words.relevance import Ruling

if TYPE_CHECKING:
    from game.wordland.scenes.play import PlayScene

FLASH_SECONDS = 2.2


@dataclass
class OutLine:
    seat: int
    reason: OutReason | None
    detail: str
    card: int
    said: str = ""
    """The word that put the seat out, when one did."""


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
    said: tuple[str, ...] = ()
    """The round's accepted words, in the order said (the recap at its end)."""
    topics: tuple[str, ...] = ()
    fitted: tuple[str, ...] = ()
    """A few words that would have fitted the round (issue 32, item 5)."""


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
    because: Ruling | None = None
    """A bot's vote or challenge: why, worded in the table's language when drawn."""
    kind: bool = False
    """Kids topics (W10.1): being out is said kindly (issue 36)."""

    def __str__(self) -> str:
        if self.kind and isinstance(self.event, ev.PlayerOut):
            return kind_out(self.event.reason, self.event.detail, self.names[self.event.seat])
        line = describe_event(self.event, list(self.names), self.language, self.why)
        if self.because is None:
            return line
        if isinstance(self.event, ev.VoteCast):
            who = self.names[self.event.seat]
            line = (_("{who} votes for").format(who=who) if self.event.accept
                    else _("{who} votes against").format(who=who))
        reason = self.because.reason(current_language())
        return _("{what}: {why}").format(what=line, why=reason) if reason else line


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
    said: list[tuple[int, str]] = field(default_factory=list)
    topics: tuple[str, ...] = ()
    forbidden: frozenset[str] = frozenset()


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
            because = None
            if isinstance(event, ev.Challenged):  # a new ballot: earlier reasons are old
                play.because = {event.seat: play.because[event.seat]} \
                    if event.seat in play.because else {}
            if isinstance(event, ev.VoteCast | ev.Challenged):
                because = play.because.get(event.seat)
            line = LogLine(event, names, play.language, why, because, play.kids)
            if isinstance(event, ev.TurnStarted):  # every turn starts with an empty box
                play.input.entry.clear()
            if str(line):
                play.log.append(line)
            self._sound_and_flash(event)
            match event:
                case ev.RoundStarted(characters=chars):
                    self.track = RoundTrack(chars)
                case ev.LettersDrawn(letters=letters):
                    self.track.forbidden = frozenset(x.lower() for x in letters)
                case ev.TopicsShown(topics=topics):
                    self.track.topics = tuple(topics)
                case ev.WordAccepted(seat=s, text=text) if text is not None:
                    self.track.said.append((s, text))
                case ev.VoteDecided(target=t, word_stands=False):
                    last = [i for i, (seat, _w) in enumerate(self.track.said) if seat == t]
                    if last:  # a word voted out was never said (W4.5)
                        del self.track.said[last[-1]]
                case ev.CaterpillarTokenPlaced(target=t):
                    self.track.caterpillar_target = t
                case ev.PlayerOut(seat=s, reason=r, card=c, detail=d, said=w):
                    self.track.outs.append(OutLine(s, r, d, c, w))
                case ev.LastStanding(seat=s, card=c):
                    self.track.outs.append(OutLine(s, None, "", c))
                case ev.RoundScored(round=r, cards=cards, bonuses=bonuses, totals=totals):
                    play.history.append(totals)
                    play.round_ended(RoundSummary(
                        r, self.track.characters, list(self.track.outs), cards, bonuses,
                        totals, self.track.caterpillar_target,
                        last_round=r + 1 >= len(play.names),
                        said=tuple(text for _s, text in self.track.said),
                        fitted=self._fitted()))

    def _fitted(self) -> tuple[str, ...]:
        """Three words the round's topics offered that nobody said, none with a
        forbidden letter (issue 32, item 5); none when the round had no topic."""
        track = self.track
        if not track.topics:
            return ()
        return words_that_fit(self.play.language, track.topics,
                              said=[text for _s, text in track.said],
                              forbidden=track.forbidden, count=3)

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
