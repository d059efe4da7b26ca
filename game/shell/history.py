"""The family's own records: every finished game in a local SQLite database (docs/records.md).

``<data>/history.sqlite3`` (Python's own `sqlite3`, WAL journal) holds the household's
players (name, character, favourite colour), every finished game of every game in the
box (when, how long, the table options, the replay's file name) and its seats (person or
bot, the bot's level, place, score, and the game's own marks such as "won on the cookie
tie-break"). One game is written in one transaction: a kill mid-write leaves the game
whole or absent, never half. The schema has a version (``PRAGMA user_version``) and
`MIGRATIONS` bring an older file up to date.

The replays are the source of truth: a game the history fails to write (a locked
database, a full disk) is still in its replay, and `game.shell.history_import` adds it
the next time the history opens. A database that cannot be opened (damaged, not a
database, locked by something else, from a newer copy of the game) is set aside like
every other file (``history.broken-<time>.sqlite3``, never deleted), a `notice` says so,
and a fresh one is started, filled again from the replays.

Pure standard library (no pygame): the command line and the tests use it as it is.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game.shell.files import set_aside
from game.shell.i18n import N_, Notices
from game.shell.names import clean_name

logger = logging.getLogger(__name__)

FILE_NAME = "history.sqlite3"
PREPARE_TRIES = 6
"""How often a new history is made ready while another connection of ours makes it."""
BUSY_SECONDS = 2.0
"""How long a write waits for a database another process holds before giving up."""
TIME_FORMAT = "%Y-%m-%dT%H:%M:%S"
COLOURS = ("red", "orange", "yellow", "green", "blue", "purple", "pink", "grey")
"""The favourite colours a household player may choose (ids; the screens name them)."""

HISTORY_SET_ASIDE = N_("The records could not be read and were kept as {name}; "
                       "new ones are being built from your replays.")
HISTORY_BUSY = N_("The records are busy: this game will be added from its replay later.")

MIGRATIONS: tuple[str, ...] = (
    # 1: the first records: players, games and their seats
    """
    CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        character TEXT NOT NULL DEFAULT '',
        added TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        finished TEXT NOT NULL,
        duration REAL,
        options TEXT NOT NULL DEFAULT '{}',
        replay TEXT,
        seat_count INTEGER NOT NULL
    );
    CREATE UNIQUE INDEX games_replay ON games(game, replay);
    CREATE INDEX games_when ON games(game, finished, id);
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        person INTEGER NOT NULL,
        level TEXT NOT NULL DEFAULT '',
        place INTEGER NOT NULL,
        score INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX seats_name ON seats(name COLLATE NOCASE, person);
    """,
    # 2: favourite colours, which way a game's scores go, and the games' own marks
    # (what milestones are made of)
    """
    ALTER TABLE players ADD COLUMN colour TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN better TEXT NOT NULL DEFAULT 'high';
    ALTER TABLE seats ADD COLUMN character TEXT NOT NULL DEFAULT '';
    ALTER TABLE seats ADD COLUMN marks TEXT NOT NULL DEFAULT '';
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)

INDEXES: tuple[str, ...] = (
    "CREATE INDEX IF NOT EXISTS seats_person ON seats(name COLLATE NOCASE, person, "
    "game_id, place, score)",
    "CREATE INDEX IF NOT EXISTS seats_bots ON seats(game_id, person, level)",
)
"""Indexes for the Records screen's first frame (one person's places, scores and the bots
they met, read from the index alone). Made when a writable copy opens the file, without a
schema version: an older copy reads the file as before."""


class HistoryError(RuntimeError):
    """The history could not do what was asked; the message says why."""


@dataclass(frozen=True)
class SeatResult:
    """One seat of a finished game, as the history keeps it."""

    name: str
    person: bool
    level: str = ""
    """The bot's level ("easy", "expert"...), "" for a person."""
    place: int = 1
    score: int = 0
    character: str = ""
    marks: tuple[str, ...] = ()
    """The game's own facts about this seat ("cookie": won on the cookie tie-break)."""


@dataclass(frozen=True)
class Tally:
    """What a game says of one finished record (its contract's `tally` piece)."""

    seats: tuple[SeatResult, ...]
    options: dict[str, Any] = field(default_factory=dict)
    better: str = "high"
    """"high": the higher score is better (the race); "low": the lower (the Parade)."""
    duration: float | None = None
    """Seconds of play, when the record knows them."""


