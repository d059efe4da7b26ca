"""Issue 22, item 1: the guided first game always teaches.

The coach is driven by what is on the table: its lessons come as the table calls for
them, whatever happened before (an Undo, a hint, Pause, a resize, Continue), each once,
pointing at the thing itself; the results close with a word; starting the guided game
over a saved game asks first.
"""

from __future__ import annotations

import pygame

from game.app import App
from game.race.rules.actions import Decision, PlayCard
from game.race.rules.components import JOKER
from game.race.scenes.guided import LESSONS, GuidedPlay, is_guided, new_guided, taught
from game.ui.layout import MIN_TEXT, Recorder
from tests.race.scenes.driver import FRAME, key, play_one_decision
from tests.table.coach_moves import asks_before_replacing, pause_resize_and_go_on


def _guided(app: App) -> GuidedPlay:
    new_guided(app)
    play = app.top
    assert isinstance(play, GuidedPlay)
    return play


def _until_tip(app: App, play: GuidedPlay, frames: int = 6000) -> str | None:
    """Play on as a player would (first playable card, a strong spin, first choice)
    until the coach speaks; its lesson's key."""
    for _ in range(frames):
        play = app.top if isinstance(app.top, GuidedPlay) else play
        if play.coach.showing is not None:
            return play.coach.showing.key
        if play.state.is_over or app.top is not play:
            return None
        play_one_decision(app, play)
        app.step(FRAME)
    return None


def _dismiss(app: App) -> None:
    key(app, pygame.K_SPACE)
    app.step(FRAME)


def _all_lessons(app: App) -> list[str]:
    play = _guided(app)
    said = []
    while (tip := _until_tip(app, play)) is not None:
        said.append(tip)
        _dismiss(app)
        play = app.top if isinstance(app.top, GuidedPlay) else play
    return said


def test_the_guided_game_teaches_every_lesson_once_and_closes_with_a_word(app: App) -> None:
    said = _all_lessons(app)
    # the hand's ends, the Joker, the first spin, growing large and the +1, the Cheshire
    # Cat, the Rabbit Hole and climbing out, the Tea Party: all in the fixed deal
    assert sorted(said) == sorted(lesson.id for lesson in LESSONS), said
    assert said[:2] == ["hand", "joker"]
    for _ in range(200):
        app.step(FRAME)
        if app.top.name == "results":
            break
    results = app.top
    assert results.name == "results" and results.word
    app.draw()


def test_the_joker_tip_points_at_the_joker_and_the_hand_tip_at_the_ends(app: App) -> None:
    play = _guided(app)
    assert _until_tip(app, play) == "hand"
    hand = play.state.hands[0]
    rects = [play.hand_view.card_rect(i, len(hand)) for i in range(len(hand))]
    ends = play.coach.showing.targets
    assert len(ends) == 2 and ends[0].contains(rects[0]) and ends[1].contains(rects[2])
    assert not any(t.contains(rects[1]) for t in ends)  # never the middle card
    _dismiss(app)
    assert _until_tip(app, play) == "joker"
    slot = hand.index(JOKER)
    (target,) = play.coach.showing.targets
    assert target.contains(rects[slot]) and not target.colliderect(rects[1])


def test_undo_on_turn_one_does_not_silence_the_coach(app: App) -> None:
    """The issue's bug: after Ctrl+Z on turn 1 the coach never spoke again."""
    play = _guided(app)
    for _ in range(2):  # the hand, the Joker
        _until_tip(app, play)
        _dismiss(app)
    assert play.state.decision is Decision.CARD
    play.act(PlayCard(2))  # the Joker: its value is still to choose, so it can be taken back
    for _ in range(3):
        app.step(FRAME)
    assert play.can_undo()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                         unicode="z", scancode=0))
    app.step(FRAME)
    again = app.top
    assert again is not play and isinstance(again, GuidedPlay)  # taken back, coach kept
    assert len(again.record.actions) == 0
    assert {"hand", "joker"} <= taught(app)  # not said twice
    assert _until_tip(app, again) is not None  # the next lesson still comes


