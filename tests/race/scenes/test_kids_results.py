"""Issue 36: at a kids' table the results celebrate every player (rules notes 21): a
rosette for each, no place written ("3rd" under a parent on the same score), no
tie-break note, players on the same score alike; a readers' table keeps its page."""

from __future__ import annotations

import random

import pytest

from game.app import App
from game.race import room
from game.race.ai.random_bot import RandomBot
from game.race.rules.components import Character
from game.race.rules.ranking import TieBreak, standings
from game.race.rules.records import GameRecord
from game.race.rules.setup import Seat, Variants, deal
from game.race.rules.state import GameState
from game.race.rules.views import view_for
from game.race.scenes import results as race_results
from game.race.scenes.results import ResultsScene
from game.table import results as sheet
from game.ui.canvas import Canvas

CHARS = (Character.ALICE, Character.HATTER, Character.HARE, Character.QUEEN)


def _tied_by_rule(app: App, kids: bool) -> tuple[GameState, GameRecord]:
    """A finished game where a tie-break (not a shared place) split two equal scores."""
    bot = RandomBot()
    for seed in range(1, 600):
        seats = tuple(Seat(c, n, "human") for c, n in
                      zip(CHARS, ("Lily", "Dad", "Mum", "Gran"), strict=True))
        setup = deal(room.level(app).board, seats, random.Random(seed), Variants(kids=kids),
                     0, seed=seed)
        state, _events = GameState.start(setup)
        record = GameRecord(setup)
        rng = random.Random(seed)
        while not state.is_over:
            action = (state.sample_spin(rng) if state.is_chance
                      else bot.choose(view_for(state, state.turn), rng))
            state.apply(action)
            record.actions.append(action)
        if any(st.decided_by in (TieBreak.LARGE_COOKIES, TieBreak.DISTANCE)
               for st in standings(state)):
            return state, record
    raise AssertionError("no game split by a tie-break")


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    words: list[str] = []
    real = Canvas.text

    def text(self: Canvas, what: str, *args: object, **kwargs: object):
        words.append(what)
        return real(self, what, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Canvas, "text", text)
    return words


def _draw(app: App, scene: ResultsScene, monkeypatch: pytest.MonkeyPatch) -> list[object]:
    rosettes: list[object] = []
    real = race_results.draw_rosette
    monkeypatch.setattr(race_results, "draw_rosette",
                        lambda canvas, centre, colour=sheet.ROSETTE_COLOURS[0]:
                        (rosettes.append(colour), real(canvas, centre, colour)))
    app.push(scene)
    app.draw()
    return rosettes


def test_every_player_is_celebrated_at_a_kids_table(app: App, said: list[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    state, record = _tied_by_rule(app, kids=True)
    scene = ResultsScene(app, state, record, [(0,) * 4])
    rosettes = _draw(app, scene, monkeypatch)
    assert len(rosettes) == 4  # one each
    for word in ("1st", "2nd", "3rd", "4th"):
        assert word not in said
    assert not any(note and note in said for note in race_results.DECIDED_BY.values())
    assert sheet.KIDS_TITLE in said
    # the same score, the same rosette, in seat order
    for a, b in zip(scene.standings, scene.standings[1:], strict=False):
        if a.score == b.score:
            assert a.player < b.player
    colours = {st.score: set() for st in scene.standings}
    for st, colour in zip(scene.standings, rosettes, strict=True):
        colours[st.score].add(colour)
    assert all(len(c) == 1 for c in colours.values())
    assert rosettes[0] == sheet.ROSETTE_COLOURS[0]


def test_a_readers_table_keeps_places_and_tie_breaks(app: App, said: list[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    state, record = _tied_by_rule(app, kids=False)
    scene = ResultsScene(app, state, record, [(0,) * 4])
    rosettes = _draw(app, scene, monkeypatch)
    assert "1st" in said and sheet.KIDS_TITLE not in said
    assert len(rosettes) == len(scene.winners)
    assert [st.player for st in scene.standings] == [st.player for st in standings(state)]


def test_score_groups_share_and_never_skip() -> None:
    assert sheet.score_groups([9, 12, 9, 4]) == [1, 0, 1, 2]
    assert sheet.score_groups([3, 5], higher_is_better=False) == [0, 1]
    assert sheet.rosette_colour(9) == sheet.ROSETTE_COLOURS[-1]


def test_no_milestone_names_a_tie_break_winner_at_a_kids_table(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The milestones ("Dad: A race won by a cookie (same score, more large cookies)")
    are not said over a kids' page; a readers' page still says them."""
    import game.shell.history_feed as feed

    monkeypatch.setattr(feed, "milestones_earned", lambda *a: ["Dad: First win"])
    state, record = _tied_by_rule(app, kids=True)
    assert ResultsScene(app, state, record, [(0,) * 4]).milestones == []
    state, record = _tied_by_rule(app, kids=False)
    assert ResultsScene(app, state, record, [(0,) * 4]).milestones == ["Dad: First win"]
