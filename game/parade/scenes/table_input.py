"""Clicks and keys -> legal actions at the Parade table.

`rebuild()` makes the clickable things each time the table changes: a card widget for
each card of the hand of the person to act (the engine's `legal_actions()` are exactly
those cards, or pairs of them at the end), the Hint and Discard buttons, the menu, and
the curtain's button. Bots act through `BotSeat`, never through here.

Keys: Tab / arrows move the focus between the cards and buttons; 1-5 or Enter on a
card only choose it (at the end: pick it for the discard): the card rises, its preview
shows and a Play button appears; playing takes a confirm, the same key again, Enter or
the Play button, so a stray key never plays (P3.1, issue #36). A click on a card does
the same as its key: the first chooses it, a second click on it (or "Play it") plays
it. D discards the two picked; H asks for a hint; Ctrl+Z (or
the Undo button) takes back one's own last move when the table allows it; Space (or a
click while cards move) only ever skips an animation, never presses anything; Esc opens
the menu. The move log takes the wheel, drags and PageUp / PageDown / Home / End over
it; a click on a player's panel shows their collection full size (a click or Esc goes
back).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.parade.rules.actions import Phase, Play
from game.parade.ui import geometry as geo
from game.scenes.base import Scene, note_input_mode
from game.shell.i18n import N_, _
from game.table.guard import ArmGuard
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.widgets import Button, Widget, draw_focus_ring

if TYPE_CHECKING:
    from game.parade.scenes.play import PlayScene

SMALL_BUTTON = theme.TextStyle(28, theme.CREAM, True)
DIGITS = {getattr(pygame, f"K_{d}"): d - 1 for d in range(1, 6)} | {
    getattr(pygame, f"K_KP{d}"): d - 1 for d in range(1, 6)}
RAISE = 30


class CardWidget(Widget):
    """A card of the hand that may be chosen: hover or focus previews it."""

    def __init__(self, rect: pygame.Rect, card: int, on_click) -> None:
        super().__init__(rect)
        self.card = card
        self.on_click = on_click

    @property
    def meaning(self) -> tuple[str, int]:
        """What a click here does (the guard notices when it changes)."""
        return ("card", self.card)

    def activate(self) -> None:
        self.on_key()

    def on_key(self) -> None:
        """Enter on the focused card: choose it; Enter again plays it."""
        self.on_click()

    def process_event(self, event: pygame.event.Event) -> bool:
        super().process_event(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            self.on_click()
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def draw(self, canvas: Canvas) -> None:
        pass  # the hand is drawn by TableDrawing, raised when previewed

    def draw_focus(self, canvas: Canvas) -> None:
        draw_focus_ring(canvas, self.rect.move(0, -RAISE), radius=12)


class TableInput:
    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self.cards: list[CardWidget] = []
        self.hint_button: Button | None = None
        self.discard_button: Button | None = None
        self.undo_button: Button | None = None
        self.play_button: Button | None = None
        self.guard = ArmGuard()
        """Nothing changes under the pointer: a click meant for what was there waits."""

    # ------------------------------------------------------------------ building

    def rebuild(self) -> None:
        play = self.play
        focus = play.focus_index
        hovered = {w.card for w in self.cards if w.hovered}
        widgets: list[Widget] = []
        play.widgets = widgets
        self.cards = []
        self.hint_button = self.discard_button = self.undo_button = None
        self.play_button = None
        if play.watching:
            return
        self._build(widgets, focus, hovered)
        self.guard.note(widgets, play.time)

    def _build(self, widgets: list[Widget], focus: int, hovered: set[int]) -> None:
        play = self.play
        if play.curtain_for is not None:
            name = play.names[play.curtain_for]
            widgets.append(Button((560, 800, 800, 96),
                                  lambda: _("I am {name}: show my hand").format(name=name),
                                  play.show_hand, theme.ROSE, key=pygame.K_RETURN))
            if play.can_undo():
                self.undo_button = Button((660, 924, 600, 70), N_("Undo (Ctrl+Z)"),
                                          play.undo, theme.INK_SOFT, SMALL_BUTTON)
                widgets.append(self.undo_button)
            play.focus_index = 0
            return
        if play.inspecting is not None:
            widgets.append(Button((700, 984, 520, 70), N_("Back to the table (Esc)"),
                                  lambda: play.inspect(None), theme.INK_SOFT, SMALL_BUTTON))
            play.focus_index = 0
            return
        if play.state.is_over:
            show = play.end_show
            if show is not None and show.done:
                widgets.append(Button(geo.side_slots(3)[1], N_("See the results"),
                                      play.continue_to_results, theme.ROSE, SMALL_BUTTON,
                                      key=pygame.K_RETURN))
                play.focus_index = 0
            else:
                widgets.append(Button(geo.side_slots(3)[1], N_("Skip (Space)"),
                                      play.skip, theme.INK_SOFT, SMALL_BUTTON))
            widgets.append(Button(geo.side_slots(3)[2], N_("Menu (Esc)"), play.open_pause,
                                  theme.INK_SOFT, SMALL_BUTTON))
            return
        who = play.human_to_act()
        if who is not None:
            hand = play.hand_cards(who)
            legal = play.state.legal_actions()
            playable = {a.card for a in legal if isinstance(a, Play)}
            discard = play.state.phase is Phase.DISCARD
            for rect, card in zip(geo.hand_slots(len(hand)), hand, strict=True):
                if discard or card in playable:
                    widget = CardWidget(rect, card, lambda c=card: self.key_choose(c))
                    widget.on_key = lambda c=card: self.key_choose(c)
                    widget.hovered = card in hovered
                    self.cards.append(widget)
            widgets.extend(self.cards)
        slots = geo.side_slots(3)
        self.hint_button = Button(slots[0], N_("Hint (H)"), play.request_hint,
                                  theme.GARDEN_DARK, SMALL_BUTTON, enabled=who is not None)
        widgets.append(self.hint_button)
        if who is not None and play.state.phase is Phase.DISCARD:
            self.discard_button = Button(slots[1], N_("Discard these two (D)"),
                                         play.confirm_discard, theme.ROSE, SMALL_BUTTON,
                                         enabled=len(play.selected) == 2)
            widgets.append(self.discard_button)
        elif who is not None and play.chosen is not None:
            self.play_button = Button(slots[1], N_("Play it (Enter)"), self.play_chosen,
                                      theme.ROSE, SMALL_BUTTON)
            widgets.append(self.play_button)
        elif play.can_undo():
            self.undo_button = Button(slots[1], N_("Undo (Ctrl+Z)"), play.undo,
                                      theme.INK_SOFT, SMALL_BUTTON)
            widgets.append(self.undo_button)
        widgets.append(Button(slots[2], N_("Menu (Esc)"), play.open_pause, theme.INK_SOFT,
                              SMALL_BUTTON))
        focusables = play.focusables()
        play.focus_index = min(focus, max(0, len(focusables) - 1))

    def hurry_rect(self) -> pygame.Rect | None:
        """The hurry button of a bot's turn, in the middle side slot (None: no button;
        Undo, offered after a person's move, keeps the slot)."""
        play = self.play
        if not play.bots_turn() or play.curtain_for is not None or \
                play.inspecting is not None or self.undo_button is not None:
            return None
        return geo.side_slots(3)[1]

    def choose(self, card: int) -> None:
        play = self.play
        if play.human_to_act() is None:
            return
        if play.state.phase is Phase.DISCARD:
            play.choose_discard(card)
        else:
            play.act(Play(card))

    def key_choose(self, card: int) -> None:
        """A key (1-5, Enter) or a click on a card: the first press chooses it, the
        second plays it (at the end, each press picks or unpicks it for the discard)."""
        play = self.play
        if play.human_to_act() is None:
            return
        if play.state.phase is Phase.DISCARD or play.chosen == card:
            self.choose(card)
            return
        play.chosen = card
        play.sound("button")
        self.rebuild()
        widget = next((w for w in self.cards if w.card == card), None)
        if widget is not None:
            play.focus_on(widget)

    def play_chosen(self) -> None:
        """The Play button: the chosen card."""
        if self.play.chosen is not None:
            self.choose(self.play.chosen)

    def preview_card(self) -> int | None:
        """The card under the pointer, else the one chosen by a key, else the one with
        the keyboard focus."""
        for widget in self.cards:
            if widget.hovered:
                return widget.card
        if self.play.chosen is not None and any(w.card == self.play.chosen
                                                for w in self.cards):
            return self.play.chosen
        focused = self.play.focused
        if self.play.app.keyboard_mode and isinstance(focused, CardWidget):
            return focused.card
        return None

    # ------------------------------------------------------------------ events

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        play = self.play
        note_input_mode(play.app, event)
        if event.type == pygame.MOUSEMOTION:
            self.guard.moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.guard.pressed(event.pos)
        if play.hurry.process_event(event, self.hurry_rect(), play.bots_turn()):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            # Space skips what moves (the beats, the end show); nothing else, ever
            if not play.idle:
                play.fast_forward()
            elif play.end_show is not None and not play.end_show.done:
                play.skip()
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not play.idle \
                and not play.watching:
            play.fast_forward()
            return None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and any(
                w.rect.collidepoint(event.pos) and not self.guard.armed(w)
                for w in play.widgets):
            return None  # it changed under the pointer: not yet
        if play.inspecting is not None:
            if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (
                    event.type == pygame.MOUSEBUTTONUP and event.button == 1):
                play.inspect(None)
                return None
            return Scene.process_event(play, event)
        if play.curtain_for is None and play.log_panel.process_event(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and \
                getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            play.undo()
            return None
        if event.type == pygame.KEYDOWN and play.curtain_for is None:
            if event.key == pygame.K_h:
                play.request_hint()
                return None
            if event.key == pygame.K_d:
                play.confirm_discard()
                return None
            if event.key in DIGITS:
                who = play.human_to_act()
                if who is not None:
                    hand = play.hand_cards(who)
                    index = DIGITS[event.key]
                    if index < len(hand):
                        self.key_choose(hand[index])
                return None
        used = Scene.process_event(play, event)
        if event.type == pygame.KEYDOWN and play.chosen is not None:
            focused = play.focused
            if isinstance(focused, CardWidget) and focused.card != play.chosen:
                play.chosen = None  # the focus left the chosen card: choose again
                self.rebuild()
        if used is not None and event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                and play.curtain_for is None and not play.watching:
            for seat, rect in enumerate(geo.panel_rects(len(play.names))):
                if rect.collidepoint(event.pos):
                    play.inspect(seat)
                    return None
        return used
