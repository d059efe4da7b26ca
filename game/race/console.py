"""The race's command-line hooks: its `sim` options and report, and `replay` of a record."""

from __future__ import annotations

from typing import Any

from game.race import sim
from game.race.rules.ranking import standings
from game.race.rules.records import RecordFormatError, RecordRuleError, record_from_json, replay
from game.race.rules.state import GameState
from game.table.reports import ReplayReport


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


def _status(state: GameState) -> str:
    return "finished" if state.is_over else f"in progress ({state.turns_played} turns)"


def _rows(record, state: GameState, end: dict[str, Any]):
    return [(record.setup.seats[p].name, f"{player['score']} points, place {player['place']}")
            for p, player in enumerate(end["players"])]


replay_command = ReplayReport(record_from_json, replay, RecordFormatError, RecordRuleError,
                              lambda record, state: final_state_json(state), _status, _rows)
"""(0, summary or JSON), (1, "action N: reason") on a broken rule, (2, message) when the
record is malformed."""


add_sim_arguments = sim.add_sim_arguments
"""The race's `sim` options (the contract names this module: `ConsoleHooks.of_module`)."""
run_sim = sim.sim_command
