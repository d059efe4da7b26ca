"""No text on text, none clipped or cut, none too small: every word-game screen state.

Each state of layout_states.py (setup, the preparation panels of the Caterpillar and the
Queen, the curtains, the table in type it and say it with 5 and 8 players, a refused
word, the vote, the round's end, the results with a tie) is built at 960x540, 1280x720
and 1920x1080, in English and French, at text size 100, 125 and 150 % (the shared
matrix of tests/shell/layout_check.py), and drawn once with a `Recorder` on the canvas. It
fails when two texts' inks overlap, a text leaves the box it was laid out in or the
window, something opaque (a card, a panel, the word box) is drawn over a text, a text is
under `MIN_TEXT` (12 px at 960x540, docs/accessibility.md), or `fit_text` had to cut a
text with an ellipsis. Numbers printed on cards are art, not text; a modal layer (the
curtain, the round's summary) hides the table under it on purpose (`layout.cover`).
"""

from __future__ import annotations

from tests.shell.layout_check import no_text_collides, states_built
from tests.wordland.scenes.layout_states import STATES

test_no_text_collides = no_text_collides(STATES)


def test_the_states_are_what_they_say() -> None:
    """The builders reach the states they are named after (else the check is hollow)."""
    from game.wordland.rules.components import Character, Phase
    from game.wordland.scenes.play import PlayScene
    from game.wordland.scenes.results import ResultsScene

    for name, scene in states_built(STATES):
        if isinstance(scene, PlayScene):
            s = scene.state
            assert s.language == "fr", name
            if name.startswith("caterpillar"):
                assert s.phase is Phase.CATERPILLAR
                assert (s.seat_of(Character.CATERPILLAR) == 0) == \
                    name.endswith("human")
            if name.startswith("queen"):
                assert s.phase is Phase.TOPIC
            if name == "vote":
                assert s.phase is Phase.VOTE
            if name.startswith("curtain"):
                assert scene.curtain is not None
            if name.endswith("round-end"):
                assert scene.summary is not None
        if name == "results-tied":
            assert isinstance(scene, ResultsScene)
            assert any(scene.tie_broken(p) for p in range(len(scene.order)))
