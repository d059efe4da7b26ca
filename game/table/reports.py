"""The console's `sim` and `replay` reports, written once for every game (pure Python:
`python -m game sim` never loads pygame).

A game gives its own figures and nothing else:

- `sim`: `add_sim_arguments(parser, ...)` adds the options every game has (`--players`
  in the game's range, `--bots` with the game's default bots, `--games`, `--seed`,
  `--json`) around the game's own; `run_sim(args, simulate, ...)` checks them, runs the
  game's `simulate(players, bot names, games, seed)` and prints its report as text or
  JSON. Seats rotate between the bots from game to game (`rotated`), so no bot keeps a
  seat; a `Tally` gives every bot's or seat's win rate a 95% Wilson interval, so a
  difference can be told from luck.
- `replay`: a `ReplayReport` reads a parsed record with the game's reader, replays it
  and answers (exit code, text): 0 and a summary (or the end state as JSON), 1 and
  "action N: reason" when an action breaks a rule, 2 and a message when the record is
  malformed.

Everything printed is escaped for the terminal (`say`, `one_line`): a name, a path or a
message quoting a file can never forge a line of output or send an escape sequence.
The default bots are the game's own at every table size: when the game's default names
more bots than the table has seats, the first ones sit down (`DefaultBots`).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.shell.names import for_terminal, one_line
from game.shell.stats import wilson_interval

EXIT_OK = 0
EXIT_RULE_BREAK = 1
EXIT_MALFORMED = 2
PRINT_LIMIT = 200_000
"""The longest report printed (a report is a few kB; a path or a message is cut long
before)."""


def say(text: object) -> None:
    """Print `text` escaped for the terminal (its own line breaks kept: a report's lines;
    whatever it quotes from outside must have gone through `one_line` first)."""
    print(for_terminal(text, limit=PRINT_LIMIT), flush=True)


# ------------------------------------------------------------------ sim: options


class DefaultBots(str):
    """The `--bots` a game uses when none are named: a str (it reads and compares as the
    names), marked so that `seat_bots` can fit it to any table size."""


def add_sim_arguments(parser: argparse.ArgumentParser, players: Sequence[int],
                      default_bots: str, known_bots: Iterable[str], *,
                      default_players: int = 4, bots_rule: str = "one per seat or one for all",
                      extra: Callable[[argparse.ArgumentParser], None] | None = None) -> None:
    """The options of every game's `sim`: `--players` (one of `players`), `--bots`,
    `--games`, `--seed`, then the game's own (`extra`), then `--json`."""
    players = tuple(players)
    parser.add_argument("--players", type=int, default=default_players, choices=players,
                        metavar=f"{players[0]}..{players[-1]}")
    parser.add_argument("--bots", default=DefaultBots(default_bots),
                        help=f"comma-separated bot names, {bots_rule} "
                             f"({', '.join(known_bots)}; default {default_bots})")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    if extra is not None:
        extra(parser)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")


def seat_bots(bots: str, players: int, around: bool = False,
              known: Sequence[str] | None = None) -> list[str]:
    """One bot name per seat from the `--bots` text: one name for all seats, or one per
    seat; with `around`, fewer names are repeated around the table. The game's default
    (`DefaultBots`) always fits: it is repeated, or its first names sit down. ValueError
    with a sentence when a name is not one of `known` or the names do not fit the
    table."""
    names = [b.strip() for b in str(bots).split(",") if b.strip()]
    unknown = [n for n in names if known is not None and n not in known]
    if unknown or not names:
        listed = f" (known: {', '.join(known)})" if known is not None else ""
        raise ValueError(f"unknown bot {unknown[0] if unknown else ''!r}{listed}")
    if isinstance(bots, DefaultBots) or around:
        if len(names) > players and not isinstance(bots, DefaultBots):
            raise ValueError(f"{len(names)} bots for {players} players")
        return [names[i % len(names)] for i in range(players)]
    if len(names) == 1:
        return names * players
    if len(names) != players:
        raise ValueError(f"--bots names {len(names)} bots for {players} players")
    return names


def rotated(game: int, players: int) -> list[int]:
    """Which bot entry plays each seat in game number `game`: seat s is played by entry
    (s + game) mod players, so every bot visits every seat."""
    return [(s + game) % players for s in range(players)]


# ------------------------------------------------------------------ sim: figures


@dataclass
class Tally:
    """One bot's (or one seat's) games: wins (a shared first place counts a share),
    and sums of the game's own figures, reported as means."""

    games: int = 0
    wins: float = 0
    sums: dict[str, float] = field(default_factory=dict)
    count_wins: bool = False
    """Also report the number of wins (not only the rate)."""

    def add(self, share: float, **figures: float) -> None:
        self.games += 1
        self.wins += share
        for name, value in figures.items():
            self.sums[name] = self.sums.get(name, 0) + value

    def summary(self) -> dict[str, Any]:
        low, high = wilson_interval(self.wins, self.games)
        n = max(self.games, 1)
        out: dict[str, Any] = {"games": self.games}
        if self.count_wins:
            out["wins"] = self.wins
        out |= {"win_rate": self.wins / n, "ci95": [low, high]}
        out |= {f"mean_{name}": value / n for name, value in self.sums.items()}
        return out


@dataclass
class SimFigures:
    """What every sim counts: the table size, the games and how long they took (a game's
    report adds its own figures)."""

    players: int
    games: int = 0
    seconds: float = 0.0

    def counts(self) -> dict[str, Any]:
        return {"players": self.players, "games": self.games,
                "games_per_second": per_second(self.games, self.seconds)}


