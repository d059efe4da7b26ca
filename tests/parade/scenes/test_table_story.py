"""Never losing the thread at the Parade table (issue 21): the move log and each seat's
last move, what happened since one's last turn behind the curtain, Undo with the table's
courtesy, a hint that stays true, Space that only skips, the end as a show, chips whose
values stay readable, suit names that match what is drawn, the parade's last card never
covered, and the replay's scrub bar."""

from __future__ import annotations

import colorsys
import itertools
import random

import pygame
import pytest

from game.parade.rules.actions import Phase, Play
from game.parade.rules.cards import SUITS, Suit, parse_card
from game.parade.rules.preview import take_preview
from game.parade.rules.records import GameRecord
from game.parade.rules.setup import Options, Seat, deal
from game.parade.rules.views import view_for
from game.parade.scenes import showcase
from game.parade.scenes.play import PlayScene
from game.parade.scenes.results import ResultsScene, kept_pairs
from game.parade.scenes.table_panels import STEP_MIN, chip_rects
from game.parade.ui import geometry as geo
from game.parade.ui.cards import suit_colour
from game.parade.ui.words import SUIT_COLOURS, hint_words
from tests.parade.scenes.driver import FRAME, button, click, hover, human_move, key


@pytest.fixture(autouse=True)
def running(app) -> None:
    """The app handles every posted event of a frame (as when it runs)."""
    app.running = True


def one_person(app, players: int = 4, seed: int = 3) -> PlayScene:
    seats = (Seat("Ann", "human"), *(Seat(n, "bot:easy") for n in
                                     ("Dodo", "Lory", "Bill", "Duck", "Mouse")[:players - 1]))
    play = PlayScene(app, deal(seats, random.Random(seed), Options(), 0, seed=seed), seed=seed)
    app.push(play)
    return play


def until(app, play, test, limit: int = 3000) -> None:
    for _ in range(limit):
        if test():
            return
        app.step(FRAME)
    raise AssertionError("never happened")


# ---------------------------------------------------------------------- the log


def test_every_play_and_take_is_in_the_log_with_its_cards(app) -> None:
    play = one_person(app)
    until(app, play, lambda: play.human_to_act() is not None)
    human_move(app, play)
    until(app, play, lambda: play.human_to_act() is not None and len(play.record.actions) >= 4)
    turns = [item for item in play.log.items if item.kind == "turn"]
    assert [t.card for t in turns] == [a.card for a in play.record.actions
                                       if isinstance(a, Play)]
    entries = play.log.entries()
    assert entries[0].text.startswith("Ann played the ")
    assert all(e.picture is not None and e.picture_height >= 40 for e in entries)
    # what a turn took is what the engine says it took
    from game.parade.rules.state import GameState

    replayed, _ = GameState.start(play.setup)
    for action, turn in zip(play.record.actions, turns, strict=False):
        events = replayed.apply(action)
        took = next((e.cards for e in events if type(e).__name__ == "CardsTaken"), ())
        assert turn.taken == tuple(took)
    # each seat shows its last play until it plays again
    for seat in range(4):
        last = play.log.last_turn(seat)
        assert last is not None and last.player == seat
    assert play.log_panel.entries == entries


def test_after_the_curtain_the_next_person_sees_what_happened_since_their_turn(app) -> None:
    seats = (Seat("Ann", "human"), Seat("Bea", "human"), Seat("Dodo", "bot:easy"))
    play = PlayScene(app, deal(seats, random.Random(5), Options(), 0, seed=5), seed=5)
    app.push(play)
    for _ in range(3000):
        if play.curtain_for == 0 and len(play.record.actions) >= 3:
            break
        human_move(app, play, by_keys=True)
        app.step(FRAME)
    since = play.log.since(0)
    assert [e.text.split()[0] for e in since] == ["Bea", "Dodo"]
    from game.ui.layout import Recorder

    canvas = app.canvas()
    canvas.recorder = Recorder()
    play.draw(canvas)
    words = [t.words for t in canvas.recorder.texts]
    assert "Since your last turn" in words
    assert any(w.startswith("Bea played") for w in words)


# ---------------------------------------------------------------------- undo


