"""Issue 35, items 3 and 6: the word game's guided first round teaches as it plays.

The coach is the table kit's; the lessons are the word game's and come as the table
calls for them, each once, pointing at the thing itself, whatever happened before (a
vote taken back, Pause, a resize, Continue); the round's summary brings the points and
the closing word; the lobby offers the guided game and asks before replacing a saved
game. The bubbles fit whole at every size, language and text size.
"""

from __future__ import annotations

import pygame

from game.app import App
from game.table.coach import Tip
from game.wordland.rules.components import Phase
from game.wordland.scenes import guided_lessons as gl
from game.wordland.scenes.guided import GuidedPlay, is_guided, new_guided, open_guided
from game.wordland.scenes.guided_table import YOU
from game.wordland.table_choice import GAME_ID
from tests.shell.layout_check import ELLIPSIS, SIZES, close_scenes, new_app, recorded
from tests.table.coach_moves import asks_before_replacing, pause_resize_and_go_on
from tests.wordland.scenes.driver import FRAME, click, key, type_text
from tests.wordland.scenes.guided_driver import current, dismiss, one_step, until_tip

ROUND_ONE = ["bet", "topic", "letters", "teapot", "queen_letter", "challenge",
             "rabbit_letter", "tokens", "pass", "letter_bites", "spoken", "vote", "out"]
"""What the fixed deal brings up before the round's end, in the order it comes."""


def _guided(app: App) -> GuidedPlay:
    new_guided(app)
    play = app.top
    assert isinstance(play, GuidedPlay)
    return play


def _taught(app: App) -> set[str]:
    got = app.settings.tables.get(GAME_ID, {}).get("coach", [])
    return set(got)


def test_the_guided_round_teaches_every_trick_once_and_closes_at_the_summary(
        app: App) -> None:
    play = _guided(app)
    said: list[str] = []
    while (tip := until_tip(app, play)) is not None:
        play = current(app, play)
        said.append(tip)
        words = play.coach.said(tip)
        assert words and "{" not in words, tip
        if tip == "closing":
            assert play.summary is not None and play.summary.round == 0
            assert words == play.coach.closing(gl.CLOSING, gl.CLOSING_SOME)
            assert "Not" not in words and "did not" not in words  # everything came up
            break
        dismiss(app)
    assert said[-2:] == ["points", "closing"]
    assert [k for k in said if k in ROUND_ONE] == ROUND_ONE, said
    assert len(said) == len(set(said))  # each lesson once


def test_the_table_waits_while_the_coach_speaks(app: App) -> None:
    play = _guided(app)
    while (tip := until_tip(app, play)) != "teapot":
        assert tip is not None
        dismiss(app)
    since, actions = play.since, len(play.record.actions)
    for _ in range(100):  # ten seconds
        app.step(FRAME)
    assert play.since == since and len(play.record.actions) == actions
    assert play.state.speaker == YOU and play.coach.showing.key == "teapot"
    targets = play.coach.targets()
    bubble = play.coach.bubble(targets)
    assert targets and not any(bubble.colliderect(t) for t in targets)


def test_a_space_that_closes_the_bubble_types_no_space(app: App) -> None:
    play = _guided(app)
    while (tip := until_tip(app, play)) != "teapot":
        dismiss(app)
    assert tip == "teapot"
    key(app, pygame.K_SPACE)
    type_text(app, " ")
    app.step(FRAME)
    assert play.coach.showing is None and play.input.entry.value == ""


def test_pause_and_resize_keep_the_bubble_and_the_lessons_go_on(app: App) -> None:
    pause_resize_and_go_on(app, _guided(app), "bet", "topic", until_tip, dismiss)


def test_a_language_change_redraws_the_words(app: App) -> None:
    play = _guided(app)
    assert until_tip(app, play) == "bet"
    english = play.coach.said("bet")
    app.update_settings(app.settings.with_changes(language="fr"))
    french = play.coach.said("bet")
    app.update_settings(app.settings.with_changes(language="en"))
    assert french != english and "Duck" in french


