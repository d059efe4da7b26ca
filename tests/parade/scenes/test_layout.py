"""No text on text, none clipped or cut, none too small: every Parade screen state.

Each state of layout_states.py (setup with 2 and 6 seats, the table with a preview, a
20-card parade at six players, the hint, the last round's banner, the final discard,
the curtain, the results with a tie and with six players, a replay, every page) is
built at 960x540, 1280x720 and 1920x1080, in English and French, at text size 100, 125
and 150 % (the shared matrix of tests/shell/layout_check.py), and drawn once with a
`Recorder` on the canvas. It fails when two texts'
inks overlap, a text leaves its box or the window, something opaque is drawn over a
text, a text is under `MIN_TEXT` (12 px at 960x540), a text did not fit whole, or a "…" is drawn.
Numbers printed on cards are art, not text; the curtain hides the table on purpose.
"""

from __future__ import annotations

from tests.parade.scenes.layout_states import STATES
from tests.shell.layout_check import no_text_collides, states_built

test_no_text_collides = no_text_collides(STATES)


def test_the_states_are_what_they_say() -> None:
    """The builders reach the states they are named after (else the check is hollow)."""
    from game.parade.rules.actions import Phase
    from game.parade.scenes.play import PlayScene
    from game.parade.scenes.results import ResultsScene

    for name, scene in states_built(STATES):
        if name.startswith("play") or name.startswith("six"):
            assert isinstance(scene, PlayScene) and scene.preview() is not None, name
        if name == "six-long-parade":
            assert len(scene.shown.parade) >= 20 and scene.state.n_players == 6
        if name == "hint":
            assert scene.adviser.shown is not None
        if name == "last-round":
            assert scene.shown.trigger is not None
        if name == "discard":
            assert scene.state.phase is Phase.DISCARD and len(scene.selected) == 2
        if name == "curtain":
            assert scene.curtain_for is not None
        if name == "undo":
            assert scene.can_undo() and scene.unseen is not None, name
        if name == "inspect":
            assert scene.inspecting == 1
        if name == "curtain-log":
            assert scene.curtain_for is not None and scene.log.since(
                scene.curtain_for)
        if name.startswith("end-") or name == "two-player-end":
            show = scene.end_show
            assert scene.state.is_over and show is not None
            assert show.done == (name in ("end-done", "two-player-end"))
        if name == "end-counting":
            assert scene.end_show.counting == 2
        if name == "results-tied":
            assert isinstance(scene, ResultsScene)
            assert any(s.decided_by is not None and s.decided_by.value != "score"
                       for s in scene.standings)