def test_a_hint_does_not_silence_the_coach(app: App) -> None:
    play = _guided(app)
    _until_tip(app, play)
    _dismiss(app)
    _until_tip(app, play)
    _dismiss(app)
    key(app, pygame.K_h)
    for _ in range(30):
        app.step(FRAME)
    assert play.hinter.hint is not None or play.hinter.thinking
    assert _until_tip(app, play) is not None


def test_pause_and_continue_from_pause_keep_the_bubble(app: App) -> None:
    pause_resize_and_go_on(app, _guided(app), "hand", "joker", _until_tip, _dismiss)


def test_a_resize_does_not_silence_the_coach(app: App) -> None:
    play = _guided(app)
    assert _until_tip(app, play) == "hand"
    app.resize((1400, 700))
    app.step(FRAME)
    app.draw()
    assert play.coach.showing is not None
    _dismiss(app)
    app.resize((1000, 760))
    assert _until_tip(app, play) == "joker"
    app.draw()


def test_continue_brings_the_coach_back_and_it_remembers(app: App) -> None:
    from game.race.scenes.resume import resumed_play

    play = _guided(app)
    for _ in range(2):
        _until_tip(app, play)
        _dismiss(app)
    assert play.act(PlayCard(2))  # the Joker
    play.fast_forward()
    record = play.record
    assert is_guided(record.setup)
    play.close()
    again = resumed_play(app, record)
    app.reset_to(again)
    assert isinstance(again, GuidedPlay) and again.coach.showing is None
    assert {"hand", "joker"} <= taught(app)
    assert _until_tip(app, again) not in ("hand", "joker", None)


def test_an_ordinary_game_is_not_taken_for_the_guided_one(app: App) -> None:
    import random

    from game.race import room
    from game.race.rules.setup import deal, default_seats

    setup = deal(room.level(app).board, default_seats(3), random.Random(1865), seed=1865)
    assert not is_guided(setup)


def test_starting_the_guided_game_over_a_saved_game_asks_first(app: App, tmp_path) -> None:
    import random

    from game.race import room
    from game.race.rules.setup import deal, default_seats
    from game.race.scenes.guided import open_guided
    from game.race.scenes.play import PlayScene
    from game.scenes.base import Scene
    from game.shell.saves import SaveShelf

    app.push(Scene(app))  # the lobby, say
    app.saves = SaveShelf(tmp_path)
    setup = deal(room.level(app).board, default_seats(2), random.Random(4), seed=4)
    ordinary = PlayScene(app, setup, seed=4)  # autosaved
    ordinary.close()
    asks_before_replacing(app, open_guided, room.saves(app), GuidedPlay, is_guided)
    app.top.close()


def test_every_bubble_fits_whole_at_every_size_and_language(app: App) -> None:
    """The coach's words are never cut, at the three sizes and the odd ones, in both
    languages, at 100 and 150 %."""
    play = _guided(app)
    problems: list[str] = []
    while (tip := _until_tip(app, play)) is not None:
        for size in ((960, 540), (1920, 1080), (1400, 700)):
            app.resize(size)
            for lang, text in (("en", 100), ("fr", 150), ("en", 150)):
                app.update_settings(app.settings.with_changes(language=lang, text_size=text))
                canvas = app.canvas()
                canvas.recorder = Recorder()
                play.draw(canvas)
                rec = canvas.recorder
                coach = [t for t in rec.texts if t.box is not None
                         and t.box.colliderect(canvas.viewport.rect(play.coach.bubble()))]
                assert coach
                problems += [f"{tip} {size} {lang} {text}: cut {w!r}" for w in rec.cuts]
                problems += [f"{tip} {size} {lang} {text}: small {t.words!r}" for t in coach
                             if t.px < app.viewport.px(MIN_TEXT)]
        app.resize((1280, 720))
        app.update_settings(app.settings.with_changes(language="en", text_size=100))
        _dismiss(app)
        play = app.top if isinstance(app.top, GuidedPlay) else play
    assert not problems, "\n".join(problems[:30])
