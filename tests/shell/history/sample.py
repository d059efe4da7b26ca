"""A family's plausible history, made up quickly (for the screens' layout and the bench):
four people and bots of every level, in all three games, over many evenings."""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from game.shell.history import FinishedGame, History, SeatResult

PEOPLE = ("Ann", "Dad", "Gran", "Léo")
LEVELS = ("easy", "medium", "hard", "expert")
MARKS = {"race": "cookie", "parade": "zero", "wordland": "last_standing"}


def family_games(count: int, seed: int = 1, games: tuple[str, ...] = ("race", "parade",
                                                                       "wordland")
                 ) -> list[FinishedGame]:
    rng = random.Random(seed)
    start = datetime(2025, 1, 1, 18, 0)
    out = []
    for n in range(count):
        game = games[n % len(games)]
        people = rng.sample(PEOPLE, rng.randint(1, 3))
        bots = [rng.choice(LEVELS) for _ in range(rng.randint(1 if len(people) == 1 else 0,
                                                               2))]
        seats = [(name, True, "") for name in people] + [(f"Bot {i + 1}", False, level)
                                                        for i, level in enumerate(bots)]
        order = list(range(len(seats)))
        rng.shuffle(order)
        low = game == "parade"
        results = []
        for i, (name, person, level) in enumerate(seats):
            place = order.index(i) + 1
            score = (rng.randint(0, 12) + 6 * (place - 1)) if low else \
                (rng.randint(20, 40) - 5 * (place - 1))
            marks = (MARKS[game],) if place == 1 and rng.random() < 0.1 else ()
            results.append(SeatResult(name, person, level, place, max(0, score), "", marks))
        out.append(FinishedGame(game, start + timedelta(hours=7 * n), tuple(results),
                                {"n": n}, "low" if low else "high", 600.0,
                                f"sample-{n:06d}.json"))
    return out


def fill(history: History, count: int, seed: int = 1, **kw) -> None:
    """Add `count` games in one transaction (fast for the bench's 10,000)."""
    import json

    db = history.connection()
    db.execute("BEGIN")
    for g in family_games(count, seed, **kw):
        cur = db.execute("INSERT INTO games (game, finished, duration, options, replay, "
                         "seat_count, better) VALUES (?, ?, ?, ?, ?, ?, ?)",
                         (g.game, g.finished.strftime("%Y-%m-%dT%H:%M:%S"), g.duration,
                          json.dumps(g.options), g.replay, len(g.seats), g.better))
        db.executemany("INSERT INTO seats (game_id, seat, name, person, level, place, score, "
                       "character, marks) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       [(cur.lastrowid, i, s.name, int(s.person), s.level, s.place, s.score,
                         s.character, " ".join(s.marks)) for i, s in enumerate(g.seats)])
    db.execute("COMMIT")