def test_a_misclick_is_taken_back_with_ctrl_z_while_the_new_card_stays_hidden(app) -> None:
    play = one_person(app, players=3)
    until(app, play, lambda: play.human_to_act() is not None)
    hand = list(play.hand_cards(0))
    click(app, play.input.cards[0].rect.center)  # chooses it (issue #36)
    click(app, play.input.cards[0].rect.center)  # and plays it
    app.step(FRAME)
    until(app, play, lambda: play.idle)
    assert play.unseen is not None and play.unseen in play.state.hands[0]
    assert play.can_undo()
    assert any("Undo" in str(getattr(w, "label", "")) for w in play.widgets)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                         mod=pygame.KMOD_LCTRL, unicode="", scancode=0))
    app.step(FRAME)
    again = app.top
    assert isinstance(again, PlayScene) and again is not play
    assert again.record.actions == [] and sorted(again.hand_cards(0)) == sorted(hand)
    assert again.log.items[-1].kind == "undo"
    assert "Taken back" in again.toast[0]


def test_undo_is_refused_once_another_player_has_acted(app) -> None:
    play = one_person(app, players=3)
    until(app, play, lambda: play.human_to_act() is not None)
    human_move(app, play)
    until(app, play, lambda: len(play.record.actions) >= 2)
    assert not play.can_undo() and play.unseen is None
    assert not play.undo()
    assert "someone has played since" in play.toast[0]


def test_bots_wait_out_the_undo_courtesy_once_the_table_is_still(app) -> None:
    """Issue 33: Undo against bots lasted about 3 s, mostly the card's own flight. The
    courtesy (game/table/courtesy.py) is counted only once the table is still: the bots
    then wait the whole window, and their own pause after it (this test pinned the old
    0.8 s grace before; the longer, still-table window is the issue's ask)."""
    from game.parade.scenes.play import BOT_PAUSE
    from game.table.courtesy import UNDO_WINDOW

    play = one_person(app, players=2)
    until(app, play, lambda: play.human_to_act() is not None)
    human_move(app, play)
    until(app, play, lambda: play.idle and play.can_undo())
    waited = 0.0
    while len(play.record.actions) < 2 and waited < 20:
        app.step(FRAME)
        waited += FRAME * play.speed
    assert waited >= UNDO_WINDOW + BOT_PAUSE - FRAME * play.speed


def test_bots_wait_while_the_pointer_rests_on_undo(app) -> None:
    play = one_person(app, players=2)
    until(app, play, lambda: play.human_to_act() is not None)
    human_move(app, play)
    until(app, play, lambda: play.idle and button(play, "Undo") is not None)
    hover(app, button(play, "Undo").rect.center)
    for _ in range(300):  # 30 s at the table's speed 8: far past any window
        app.step(FRAME)
    assert len(play.record.actions) == 1 and play.can_undo()
    hover(app, (960, 300))  # the pointer goes: the window runs out, the bot plays
    until(app, play, lambda: len(play.record.actions) >= 2)


def _hot_seat_curtain(app) -> PlayScene:
    """Ann and Bea share the screen; Ann has just played and the curtain waits for Bea."""
    seats = (Seat("Ann", "human"), Seat("Bea", "human"))
    play = PlayScene(app, deal(seats, random.Random(5), Options(), 0, seed=5), seed=5)
    app.push(play)
    until(app, play, lambda: play.curtain_for == 0)
    click(app, play.widgets[0].rect.center)  # Ann: show my hand
    app.step(FRAME)
    until(app, play, lambda: play.human_to_act() == 0 and bool(play.input.cards))
    click(app, play.input.cards[0].rect.center)  # chooses it (issue #36)
    click(app, play.input.cards[0].rect.center)  # and plays it
    app.step(FRAME)
    until(app, play, lambda: play.idle and play.curtain_for == 1)
    assert play.can_undo()
    return play


def test_undo_from_the_curtain_hands_the_screen_back_behind_the_curtain(app) -> None:
    """Issue 33: Undo on Bea's curtain showed Ann's hand face up to whoever held the
    screen. The table goes back to Ann behind her own curtain: no hand shows."""
    play = _hot_seat_curtain(app)
    undo = button(play, "Undo")
    assert undo is not None
    hover(app, (960, 200))
    for _ in range(10):
        app.step(FRAME)  # the pointer moved away and back: the button is armed
    click(app, undo.rect.center)
    app.step(FRAME)
    again = app.top
    assert isinstance(again, PlayScene) and again is not play
    assert again.record.actions == []
    assert again.curtain_for == 0 and again.hand_visible_to() is None
    assert again.input.cards == []  # nothing of Ann's hand to click, or to see
    click(app, again.widgets[0].rect.center)  # Ann lifts her own curtain
    app.step(FRAME)
    assert again.hand_visible_to() == 0


