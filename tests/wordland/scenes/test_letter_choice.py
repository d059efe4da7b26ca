"""The Queen's (or the Rabbit's) choice after her turn (W4.2a, W5.1, W5.2; issue 33's wait
for her): keeping the letter is a choice too, the table says whom it waits for, and a
warning never names a secret letter to other people at the screen.

Found by a play-test: after each of Ann's turns as Queen the table sat 15 s, its banner
saying "Dodo is typing a word", with no way to say "no"; and "Show E now?" named her
secret letter on the shared screen."""

from __future__ import annotations

from game.wordland.scenes.letter_warning import Risk, warning_words
from tests.wordland.scenes.driver import FRAME, button
from tests.wordland.scenes.test_wave2_word import _queen_human, _texts


def test_keeping_the_letter_hidden_ends_the_wait_at_once(app) -> None:
    play = _queen_human(app)
    speaker = play.state.speaker
    assert speaker in play.bots and play.letter_pending
    keep = button(play, "Keep it hidden")
    assert keep is not None and keep.rect != button(play, "show your letter").rect
    keep.on_click()
    assert not play.letter_pending and button(play, "Keep it hidden") is None
    from game.wordland.scenes.play import LETTER_WINDOW

    for _ in range(round((LETTER_WINDOW - 5) / FRAME)):  # the bot's own typing, no wait
        if play.state.speaker != speaker:
            break
        play.update(FRAME)
    assert play.state.speaker != speaker
    assert not any(getattr(a, "seat", None) == 0 and type(a).__name__ == "PlaceLetter"
                   for a in play.state.legal_actions())


def test_the_banner_says_the_table_waits_for_her(app) -> None:
    play = _queen_human(app)
    app.step(FRAME)
    assert play.letter_holder() == 0
    texts = _texts(app)
    assert "Ann: show your letter, or keep it hidden" in texts
    assert not any(t.endswith("is typing a word") for t in texts)


def test_a_warning_names_a_secret_letter_only_to_its_holder_alone() -> None:
    risk = Risk("offer", "e", 1)
    names = ["Ann", "Bea"]
    assert "E" in warning_words(risk, names, alone=True)
    shared = warning_words(risk, names, alone=False)
    assert "E " not in shared and "Show your letter now?" in shared and "Bea" in shared


def test_keep_it_hidden_reads_no_larger_than_show_your_letter(app) -> None:
    """Play-test at 960x540, 150 % text: "Ann: show your letter" wrapped small beside a
    larger "Keep it hidden". The pair is drawn at one size, at every text size."""
    from tests.shell.layout_check import recorded

    play = _queen_human(app)
    show_label = button(play, "show your letter").text
    keep_label = button(play, "Keep it hidden").text
    for percent in (100, 125, 150):
        app.update_settings(app.settings.with_changes(text_size=percent))
        play.drawing.invalidate()
        texts = recorded(app, play.draw).texts
        # the labels' lines (a label may wrap): pieces of 5 letters or more of each
        show = {t.px for t in texts if len(t.words) >= 5 and t.words in show_label}
        keep = {t.px for t in texts if len(t.words) >= 5 and t.words in keep_label}
        assert show and keep and max(keep) <= min(show), (percent, show, keep)
