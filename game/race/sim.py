"""`python -m game sim --game race`: many headless bot games, with the figures that tune a board.

Seats rotate between the bots from game to game so that no bot keeps the same seat; win
rates carry a 95% Wilson interval so that a difference can be told from luck.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from game.race.ai.arena import play_game
from game.race.ai.registry import BOT_FACTORIES, make_bot
from game.race.boards import BoardChoiceError, board_from_argument
from game.race.rules import events as ev
from game.race.rules.components import CARDS_PER_PLAYER, large_cookies_in_play
from game.race.rules.setup import Seat, Variants, deal, default_seats
from game.table import reports


@dataclass
class SimReport(reports.SeatFigures):
    actions: int = 0
    triggers: Counter[str] = field(default_factory=Counter)
    stack_ran_out: int = 0
    large_taken: int = 0

    def to_json(self) -> dict[str, Any]:
        n = max(self.games, 1)
        in_play = len(large_cookies_in_play(self.players))
        return {
            **self.counts(),
            "mean_actions_per_game": self.actions / n,
            "turns_per_game": CARDS_PER_PLAYER * self.players,
            **self.seats_json(),
            "triggers_per_game": {k: v / n for k, v in sorted(self.triggers.items())},
            "stack_ran_out_rate": self.stack_ran_out / n,
            "large_cookies_taken_per_game": self.large_taken / n,
            "large_cookies_in_play": in_play,
        }


def _count_triggers(events: tuple[ev.Event, ...], triggers: Counter[str]) -> bool:
    """Tally active special spaces; True if the cookie stack and display ran out."""
    ran_out = False
    for e in events:
        if isinstance(e, ev.Stopped) and e.active:
            triggers[e.kind.value] += 1
        elif isinstance(e, ev.PassedTeaParty) and e.cookie is not None:
            triggers["tea_party_pass"] += 1
        elif isinstance(e, ev.FellIntoHole):
            triggers["fell_into_hole"] += 1
        elif isinstance(e, ev.LeftHole):
            triggers["left_hole"] += 1
        elif isinstance(e, ev.DisplayChanged) and e.value is None:
            ran_out = True
    return ran_out


def run_sim(
    players: int,
    bot_names: list[str],
    games: int,
    seed: int,
    variants: Variants,
    board_arg: str | None = None,
) -> SimReport:
    bot_names = reports.seat_bots(",".join(bot_names), players)
    board = board_from_argument(board_arg)
    labels = [f"{name}#{i + 1}" for i, name in enumerate(bot_names)]
    bots = [make_bot(name) for name in bot_names]
    rng = random.Random(seed)
    report = SimReport(players)
    report.seat(labels)
    base_seats = default_seats(players)

    def play_one(g: int, entry_of_seat: list[int]) -> None:
        seats = tuple(
            Seat(base.character, labels[e], f"bot:{bot_names[e]}")
            for base, e in zip(base_seats, entry_of_seat, strict=True)
        )
        setup = deal(board, seats, random.Random(rng.getrandbits(64)), variants, seed=seed)
        result = play_game(
            setup, [bots[e] for e in entry_of_seat], random.Random(rng.getrandbits(64)),
            keep_events=True,
        )
        report.games += 1
        report.actions += result.actions
        if _count_triggers(result.events, report.triggers):
            report.stack_ran_out += 1
        best_other = {
            s.player: max(o.score for o in result.standings if o.player != s.player)
            for s in result.standings
        }
        reports.credit_places(
            result.standings, [labels[e] for e in entry_of_seat], setup.first_player,
            report.by_bot, report.by_turn_order,
            lambda st: {"score": st.score, "large_cookies": st.large_count,
                        "margin": st.score - best_other[st.player]})
        report.large_taken += sum(st.large_count for st in result.standings)

    return reports.play_games(report, games, players, play_one)


def format_report(data: dict[str, Any]) -> str:
    lines = reports.heading(
        data, f"{data['games_per_second']:.0f} games/s, "
        f"{data['mean_actions_per_game']:.1f} actions per game",
        f"{'bot':<14}{'win rate':>9}  {'95% CI':<15}{'score':>7}{'large':>7}{'margin':>8}")

    def row(name: str, t: dict[str, Any]) -> str:
        return (reports.win_cells(name, t, 38) + f"{t['mean_score']:>7.2f}"
                + f"{t['mean_large_cookies']:>7.2f}{t['mean_margin']:>+8.2f}")

    lines += [row(name, t) for name, t in data["bots"].items()]
    lines += ["", "by turn order (1 = first to play):"]
    lines += [row(f"  plays {i + 1}", t) for i, t in enumerate(data["turn_order"])]
    lines += ["", "special spaces triggered per game:"]
    lines += [f"  {k:<16}{v:6.2f}" for k, v in data["triggers_per_game"].items()]
    lines += [
        "",
        f"large cookies taken per game: {data['large_cookies_taken_per_game']:.2f} "
        f"of {data['large_cookies_in_play']}",
        f"cookie stack ran out in {data['stack_ran_out_rate']:.1%} of games",
    ]
    return "\n".join(lines)


def _race_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--kids", action="store_true", help="kids mode: two-card hands (R9.1)")
    p.add_argument("--climb-out", action="store_true", help="climb-out rule (R9.3)")
    p.add_argument("--board", help="a .tmx map or a board spec like 'T2 P1 S3 ...'")


def add_sim_arguments(p: argparse.ArgumentParser) -> None:
    reports.add_sim_arguments(p, (2, 3, 4), "random", sorted(BOT_FACTORIES),
                              extra=_race_options)


def sim_command(args: argparse.Namespace) -> int:
    return reports.run_sim(
        args, lambda bots: run_sim(args.players, bots, args.games, args.seed,
                                   Variants(kids=args.kids, climb_out=args.climb_out),
                                   args.board),
        format_report, known=sorted(BOT_FACTORIES), errors=(ValueError, BoardChoiceError))
