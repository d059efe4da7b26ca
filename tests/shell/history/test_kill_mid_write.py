"""A game is written in one transaction: a process killed while it writes (SIGKILL, at
many moments) leaves every game whole (all its seats) or absent, never half, and the
database opens again without being set aside."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.shell.history import History

ROOT = Path(__file__).resolve().parents[3]
WRITER = """
import sys
from datetime import datetime
from pathlib import Path
from game.shell.history import FinishedGame, History, SeatResult
history = History(Path(sys.argv[1]))
n = history.count()
print("ready", flush=True)
while True:
    seats = tuple(SeatResult(f"P{i}", i % 2 == 0, "" if i % 2 == 0 else "easy", i + 1, n + i)
                  for i in range(2 + n % 5))
    history.add_game(FinishedGame("race", datetime(2026, 1, 1), seats, {"n": n},
                                  replay=f"{n:06d}.json"))
    n += 1
"""


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX")
def test_a_kill_mid_write_leaves_no_half_game(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    counts = [0]
    for delay in (0.05, 0.13, 0.31, 0.47):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path)], env=env,
                                stdout=subprocess.PIPE, cwd=ROOT)
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        with History(tmp_path) as history:
            db = history.connection()
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            half = db.execute(
                "SELECT g.id FROM games g LEFT JOIN seats s ON s.game_id = g.id "
                "GROUP BY g.id HAVING COUNT(s.seat) != g.seat_count").fetchall()
            orphans = db.execute("SELECT COUNT(*) FROM seats WHERE game_id NOT IN "
                                 "(SELECT id FROM games)").fetchone()[0]
            count = history.count()
            assert history.notice is None, "a killed write is no reason to set aside"
        assert half == [] and orphans == 0
        counts.append(count)
    assert counts == sorted(counts) and counts[-1] > counts[1] > 0, \
        f"each writer wrote games before it was killed: {counts}"
    assert not any(p.name.startswith("history.broken") for p in tmp_path.iterdir())
