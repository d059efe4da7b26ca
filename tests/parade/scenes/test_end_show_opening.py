"""The end show does not open with every panel at "0 points" (issue #33): before the
first colour is counted (PARADE.md P7.1-P7.3, counted colour by colour), a panel says it
is not counted yet; once colours are counted, it shows the points counted so far, and at
the end the score of P7."""

from __future__ import annotations

from game.parade.rules.scoring import scores
from game.parade.scenes import showcase


def test_the_end_show_opens_without_a_row_of_zeros(app) -> None:
    showcase.SCENES["end_show"](app, 5, 0, 0)
    play = app.top
    show = play.end_show
    assert show is not None
    show.counted, show.counting = 0, None  # the opening picture, nothing counted yet
    panels = play.drawing.panels
    opening = [panels.points_words(seat, 0) for seat in range(len(play.names))]
    assert not any("0 points" in words for words in opening), opening
    show.skip()
    final = scores(play.state.collections, play.setup.options)
    assert [panels.points_words(seat, 0) for seat in range(len(play.names))] == [
        f"{n} point" if abs(n) == 1 else f"{n} points" for n in final]
