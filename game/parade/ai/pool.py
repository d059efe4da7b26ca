"""Pool several `sim --json` reports into one table, for strength runs split across cores.

    python -m game.parade.ai.pool run1.json run2.json ...

Each report must come from the same table (players and bots); runs with different seeds
are independent games, so wins, games and scores add up. Bots with the same name are
merged ("hard#2" and "hard#4" into "hard"), seats in turn order are kept apart, and every
win rate gets its 95% Wilson interval from the pooled counts.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from game.shell.stats import wilson_interval


def _add(into: dict[str, list[float]], key: str, t: dict[str, Any]) -> None:
    row = into.setdefault(key, [0.0, 0.0, 0.0])
    row[0] += t["games"]
    row[1] += t["win_rate"] * t["games"]
    row[2] += t["mean_score"] * t["games"]


def pool(reports: list[dict[str, Any]]) -> dict[str, Any]:
    """The pooled figures: games, per bot name and per turn order, triggers, turns."""
    players = {r["players"] for r in reports}
    if len(players) != 1:
        raise ValueError(f"reports from different table sizes: {sorted(players)}")
    by_bot: dict[str, list[float]] = {}
    by_order: dict[str, list[float]] = {}
    triggers: Counter[str] = Counter()
    games = turns = 0.0
    for r in reports:
        games += r["games"]
        turns += r["mean_turns"] * r["games"]
        triggers.update(r["last_round_triggers"])
        for label, t in r["bots"].items():
            _add(by_bot, label.split("#")[0], t)
        for i, t in enumerate(r["turn_order"]):
            _add(by_order, str(i + 1), t)

    def rows(d: dict[str, list[float]]) -> dict[str, Any]:
        return {k: {"games": int(g), "win_rate": w / g, "ci95": list(wilson_interval(w, int(g))),
                    "mean_score": s / g} for k, (g, w, s) in d.items()}

    return {"players": players.pop(), "games": int(games), "mean_turns": turns / games,
            "bots": rows(by_bot), "turn_order": rows(by_order),
            "last_round_triggers": dict(sorted(triggers.items()))}


def format_pooled(data: dict[str, Any]) -> str:
    def row(name: str, t: dict[str, Any]) -> str:
        low, high = t["ci95"]
        return (f"{name:<12}{t['games']:>7}  {t['win_rate']:>6.1%}  [{low:.1%}, {high:.1%}]"
                .ljust(44) + f"{t['mean_score']:>8.2f}")

    lines = [f"{data['games']} games pooled, {data['players']} players, "
             f"{data['mean_turns']:.1f} cards played per game", "",
             f"{'bot':<12}{'games':>7}  {'win rate':>6}  95% CI".ljust(44) + "  mean score"]
    lines += [row(name, t) for name, t in data["bots"].items()]
    lines += ["", "by seat in turn order (1 = first to play):"]
    lines += [row(f"  plays {k}", t) for k, t in data["turn_order"].items()]
    lines += ["", "the last round was triggered by:"]
    lines += [f"  {k:<12}{v:>7}  ({v / data['games']:.1%})"
              for k, v in data["last_round_triggers"].items()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    paths = sys.argv[1:] if argv is None else argv
    if not paths:
        print(__doc__.strip().splitlines()[2].strip())
        return 2
    reports = [json.loads(Path(p).read_text()) for p in paths]
    print(format_pooled(pool(reports)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
