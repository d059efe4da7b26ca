"""Pieces the games' tables now take from the kit instead of writing each their own: whose
hand shows (`PlayFrame.hand_visible_to`), the window layer kept as one picture
(`game.ui.parts.WindowLayer`), a How to Play page spread paragraph by paragraph."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.table.frame import PlayFrame


class _Table(PlayFrame):
    """A toy table: two people and a bot, the engine's turn and the shown turn apart."""

    def __init__(self, humans: list[int], open_hands: bool = False) -> None:
        # no app: only the hot-seat fields the verdict reads
        self.curtain_for = None
        self.hand_owner = None
        self.humans = humans
        self.state = SimpleNamespace(turn=0, is_over=False)
        self.table_turn = 0
        self.still = True
        self.open_hands = open_hands

    shown_turn = property(lambda self: self.table_turn)
    idle = property(lambda self: self.still)
    hides_hands = property(lambda self: not self.open_hands)


def test_the_only_person_sees_their_hand_unless_the_curtain_is_down() -> None:
    table = _Table([1])
    assert table.hand_visible_to() == 1
    table.curtain_for = 1
    assert table.hand_visible_to() is None


def test_people_sharing_the_screen_see_a_hand_once_lifted_on_the_shown_turn() -> None:
    table = _Table([0, 1])
    assert table.hand_visible_to() is None
    table.hand_owner = 0
    assert table.hand_visible_to() == 0
    table.table_turn = 1  # the drawn table moved on, the engine's turn is not what counts
    assert table.hand_visible_to() is None


def test_an_open_table_and_a_watched_game_show_the_shown_turn() -> None:
    table = _Table([0, 1], open_hands=True)
    table.table_turn = 2
    assert table.hand_visible_to() == 2
    watched = _Table([0])
    watched.watching = True
    watched.table_turn = 2
    assert watched.hand_visible_to() == 2
    watched.state.is_over = True
    assert watched.hand_visible_to() is None  # the watched game has ended
    watched.still = False
    assert watched.hand_visible_to() == 2  # its last move still plays


def test_the_window_layer_paints_only_when_its_key_or_size_changes() -> None:
    from game.ui.parts import WindowLayer

    pygame.init()
    painted: list[object] = []
    layer = WindowLayer()

    class _Canvas:
        def __init__(self, size: tuple[int, int]) -> None:
            self.surface = pygame.Surface(size)

        def sub(self, surface: pygame.Surface, dx: int, dy: int) -> _Canvas:
            child = _Canvas(surface.get_size())
            child.surface = surface
            return child

    def paint(c) -> None:
        painted.append(c.surface.get_size())
        c.surface.fill((10, 20, 30))

    window = _Canvas((40, 30))
    layer.draw(window, "a", paint)
    layer.draw(window, "a", paint)
    assert painted == [(40, 30)]
    assert window.surface.get_at((5, 5))[:3] == (10, 20, 30)
    layer.draw(window, "b", paint)
    assert len(painted) == 2
    kept = layer.surface
    layer.stale()
    layer.draw(window, "b", paint)
    assert len(painted) == 3 and layer.surface is kept  # recomposed on the same surface
    layer.draw(_Canvas((60, 30)), "b", paint)
    assert painted[-1] == (60, 30)
    layer.forget()
    assert layer.surface is None
    layer.draw(window, "b", paint)
    assert len(painted) == 5


def test_a_spread_page_gives_each_paragraph_its_share_of_the_text_column(monkeypatch) -> None:
    from game.scenes import how_to_play

    boxes: list[tuple[int, int, int, int]] = []
    monkeypatch.setattr(how_to_play, "fit_text",
                        lambda canvas, text, box, style, **kw: boxes.append((text, *box)))
    how_to_play._spread(None, "aaaa\n\nbbbbbbbbbbbb\n\n")
    text = how_to_play.TEXT
    room = text.h - how_to_play.PARAGRAPH_GAP
    assert [b[0] for b in boxes] == ["aaaa", "bbbbbbbbbbbb"]
    assert boxes[0][1:] == (text.x, text.y, text.w, round(room / 4))
    assert boxes[1][2] == round(text.y + room / 4 + how_to_play.PARAGRAPH_GAP)
    assert boxes[1][4] == round(room * 3 / 4)
