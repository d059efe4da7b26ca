"""Issue 35, items 2 and 6: the Parade's guided first game.

The kit's coach with the Parade's lessons: each fires from the table (the fixed deal
played by a newcomer, or a scripted table), once, pointing at the thing itself; Undo, a
hint, Pause, a resize and Continue keep it talking; the lobby offers the guided game
and asks before it replaces a saved game. Rules cited: docs/rules/PARADE.md.
"""

from __future__ import annotations

import pygame

from game.parade.rules.actions import Phase, Play
from game.parade.rules.cards import parse_card
from game.parade.rules.events import Trigger
from game.parade.rules.setup import Options
from game.parade.scenes.director import ShownTable
from game.parade.scenes.guided import GuidedPlay, is_guided
from game.parade.scenes.guided_lessons import LESSONS, majority, sixth, takes
from game.parade.ui import geometry as geo
from game.table.coach import taught
from tests.parade.rules.scenario import table
from tests.parade.scenes.driver import FRAME, click, hover, key
from tests.parade.scenes.guided_driver import all_lessons, current, dismiss, guided, until_tip
from tests.table.coach_moves import pause_resize_and_go_on

IDS = [lesson.id for lesson in LESSONS]


def _taught(app) -> set[str]:
    return taught(app, "parade", IDS)


def _scripted(app, state) -> GuidedPlay:
    """A guided table put in the situation `state` (a scripted table)."""
    play = guided(app)
    play.fast_forward()
    play.state = state
    play.shown = ShownTable.of(state)
    play.hand_view = [list(h) for h in state.hands]
    play.input.rebuild()
    assert play.idle
    return play


def test_every_lesson_comes_once_in_order_and_the_coach_keeps_its_word(app) -> None:
    said, play = all_lessons(app)
    assert said == IDS, said  # the fixed deal brings every rule up, each once
    assert app.top.name == "results"
    word = play.coach.closing(*_closing())
    assert "whole Parade" in word


def _closing() -> tuple[str, str]:
    from game.parade.scenes.guided_lessons import CLOSING, CLOSING_SOME

    return CLOSING, CLOSING_SOME


def test_the_first_lessons_point_at_the_parade_end_and_at_what_a_play_takes(app) -> None:
    """P3.1: a card goes to the end; P4.3: the purple 3 takes the purple 10 (its colour)
    and the green 1 (worth no more), both beyond its count."""
    play = guided(app)
    assert until_tip(app, play) == "parade"
    end = geo.parade_slots(len(play.shown.parade) + 1)[-1]
    assert play.coach.showing.targets[0].contains(end)
    dismiss(app)
    assert until_tip(app, play) == "takes"
    hand = play.hand_cards(0)
    p3 = parse_card("P3")
    targets = play.coach.showing.targets
    slot = geo.hand_slots(len(hand))[hand.index(p3)]
    assert targets[0].contains(slot)
    parade = play.shown.parade
    rects = geo.parade_slots(len(parade))
    taken = [rects[parade.index(parse_card(c))] for c in ("P10", "G1")]
    assert all(any(t.contains(r) for t in targets[1:]) for r in taken)
    assert len(targets) == 3  # nothing else is pointed at
    bubble = play.coach.bubble()
    assert not any(bubble.colliderect(t) for t in targets)


def test_the_preview_lesson_comes_when_a_card_is_pointed_at(app) -> None:
    play = guided(app)
    for _ in range(2):
        until_tip(app, play)
        dismiss(app)
    assert play.coach.showing is None
    for _ in range(5):
        app.step(FRAME)
    assert play.coach.showing is None  # nothing pointed at: no preview lesson yet
    hover(app, play.input.cards[0].rect.center)
    app.step(FRAME)
    app.step(FRAME)
    assert play.coach.showing.key == "preview"
    assert play.coach.showing.targets[0].contains(geo.INFO)


