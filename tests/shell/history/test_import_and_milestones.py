"""Real games into the records: each game's tally (places, scores, levels, marks), the
replays imported once, a finished game written by `record_finished_game`, a rebuild
that keeps what only the history remembers, and the milestones a game earns, once."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.shell import history_feed as feed
from game.shell import history_import
from game.shell.history import FinishedGame, History, HistoryError, SeatResult
from game.shell.history_stats import earned_by, game_stats, milestone_text
from tests.shell.history.game_records import record, write_replay

TWO = (("Ann", "human"), ("Bot", "bot:expert"))


def test_each_game_tells_its_seats_places_and_scores(tmp_path: Path) -> None:
    for game, seats in (("race", TWO), ("parade", TWO),
                        ("wordland", (("Ann", "human"), ("Bo", "bot:easy"), ("Cy", "human")))):
        write_replay(tmp_path, game, seats)
    assert feed.catch_up(tmp_path) == 3
    assert feed.catch_up(tmp_path) == 0, "each replay is imported once"
    with History(tmp_path) as history:
        games = {g.game: g for g in history.games()}
    race, parade, words = games["race"], games["parade"], games["wordland"]
    assert [(s.name, s.person, s.level) for s in race.seats] == [
        ("Ann", True, ""), ("Bot", False, "expert")]
    assert sorted(s.place for s in race.seats)[0] == 1 and race.better == "high"
    assert race.seats[0].character == "alice" and set(race.options) == {
        "kids", "open_hands", "climb_out"}
    assert parade.better == "low", "P8: the lowest score wins"
    low = min(parade.seats, key=lambda s: s.score)
    assert low.place == 1
    assert sorted(s.place for s in words.seats) == [1, 2, 3], "W6.3: always strict"
    assert words.duration and words.duration > 0
    assert sum("last_standing" in s.marks for s in words.seats) == 1
    assert race.replay == parade.replay == "20250101-120000-05.json"


def test_a_finished_game_is_written_and_its_milestones_said_once(tmp_path: Path) -> None:
    won = None
    for seed in range(1, 40):  # a race Ann wins against the expert
        rec = record("race", TWO, seed)
        book_places = feed.finished_game("race", rec, None, feed.where(tmp_path).app)
        if book_places.seats[0].place == 1:
            won = (seed, rec)
            break
    assert won is not None
    seed, rec = won
    replay = write_replay(tmp_path, "race", TWO, seed, stamp="20260301-100000")
    first = history_import.record_finished_game(tmp_path, "race", rec, replay)
    assert first is not None
    said = feed.new_milestones(tmp_path, "race", replay)
    assert ("Ann", "first_win") in said and ("Ann", "beat:expert") in said
    assert milestone_text("race", "beat:expert") == "First win against a bot (expert)"
    assert history_import.record_finished_game(tmp_path, "race", rec, replay) is None  # once
    again = write_replay(tmp_path, "race", TWO, seed, stamp="20260302-100000")
    history_import.record_finished_game(tmp_path, "race", rec, again)
    assert feed.new_milestones(tmp_path, "race", again) == [], "a milestone is earned once"


def test_a_game_the_history_could_not_take_is_added_from_its_replay_later(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full_disk(self, game):
        raise HistoryError("cannot write the game: database or disk is full")

    replay = write_replay(tmp_path, "parade", TWO, 3)
    rec = record("parade", TWO, 3)
    with monkeypatch.context() as patch:
        patch.setattr(History, "add_game", full_disk)
        assert history_import.record_finished_game(tmp_path, "parade", rec, replay) is None
    assert replay.is_file(), "the replay keeps the game"
    assert feed.catch_up(tmp_path) == 1


def test_a_directory_in_the_place_of_the_history_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "history.sqlite3").mkdir()
    replay = write_replay(tmp_path, "parade", TWO, 3)
    assert history_import.record_finished_game(tmp_path, "parade", record("parade", TWO, 3),
                                     replay) is not None
    assert any(p.name.startswith("history.broken-") and p.is_dir()
               for p in tmp_path.iterdir())


def test_a_rebuild_keeps_what_only_the_history_remembers(tmp_path: Path) -> None:
    with History(tmp_path) as history:  # a game whose replay was pruned long ago
        history.add_game(FinishedGame("race", __import__("datetime").datetime(2024, 12, 25),
                                      (SeatResult("Gran", True, "", 1, 30),
                                       SeatResult("Ann", True, "", 2, 20)),
                                      replay="20241225-180000-00.json"))
        history.remember_player("Gran", "queen", "purple")
    write_replay(tmp_path, "race", TWO, 2)
    kept, added, aside = feed.rebuild(tmp_path)
    assert (kept, added) == (1, 1) and aside is not None and aside.exists()
    with History(tmp_path) as history:
        assert history.count("race") == 2
        assert history.player("Gran").colour == "purple"


def test_milestones_are_honest_firsts_and_each_game_has_its_own(tmp_path: Path) -> None:
    from datetime import datetime

    def seat(name: str, place: int, score: int, person: bool = True, level: str = "",
             marks: tuple[str, ...] = ()) -> SeatResult:
        return SeatResult(name, person, level, place, score, "", marks)

    games = [
        FinishedGame("parade", datetime(2026, 1, 1), (seat("Ann", 2, 9), seat("B", 1, 3,
                     False, "easy")), better="low", replay="a.json"),
        FinishedGame("parade", datetime(2026, 1, 2), (seat("Ann", 1, 0, marks=("zero",)),
                     seat("Dad", 2, 4), seat("B", 3, 9, False, "hard")), better="low",
                     replay="b.json"),
        FinishedGame("parade", datetime(2026, 1, 3), (seat("Ann", 1, 2),
                     seat("B", 2, 9, False, "hard")), better="low", replay="c.json"),
    ]
    with History(tmp_path) as history:
        ids = [history.add_game(g) for g in games]
        stats = game_stats(history, "parade")
    ann = stats.of("ann")
    assert ann is not None and (ann.games, ann.wins, ann.best) == (3, 2, 0)
    assert ann.streaks() == (2, 2) and round(ann.average or 0, 2) == round(11 / 3, 2)
    assert ann.against_levels() == [("easy", 1, 0), ("hard", 2, 2)]
    assert (ann.head_to_head["dad"].ahead, ann.head_to_head["dad"].behind) == (1, 0)
    assert earned_by(stats, ids[0]) == []
    assert sorted(m.key for _n, m in earned_by(stats, ids[1])) == [
        "beat:hard", "beat_person", "first_win", "zero"]
    assert earned_by(stats, ids[2]) == [], "nothing for playing again"
    assert stats.of("dad").wins == 0 and stats.of("dad").milestones == []


def test_the_shelf_writes_a_finished_game_into_the_records(tmp_path: Path) -> None:
    """The hook in `SaveStore.finish`: the game goes into its replays, then the records."""
    from game import box
    from game.shell.saves import SaveShelf

    book = box.find("parade").records(feed.where(tmp_path).app)
    store = SaveShelf(tmp_path).store("parade", book)
    target = store.finish(record("parade", TWO, 4))
    assert target is not None and target.is_file()
    with History(tmp_path) as history:
        (kept,) = list(history.games("parade"))
    assert kept.replay == target.name and [s.name for s in kept.seats] == ["Ann", "Bot"]
    read_only = SaveShelf(tmp_path, read_only=True).store("parade", book)
    assert read_only.finish(record("parade", TWO, 5)) is None
