"""The race's command-line hooks: its `sim` options and report, and `replay` of a record."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from game.race import sim
from game.race.rules.ranking import standings
from game.race.rules.records import RecordFormatError, RecordRuleError, record_from_json, replay
from game.race.rules.state import GameState
from game.shell.names import one_line

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


def replay_command(data: Mapping[str, Any], as_json: bool) -> tuple[int, str]:
    try:
        record = record_from_json(data)
        state = replay(record)
    except RecordFormatError as e:
        return EXIT_MALFORMED, str(e)
    except RecordRuleError as e:
        return EXIT_RULE_BREAK, str(e)
    end = final_state_json(state)
    if as_json:
        return 0, json.dumps(end, indent=2)
    status = "finished" if state.is_over else f"in progress ({state.turns_played} turns)"
    lines = [f"{len(record.actions)} actions, game {status}"]
    lines += [f"  {one_line(record.setup.seats[p].name)}: {player['score']} points, "
              f"place {player['place']}" for p, player in enumerate(end["players"])]
    return 0, "\n".join(lines)


add_sim_arguments = sim.add_sim_arguments
"""The race's `sim` options (the contract names this module: `ConsoleHooks.of_module`)."""
run_sim = sim.sim_command