@dataclass(frozen=True)
class FinishedGame:
    """A game in the history."""

    game: str
    finished: datetime
    seats: tuple[SeatResult, ...]
    options: dict[str, Any] = field(default_factory=dict)
    better: str = "high"
    duration: float | None = None
    replay: str | None = None
    """The replay's file name in ``<data>/<game>/replays/``, if it was kept."""
    id: int | None = None

    @classmethod
    def of(cls, game: str, tally: Tally, finished: datetime,
           replay: str | None = None) -> FinishedGame:
        return cls(game, finished, tally.seats, dict(tally.options), tally.better,
                   tally.duration, replay)


@dataclass(frozen=True)
class Player:
    """One of the household's players."""

    id: int
    name: str
    character: str = ""
    colour: str = ""


def history_path(folder: Path) -> Path:
    return folder / FILE_NAME


def _side_files(path: Path) -> list[Path]:
    return [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm", "-journal")]


class History(Notices):
    """The history in `folder` (the data folder). Opened lazily; `close()` when done.

    Every public method either works or raises `HistoryError` with a notice set; callers
    that must never fail (the finish of a game) catch it. `read_only`: another copy of the
    game holds the data folder; the history is read, never written nor set aside."""

    def __init__(self, folder: Path, read_only: bool = False) -> None:
        self.folder = folder
        self.path = history_path(folder)
        self.read_only = read_only
        self._db: sqlite3.Connection | None = None
        self.started_fresh = False
        """True when this opening made a new database (then replays are imported)."""

    # ------------------------------------------------------------------ opening

    def connection(self) -> sqlite3.Connection:
        if self._db is None:
            self._db = self._open()
        return self._db

    def _connect(self) -> sqlite3.Connection:
        if self.read_only:
            uri = f"{self.path.resolve().as_uri()}?mode=ro"
            db = sqlite3.connect(uri, uri=True, timeout=BUSY_SECONDS, isolation_level=None)
        else:
            db = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None)
        db.execute("PRAGMA foreign_keys = ON")
        return db

    def _open(self) -> sqlite3.Connection:
        if self.read_only and not self.path.is_file():
            raise HistoryError("no records yet (read-only)")
        if not self.read_only:
            self.folder.mkdir(parents=True, exist_ok=True)
        fresh = not self.path.exists()
        try:
            db = self._prepare_busy()
        except (sqlite3.Error, HistoryError) as exc:
            if self.read_only:
                raise HistoryError(f"the records cannot be read: {exc}") from exc
            self._set_aside(exc)
            fresh = True
            try:
                db = self._connect()
                self._prepare(db)
            except sqlite3.Error as again:
                raise HistoryError(f"the records cannot be started: {again}") from again
        self.started_fresh = fresh
        return db

    def _prepare_busy(self) -> sqlite3.Connection:
        """A connection made ready; when another connection of ours (the import's worker)
        is making the same new file at that moment, SQLite may answer "locked" at once
        (changing the journal mode does not wait): that is no damage, so ask again a few
        times before the file is taken for broken."""
        attempt = 0
        while True:
            db = self._connect()
            try:
                self._prepare(db)
                return db
            except sqlite3.OperationalError as exc:
                db.close()
                attempt += 1
                busy = "locked" in str(exc) or "busy" in str(exc)
                if not busy or attempt == PREPARE_TRIES:
                    raise
                time.sleep(0.05 * attempt)
            except BaseException:
                db.close()
                raise

    def _prepare(self, db: sqlite3.Connection) -> None:
        """Check the file is a database we can use, and bring its schema up to date."""
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise HistoryError(f"the records were written by a newer copy (schema {version})")
        db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()  # not a database?
        if self.read_only:
            if version < SCHEMA_VERSION:
                raise HistoryError(f"the records are older (schema {version}) and read-only")
            return
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        for number in range(version, SCHEMA_VERSION):
            with _transaction(db):
                # another connection (the import's worker) may have made this step since
                if db.execute("PRAGMA user_version").fetchone()[0] > number:
                    continue
                for statement in _statements(MIGRATIONS[number]):
                    db.execute(statement)
                db.execute(f"PRAGMA user_version = {number + 1}")
            if number:
                logger.info("the records moved to schema %d", number + 1)
        for statement in INDEXES:
            db.execute(statement)

    def _set_aside(self, why: BaseException) -> None:
        """The file cannot be used: kept aside with its journal files, with a notice."""
        aside = set_aside(self.path) if self.path.exists() else None
        for side in _side_files(self.path):
            if side.exists():
                if aside is not None:
                    with suppress(OSError):
                        side.rename(aside.with_name(aside.name + side.name[len(self.path.name):]))
                else:
                    set_aside(side)
        if aside is None and self.path.exists():
            raise HistoryError(f"the records cannot be used nor set aside: {why}") from why
        logger.warning("the records %s cannot be used (%s); kept as %s", self.path, why,
                       aside)
        self._say(HISTORY_SET_ASIDE, name=clean_name(aside.name if aside else self.path.name,
                                                      80))

    def close(self) -> None:
        if self._db is not None:
            with suppress(sqlite3.Error):
                self._db.close()
            self._db = None

    def __enter__(self) -> History:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def _run(self, what: str, work: Any) -> Any:
        """`work(db)` with any database failure turned into a HistoryError (and a notice
        when the database was busy)."""
        try:
            return work(self.connection())
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc) or "busy" in str(exc):
                self._say(HISTORY_BUSY)
            raise HistoryError(f"cannot {what}: {exc}") from exc
        except sqlite3.DatabaseError as exc:  # damaged under our feet: set aside
            self.close()
            if not self.read_only:
                self._set_aside(exc)
            raise HistoryError(f"cannot {what}: {exc}") from exc
        except sqlite3.Error as exc:
            raise HistoryError(f"cannot {what}: {exc}") from exc

    # ------------------------------------------------------------------ games

    def add_game(self, game: FinishedGame) -> int | None:
        """Write one finished game in one transaction; its id, or None when a game with
        the same replay is already there."""
        if self.read_only:
            raise HistoryError("the records are read-only")

        def work(db: sqlite3.Connection) -> int | None:
            with _transaction(db):
                if game.replay and db.execute(
                        "SELECT 1 FROM games WHERE game = ? AND replay = ?",
                        (game.game, game.replay)).fetchone():
                    return None
                cursor = db.execute(
                    "INSERT INTO games (game, finished, duration, options, replay, "
                    "seat_count, better) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (game.game, game.finished.strftime(TIME_FORMAT), game.duration,
                     json.dumps(game.options, sort_keys=True, default=str), game.replay,
                     len(game.seats), game.better))
                game_id = int(cursor.lastrowid or 0)
                db.executemany(
                    "INSERT INTO seats (game_id, seat, name, person, level, place, score, "
                    "character, marks) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(game_id, i, clean_name(s.name) or f"{i + 1}", int(s.person),
                      "" if s.person else s.level, int(s.place), int(s.score), s.character,
                      " ".join(s.marks)) for i, s in enumerate(game.seats)])
                return game_id

        return self._run("write the game", work)

    def replays_known(self, game: str) -> set[str]:
        rows = self._run("list the games", lambda db: db.execute(
            "SELECT replay FROM games WHERE game = ? AND replay IS NOT NULL", (game,)
        ).fetchall())
        return {r[0] for r in rows}

    def game_id_of(self, game: str, replay: str) -> int | None:
        row = self._run("find the game", lambda db: db.execute(
            "SELECT id FROM games WHERE game = ? AND replay = ?", (game, replay)).fetchone())
        return int(row[0]) if row else None

    def count(self, game: str | None = None) -> int:
        if game is None:
            query, args = "SELECT COUNT(*) FROM games", ()
        else:
            query, args = "SELECT COUNT(*) FROM games WHERE game = ?", (game,)
        return int(self._run("count the games", lambda db: db.execute(query, args)
                             .fetchone()[0]))

    def games(self, game: str | None = None) -> Iterator[FinishedGame]:
        """Every game (of `game`, or all), oldest first."""
        where, args = ("WHERE game = ?", (game,)) if game else ("", ())

        def work(db: sqlite3.Connection) -> list[FinishedGame]:
            heads = db.execute(
                f"SELECT id, game, finished, duration, options, replay, better FROM games "
                f"{where} ORDER BY finished, id", args).fetchall()
            seats: dict[int, list[SeatResult]] = {}
            for row in db.execute(
                    "SELECT game_id, name, person, level, place, score, character, marks "
                    "FROM seats ORDER BY game_id, seat"):
                seats.setdefault(row[0], []).append(SeatResult(
                    row[1], bool(row[2]), row[3], row[4], row[5], row[6],
                    tuple(row[7].split())))
            return [FinishedGame(game_name, _when(finished), tuple(seats.get(gid, ())),
                                 _options(options), better, duration, replay, gid)
                    for gid, game_name, finished, duration, options, replay, better in heads]

        yield from self._run("read the games", work)

    def seats_of(self, game: str, person: str | None = None
                 ) -> list[tuple[int, str, int, str, int, int, str, str, str]]:
        """Every seat of `game`'s games (only the games `person` played as a person, when
        given), in the order played: (game id, finished, person, name, place, score, bot
        level, marks, better). Read by `game.shell.history_stats`."""
        columns = ("g.id, g.finished, s.person, s.name, s.place, s.score, s.level, s.marks, "
                   "g.better")
        if person is None:
            query = (f"SELECT {columns} FROM games g JOIN seats s ON s.game_id = g.id "
                     f"WHERE g.game = ? ORDER BY g.finished, g.id, s.seat")
            args: tuple[str, ...] = (game,)
        else:
            # the games in order by their index, the person's by the name index: no sort
            query = (f"SELECT {columns} FROM games g JOIN seats s ON s.game_id = g.id "
                     f"WHERE g.game = ? AND g.id IN (SELECT game_id FROM seats WHERE name = ? "
                     f"COLLATE NOCASE AND person = 1) ORDER BY g.finished, g.id, s.seat")
            args = (game, clean_name(person))
        return self._run("read the games", lambda db: db.execute(query, args).fetchall())

    def person_results(self, game: str, person: str) -> tuple[list[int], list[int]]:
        """(places, scores) of `person`'s games of `game` as a person, in the order
        played: the Records screen's first frame (one indexed pass, no other seats)."""
        rows = self._run("read the games", lambda db: db.execute(
            "SELECT s.place, s.score FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.name = ? COLLATE NOCASE AND s.person = 1 AND g.game = ? "
            "ORDER BY g.finished, g.id", (clean_name(person), game)).fetchall())
        return [r[0] for r in rows], [r[1] for r in rows]

    def person_levels(self, game: str, person: str) -> list[tuple[str, int, int]]:
        """(bot level, `person`'s games of `game` with such a bot at the table, wins)."""
        return self._run("read the games", lambda db: db.execute(
            "SELECT b.level, COUNT(DISTINCT s.game_id), "
            "COUNT(DISTINCT CASE WHEN s.place = 1 THEN s.game_id END) "
            "FROM seats s JOIN games g ON g.id = s.game_id "
            "JOIN seats b ON b.game_id = s.game_id AND b.person = 0 "
            "WHERE s.name = ? COLLATE NOCASE AND s.person = 1 AND g.game = ? "
            "GROUP BY b.level", (clean_name(person), game)).fetchall())

    def table_of(self, game: str) -> list[tuple[str, int, int, int | None, int | None]]:
        """Everyone who played `game` as a person: (name, games, wins, lowest score,
        highest score), most wins first."""
        return self._run("read the games", lambda db: db.execute(
            "SELECT s.name, COUNT(*), SUM(s.place = 1), MIN(s.score), MAX(s.score) "
            "FROM seats s JOIN games g ON g.id = s.game_id WHERE g.game = ? AND s.person = 1 "
            "GROUP BY s.name COLLATE NOCASE ORDER BY SUM(s.place = 1) DESC, COUNT(*) DESC, "
            "s.name COLLATE NOCASE", (game,)).fetchall())

    def people_at(self, game_id: int) -> list[str]:
        """The names of the people (not bots) at one game of the history."""
        rows = self._run("read the game", lambda db: db.execute(
            "SELECT name FROM seats WHERE game_id = ? AND person = 1 ORDER BY seat",
            (game_id,)).fetchall())
        return [r[0] for r in rows]

    def better_of(self, game: str) -> str:
        row = self._run("read the games", lambda db: db.execute(
            "SELECT better FROM games WHERE game = ? ORDER BY finished DESC, id DESC LIMIT 1",
            (game,)).fetchone())
        return str(row[0]) if row else "high"

    # ------------------------------------------------------------------ players

    def players(self) -> list[Player]:
        rows = self._run("list the players", lambda db: db.execute(
            "SELECT id, name, character, colour FROM players ORDER BY name COLLATE NOCASE"
        ).fetchall())
        return [Player(*row) for row in rows]

    def player(self, name: str) -> Player | None:
        row = self._run("find a player", lambda db: db.execute(
            "SELECT id, name, character, colour FROM players WHERE name = ?",
            (clean_name(name),)).fetchone())
        return Player(*row) if row else None

    def remember_player(self, name: str, character: str = "", colour: str = "") -> Player:
        """Keep `name` as a household player (cleaned as every name is); an existing one
        gets the character and colour given (when given)."""
        name = clean_name(name)
        if not name:
            raise HistoryError("a player needs a name with something visible in it")
        colour = colour if colour in COLOURS else ""

        def work(db: sqlite3.Connection) -> None:
            with _transaction(db):
                found = db.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
                if found is None:
                    db.execute("INSERT INTO players (name, character, colour, added) "
                               "VALUES (?, ?, ?, ?)", (name, character, colour,
                                                        datetime.now().strftime(TIME_FORMAT)))
                else:
                    if character:
                        db.execute("UPDATE players SET character = ? WHERE id = ?",
                                   (character, found[0]))
                    if colour:
                        db.execute("UPDATE players SET colour = ? WHERE id = ?",
                                   (colour, found[0]))

        self._run("keep the player", work)
        found = self.player(name)
        assert found is not None
        return found

    def set_player(self, name: str, character: str | None = None,
                   colour: str | None = None) -> None:
        """Change a household player's character or favourite colour ("" for none)."""
        player = self.player(name)
        if player is None:
            raise HistoryError(f"no player called {clean_name(name)!r}")
        if colour is not None and colour and colour not in COLOURS:
            raise HistoryError(f"no colour {colour!r}")

        def work(db: sqlite3.Connection) -> None:
            with _transaction(db):
                if character is not None:
                    db.execute("UPDATE players SET character = ? WHERE id = ?",
                               (character, player.id))
                if colour is not None:
                    db.execute("UPDATE players SET colour = ? WHERE id = ?",
                               (colour, player.id))

        self._run("change the player", work)

    def rename_player(self, old: str, new: str) -> Player:
        """Rename a household player, and their seats in every game. A name another
        player already has is refused: merge them instead."""
        new = clean_name(new)
        if not new:
            raise HistoryError("a player needs a name with something visible in it")
        current = self.player(old)
        if current is None:
            raise HistoryError(f"no player called {clean_name(old)!r}")
        other = self.player(new)
        if other is not None and other.id != current.id:
            raise HistoryError(f"{new!r} is already a player: merge them instead")

        def work(db: sqlite3.Connection) -> None:
            with _transaction(db):
                db.execute("UPDATE players SET name = ? WHERE id = ?", (new, current.id))
                db.execute("UPDATE seats SET name = ? WHERE person = 1 AND name = ? "
                           "COLLATE NOCASE", (new, current.name))

        self._run("rename the player", work)
        return Player(current.id, new, current.character, current.colour)

    def merge_players(self, keep: str, gone: str) -> None:
        """`gone` was the same person as `keep`: their games become `keep`'s and `gone`
        is no longer a player."""
        kept = self.player(keep)
        if kept is None:
            raise HistoryError(f"no player called {clean_name(keep)!r}")
        gone_name = clean_name(gone)
        if gone_name.casefold() == kept.name.casefold():
            raise HistoryError("a player cannot be merged with themselves")

        def work(db: sqlite3.Connection) -> None:
            with _transaction(db):
                db.execute("UPDATE seats SET name = ? WHERE person = 1 AND name = ? "
                           "COLLATE NOCASE", (kept.name, gone_name))
                db.execute("DELETE FROM players WHERE name = ?", (gone_name,))

        self._run("merge the players", work)

    def remove_player(self, name: str) -> None:
        """No longer a household player; their games stay in the history under the name."""
        self._run("remove the player", lambda db: db.execute(
            "DELETE FROM players WHERE name = ?", (clean_name(name),)))

    def people(self, game: str | None = None) -> list[tuple[str, int]]:
        """Everyone who has played as a person (of `game`), with their number of games,
        most games first."""
        where, args = ("AND g.game = ?", (game,)) if game else ("", ())
        return self._run("list the players", lambda db: db.execute(
            f"SELECT s.name, COUNT(*) FROM seats s JOIN games g ON g.id = s.game_id "
            f"WHERE s.person = 1 {where} GROUP BY s.name COLLATE NOCASE "
            f"ORDER BY COUNT(*) DESC, s.name COLLATE NOCASE", args).fetchall())


@contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        with suppress(sqlite3.Error):
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]


def _when(text: str) -> datetime:
    try:
        return datetime.strptime(text, TIME_FORMAT)
    except ValueError:
        return datetime.fromtimestamp(0)


def _options(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def csv_rows(history: History, game: str | None = None) -> Iterator[Sequence[object]]:
    """The history as rows for a spreadsheet: one row per seat of every game."""
    yield ("game_id", "game", "finished", "duration_s", "replay", "seat", "name", "person",
           "bot_level", "character", "place", "score", "marks", "options")
    for g in history.games(game):
        options = json.dumps(g.options, sort_keys=True, ensure_ascii=False)
        duration = "" if g.duration is None else round(g.duration)
        for i, s in enumerate(g.seats):
            yield (g.id, g.game, g.finished.strftime(TIME_FORMAT), duration, g.replay or "",
                   i + 1, s.name, "person" if s.person else "bot", s.level, s.character,
                   s.place, s.score, " ".join(s.marks), options)
