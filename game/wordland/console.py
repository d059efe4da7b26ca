"""The word game's command-line hooks, called by the box's shared `sim` and `replay`.

`sim` plays bots-only typed games and prints win rates with 95% Wilson intervals per
level, how often each way of going out happens (W4.3) and the mean round length in turns.
Seats rotate between the bots from game to game so that no level keeps a seat.
`replay` checks a record (docs/wordland-records.md) against the rules.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from game.shell.names import one_line
from game.shell.stats import wilson_interval
from game.wordland.ai.arena import play_game
from game.wordland.ai.registry import BOT_FACTORIES, make_bot
from game.wordland.rules.components import MAX_PLAYERS, MIN_PLAYERS, TYPED_TIMERS, OutReason
from game.wordland.rules.records import (
    RecordFormatError,
    RecordRuleError,
    record_from_json,
    replay,
)
from game.wordland.rules.setup import Options, Seat, deal
from game.wordland.rules.state import GameState
from game.wordland.words.languages import languages

EXIT_OK = 0
EXIT_RULE_BREAK = 1
EXIT_MALFORMED = 2


def add_sim_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=4,
                        choices=range(MIN_PLAYERS, MAX_PLAYERS + 1), metavar="3..8")
    parser.add_argument("--bots", default="easy,medium,hard,expert",
                        help="comma-separated levels, one per seat or repeated around the "
                             f"table ({', '.join(BOT_FACTORIES)})")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--language", default="en", choices=sorted(languages()))
    parser.add_argument("--timer", type=float, default=15.0, choices=TYPED_TIMERS,
                        help="seconds per turn (typed games)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")


@dataclass
class LevelTally:
    seats: int = 0
    wins: int = 0
    points: int = 0

    def summary(self) -> dict[str, Any]:
        low, high = wilson_interval(self.wins, self.seats)
        n = max(self.seats, 1)
        return {"games": self.seats, "wins": self.wins, "win_rate": self.wins / n,
                "ci95": [low, high], "mean_points": self.points / n}


@dataclass
class SimReport:
    players: int
    language: str
    games: int = 0
    seconds: float = 0.0
    by_level: dict[str, LevelTally] = field(default_factory=dict)
    outs: Counter[str] = field(default_factory=Counter)
    round_turns: list[int] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        total_outs = max(sum(self.outs.values()), 1)
        rounds = max(len(self.round_turns), 1)
        return {
            "players": self.players,
            "language": self.language,
            "games": self.games,
            "games_per_second": self.games / self.seconds if self.seconds else None,
            "levels": {name: t.summary() for name, t in self.by_level.items()},
            "ways_out": {r.value: {"per_round": self.outs[r.value] / rounds,
                                   "share": self.outs[r.value] / total_outs}
                         for r in OutReason},
            "mean_round_turns": sum(self.round_turns) / rounds,
        }


def seat_levels(names: list[str], players: int) -> list[str]:
    """One level per seat: the names given, repeated around the table if fewer."""
    unknown = [n for n in names if n not in BOT_FACTORIES]
    if unknown or not names:
        raise ValueError(f"unknown bot {unknown[0] if unknown else ''!r} "
                         f"(known: {', '.join(BOT_FACTORIES)})")
    if len(names) > players:
        raise ValueError(f"{len(names)} bots for {players} players")
    return [names[i % len(names)] for i in range(players)]


def simulate(players: int, names: list[str], games: int, seed: int, language: str,
             timer: float) -> SimReport:
    levels = seat_levels(names, players)
    rng = random.Random(seed)
    report = SimReport(players, language)
    report.by_level = {name: LevelTally() for name in dict.fromkeys(levels)}
    options = Options(timer=timer)
    started = time.perf_counter()
    for g in range(games):
        at_seat = [levels[(s + g) % players] for s in range(players)]
        seats = [Seat(f"{name} {s + 1}", f"bot:{name}") for s, name in enumerate(at_seat)]
        setup = deal(seats, random.Random(rng.getrandbits(64)), options, language, seed=seed)
        bots = [make_bot(name, random.Random(rng.getrandbits(64))) for name in at_seat]
        result = play_game(setup, bots)
        report.games += 1
        report.outs.update(result.outs)
        report.round_turns.extend(result.round_turns)
        for seat, name in enumerate(at_seat):
            tally = report.by_level[name]
            tally.seats += 1
            tally.points += result.scores[seat]
            tally.wins += seat == result.order[0]
    report.seconds = time.perf_counter() - started
    return report


def format_report(report: SimReport) -> str:
    data = report.to_json()
    lines = [
        f"Off With Their Letters!: {data['games']} games, {data['players']} players, "
        f"{data['language']}, {data['games_per_second']:.1f} games/s",
        "",
        f"{'level':<10}{'seats':>7}{'win rate':>10}  {'95% CI':<17}{'points':>7}",
    ]
    for name, t in data["levels"].items():
        low, high = t["ci95"]
        lines.append(f"{name:<10}{t['games']:>7}{t['win_rate']:>10.1%}  "
                     f"[{low:.1%}, {high:.1%}]".ljust(44) + f"{t['mean_points']:>7.2f}")
    lines += ["", "ways out (W4.3): per round, share of all outs"]
    lines += [f"  {reason:<12}{w['per_round']:6.2f}  {w['share']:6.1%}"
              for reason, w in data["ways_out"].items()]
    lines += ["", f"mean round length: {data['mean_round_turns']:.1f} turns"]
    return "\n".join(lines)


def run_sim(args: argparse.Namespace) -> int:
    if args.games < 1:
        print("sim: --games must be at least 1")
        return EXIT_MALFORMED
    names = [b.strip() for b in args.bots.split(",") if b.strip()]
    try:
        report = simulate(args.players, names, args.games, args.seed, args.language,
                          args.timer)
    except ValueError as e:
        print(f"sim: {e}")
        return EXIT_MALFORMED
    print(json.dumps(report.to_json(), indent=2) if args.json else format_report(report))
    return EXIT_OK


def final_summary(state: GameState, actions: int) -> dict[str, Any]:
    """The public end (or current) state of a replayed record."""
    return {
        "over": state.is_over,
        "actions": actions,
        "round": state.round,
        "scores": list(state.scores),
        "order": list(state.winner_order()) if state.is_over else None,
        "names": [seat.name for seat in state.setup.seats],
    }


def replay_command(data: dict[str, Any], as_json: bool) -> tuple[int, str]:
    """(0, summary) if the record replays, (1, "action N: reason") on a rule break,
    (2, message) if it is malformed."""
    try:
        record = record_from_json(data)
        state = replay(record)
    except RecordFormatError as e:
        return EXIT_MALFORMED, str(e)
    except RecordRuleError as e:
        return EXIT_RULE_BREAK, str(e)
    summary = final_summary(state, len(record.actions))
    if as_json:
        return EXIT_OK, json.dumps(summary, indent=2)
    status = "finished" if state.is_over else f"in progress (round {state.round + 1})"
    lines = [f"{len(record.actions)} actions, game {status}"]
    lines += [f"  {one_line(name)}: {score} points"
              for name, score in zip(summary["names"], summary["scores"], strict=True)]
    return EXIT_OK, "\n".join(lines)