@dataclass
class SeatFigures(SimFigures):
    """A sim whose bots are told apart by label ("easy#1") and also tallied by turn
    order (`credit_places`)."""

    by_bot: dict[str, Tally] = field(default_factory=dict)
    by_turn_order: list[Tally] = field(default_factory=list)

    def seat(self, labels: Sequence[str]) -> None:
        """A tally for each bot's label and each turn order."""
        self.by_bot = {label: Tally() for label in labels}
        self.by_turn_order = [Tally() for _ in range(self.players)]

    def seats_json(self) -> dict[str, Any]:
        return {"bots": {name: t.summary() for name, t in self.by_bot.items()},
                "turn_order": [t.summary() for t in self.by_turn_order]}


def win_cells(name: str, t: Mapping[str, Any], width: int, name_w: int = 14,
              rate_w: int = 8) -> str:
    """A row's first cells: the name, the win rate and its 95% interval, padded to
    `width` characters."""
    low, high = t["ci95"]
    return f"{name:<{name_w}}{t['win_rate']:>{rate_w}.1%}  [{low:.1%}, {high:.1%}]".ljust(width)


def play_games(report: Any, games: int, players: int,
               play_one: Callable[[int, list[int]], None]) -> Any:
    """Play `games` games, `play_one(g, entry_of_seat)` each (seats rotated, `rotated`);
    the seconds they took go in `report.seconds`, and `report` is returned."""
    started = time.perf_counter()
    for g in range(games):
        play_one(g, rotated(g, players))
    report.seconds = time.perf_counter() - started
    return report


def credit_places(standings: Sequence[Any], bot_of_seat: Sequence[str],
                  first_player: int, by_bot: Mapping[str, Tally], by_turn_order: Sequence[Tally],
                  figures: Callable[[Any], dict[str, float]]) -> None:
    """Credit one game's places (`standings`: each with `player` and `place`) to the
    tally of the bot that sat there and to that of its turn order; a shared first place
    shares the win."""
    winners = sum(1 for st in standings if st.place == 1)
    for st in standings:
        share = 1 / winners if st.place == 1 else 0.0
        order = (st.player - first_player) % len(standings)
        for tally in (by_bot[bot_of_seat[st.player]], by_turn_order[order]):
            tally.add(share, **figures(st))


def heading(data: Mapping[str, Any], what: str, columns: str, prefix: str = "") -> list[str]:
    """The first lines of a text report: "30 games, 3 players, " then `what` (how fast,
    how long), a blank line, and the column heads."""
    return [f"{prefix}{data['games']} games, {data['players']} players, {what}", "", columns]


class SimReport(Protocol):
    def to_json(self) -> dict[str, Any]: ...


def per_second(count: int, seconds: float) -> float | None:
    return count / seconds if seconds else None


def run_sim(args: argparse.Namespace, simulate: Callable[[list[str]], SimReport],
            format_report: Callable[[dict[str, Any]], str], *, around: bool = False,
            known: Sequence[str] | None = None,
            errors: tuple[type[Exception], ...] = (ValueError,)) -> int:
    """Check the common options, fit `--bots` to the table (names checked against
    `known`), run `simulate(bot names)` and print its report (`format_report` of its
    JSON, or the JSON itself with `--json`); 2 and one escaped line on a bad option."""
    if args.games < 1:
        say("sim: --games must be at least 1")
        return EXIT_MALFORMED
    try:
        report = simulate(seat_bots(args.bots, args.players, around, known))
    except errors as e:
        say(f"sim: {one_line(e, 2000)}")
        return EXIT_MALFORMED
    data = report.to_json()
    say(json.dumps(data, indent=2) if args.json else format_report(data))
    return EXIT_OK


# ------------------------------------------------------------------ replay


@dataclass(frozen=True)
class ReplayReport:
    """How a game's `replay` answers, given its reader and its figures. Called with a
    parsed record and `as_json`, it answers (exit code, text)."""

    read: Callable[[Mapping[str, Any]], Any]
    """The game's strict reader (record_from_json): raises `format_error`."""
    replay: Callable[[Any], Any]
    """Replays a record to its end state; raises `rule_error` on a broken rule."""
    format_error: type[Exception]
    rule_error: type[Exception]
    end_json: Callable[[Any, Any], dict[str, Any]]
    """(record, state) -> the end state as JSON (`--json`)."""
    status: Callable[[Any], str]
    """state -> "finished" or "in progress (...)"."""
    rows: Callable[[Any, Any, dict[str, Any]], Iterable[tuple[str, str]]]
    """(record, state, end JSON) -> one (name, figures) per player, in seat order."""
    notes: Callable[[Any], Iterable[str]] = lambda state: ()
    """state -> lines between the head and the players' lines."""
    head: str = ""
    """Before the count of actions ("parade: ")."""
    malformed: str = "{error}"
    """The message of a malformed record (its `{error}` is the reader's sentence)."""

    def __call__(self, data: Mapping[str, Any], as_json: bool) -> tuple[int, str]:
        try:
            record = self.read(data)
            state = self.replay(record)
        except self.format_error as e:
            return EXIT_MALFORMED, self.malformed.format(error=e)
        except self.rule_error as e:
            return EXIT_RULE_BREAK, str(e)
        end = self.end_json(record, state)
        if as_json:
            return EXIT_OK, json.dumps(end, indent=2)
        lines = [f"{self.head}{len(record.actions)} actions, game {self.status(state)}"]
        lines += [one_line(note) for note in self.notes(state)]
        lines += [f"  {one_line(name)}: {figures}"
                  for name, figures in self.rows(record, state, end)]
        return EXIT_OK, "\n".join(lines)
