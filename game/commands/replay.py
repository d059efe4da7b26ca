"""`python -m game replay FILE [--json]`: check a record against the rules, print the end."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from game.race.rules.ranking import standings
from game.race.rules.records import RecordFormatError, RecordRuleError, load_record, replay
from game.race.rules.state import GameState

EXIT_RULE_BREAK = 1
EXIT_MALFORMED = 2


def final_state_json(state: GameState) -> dict[str, Any]:
    """The public end state; the same fields the issue's acceptance check reads."""
    place_of = {s.player: s.place for s in standings(state)}
    return {
        "over": state.is_over,
        "turns_played": state.turns_played,
        "pawns": [
            {
                "space": state.positions[p],
                "size": "large" if state.large == p else "small",
                "in_hole": state.in_hole[p],
            }
            for p in range(state.n_players)
        ],
        "players": [
            {
                "large_cookies": list(state.large_cookies[p]),
                "small_cookies": state.small_cookies[p],
                "score": state.score(p),
                "place": place_of[p],
            }
            for p in range(state.n_players)
        ],
        "display": state.display or None,
        "stack": len(state.stack),
        "pool": state.pool,
    }


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("replay", help="replay a game record and print its final state")
    p.add_argument("file", type=Path)
    p.add_argument("--json", action="store_true", help="print the final state as JSON")
    p.set_defaults(run=main)


def main(args: argparse.Namespace) -> int:
    try:
        record = load_record(args.file)
        state = replay(record)
    except RecordFormatError as e:
        print(f"replay: {e}")
        return EXIT_MALFORMED
    except RecordRuleError as e:
        print(f"replay: {args.file}: {e}")
        return EXIT_RULE_BREAK
    data = final_state_json(state)
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        status = "finished" if state.is_over else f"in progress ({state.turns_played} turns)"
        print(f"{args.file}: {len(record.actions)} actions, game {status}")
        for p, player in enumerate(data["players"]):
            print(f"  {record.setup.seats[p].name}: {player['score']} points, "
                  f"place {player['place']}")
    return 0