def test_sixth_colour_lesson_points_at_the_card_that_would_end_it(app) -> None:
    """P5.1: Alice holds five colours; her G4 would take G0 from the parade."""
    state = table(hands=["G4 R9 B9 O9 P9", "R1 R2 R3 R4 R5", "B1 B2 B3 B4 B5"],
                  parade="G0 W8 W7 W6 W5 W4", collections=["R0 B0 O0 P0 W0", "", ""])
    play = _scripted(app, state)
    targets = sixth(play.coach)
    slots = geo.hand_slots(5)
    assert targets is not None and len(targets) == 2 and targets[0].contains(slots[0])
    assert targets[1] == geo.panel_rects(3)[0]  # the collection it would complete
    assert takes(play.coach) is not None  # the same card takes


def test_sixth_colour_lesson_also_comes_when_someone_has_five(app) -> None:
    state = table(hands=["R9 R8 R7 R6 R5", "B1 B2 B3 B4 B6", "O1 O2 O3 O4 O5"],
                  parade="W8 W7 W6 W5 W4 W3", collections=["", "R0 B0 O0 P0 G0", ""])
    play = _scripted(app, state)
    assert sixth(play.coach) == [geo.panel_rects(3)[1]]


def test_majority_needs_two_cards_more_with_two_players(app) -> None:
    """P7.1 with three players: two red cards against one is a majority. P7.2 with two
    players: two against one is not; three against one is."""
    three = table(hands=["R9", "B9", "O9"], parade="W8 W7 W6 W5 W4 W3",
                  collections=["R0 R1", "R2", ""])
    play = _scripted(app, three)
    assert majority(play.coach) == [geo.panel_rects(3)[0]]
    play.close()
    two = table(hands=["R9", "B9"], parade="W8 W7 W6 W5 W4 W3",
                collections=["R0 R1", "R2"], options=Options(two_player_majority=True))
    play = _scripted(app, two)
    play.names = play.names[:2]
    assert majority(play.coach) is None
    three_one = table(hands=["R9", "B9"], parade="W8 W7 W6 W5 W4 W3",
                      collections=["R0 R1 R3", "R2"], options=Options(two_player_majority=True))
    play.state = three_one
    play.shown = ShownTable.of(three_one)
    assert majority(play.coach) == [geo.panel_rects(2)[0]]


def test_last_round_and_discard_lessons_from_a_scripted_end(app) -> None:
    """P5.3: the banner says the last round; P6.1: the final discard points at the hand."""
    state = table(hands=["R9 R8 R7 R6", "B1 B2 B3 B4", "O1 O2 O3 O4"],
                  parade="W8 W7 W6 W5 W4 W3", trigger=Trigger.PILE_EMPTY, turns_left=3)
    play = _scripted(app, state)
    for _ in range(3):
        app.step(FRAME)
    assert play.coach.showing.key == "parade"  # the parade still comes first
    dismiss(app)
    seen = set()
    for _ in range(20):
        if play.coach.showing is not None:
            seen.add(play.coach.showing.key)
            dismiss(app)
        app.step(FRAME)
    assert "last_round" in seen
    state.phase = Phase.DISCARD
    play.input.rebuild()
    from game.parade.scenes.guided_lessons import discard

    assert discard(play.coach) == [r.inflate(12, 12) for r in geo.hand_slots(4)]


def test_undo_does_not_silence_the_coach_and_nothing_is_said_twice(app) -> None:
    play = guided(app)
    for _ in range(3):  # the parade, what a play takes, the preview
        until_tip(app, play)
        dismiss(app)
    click(app, play.input.cards[0].rect.center)  # a click chooses the card (issue 36)...
    click(app, play.input.cards[0].rect.center)  # ...and the same card again plays it
    for _ in range(40):
        app.step(FRAME)
        if play.coach.showing is not None:
            break
    assert play.coach.showing.key == "collection" or play.coach.showing.key == "undo"
    while play.coach.showing is not None and play.coach.showing.key != "undo":
        dismiss(app)
        for _ in range(5):
            app.step(FRAME)
    assert play.coach.showing.key == "undo"
    dismiss(app)
    app.step(FRAME)
    assert play.coach.showing is not None  # the crown, next: Ctrl+Z is not eaten by it
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                         unicode="z", scancode=0))
    app.step(FRAME)
    again = current(app, play)
    assert again is not play and isinstance(again, GuidedPlay)  # taken back, coach kept
    assert len(again.record.actions) == 0
    assert {"parade", "takes", "preview", "undo"} <= _taught(app)
    nxt = until_tip(app, again)
    assert nxt is not None and nxt not in ("parade", "takes", "preview", "undo")


