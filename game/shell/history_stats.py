"""What the Records screen shows, worked out from the history (pure; docs/records.md).

For one game: every person who has played it, with their games, wins, win rate against
each bot level, best and average score, streaks, head-to-head against the other people
at their tables, their results in order (for the plots) and their milestones.

Milestones are a short, honest set: firsts that mean something at the table, never
points for playing long or often (`MILESTONES`). Each is earned by one game, the first
that meets it; `earned_by(stats, game_id)` lists those a just-finished game earned, once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import groupby
from operator import itemgetter
from typing import NamedTuple

from game.shell.history import History
from game.shell.i18n import N_, _

FIRST_WIN = "first_win"
BEAT_PERSON = "beat_person"
BEAT_LEVEL = "beat:"
"""Prefix of "first win at a table with a bot of this level" (``beat:expert``)."""
MARK_MILESTONES: dict[str, dict[str, str]] = {
    "race": {"cookie": N_("A race won by a cookie (same score, more large cookies)")},
    "parade": {"zero": N_("A Parade won with 0 points")},
    "wordland": {"last_standing": N_("Last one standing in the final round")},
}
"""Each game's own milestones: a mark its tally puts on a winning seat (or, for the word
game, on the seat still in when the last round ended), and what it is called."""
MILESTONE_TITLES: dict[str, str] = {
    FIRST_WIN: N_("First win"),
    BEAT_PERSON: N_("First win at a table with another person"),
    BEAT_LEVEL: N_("First win against a bot ({level})"),
}


class Result(NamedTuple):
    """One game of one person."""

    game_id: int
    finished: str
    place: int
    score: int
    seats: int
    levels: tuple[str, ...]
    """The levels of the bots at the table."""
    marks: tuple[str, ...]

    @property
    def won(self) -> bool:
        return self.place == 1


@dataclass(frozen=True)
class Milestone:
    key: str
    """``first_win``, ``beat_person``, ``beat:<level>`` or a game's mark."""
    game_id: int
    finished: str


@dataclass
class HeadToHead:
    other: str
    ahead: int = 0
    behind: int = 0
    level: int = 0


class Figures:
    """A person's figures from their places and scores in the order played (`PlayerStats`
    from their whole results, `PersonSummary` from the first frame's query)."""

    better: str

    def places(self) -> Sequence[int]:
        raise NotImplementedError

    def scores(self) -> Sequence[int]:
        raise NotImplementedError

    @property
    def games(self) -> int:
        return len(self.places())

    @property
    def wins(self) -> int:
        return sum(1 for place in self.places() if place == 1)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def best(self) -> int | None:
        scores = self.scores()
        if not scores:
            return None
        return min(scores) if self.better == "low" else max(scores)

    @property
    def average(self) -> float | None:
        return sum(self.scores()) / self.games if self.games else None

    def streaks(self) -> tuple[int, int]:
        """(longest run of wins, the run of wins going on now)."""
        longest = run = 0
        for place in self.places():
            if place == 1:
                run += 1
                if run > longest:
                    longest = run
            else:
                run = 0
        return longest, run


@dataclass
class PlayerStats(Figures):
    name: str
    better: str = "high"
    results: list[Result] = field(default_factory=list)
    head_to_head: dict[str, HeadToHead] = field(default_factory=dict)
    milestones: list[Milestone] = field(default_factory=list)
    earned: set[str] = field(default_factory=set)

    def places(self) -> list[int]:
        return [r.place for r in self.results]

    def scores(self) -> list[int]:
        return [r.score for r in self.results]

    def against_levels(self) -> list[tuple[str, int, int]]:
        """(bot level, games with such a bot at the table, wins), by level."""
        seen: dict[str, list[int]] = {}
        for r in self.results:
            for level in set(r.levels):
                entry = seen.setdefault(level, [0, 0])
                entry[0] += 1
                entry[1] += int(r.won)
        return [(level, g, w) for level, (g, w) in sorted(seen.items(), key=_level_order)]


@dataclass
class PersonSummary(Figures):
    """What one person's Summary shows, read with two indexed queries
    (`History.person_results`, `person_levels`): the Records screen's first frame. Their
    whole `PlayerStats` (results, head to head, milestones) is worked out after it."""

    name: str
    better: str
    placed: list[int]
    scored: list[int]
    levels: list[tuple[str, int, int]]

    def places(self) -> list[int]:
        return self.placed

    def scores(self) -> list[int]:
        return self.scored

    def against_levels(self) -> list[tuple[str, int, int]]:
        return sorted(self.levels, key=_level_order)


