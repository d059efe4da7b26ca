"""`python -m game records`: the family's records from the command line (docs/records.md).

    python -m game records                 # how many games each game holds, and who played
    python -m game records --csv [FILE]    # the history as CSV (to FILE, or the terminal)
    python -m game records --rebuild       # a new history from the old one and the replays
    python -m game records --data FOLDER   # another data folder (default: the game's own)

A rebuild or a catch-up takes the data folder's lock (`game.shell.lock`): while the game
is open they are refused, in one line. The CSV is for a spreadsheet: a name that starts
like a formula (``=``, ``+``, ``-``, ``@``) is written with a leading apostrophe, so no
spreadsheet runs it.
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path
from typing import TextIO

from game.shell.names import for_terminal
from game.shell.opening import open_file

EXIT_FAILED = 1
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("records", help="the family's records: summary, CSV export, rebuild")
    what = p.add_mutually_exclusive_group()
    what.add_argument("--csv", nargs="?", const="-", metavar="FILE",
                      help="write the history as CSV to FILE (default: the terminal)")
    what.add_argument("--rebuild", action="store_true",
                      help="build the history again from the old one and the replays")
    p.add_argument("--game", default=None, help="only this game (race, parade, wordland)")
    p.add_argument("--data", type=Path, default=None,
                   help="the data folder (default: the game's own)")
    p.set_defaults(run=main)


def _say(text: str, stream: TextIO | None = None) -> None:
    print(for_terminal(text, 4000), file=stream or sys.stdout, flush=True)


def safe_cell(value: object) -> object:
    """A cell no spreadsheet will take for a formula."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def write_csv(history, stream: TextIO, game: str | None = None) -> int:
    """The history as CSV into `stream`; the number of rows after the header."""
    from game.shell.history import csv_rows

    writer = csv.writer(stream)
    count = -1
    for row in csv_rows(history, game):
        writer.writerow([safe_cell(cell) for cell in row])
        count += 1
    return count


def main(args: argparse.Namespace) -> int:
    from game import box
    from game.shell import paths
    from game.shell.history import History, HistoryError
    from game.shell.history_feed import catch_up, rebuild
    from game.shell.lock import DataLock

    folder = args.data or paths.data_dir()
    if args.game is not None and args.game not in box.GAMES:
        _say(f"records: no game {args.game!r} (there is {', '.join(box.GAMES)})", sys.stderr)
        return EXIT_FAILED
    lock = DataLock(folder)
    folder_exists = folder.is_dir()
    writable = folder_exists and lock.acquire()
    try:
        if args.rebuild:
            if not writable:
                _say("records: the game is open (or the data folder is missing): close it "
                     "and try again", sys.stderr)
                return EXIT_FAILED
            kept, added, aside = rebuild(folder)
            _say(f"records rebuilt: {kept} game(s) kept from the old records, {added} added "
                 f"from the replays" + (f"; the old file is kept as {aside.name}" if aside
                                        else ""))
            return 0
        if writable:
            catch_up(folder)
        if not (folder / "history.sqlite3").is_file():
            _say("records: no games in the records yet")
            return 0
        with History(folder, read_only=not writable) as history:
            if args.csv is not None:
                if args.csv == "-":
                    rows = write_csv(history, sys.stdout, args.game)
                else:
                    target = Path(args.csv)
                    with open_file(target, "w", newline="") as stream:
                        rows = write_csv(history, stream, args.game)
                    _say(f"records: {rows} row(s) written to {target}", sys.stderr)
                return 0
            for game in [args.game] if args.game else box.GAMES:
                people = ", ".join(f"{name} ({n})" for name, n in history.people(game)[:8])
                _say(f"{game}: {history.count(game)} game(s)"
                     + (f"; played by {people}" if people else ""))
            players = history.players()
            if players:
                _say("household players: " + ", ".join(p.name for p in players))
        return 0
    except BrokenPipeError:
        raise
    except (HistoryError, OSError) as exc:
        _say(f"records: {exc}", sys.stderr)
        return EXIT_FAILED
    finally:
        if writable:
            lock.release()
