"""What feeds the family's records: finished games, the replays already on disk, and the
household's players as the setup screens see them (docs/records.md).

- `finished_game(...)`: what a finished game's record says, for the history
  (`game.shell.history_import.record_finished_game` writes it when a game ends).
- `catch_up(app_or_folder)`: every replay on disk the history does not hold yet is added
  (the first time, that imports every existing replay; later, only what a failed write
  missed). Each game's records are read through its own book and told by its `tally`.
  The screens and the end of a game do it off the frame thread
  (`game.shell.history_import.start`); the command line, here.
- `rebuild(folder)`: a new history from the old one (whatever of it can be read) and
  the replays; the old file is kept aside.
- `household_players(app)`, `remember_player(app, ...)`: the players the box remembers,
  for a seat in any game's setup.

The shell reaches a game only through its contract (`game.box`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from game.shell.files import STAMP, set_aside
from game.shell.history import FinishedGame, History, HistoryError, Player, history_path
from game.shell.names import clean_name
from game.shell.reading import REPLAYS, read_record

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Where:
    """The data folder, whether the history may be written, and the app (for the games'
    record books, some of which keep what they read in the app's rooms)."""

    folder: Path
    read_only: bool
    app: Any


def where(app_or_folder: Any) -> Where | None:
    """The data folder of an app (None when the app keeps no files, as in most tests) or
    a folder given as it is."""
    if isinstance(app_or_folder, (str, Path)):
        return Where(Path(app_or_folder), False, SimpleNamespace(rooms={}, saves=None))
    shelf = getattr(app_or_folder, "saves", None)
    if shelf is None:
        return None
    return Where(Path(shelf.folder), bool(shelf.read_only), app_or_folder)


def open_history(app_or_folder: Any) -> History | None:
    """The history of an app or a data folder (None when the app keeps no files)."""
    place = where(app_or_folder)
    if place is None:
        return None
    return History(place.folder, place.read_only)


def _finished_at(replay: Path | None) -> datetime:
    if replay is not None:
        try:
            return datetime.strptime(replay.stem[:15], STAMP)
        except ValueError:
            try:
                return datetime.fromtimestamp(replay.stat().st_mtime)
            except (OSError, ValueError, OverflowError):
                pass
    return datetime.now().replace(microsecond=0)


def finished_game(game_id: str, record: Any, replay: Path | None, app: Any,
                  book: Any = None) -> FinishedGame:
    """A record told by its game (its book replays it, its `tally` reads the end)."""
    from game import box

    game = box.find(game_id)
    if game.tally is None:
        raise ValueError(f"{game_id} keeps no records (no tally in its contract)")
    outcome = (book or game.records(app)).check(record)
    if not outcome.over:
        raise ValueError("the game is not over")
    return FinishedGame.of(game_id, game.tally(record, outcome), _finished_at(replay),
                           replay.name if replay is not None else None)


_LAST_RECORDED: dict[tuple[str, str], tuple[int, int]] = {}
"""(data folder, game) -> (the record object's id, its game id in the history): the last
game `history_import.record_finished_game` wrote, for its results sheet (`milestones_earned`)."""


_UNTOLD: list[History] = []
"""Histories with a notice no app could be told yet (a game finished through the saves,
which know no app): the next screen that opens the records tells it."""


def tell_untold(app: Any) -> None:
    """Tell the app the notices kept until an app could hear them (a history set aside
    at the end of a game, which the saves wrote without an app)."""
    notify = getattr(app, "notify", None)
    if notify is None:
        return
    waiting = [h for h in _UNTOLD if h.notice]
    _UNTOLD.clear()
    for source in waiting:
        text = source.notice_text()
        if text:
            notify(text)


def _pass_notice(app: Any, history: History) -> None:
    """Tell the app the history's notice (or keep it for the next app that asks), with
    any notice kept from before."""
    notify = getattr(app, "notify", None)
    if notify is None:
        if history.notice:
            _UNTOLD.append(history)
        return
    waiting = [h for h in _UNTOLD if h.notice]
    _UNTOLD.clear()
    for source in [*waiting, history]:
        text = source.notice_text()
        if text:
            notify(text)


def _replay_files(folder: Path) -> list[Path]:
    try:
        return sorted(p for p in folder.glob("*.json") if "." not in p.stem and p.is_file())
    except OSError:
        return []


def pending(history: History, folder: Path) -> int:
    """How many replays on disk the history does not hold yet."""
    from game import box

    count = 0
    for game_id in box.GAMES:
        files = _replay_files(folder / game_id / REPLAYS)
        if files:
            known = history.replays_known(game_id)
            count += sum(1 for path in files if path.name not in known)
    return count


def _import_replays(history: History, place: Where, games: Iterable[str] | None = None,
                    stop: threading.Event | None = None, pause: float = 0.0) -> int:
    """Add every replay the history does not know (each game in its own transaction);
    how many were added. `stop`: set to stop between two games; `pause`: seconds to rest
    after each game (a worker thread leaves the frame thread its pace)."""
    from game import box

    added = 0
    for game_id in games or box.GAMES:
        game = box.find(game_id)
        if game.tally is None:
            continue
        files = _replay_files(place.folder / game_id / REPLAYS)
        if not files:
            continue
        known = history.replays_known(game_id)
        book = None
        for path in files:
            if stop is not None and stop.is_set():
                logger.info("the import of replays stopped; the rest comes next time")
                return added
            if path.name in known:
                continue
            try:
                book = book or game.records(place.app)
                record = read_record(book, path)
                found = finished_game(game_id, record, path, place.app)
            except Exception as exc:  # a replay that cannot be told is left as it is
                logger.info("replay %s/%s not in the records: %s", game_id, path.name, exc)
                continue
            if history.add_game(found) is not None:
                added += 1
            if pause:
                time.sleep(pause)
    if added:
        logger.info("added %d game(s) from the replays to the records", added)
    return added


def catch_up(app_or_folder: Any) -> int:
    """Add to the history every replay it does not hold yet (0 when nothing is kept or
    the history cannot be written: the replays wait for the next time)."""
    place = where(app_or_folder)
    if place is None or place.read_only:
        return 0
    history = History(place.folder)
    try:
        return _import_replays(history, place)
    except HistoryError as exc:
        logger.warning("the records could not take in the replays: %s", exc)
        return 0
    finally:
        _pass_notice(place.app, history)
        history.close()


def rebuild(folder: Path) -> tuple[int, int, Path | None]:
    """A new history: the games the old one still reads (the replays of older games may
    have been pruned: only the history remembers them), its players, then every replay.
    The old file is kept aside. (games kept, games added from replays, the old file)."""
    path = history_path(folder)
    old_games: list[FinishedGame] = []
    old_players: list[Player] = []
    if path.exists():
        old = History(folder)
        try:
            old_games = list(old.games())
            old_players = old.players()
        except HistoryError as exc:
            logger.warning("the old records read only in part: %s", exc)
        finally:
            old.close()
    aside = None
    if path.exists():
        aside = set_aside(path, "before-rebuild")
        if aside is None:
            raise HistoryError(f"cannot move {path.name} aside to rebuild it")
        for suffix in ("-wal", "-shm"):
            side = path.with_name(path.name + suffix)
            if side.exists():
                side.rename(aside.with_name(aside.name + suffix))
    place = Where(folder, False, SimpleNamespace(rooms={}, saves=None))
    with History(folder) as new:
        for player in old_players:
            new.remember_player(player.name, player.character, player.colour)
        kept = sum(1 for g in old_games if new.add_game(g) is not None)
        added = _import_replays(new, place)
    return kept, added, aside


def _earned(history: History, game_id: str, found: int) -> list[tuple[str, str]]:
    from game.shell.history_stats import earned_by, game_stats

    return [(name, m.key) for person in history.people_at(found)
            for name, m in earned_by(game_stats(history, game_id, person), found)]


def new_milestones(app_or_folder: Any, game_id: str, replay_path: Path | None
                   ) -> list[tuple[str, str]]:
    """(player's name, milestone key) for each milestone the finished game kept as
    `replay_path` earned (`history_stats.milestone_text(game_id, key)` says it in the
    current language); [] when the game is not in the records (nothing kept, or the
    history failed)."""
    history = open_history(app_or_folder)
    if history is None or replay_path is None:
        return []
    try:
        found = history.game_id_of(game_id, Path(replay_path).name)
        return [] if found is None else _earned(history, game_id, found)
    except HistoryError as exc:
        logger.info("no milestones for %s: %s", replay_path, exc)
        return []
    finally:
        history.close()


def milestones_earned(app: Any, game_id: str, record: Any) -> list[str]:
    """For a results sheet: each milestone the game that just ended (`record`, the one
    its play scene handed to `SaveStore.finish`) earned, as a line in the current
    language ("Ann: First win"). Shown once: a game earns a milestone only the first time
    it is met, and a record already written is not written again. [] when nothing was
    earned, nothing is kept, or the history failed (the game is safe in its replay)."""
    from game.shell.history_stats import milestone_text
    from game.shell.i18n import _

    place = where(app)
    if place is None:
        return []
    last = _LAST_RECORDED.get((str(place.folder), game_id))
    if last is None or last[0] != id(record):
        return []
    history = History(place.folder, place.read_only)
    try:
        earned = _earned(history, game_id, last[1])
    except HistoryError as exc:
        logger.info("no milestones for this %s game: %s", game_id, exc)
        return []
    finally:
        history.close()
    return [_("{name}: {milestone}").format(name=name, milestone=milestone_text(game_id, key))
            for name, key in earned]


# ---------------------------------------------------------------- household players


def household_players(app: Any) -> list[Player]:
    """The household's players (name, character, favourite colour), by name; [] when the
    app keeps no files or the history cannot be read. For a seat's one-click choice in
    every game's setup."""
    history = open_history(app)
    if history is None:
        return []
    try:
        return history.players()
    except HistoryError as exc:
        logger.info("no household players: %s", exc)
        return []
    finally:
        _pass_notice(app, history)
        history.close()


def seat_choices(app: Any, seated: Iterable[str] = (), characters: Iterable[str] = ()
                 ) -> list[Player]:
    """The household players a seat may take in one click: those not already seated
    (names compared as people write them: case-insensitive), by name. A player whose
    favourite character is not one of the game's `characters` (when given) is offered
    with no character (the setup gives the seat one of its own)."""
    taken = {clean_name(name).casefold() for name in seated}
    allowed = set(characters)
    return [p if not allowed or p.character in allowed or not p.character
            else Player(p.id, p.name, "", p.colour)
            for p in household_players(app) if p.name.casefold() not in taken]


def remember_player(app: Any, name: str, character: str = "", colour: str = "") -> Player | None:
    """Keep a name typed at a seat as a household player (cleaned like every name);
    the player, or None when nothing could be kept."""
    history = open_history(app)
    if history is None or history.read_only:
        return None
    try:
        return history.remember_player(name, character, colour)
    except HistoryError as exc:
        logger.info("the player %r could not be kept: %s", name, exc)
        return None
    finally:
        _pass_notice(app, history)
        history.close()