def test_the_curtains_undo_does_not_take_a_click_meant_for_what_was_under_it(app) -> None:
    """Nothing changes under the pointer (the kit's guard, now at the Parade too): Ann
    plays by key with the pointer resting where the curtain's Undo comes down; a click
    there at once does nothing, until the pointer has moved after a moment."""
    seats = (Seat("Ann", "human"), Seat("Bea", "human"))
    play = PlayScene(app, deal(seats, random.Random(5), Options(), 0, seed=5), seed=5)
    app.push(play)
    until(app, play, lambda: play.curtain_for == 0)
    key(app, pygame.K_RETURN)  # Ann: show my hand
    app.step(FRAME)
    until(app, play, lambda: play.human_to_act() == 0 and bool(play.input.cards))
    spot = (960, 959)  # where the curtain's Undo button stands
    hover(app, spot)
    app.step(FRAME)
    key(app, pygame.K_1)  # chooses the first card (issue #36)
    key(app, pygame.K_1)  # the same key again plays it
    app.step(FRAME)
    until(app, play, lambda: play.idle and play.curtain_for == 1)
    undo = button(play, "Undo")
    assert undo is not None and undo.rect.collidepoint(spot)
    click(app, spot)
    app.step(FRAME)
    assert app.top is play and len(play.record.actions) == 1
    for _ in range(10):
        app.step(FRAME)
    hover(app, (spot[0] + 3, spot[1]))  # the pointer moves once the button has shown
    click(app, (spot[0] + 3, spot[1]))
    app.step(FRAME)
    assert app.top is not play and app.top.record.actions == []


# ---------------------------------------------------------------------- hint


def test_pointing_at_another_card_after_a_hint_shows_that_cards_preview(app) -> None:
    showcase.SCENES["hint"](app, 7, 8, 0)
    play = app.top
    hint = play.adviser.shown
    assert hint is not None and play.drawing._words(None)[0] == "Hint"
    other = next(w for w in play.input.cards if w.card != hint.card)
    hover(app, other.rect.center)
    app.step(FRAME)
    preview = play.preview()
    assert preview is not None and preview.card == other.card
    title, _body = play.drawing._words(preview)
    assert title.startswith("Play the ") and "Hint" not in title
    # pointing back at the hinted card shows the hint again
    hinted = next(w for w in play.input.cards if w.card == hint.card)
    hover(app, hinted.rect.center)
    app.step(FRAME)
    assert play.drawing._words(play.preview())[0] == "Hint"


def test_the_hints_numbers_are_the_previews_and_never_read_adds_minus(app) -> None:
    from game.parade.ai.hint import explain
    from game.parade.rules.actions import Discard

    rng = random.Random(4)
    seen = 0
    for seed in range(6):
        setup = deal(tuple(Seat(n) for n in ("A", "B", "C")), random.Random(seed))
        from game.parade.rules.state import GameState

        state, _ = GameState.start(setup)
        while not state.is_over:
            view = view_for(state, state.turn)
            for action in state.legal_actions()[:6]:
                h = explain(view, action)
                words = hint_words(h, ["A", "B", "C"])
                assert "-1" not in words and "−1 point to" not in words
                if isinstance(action, Play):
                    assert h.points == take_preview(view, state.turn, action.card).points
                else:
                    assert isinstance(action, Discard)
                    assert sum(points for _cards, points in h.parts) == h.points
                seen += 1
            state.apply(rng.choice(state.legal_actions()))
    assert seen > 500


def test_a_hint_names_the_majority_it_takes_from_another_player() -> None:
    from game.parade.ai.hint import explain
    from tests.parade.rules.scenario import table

    s = table(hands=["B3 R0 R1 R2 R4", "O1 O2 O3 O4 O5", "W1 W2 W3 W4 W5"],
              parade="G1 G2 B9 B8 B7", collections=["G5", "G6 G7", ""])
    h = explain(view_for(s, 0), Play(parse_card("B3")))
    assert (1, Suit.GREEN) in h.blocked
    words = hint_words(h, ["Ann", "Bea", "Cid"])
    assert "green majority from Bea" in words


# ---------------------------------------------------------------------- keys