def test_a_vote_taken_back_keeps_the_coach_talking(app: App) -> None:
    """The word table's undo is the vote's (table_guard.PendingVotes)."""
    play = _guided(app)
    while (tip := until_tip(app, play, vote=False)) != "vote":
        assert tip is not None
        dismiss(app)
    dismiss(app)
    for _ in range(10):  # a second: the vote's buttons arm (table guard)
        app.step(FRAME)
    key(app, pygame.K_n)
    app.step(FRAME)
    assert play.input.pending.get(YOU) is False
    for _ in range(10):
        app.step(FRAME)
    undo = next(w for w in play.widgets if "Undo" in getattr(w, "text", ""))
    click(app, undo.rect.center)  # changed her mind
    app.step(FRAME)
    assert play.input.pending.get(YOU) is None
    assert play.state.phase is Phase.VOTE and YOU not in play.state.ballot.votes
    assert until_tip(app, play) == "out"  # the vote ends and the next lesson comes


def test_continue_brings_the_coach_back_and_it_remembers(app: App) -> None:
    from game.wordland.scenes.resume import resumed_play

    play = _guided(app)
    while (tip := until_tip(app, play)) != "queen_letter":
        assert tip is not None
        dismiss(app)
    record = play.record
    assert is_guided(record.setup)
    play.close()
    again = resumed_play(app, record)
    app.reset_to(again)
    assert isinstance(again, GuidedPlay)
    assert {"bet", "topic", "letters", "teapot", "queen_letter"} <= _taught(app)
    nxt = until_tip(app, again)
    assert nxt not in ("bet", "topic", "letters", "teapot", "queen_letter", None)


def test_the_closing_word_names_what_the_round_did_not_show(app: App) -> None:
    play = _guided(app)
    app.update_settings(app.settings.with_table(GAME_ID, {"coach": [
        k for k in gl.KEYS if k not in ("pass", "tokens")]}))
    words = play.coach.said("closing")
    assert "the Cheshire Cat's pass" in words and "time tokens" in words
    assert "every trick" not in words
    for size, lang, text in (((960, 540), "fr", 150), ((1920, 1080), "en", 100)):
        app.resize(size)
        app.update_settings(app.settings.with_changes(language=lang, text_size=text))
        play.coach.showing = Tip("closing")
        rec = recorded(app, play.draw)
        assert not rec.cuts, (size, lang, rec.cuts)


def test_the_lobby_offers_the_guided_game(app: App) -> None:
    from game.box import find
    from game.scenes.lobby import LobbyScene

    lobby = LobbyScene(app, find("wordland"))
    app.push(lobby)
    app.step(FRAME)
    guided = next(w for w in lobby.widgets if getattr(w, "text", "") == "Guided first game")
    click(app, guided.rect.center)
    app.step(FRAME)
    assert isinstance(app.top, GuidedPlay)


def test_starting_the_guided_game_over_a_saved_game_asks_first(app: App, tmp_path) -> None:
    import random

    from game.scenes.base import Scene
    from game.shell.saves import SaveShelf
    from game.wordland import room
    from game.wordland.rules.setup import Seat, deal
    from game.wordland.scenes.play import PlayScene

    app.push(Scene(app))  # the lobby, say
    app.saves = SaveShelf(tmp_path)
    seats = [Seat("Ann", "human"), Seat("Bea", "bot:easy"), Seat("Cy", "bot:easy")]
    ordinary = PlayScene(app, deal(seats, random.Random(4), seed=4), seed=4)
    ordinary.close()
    asks_before_replacing(app, open_guided, room.saves(app), GuidedPlay, is_guided)


