"""The Parade's command-line hooks for the box's `sim` and `replay` commands.

`python -m game sim --game parade` calls `add_sim_arguments` and `run_sim`; `python -m game
replay FILE` calls `replay_command` with the parsed JSON. `python -m game.parade.console`
runs the same sim on its own. Seats rotate between the bots from game to game, as in the
race's sim, so no bot keeps a seat; win rates carry a 95% Wilson interval.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from game.parade.ai.arena import play_game
from game.parade.ai.registry import BOT_FACTORIES, make_level
from game.parade.rules.cards import MAX_PLAYERS, MIN_PLAYERS, card_code
from game.parade.rules.records import (
    MAX_FILE_BYTES,
    RecordFormatError,
    RecordRuleError,
    record_from_json,
    replay,
)
from game.parade.rules.scoring import score_sheet
from game.parade.rules.setup import Options, Seat, deal
from game.parade.rules.state import GameState
from game.table import reports
from game.table.reports import ReplayReport

MAX_RECORD_BYTES = MAX_FILE_BYTES
"""The largest Parade record `replay` reads (`ConsoleHooks.of_module`)."""

# ------------------------------------------------------------------ sim


def _parade_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--two-player-majority", action=argparse.BooleanOptionalAction,
                        default=True,
                        help="P7.2: with 2 players a majority needs 2 more cards (default on)")


def add_sim_arguments(parser: argparse.ArgumentParser) -> None:
    reports.add_sim_arguments(parser, range(MIN_PLAYERS, MAX_PLAYERS + 1), "medium",
                              sorted(BOT_FACTORIES),
                              bots_rule="one per seat or one for all, rotating seats",
                              extra=_parade_options)


@dataclass
class SimReport(reports.SeatFigures):
    turns: int = 0
    triggers: Counter[str] = field(default_factory=Counter)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "parade",
            **self.counts(),
            "mean_turns": self.turns / max(self.games, 1),
            **self.seats_json(),
            "last_round_triggers": dict(sorted(self.triggers.items())),
        }


def simulate(players: int, bot_names: list[str], games: int, seed: int,
             options: Options) -> SimReport:
    """Play `games` seeded games; seat s of game g is played by entry (s + g) mod players."""
    bot_names = reports.seat_bots(",".join(bot_names), players)
    bots = [make_level(name) for name in bot_names]
    labels = [f"{name}#{i + 1}" for i, name in enumerate(bot_names)]
    rng = random.Random(seed)
    report = SimReport(players)
    report.seat(labels)

    def play_one(g: int, entry_of_seat: list[int]) -> None:
        seats = tuple(Seat(labels[e], f"bot:{bot_names[e]}") for e in entry_of_seat)
        setup = deal(seats, random.Random(rng.getrandbits(64)), options, seed=seed)
        result = play_game(setup, [bots[e] for e in entry_of_seat],
                           random.Random(rng.getrandbits(64)))
        reports.credit_places(result.standings, [labels[e] for e in entry_of_seat],
                              setup.first_player, report.by_bot, report.by_turn_order,
                              lambda st: {"score": st.score})
        report.games += 1
        report.turns += result.turns
        report.triggers[result.trigger.value] += 1

    return reports.play_games(report, games, players, play_one)


def format_report(data: dict[str, Any]) -> str:
    lines = reports.heading(
        data, f"{data['games_per_second']:.1f} games/s, {data['mean_turns']:.1f} cards "
        "played per game", f"{'bot':<14}{'win rate':>9}  {'95% CI':<17}{'mean score':>10}")

    def row(name: str, t: dict[str, Any]) -> str:
        return reports.win_cells(name, t, 40) + f"{t['mean_score']:>10.2f}"

    lines += [row(name, t) for name, t in data["bots"].items()]
    lines += ["", "by seat in turn order (1 = first to play):"]
    lines += [row(f"  plays {i + 1}", t) for i, t in enumerate(data["turn_order"])]
    lines += ["", "the last round was triggered by:"]
    lines += [f"  {k:<12}{v:>7}  ({v / max(data['games'], 1):.1%})"
              for k, v in data["last_round_triggers"].items()]
    return "\n".join(lines)


def run_sim(args: argparse.Namespace) -> int:
    return reports.run_sim(args, lambda bots: simulate(
        args.players, bots, args.games, args.seed,
        Options(two_player_majority=args.two_player_majority)), format_report,
        known=sorted(BOT_FACTORIES))


# ------------------------------------------------------------------ replay


def final_state_json(state: GameState, names: list[str]) -> dict[str, Any]:
    """The end of a replayed game: everything, hidden cards included (a replay is read
    after the game)."""
    sheet = score_sheet(state.collections, state.options)
    place_of = {s.player: s.place for s in state.standings()}
    return {
        "game": "parade",
        "phase": state.phase.value,
        "turns": len(state.played),
        "last_round": state.trigger.value if state.trigger else None,
        "parade": [card_code(c) for c in state.parade],
        "pile": len(state.pile),
        "players": [
            {
                "name": names[p],
                "hand": [card_code(c) for c in state.hands[p]],
                "collection": [card_code(c) for c in state.collections[p]],
                "majorities": [cell.suit.code for cell in sheet[p].suits if cell.majority],
                "score": sheet[p].total,
                "cards": sheet[p].card_count,
                "place": place_of[p],
            }
            for p in range(state.n_players)
        ],
    }


def _notes(state: GameState) -> list[str]:
    if state.trigger is None:
        return []
    return [f"last round triggered by player {state.trigger_player + 1}: "
            f"{state.trigger.value}"]


replay_command = ReplayReport(
    record_from_json, replay, RecordFormatError, RecordRuleError,
    lambda record, state: final_state_json(state, [seat.name for seat in record.setup.seats]),
    lambda state: "finished" if state.is_over else f"in progress ({state.phase.value} phase)",
    lambda record, state, end: [(p["name"], f"{p['score']} points, {p['cards']} cards, "
                                 f"place {p['place']}") for p in end["players"]],
    _notes, head="parade: ", malformed="malformed parade record: {error}")
"""Check a parsed record against the rules: (0, summary or JSON), (1, "action N:
reason") when an action breaks a rule, (2, message) when the record is malformed."""


def main(argv: list[str] | None = None) -> int:
    """`python -m game.parade.console [sim options]`: the sim without the box."""
    parser = argparse.ArgumentParser(prog="python -m game.parade.console",
                                     description="Unbirthday Parade: headless bot games")
    add_sim_arguments(parser)
    return run_sim(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