def test_space_only_skips_and_escape_opens_pause(app) -> None:
    play = one_person(app)
    until(app, play, lambda: play.human_to_act() is not None)
    focus = play.focus_index
    for _ in range(3):
        key(app, pygame.K_SPACE)
        app.step(FRAME)
    assert app.top is play and play.focus_index == focus and play.record.actions == []
    human_move(app, play)
    app.step(1 / 120)
    assert not play.idle
    key(app, pygame.K_SPACE)
    app.step(1 / 120)
    assert play.idle and app.top is play
    key(app, pygame.K_ESCAPE)
    app.step(FRAME)
    assert app.top.name == "pause"


# ---------------------------------------------------------------------- the end


def test_the_end_is_a_show_that_waits_for_the_players(app) -> None:
    play = one_person(app, players=2, seed=8)
    showcase.fast_forward(play, None)
    assert play.state.is_over
    headers = []
    for _ in range(400):
        app.step(FRAME)
        show = play.end_show
        if show is not None:
            headers.append(show.header())
    assert app.top is play, "the results never come by themselves"
    show = play.end_show
    assert show is not None and show.done
    assert headers[0].startswith("The discards are revealed")
    assert any(h.startswith(("Orange:", "Blue:", "Green:")) for h in headers)
    assert headers[-1].startswith("The parade is over")
    sheet = play.shown.sheet(play.setup.options)
    assert [show.points_so_far(p) for p in range(2)] == [row.total for row in sheet]
    assert sum(1 for i in play.log.items if i.kind == "crown") == 6
    key(app, pygame.K_RETURN)
    app.step(FRAME)
    assert isinstance(app.top, ResultsScene)


def test_space_skips_the_end_show_and_the_results_name_the_two_player_rule(app) -> None:
    play = one_person(app, players=2, seed=8)
    showcase.fast_forward(play, None)
    app.step(FRAME)
    key(app, pygame.K_SPACE)
    app.step(FRAME)
    assert play.end_show is not None and play.end_show.done
    results = ResultsScene(app, play.state, play.record, play.characters)
    for p, pair in enumerate(results.kept):
        discarded = play.state.discards[p]
        assert len(pair) == 2 and not set(pair) & set(discarded)
        assert set(pair) <= set(play.state.collections[p])
    from game.parade.ui.words import crown_reason

    line = crown_reason(1, (3, 2), ["Ann", "Dodo"], True)
    assert "two players" in line and "(3 to 2)" in line
    assert "Ann has the most" in crown_reason(1, (4, 2), ["Ann", "Dodo"], True)


def test_kept_pairs_come_from_the_record() -> None:
    rng = random.Random(2)
    setup = deal(tuple(Seat(n) for n in ("A", "B", "C")), rng)
    from game.parade.rules.state import GameState

    state, _ = GameState.start(setup)
    record = GameRecord(setup)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        if state.phase is Phase.DISCARD and state.turn == 0:
            hand = list(state.hands[0])
        state.apply(action)
        record.actions.append(action)
    pairs = kept_pairs(record)
    assert set(pairs[0]) == set(hand) - set(state.discards[0])


# ---------------------------------------------------------------------- readable


