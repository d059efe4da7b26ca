"""Issue 35, item 5: the race's coach keeps its word.

A guided race can end without a small pawn falling into a Rabbit Hole (the player's own
spins decide it): then the closing word must not say "You know the whole race now"; it
names, once each, what the game did not bring up. When every lesson came up, the old
word stands. The longer word fits the results page whole at every size, language and
text size.
"""

from __future__ import annotations

from game.app import App
from game.race.scenes.guided import CLOSING, LESSONS, GuidedPlay, new_guided
from game.race.scenes.results import ResultsScene
from game.shell.i18n import _
from tests.shell.layout_check import SIZES, layout_failures

HOLE = ("hole", "escape", "climb")


def _guided(app: App) -> GuidedPlay:
    new_guided(app)
    play = app.top
    assert isinstance(play, GuidedPlay)
    return play


def _taught_all_but(play: GuidedPlay, left: tuple[str, ...]) -> None:
    for lesson in LESSONS:
        if lesson.id not in left:
            play.coach.teach(lesson.id)


def test_a_race_without_the_rabbit_hole_names_it_instead_of_claiming_the_whole_race(
        app: App) -> None:
    play = _guided(app)
    _taught_all_but(play, HOLE)
    word = play._results_word()
    assert "whole race" not in word
    assert word.count("getting out of a Rabbit Hole") == 1  # escape and climb: one topic
    assert "the Rabbit Hole" in word and "Well played" in word
    assert "Joker" not in word  # what was shown is not named
    play.close()


def test_every_lesson_given_closes_with_the_whole_race(app: App) -> None:
    play = _guided(app)
    _taught_all_but(play, ())
    assert play._results_word() == CLOSING
    play.close()


class LongWord:
    """The results of a guided race that brought up the fewest things: the longest word."""

    name = "guided results, six lessons missed"

    def build(self, app: App) -> ResultsScene:
        play = _guided(app)
        play.coach.happened.clear()
        _taught_all_but(play, ("hole", "escape", "climb", "boost", "tea_choice", "cheshire"))
        word = play._results_word()
        assert _("the Cheshire Cat") in word
        play.close()
        return ResultsScene(app, play.state, play.record, play.score_history, word=word)


def test_the_longest_closing_word_fits_the_results_whole() -> None:
    failures: list[str] = []
    for size in SIZES:
        failures += [f"{size} {f}" for f in layout_failures(
            size, (("en", 100), ("fr", 100), ("fr", 150), ("en", 150)), [LongWord()])]
    assert not failures, "\n".join(failures)
