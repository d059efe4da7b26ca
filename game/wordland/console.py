"""The word game's command-line hooks, called by the box's shared `sim` and `replay`.

`sim` plays bots-only typed games and prints win rates with 95% Wilson intervals per
level, how often each way of going out happens (W4.3) and the mean round length in turns.
Seats rotate between the bots from game to game so that no level keeps a seat.
`replay` checks a record (docs/wordland-records.md) against the rules.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from game.table import reports
from game.table.reports import ReplayReport, Tally
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


def _wordland_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--language", default="en", choices=sorted(languages()))
    parser.add_argument("--timer", type=float, default=15.0, choices=TYPED_TIMERS,
                        help="seconds per turn (typed games)")


def add_sim_arguments(parser: argparse.ArgumentParser) -> None:
    reports.add_sim_arguments(parser, range(MIN_PLAYERS, MAX_PLAYERS + 1),
                              "easy,medium,hard,expert", BOT_FACTORIES,
                              bots_rule="one per seat or repeated around the table",
                              extra=_wordland_options)


@dataclass
class SimReport(reports.SimFigures):
    language: str = "en"
    by_level: dict[str, Tally] = field(default_factory=dict)
    outs: Counter[str] = field(default_factory=Counter)
    round_turns: list[int] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        total_outs = max(sum(self.outs.values()), 1)
        rounds = max(len(self.round_turns), 1)
        return {
            **self.counts(),
            "language": self.language,
            "levels": {name: t.summary() for name, t in self.by_level.items()},
            "ways_out": {r.value: {"per_round": self.outs[r.value] / rounds,
                                   "share": self.outs[r.value] / total_outs}
                         for r in OutReason},
            "mean_round_turns": sum(self.round_turns) / rounds,
        }


def seat_levels(names: list[str], players: int) -> list[str]:
    """One level per seat: the names given, repeated around the table if fewer."""
    return reports.seat_bots(",".join(names), players, around=True, known=list(BOT_FACTORIES))


def simulate(players: int, names: list[str], games: int, seed: int, language: str,
             timer: float) -> SimReport:
    levels = seat_levels(names, players)
    rng = random.Random(seed)
    report = SimReport(players, language=language)
    report.by_level = {name: Tally(count_wins=True) for name in dict.fromkeys(levels)}
    options = Options(timer=timer)

    def play_one(g: int, entry_of_seat: list[int]) -> None:
        at_seat = [levels[e] for e in entry_of_seat]
        seats = [Seat(f"{name} {s + 1}", f"bot:{name}") for s, name in enumerate(at_seat)]
        setup = deal(seats, random.Random(rng.getrandbits(64)), options, language, seed=seed)
        bots = [make_bot(name, random.Random(rng.getrandbits(64))) for name in at_seat]
        result = play_game(setup, bots)
        report.games += 1
        report.outs.update(result.outs)
        report.round_turns.extend(result.round_turns)
        for seat, name in enumerate(at_seat):
            report.by_level[name].add(seat == result.order[0], points=result.scores[seat])

    return reports.play_games(report, games, players, play_one)


def format_report(data: dict[str, Any]) -> str:
    lines = reports.heading(
        data, f"{data['language']}, {data['games_per_second']:.1f} games/s",
        f"{'level':<10}{'seats':>7}{'win rate':>10}  {'95% CI':<17}{'points':>7}",
        prefix="Off With Their Letters!: ")
    for name, t in data["levels"].items():
        lines.append(reports.win_cells(f"{name:<10}{t['games']:>7}", t, 44, 17, 10)
                     + f"{t['mean_points']:>7.2f}")
    lines += ["", "ways out (W4.3): per round, share of all outs"]
    lines += [f"  {reason:<12}{w['per_round']:6.2f}  {w['share']:6.1%}"
              for reason, w in data["ways_out"].items()]
    lines += ["", f"mean round length: {data['mean_round_turns']:.1f} turns"]
    return "\n".join(lines)


def run_sim(args: argparse.Namespace) -> int:
    return reports.run_sim(args, lambda bots: simulate(
        args.players, bots, args.games, args.seed, args.language, args.timer),
        format_report, around=True, known=list(BOT_FACTORIES))


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


replay_command = ReplayReport(
    record_from_json, replay, RecordFormatError, RecordRuleError,
    lambda record, state: final_summary(state, len(record.actions)),
    lambda state: "finished" if state.is_over else f"in progress (round {state.round + 1})",
    lambda record, state, end: [(name, f"{score} points")
                                for name, score in zip(end["names"], end["scores"],
                                                       strict=True)])
"""(0, summary) if the record replays, (1, "action N: reason") on a rule break,
(2, message) if it is malformed."""