def test_chip_values_stay_at_the_floor_and_readable_stacks(app, monkeypatch) -> None:
    from game.parade.ui.cards import draw_chip
    from game.ui.canvas import Canvas

    sizes: list[float] = []
    real = Canvas.text

    def spy(self, words, pos, style=None, *args, **kwargs):
        sizes.append(style.size)
        return real(self, words, pos, style, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", spy)
    canvas = app.canvas()
    for w, h in ((34, 34), (40, 50), (36, 42)):
        draw_chip(canvas, parse_card("G10"), pygame.Rect(0, 0, w, h))
    assert min(sizes) >= 24
    for players in range(2, 7):
        panel = geo.panel_rects(players)[0]
        rects = chip_rects(panel, 0, 7)
        steps = {b.y - a.y for a, b in itertools.pairwise(rects)}
        assert min(steps) >= STEP_MIN and rects[-1].bottom <= panel.bottom


def test_suit_names_match_the_colours_drawn() -> None:
    for suit in SUITS:
        r, g, b = (v / 255 for v in suit_colour(suit))
        hue = colorsys.rgb_to_hsv(r, g, b)[0] * 360
        name = SUIT_COLOURS[suit]
        if name == "orange":
            assert 15 <= hue < 35, (suit, hue)
        elif name == "yellow":
            assert 35 <= hue < 65, (suit, hue)
        elif name == "blue":
            assert 180 <= hue < 250
        elif name == "green":
            assert 90 <= hue < 180
        elif name == "pink":  # a play-test: "the purple 3" of cards that look pink
            assert 300 <= hue < 345, (suit, hue)
    assert SUIT_COLOURS[Suit.RED] == "orange" and SUIT_COLOURS[Suit.ORANGE] == "yellow"
    assert SUIT_COLOURS[Suit.PURPLE] == "pink"


def test_the_slot_where_a_card_would_go_never_covers_the_parades_last_card(
        app, monkeypatch) -> None:
    showcase.SCENES["play"](app, 7, 20, 0)
    play = app.top
    showcase.long_parade(play, 12)
    showcase.hover_first(play, 0)
    preview = play.preview()
    assert preview is not None
    order: list[str] = []
    from game.parade.scenes import table_drawing

    real_card = table_drawing.draw_card
    real_rect = type(app.canvas()).rect
    monkeypatch.setattr(table_drawing, "draw_card",
                        lambda *a, **k: (order.append("card"), real_card(*a, **k)))

    def rect(self, r, colour, radius=0, width=0):
        if colour == table_drawing.theme.GOLD_LIGHT and width == 4:
            order.append("ghost")
        return real_rect(self, r, colour, radius, width)

    monkeypatch.setattr(type(app.canvas()), "rect", rect)
    play.drawing._parade(app.canvas(), preview)
    assert order and order[0] == "ghost" and order.count("card") == len(play.shown.parade)


# ---------------------------------------------------------------------- replays


def steps(app, n: int = 4) -> None:
    """A few frames: the test app (not running) takes one posted event a frame."""
    for _ in range(n):
        app.step(FRAME)


def test_the_replay_steps_back_and_on_counts_and_scrubs(app) -> None:
    from game.parade.scenes.watch import WatchScene

    play = showcase.table(app, 7, None)
    record = play.record
    app.pop()
    app.running = True  # the stack was empty a moment
    watch = WatchScene.at(app, record, 5)
    app.push(watch)
    assert watch.position == 5 and watch.holding and watch.total == len(record.actions)
    key(app, pygame.K_PERIOD)
    steps(app)
    assert app.top.position == 6
    key(app, pygame.K_COMMA)
    steps(app)
    assert app.top.position == 5 and app.top is not watch
    top = app.top
    track = top.scrubber.slider_rect()
    click(app, (track.right - 1, track.centery))
    steps(app)
    assert app.top.position >= top.total - 1
    key(app, pygame.K_HOME)
    steps(app)
    assert app.top.position == 0


def test_a_held_replay_lands_the_card_in_flight(app) -> None:
    from game.parade.scenes.watch import WatchScene

    play = showcase.table(app, 7, None)
    record = play.record
    app.pop()
    app.running = True  # the stack was empty a moment
    watch = WatchScene(app, record)
    app.push(watch)
    watch.fast_forward()
    watch.act(watch.script.popleft())
    app.step(1 / 60)
    assert not watch.idle
    watch.toggle_hold()
    for _ in range(100):
        app.step(FRAME)
    assert watch.idle and watch.director.flights() == [] and watch.position == 1




@pytest.mark.parametrize("width", [400, 200, 150])
def test_revealed_discards_stay_inside_the_log_however_narrow(app, monkeypatch,
                                                              width: int) -> None:
    """The log's "kept, discarded" chips ran past a narrow log's edge (French at 150 %,
    960x540: the last chip cut by the scroll bar); the discards now go under the kept
    cards when one row does not fit, and the row is as tall as what it draws."""
    from game.parade.scenes import move_log

    item = move_log.LogItem("revealed", 0, kept=(parse_card("B3"), parse_card("R7")),
                            discarded=(parse_card("G1"), parse_card("O8")))
    drawn: list[pygame.Rect] = []
    monkeypatch.setattr(move_log, "draw_chip",
                        lambda canvas, card, rect, crossed=False: drawn.append(rect))
    height = item.picture_height(width)
    strip = pygame.Rect(0, 0, width, round(height))
    item.picture(app.canvas(), strip)
    assert len(drawn) == 4
    assert all(strip.contains(r) for r in drawn), (width, drawn)
    assert (height > move_log.CHIP_H) == (width < 4 * move_log.CHIP_W + 2 * move_log.CHIP_GAP
                                          + move_log.REVEAL_GAP)