def test_a_hint_does_not_silence_the_coach(app) -> None:
    play = guided(app)
    said = []
    while (tip := until_tip(app, play)) != "hint":
        said.append(tip)
        dismiss(app)
        play = current(app, play)
    assert tip == "hint" and play.coach.showing.targets[0].contains(
        play.input.hint_button.rect)
    dismiss(app)
    key(app, pygame.K_h)
    for _ in range(30):
        app.step(FRAME)
    assert play.adviser.shown is not None or play.adviser.thinking
    assert until_tip(app, play) not in (None, "hint")


def test_pause_and_a_resize_keep_the_bubble(app) -> None:
    pause_resize_and_go_on(app, guided(app), "parade", "takes", until_tip, dismiss)


def test_a_language_change_redraws_the_bubble_in_french(app) -> None:
    from game.ui.layout import Recorder

    def words() -> str:
        canvas = app.canvas()
        canvas.recorder = Recorder()
        play.coach.draw(canvas)
        return " ".join(t.words for t in canvas.recorder.texts)

    play = guided(app)
    until_tip(app, play)
    english = words()
    app.update_settings(app.settings.with_changes(language="fr"))
    french = words()
    app.update_settings(app.settings.with_changes(language="en"))
    assert "This is the parade" in english and "This is the parade" not in french
    assert "Voici la parade" in french


def test_continue_brings_the_coach_back_and_it_remembers(app, tmp_path) -> None:
    """Continue as the lobby does it: the autosave read back through the contract."""
    from game.box import find
    from game.parade import room
    from game.shell.saves import SaveShelf

    app.saves = SaveShelf(tmp_path)
    table = guided(app)
    for _ in range(3):
        until_tip(app, table)
        dismiss(app)
    table.act(Play(table.hand_cards(0)[0]))
    table.close()
    saved = room.saves(app).load().record
    assert is_guided(saved.setup) and len(saved.actions) == 1
    back = find("parade").resume(app, saved)
    app.reset_to(back)
    assert isinstance(back, GuidedPlay) and back.coach.showing is None
    assert {"parade", "takes", "preview"} <= _taught(app)
    assert until_tip(app, back) not in ("parade", "takes", "preview", None)


def test_an_ordinary_game_is_not_taken_for_the_guided_one() -> None:
    import random

    from game.parade.rules.setup import Seat, deal

    seats = (Seat("Alice"), Seat("Hatter", "bot:easy"), Seat("Hare", "bot:easy"))
    assert not is_guided(deal(seats, random.Random(1), Options(), 0, seed=290))


def test_the_lobby_offers_the_guided_game_and_asks_before_replacing_a_save(app,
                                                                           tmp_path) -> None:
    """The contract's lobby entry; the question itself is the kit's (test_coach_kit)."""
    import random

    from game.box import find
    from game.parade import room
    from game.parade.rules.setup import deal, default_seats
    from game.parade.scenes.play import PlayScene
    from game.scenes.lobby import LobbyScene
    from game.shell.saves import SaveShelf
    from game.ui.widgets import label_text

    app.saves = SaveShelf(tmp_path)
    PlayScene(app, deal(default_seats(2), random.Random(4), seed=4), seed=4).close()
    assert room.saves(app).has_autosave()
    lobby = LobbyScene(app, find("parade"))
    app.push(lobby)
    (entry,) = [w for w in lobby.widgets
                if label_text(getattr(w, "label", ""), translate=False) == "Guided first game"]
    click(app, entry.rect.center)
    app.step(FRAME)
    assert app.top.name == "question"  # a saved game: asked first
    click(app, app.top.widgets[0].rect.center)  # start it
    app.step(FRAME)
    assert isinstance(app.top, GuidedPlay) and not app.top.record.actions
    assert is_guided(room.saves(app).load().record.setup)
    app.top.close()