def test_the_letter_warning_shows_under_the_word_box(app: App) -> None:
    """Issue 35, item 4, on the table itself: the Rabbit's P binds your next word, and
    a word holding it turns the warning into an alarm."""
    play = _guided(app)
    while (tip := until_tip(app, play)) != "letter_bites":
        assert tip is not None
        dismiss(app)
    for _ in range(600):  # the bubbles read, the vote cast, the banner gone
        if play.coach.showing is not None:
            dismiss(app)
        elif play.state.phase is Phase.VOTE:
            one_step(app, play)
        elif play.flash is None and play.human_speaker() == YOU:
            break
        else:
            app.step(FRAME)
    assert play.human_speaker() == YOU and play.state.extra == "p"
    canvas_words = [t.words for t in recorded(app, play.draw).texts]
    assert any("letter P is forbidden for your word too" in w for w in canvas_words)
    type_text(app, "parrot")
    app.step(FRAME)
    canvas_words = [t.words for t in recorded(app, play.draw).texts]
    assert any("Your word has P" in w for w in canvas_words), canvas_words


def test_every_bubble_fits_whole_at_every_size_language_and_text_size() -> None:
    """960x540, 1280x720, 1920x1080; English and French; 100 and 150 %: the coach's
    words are whole (no cut, no "…") and never under the floor."""
    from game.ui.layout import MIN_TEXT

    app = new_app((1280, 720))
    try:
        play = _guided(app)
        problems: list[str] = []
        seen = []
        while (tip := until_tip(app, play)) is not None:
            play = current(app, play)
            seen.append(tip)
            for size in SIZES:
                app.resize(size)
                for lang, text in (("en", 100), ("fr", 100), ("en", 150), ("fr", 150)):
                    app.update_settings(app.settings.with_changes(language=lang,
                                                                  text_size=text))
                    rec = recorded(app, play.draw)
                    box = app.viewport.rect(play.coach.bubble())
                    coach = [t for t in rec.texts if t.box is not None
                             and t.box.colliderect(box)]
                    where = f"{tip} {size} {lang} {text}"
                    assert coach, where
                    problems += [f"{where}: cut {w!r}" for w in rec.cuts]
                    problems += [f"{where}: small {t.words!r}" for t in coach
                                 if t.px < app.viewport.px(MIN_TEXT)]
                    problems += [f"{where}: ellipsis {t.words!r}" for t in coach
                                 if ELLIPSIS in t.words]
                    problems += [f"{where}: outside {t.words!r}" for t in coach
                                 if not app.viewport.frame.contains(t.ink)]
            app.resize((1280, 720))
            app.update_settings(app.settings.with_changes(language="en", text_size=100))
            if tip == "closing":
                break
            dismiss(app)
        assert "closing" in seen
        assert not problems, "\n".join(problems[:30])
    finally:
        close_scenes(app)


def test_each_letter_warning_fits_whole_under_the_word_box(monkeypatch) -> None:
    """Issue 35, item 4: the three warnings, with a long name, fit the row under the word
    box at 960x540 and 1920x1080, English and French, 100 and 150 %."""
    from game.wordland.scenes import table_drawing
    from game.wordland.scenes.letter_warning import Risk, warning_words

    pygame.init()
    names = ["Ann", "Bartholomew", "Dodo", "Lory", "Duck"]
    problems: list[str] = []
    for size in ((960, 540), (1920, 1080)):
        for lang, text in (("en", 100), ("fr", 150), ("en", 150)):
            app = new_app(size, lang, text)
            try:
                play = _guided(app)
                play.coach.showing = None
                app.update_settings(app.settings.with_table(GAME_ID, {"coach": list(gl.KEYS)}))
                for _ in range(80):  # to Ann's first turn
                    one_step(app, play)
                    if play.human_speaker() == YOU and play.flash is None:
                        break
                for kind in ("offer", "binds", "has"):
                    words = warning_words(Risk(kind, "p", 1), names)
                    monkeypatch.setattr(table_drawing, "table_warning",
                                        lambda _p, w=words, k=kind: (w, k == "has"))
                    play.drawing.invalidate()
                    rec = recorded(app, play.draw)
                    assert any(t.words in words or words.startswith(t.words)
                               for t in rec.texts), (size, lang, kind)
                    problems += [f"{size} {lang} {text} {kind}: cut {w!r}" for w in rec.cuts]
            finally:
                close_scenes(app)
    assert not problems, "\n".join(problems)
