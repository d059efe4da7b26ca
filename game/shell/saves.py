"""The autosave and the finished games kept as replays (docs/saves.md).

One game record format (game/race/rules/records.py) serves both. While a game is played, the
Play scene writes its record to ``autosave.json`` after every action (atomically: a
temporary file, then a rename), so quitting, a power cut or a crash never loses more
than the action being made. Title offers Continue while that file exists. When the game
ends, the file is moved into ``replays/`` under the time it ended; the newest
`KEEP_REPLAYS` are kept and older ones deleted.

A save that no longer replays (not JSON, a malformed record, an unknown version, an
action the rules now refuse, another board, an unknown bot) is never deleted and never
crashes the game: it is renamed aside (``autosave.broken-<time>.json``), logged, and a
one-line `notice` is left for the Title screen.

Nothing happens at import time; `SaveStore` touches the disk only when asked.
"""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game.race.rules.board import Board
from game.race.rules.ranking import standings
from game.race.rules.records import (
    GameRecord,
    RecordFormatError,
    RecordRuleError,
    load_record,
    replay,
    save_record,
)
from game.race.rules.state import GameState
from game.shell.files import STAMP, set_aside
from game.shell.i18n import N_, Notices

logger = logging.getLogger(__name__)

AUTOSAVE = "autosave.json"
REPLAYS = "replays"
KEEP_REPLAYS = 20


class SaveUnusable(ValueError):
    """The save is well-formed but cannot be played on this copy of the game."""


@dataclass(frozen=True)
class Resumed:
    """A save read back: its record and the state it replays to."""

    record: GameRecord
    state: GameState


@dataclass(frozen=True)
class ReplayInfo:
    """One finished game in the replays folder, as listed on the Replays screen."""

    path: Path
    finished: datetime
    players: tuple[str, ...]
    winners: tuple[str, ...]
    record: GameRecord


def known_controller(controller: str) -> bool:
    from game.race.ai.registry import BOT_FACTORIES

    if controller == "human":
        return True
    return controller.startswith("bot:") and controller[4:] in BOT_FACTORIES


def check_playable(record: GameRecord, board: Board | None) -> GameState:
    """Replay `record` and check this copy of the game can show it; raises
    RecordRuleError or SaveUnusable (naming what is wrong)."""
    if board is not None and record.setup.board != board:
        raise SaveUnusable("it was made on a different board")
    for i, seat in enumerate(record.setup.seats):
        if not known_controller(seat.controller):
            raise SaveUnusable(f"setup.players[{i}].controller: unknown {seat.controller!r}")
    return replay(record)


class SaveStore(Notices):
    """The autosave and the replays under `folder` (the user data folder in the game,
    a temporary folder in tests). `notice` holds a one-line message for the Title screen
    when a save had to be set aside."""

    def __init__(self, folder: Path, keep: int = KEEP_REPLAYS) -> None:
        self.folder = folder
        self.keep = keep
        self._write_failed = False

    def take_notice(self) -> str | None:
        """The notice in the current language, forgotten once taken."""
        text = self.notice_text()
        self.notice = None
        self._notice_parts = None
        return text

    # ------------------------------------------------------------------ paths

    @property
    def autosave_path(self) -> Path:
        return self.folder / AUTOSAVE

    @property
    def replays_folder(self) -> Path:
        return self.folder / REPLAYS

    # ------------------------------------------------------------------ autosave

    def has_autosave(self) -> bool:
        return self.autosave_path.is_file()

    def write(self, record: GameRecord) -> bool:
        """Save the game in progress (atomic). A full disk or a read-only folder is
        logged once and reported with False; the game carries on unsaved."""
        try:
            save_record(record, self.autosave_path)
        except OSError as exc:
            if not self._write_failed:
                logger.warning("cannot write the autosave %s: %s", self.autosave_path, exc)
                self._say(N_("Your game could not be saved."))
            self._write_failed = True
            return False
        if self._write_failed:
            logger.info("the autosave works again")
            self._write_failed = False
        return True

    def load(self, board: Board | None = None) -> Resumed | None:
        """The autosave replayed, or None when there is none or it cannot be used (then
        it has been set aside and `notice` says so). A finished game found here is moved
        to the replays and None returned."""
        path = self.autosave_path
        if not path.is_file():
            return None
        try:
            record = load_record(path)
            state = check_playable(record, board)
        except (RecordFormatError, RecordRuleError, SaveUnusable, json.JSONDecodeError,
                ValueError, TypeError, KeyError) as exc:
            aside = set_aside(path)
            logger.warning("the saved game %s cannot be continued (%s); kept as %s",
                           path, exc, aside)
            name = aside.name if aside is not None else path.name
            self._say(N_("Your saved game could not be read and was kept as {name}."),
                      name=name)
            return None
        if state.is_over:
            self.archive()
            return None
        return Resumed(record, state)

    def discard(self) -> None:
        """Forget the game in progress (kept aside, not deleted)."""
        if self.has_autosave():
            set_aside(self.autosave_path, "abandoned")

    # ------------------------------------------------------------------ replays

    def finish(self, record: GameRecord) -> Path | None:
        """The game is over: write its last state and move it into the replays."""
        if not self.write(record):
            return None
        return self.archive()

    def archive(self) -> Path | None:
        """Move the autosave into the replays folder (named by the time it ended)."""
        source = self.autosave_path
        if not source.is_file():
            return None
        folder = self.replays_folder
        stamp = time.strftime(STAMP)
        n = 0
        target = folder / f"{stamp}-{n:02d}.json"
        while target.exists():
            n += 1
            target = folder / f"{stamp}-{n:02d}.json"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            os.replace(source, target)
        except OSError as exc:
            logger.warning("cannot move %s to %s: %s", source, target, exc)
            return None
        logger.info("game finished; kept as replay %s", target.name)
        self.prune()
        return target

    def replay_files(self) -> list[Path]:
        """Replay files, newest first."""
        folder = self.replays_folder
        if not folder.is_dir():
            return []
        return sorted((p for p in folder.glob("*.json") if p.is_file()),
                      key=_replay_order, reverse=True)

    def prune(self) -> None:
        """Keep the newest `keep` replays; delete the older ones."""
        for old in self.replay_files()[self.keep:]:
            try:
                old.unlink()
                logger.info("deleted old replay %s", old.name)
            except OSError as exc:
                logger.warning("cannot delete old replay %s: %s", old, exc)

    def replays(self, board: Board | None = None) -> list[ReplayInfo]:
        """Every watchable replay, newest first; unreadable ones are logged and skipped."""
        found: list[ReplayInfo] = []
        for path in self.replay_files():
            try:
                record = load_record(path)
                state = check_playable(record, board)
            except (RecordFormatError, RecordRuleError, SaveUnusable, ValueError,
                    TypeError, KeyError) as exc:
                logger.warning("replay %s skipped: %s", path.name, exc)
                continue
            names = tuple(seat.name for seat in record.setup.seats)
            winners = tuple(names[s.player] for s in standings(state) if s.place == 1) \
                if state.is_over else ()
            found.append(ReplayInfo(path, _finished_at(path), names, winners, record))
        return found


def _replay_order(path: Path) -> tuple[str, int]:
    """Files are named ``<time>-<n>.json``: by time, then by the number (not as text)."""
    stamp, _sep, number = path.stem.rpartition("-")
    if stamp and number.isdigit():
        return (stamp, int(number))
    return (path.stem, -1)


def _finished_at(path: Path) -> datetime:
    try:
        return datetime.strptime(path.stem[:15], STAMP)
    except ValueError:
        return datetime.fromtimestamp(path.stat().st_mtime)