def person_summary(history: History, game: str, person: str, better: str) -> PersonSummary:
    places, scores = history.person_results(game, person)
    return PersonSummary(person, better, places, scores, history.person_levels(game, person))


LEVEL_ORDER = ("random", "easy", "medium", "hard", "expert")


def _level_order(item: tuple[str, object]) -> tuple[int, str]:
    level = item[0]
    return (LEVEL_ORDER.index(level) if level in LEVEL_ORDER else len(LEVEL_ORDER), level)


@dataclass
class GameStats:
    game: str
    players: dict[str, PlayerStats]
    """By name (case-folded key), most games first."""
    total: int = 0

    def of(self, name: str) -> PlayerStats | None:
        return self.players.get(name.casefold())

    def ranked(self) -> list[PlayerStats]:
        return sorted(self.players.values(), key=lambda p: (-p.wins, -p.games, p.name))


def game_stats(history: History, game: str, person: str | None = None) -> GameStats:
    """Everything the Records screen shows of `game`, in one pass over its seats: for
    everyone, or (`person`) for one person only, from the games they played."""
    rows = history.seats_of(game, person)
    only = person.casefold() if person is not None else None
    players: dict[str, PlayerStats] = {}
    tables = 0
    for game_id, group in groupby(rows, key=itemgetter(0)):
        seats = list(group)
        tables += 1
        finished, better = seats[0][1], seats[0][8]
        levels = tuple(s[6] for s in seats if not s[2])
        people = [(s[3].casefold(), s[3], s[4], s[5], s[7]) for s in seats if s[2]]
        for key, name, place, score, marks in people:
            if only is not None and key != only:
                continue
            stats = players.get(key)
            if stats is None:
                stats = players[key] = PlayerStats(name, better)
            result = Result(game_id, finished, place, score, len(seats), levels,
                            tuple(marks.split()) if marks else ())
            stats.results.append(result)
            for other_key, other, other_place, _score, _marks in people:
                if other_key == key:
                    continue
                h2h = stats.head_to_head.get(other_key)
                if h2h is None:
                    h2h = stats.head_to_head[other_key] = HeadToHead(other)
                if place < other_place:
                    h2h.ahead += 1
                elif place > other_place:
                    h2h.behind += 1
                else:
                    h2h.level += 1
            _earn(stats, result, len(people) > 1, game)
    total = tables if person is None else history.count(game)
    return GameStats(game, dict(sorted(players.items(), key=lambda kv: -kv[1].games)), total)


def _earn(stats: PlayerStats, result: Result, with_people: bool, game: str) -> None:
    have = stats.earned

    def add(key: str) -> None:
        if key not in have:
            have.add(key)
            stats.milestones.append(Milestone(key, result.game_id, result.finished))

    if result.won:
        add(FIRST_WIN)
        if with_people:
            add(BEAT_PERSON)
        for level in result.levels:
            add(BEAT_LEVEL + level)
    for mark in result.marks:
        if mark in MARK_MILESTONES.get(game, {}):
            add(mark)


def earned_by(stats: GameStats, game_id: int) -> list[tuple[str, Milestone]]:
    """(name, milestone) for every milestone the game `game_id` earned (each once)."""
    return [(p.name, m) for p in stats.players.values() for m in p.milestones
            if m.game_id == game_id]


LEVEL_NAMES: dict[str, str] = {"random": N_("random"), "easy": N_("easy"),
                               "medium": N_("medium"), "hard": N_("hard"),
                               "expert": N_("expert")}


def level_name(level: str) -> str:
    """A bot level in the current language (one this copy does not name: as it is)."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


def milestone_text(game: str, key: str) -> str:
    """The milestone in the current language."""
    if key.startswith(BEAT_LEVEL):
        return _(MILESTONE_TITLES[BEAT_LEVEL]).format(level=level_name(key[len(BEAT_LEVEL):]))
    source = MILESTONE_TITLES.get(key) or MARK_MILESTONES.get(game, {}).get(key)
    return _(source) if source else key


def possible_milestones(game: str, levels: Sequence[str]) -> list[str]:
    """Every milestone of `game` one could earn, in the order the screen lists them."""
    return [FIRST_WIN, BEAT_PERSON, *(BEAT_LEVEL + level for level in levels),
            *MARK_MILESTONES.get(game, {})]
