"""Buttons, toggles, choosers and a text entry, in logical coordinates.

Widgets receive events whose mouse positions the app has already mapped to the logical
canvas, and draw through a `Canvas`; they hold no game state, only a callback.

Labels are English source strings marked with `N_` and translated with `_()` each time
they are drawn, so a change of language shows at once; a label can also be a function
returning the text (for labels with numbers or names in them). Every widget can take the
keyboard focus: the scene moves it (Tab, arrows) and calls `activate` (Enter, Space);
`draw_focus` draws the ring that shows where it is.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

import pygame

from game.shell.i18n import _
from game.shell.names import clean_typed
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text, fitted_size, text_fits, text_height

logger = logging.getLogger(__name__)

Callback = Callable[[], None]
Label = str | Callable[[], str]


def label_text(label: Label, translate: bool = True) -> str:
    """The words of a label now, in the current language."""
    if callable(label):
        return label()
    return _(label) if translate and label else label


def draw_focus_ring(canvas: Canvas, rect: pygame.Rect, radius: int = 18) -> None:
    """A thick two-tone ring (dark outside, light inside): visible on any background and
    not a colour-only cue, since it is a shape round the focused thing."""
    canvas.rect(rect.inflate(22, 22), theme.INK, radius=radius + 8, width=6)
    canvas.rect(rect.inflate(10, 10), theme.WHITE, radius=radius + 4, width=4)


class Widget:
    focusable = True

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.hovered = False
        self.visible = True

    @property
    def can_focus(self) -> bool:
        return self.visible and self.focusable and getattr(self, "enabled", True)

    def activate(self) -> None:
        """Enter or Space while the widget has the keyboard focus."""

    def nudge(self, delta: int) -> bool:
        """Left/Right while focused; True when the widget used it (a chooser steps)."""
        return False

    def draw_focus(self, canvas: Canvas) -> None:
        draw_focus_ring(canvas, self.rect)

    def process_event(self, event: pygame.event.Event) -> bool:
        """True when the widget used the event."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        return False

    def draw(self, canvas: Canvas) -> None:
        raise NotImplementedError


class Button(Widget):
    """A rounded button; `enabled=False` draws it greyed and ignores clicks. A `detail`
    (e.g. what Continue continues) is a smaller line under the label; give such a button
    room for both (about 124 logical px high)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        on_click: Callback,
        colour: theme.Colour = theme.ROSE,
        style: theme.TextStyle = theme.BUTTON,
        enabled: bool = True,
        key: int | None = None,
        detail: Label = "",
    ) -> None:
        super().__init__(pygame.Rect(rect))
        self.label = label
        self.detail = detail
        self.on_click = on_click
        self.colour = colour
        self.style = style
        self.enabled = enabled
        self.key = key
        self.selected = False
        self.translate = True
        self.margin = 8
        """Logical px kept clear between the label and each side of the button."""

    @property
    def text(self) -> str:
        return label_text(self.label, self.translate)

    def activate(self) -> None:
        self.on_click()

    def process_event(self, event: pygame.event.Event) -> bool:
        super().process_event(event)
        if not self.visible or not self.enabled:
            return False
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            self.on_click()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            return True
        if self.key is not None and event.type == pygame.KEYDOWN and event.key == self.key:
            self.on_click()
            return True
        return False

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        base = self.colour if self.enabled else theme.DISABLED
        if self.selected:
            base = theme.GOLD
        if self.hovered and self.enabled:
            base = tuple(min(255, c + 28) for c in base)  # type: ignore[assignment]
        shadow = self.rect.move(0, 5)
        canvas.rect(shadow, (60, 30, 20, 90), radius=16)
        canvas.rect(self.rect, base, radius=16)
        canvas.rect(self.rect, theme.INK, radius=16, width=3)
        colour = theme.INK if self.selected else self.style.colour
        detail = label_text(self.detail, self.translate)
        if not detail:
            fit_text(canvas, self.text, self.rect.inflate(-2 * self.margin, -6), self.style,
                     align="center", colour=colour, max_lines=2, line_gap=0.95)
            return
        r = self.rect
        split = r.y + r.h * 2 // 5
        fit_text(canvas, self.text, (r.x + 8, r.y + 4, r.w - 16, split - r.y - 2),
                 self.style, align="center", valign="bottom", colour=colour, max_lines=1)
        fit_text(canvas, detail, (r.x + 14, split + 2, r.w - 28, r.bottom - split - 8),
                 theme.TextStyle(theme.SMALL.size, colour), align="center", valign="top",
                 colour=colour, max_lines=2, line_gap=0.95)


HINT_GAP = 0.9
"""A toggle's hint on two lines sits this close (in line heights)."""
TOGGLE_BOX = 40
"""A toggle's tick box (logical px, square), at its rect's left."""
TOGGLE_GAP = 16
"""Room between the box and the words."""


class Toggle(Widget):
    """A labelled on/off box, with a `hint` (a smaller grey line saying what it changes)
    under the label if given. Both are fitted in the toggle's rect right of the box at
    the text-size setting: give it the height they need at 150 % (about 1.3 times the
    label's and twice the hint's size, plus as much again for a hint on two lines), or
    they shrink to fit it."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        value: bool,
        on_change: Callable[[bool], None],
        hint: Label = "",
        hint_style: theme.TextStyle = theme.SMALL,
    ) -> None:
        super().__init__(pygame.Rect(rect))
        self.label = label
        self.value = value
        self.on_change = on_change
        self.hint = hint
        self.hint_style = hint_style
        self.peers: tuple[Toggle, ...] = ()
        """Toggles set side by side with this one (`share_sizes`): one label size."""
        self._laid: tuple[object, tuple] | None = None

    def process_event(self, event: pygame.event.Event) -> bool:
        super().process_event(event)
        if (
            self.visible
            and event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            self.activate()
            return True
        return False

    def activate(self) -> None:
        self.value = not self.value
        self.on_change(self.value)

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        box = pygame.Rect(self.rect.x, self.rect.centery - TOGGLE_BOX // 2, TOGGLE_BOX,
                          TOGGLE_BOX)
        if self.hovered:
            canvas.rect(self.rect.inflate(12, 8), (255, 255, 255, 90), radius=12)
        canvas.rect(box, theme.CREAM, radius=8)
        canvas.rect(box, theme.INK, radius=8, width=3)
        if self.value:
            canvas.line((box.x + 9, box.centery), (box.x + 17, box.bottom - 10), theme.GOOD, 6)
            canvas.line((box.x + 17, box.bottom - 10), (box.right - 8, box.y + 9), theme.GOOD, 6)
        self.draw_words(canvas, self._words_area())

    def draw_words(self, canvas: Canvas, area: pygame.Rect) -> None:
        """The label and its hint (a smaller grey line under it) in `area`, both at the
        text-size setting: one above the other, centred, when the area is tall enough;
        else each in its share of the area (in the ratio of their line heights),
        shrinking towards their 100 % size and wrapping as the fitting rule does. Toggles
        set side by side (`share_sizes`) draw their labels at one size and their hints
        at one size, the smallest any of them needs, so the options read alike."""
        label, hint = label_text(self.label), label_text(self.hint)
        label_box, hint_box, label_size, hint_size = self._layout(canvas, area)
        peers = [p for p in self.peers if p.visible and p is not self]
        if peers:
            sizes = [p._layout(canvas, p._words_area())[2:] for p in peers]
            label_size = min([label_size, *(s[0] for s in sizes)])
            hints = [h for h in (hint_size, *(s[1] for s in sizes)) if h]
            hint_size = min(hints) if hints else 0.0
        # a size shared with the peers is room, not a cap: `most` (as a chooser's options)
        fit_text(canvas, label, label_box, theme.BODY, max_lines=1 if hint else 2,
                 valign="bottom" if hint else "center", line_gap=0.95, most=label_size)
        if hint:
            fit_text(canvas, hint, hint_box, self.hint_style, max_lines=2, valign="top",
                     line_gap=HINT_GAP, most=hint_size)

    def _words_area(self) -> pygame.Rect:
        """The room right of the box, where the label and its hint are fitted."""
        left = self.rect.x + TOGGLE_BOX + TOGGLE_GAP
        return pygame.Rect(left, self.rect.y, self.rect.right - left, self.rect.h)

    def _layout(self, canvas: Canvas, area: pygame.Rect
                ) -> tuple[tuple[float, float, float, float], tuple[float, float, float, float],
                           float, float]:
        """(label box, hint box, label size, hint size) as fitted alone in `area` (logical
        sizes; the hint's 0 when there is none), worked out again only when the words,
        the place or the sizes change."""
        label, hint = label_text(self.label), label_text(self.hint)
        key = (label, hint, tuple(area), canvas.text_cache.scale, canvas.viewport.scale)
        if self._laid is not None and self._laid[0] == key:
            return self._laid[1]
        if not hint:
            box = (area.x, area.y, area.w, area.h)
            laid = (box, box, fitted_size(canvas, label, box, theme.BODY, max_lines=2,
                                          line_gap=0.95), 0.0)
        else:
            high = text_height(canvas, theme.BODY)
            low = self._hint_height(canvas, hint, area, 0)
            if high + low <= area.h:
                top = area.y + (area.h - high - low) / 2
                split = top + high
                label_box = (area.x, top, area.w, high)
            else:  # each its share, the hint keeping the room it needs at its 100 % size
                share = area.h * high / (high + low)
                split = area.y + min(high, max(share, area.h - self._hint_height(
                    canvas, hint, area, 1)))
                label_box = (area.x, area.y, area.w, split - area.y)
            hint_box = (area.x, split, area.w, area.bottom - split)
            laid = (label_box, hint_box,
                    fitted_size(canvas, label, label_box, theme.BODY, max_lines=1),
                    fitted_size(canvas, hint, hint_box, self.hint_style, max_lines=2,
                                line_gap=HINT_GAP))
        self._laid = (key, laid)
        return laid

    def _hint_height(self, canvas: Canvas, hint: str, area: pygame.Rect,
                     own: int) -> float:
        """The logical height the hint needs across `area`: one line at its size, or
        two (closer) when it is too long for one; at the text-size setting, or at its
        own 100 % size when `own`."""
        small = self.hint_style
        size = max(theme.MIN_TEXT, small.size * (1.0 if own else canvas.text_cache.scale))
        line = canvas.viewport.px(size) * 1.3 / canvas.viewport.scale
        one = text_fits(canvas, hint, (area.x, area.y, area.w, line + 1),
                        theme.TextStyle(size, small.colour, small.bold),  # type: ignore[arg-type]
                        max_lines=1, floor=size, max_grow=1.0)
        return line if one else line * 2 * HINT_GAP + 1


def share_sizes(toggles: Sequence[Toggle]) -> None:
    """Toggles shown together (a setup screen's options) draw their labels, and their
    hints, at one size: the smallest any of them needs in its own room."""
    group = tuple(toggles)
    for toggle in group:
        toggle.peers = group


ARROW_SHARE = 0.72
"""A chooser's arrow is this share of its height wide."""


class Chooser(Widget):
    """‹ value ›: steps through `options` (label, value) pairs."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        options: Sequence[tuple[Label, object]],
        index: int,
        on_change: Callable[[object], None],
        translate: bool = True,
    ) -> None:
        super().__init__(pygame.Rect(rect))
        self.options = list(options)
        self.index = max(0, min(index, len(self.options) - 1))
        self.on_change = on_change
        self.translate = translate
        self._sized: tuple[object, float] | None = None
        """(what the size was worked out for, the logical size): `_size`'s one
        computation."""

    @property
    def text(self) -> str:
        return label_text(self.options[self.index][0], self.translate)

    def activate(self) -> None:
        self.step(1)

    def nudge(self, delta: int) -> bool:
        self.step(delta)
        return True

    @property
    def value(self) -> object:
        return self.options[self.index][1]

    @property
    def arrow_w(self) -> int:
        """The width of each arrow: narrower than the chooser is high, so the value
        between them has room to stay large."""
        return round(self.rect.h * ARROW_SHARE)

    @property
    def left(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y, self.arrow_w, self.rect.h)

    @property
    def right(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - self.arrow_w, self.rect.y, self.arrow_w,
                           self.rect.h)

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.options)
        self.on_change(self.value)

    def process_event(self, event: pygame.event.Event) -> bool:
        super().process_event(event)
        if not self.visible or event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        if self.left.collidepoint(event.pos):
            self.step(-1)
            return True
        if self.right.collidepoint(event.pos) or self.rect.collidepoint(event.pos):
            self.step(1)
            return True
        return False

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        canvas.rect(self.rect, theme.CREAM, radius=12)
        canvas.rect(self.rect, theme.INK_SOFT, radius=12, width=2)
        for r, mark in ((self.left, "‹"), (self.right, "›")):
            canvas.rect(r.inflate(-8, -8), theme.PARCHMENT_DARK, radius=10)
            canvas.text(mark, r.center, theme.SUBHEADING)
        fit_text(canvas, self.text, self.value_box, theme.BODY, align="center",
                 max_lines=2, line_gap=0.95, most=self._size(canvas))

    def _size(self, canvas: Canvas) -> float:
        """One size for every option of this chooser, so stepping through it never makes
        the words jump: the largest at which each of them fits by the fitting rule (on
        two lines if need be), at the text-size setting where they all have room, never
        under their 100 % size when they fit at it, never under the floor."""
        texts = tuple(label_text(label, self.translate) for label, _ in self.options)
        box = self.value_box
        key = (texts, tuple(box), canvas.text_cache.scale, canvas.viewport.scale)
        if self._sized is None or self._sized[0] != key:
            size = min(fitted_size(canvas, t, box, theme.BODY, max_lines=2, line_gap=0.95)
                       for t in texts)
            self._sized = (key, size)
        return self._sized[1]

    @property
    def value_box(self) -> pygame.Rect:
        """Where the value is written, between the two arrows: the value is fitted there
        by the one fitting rule (as large as the other values, shrinking towards the
        floor, then on two lines), never shrunk under the floor on its own."""
        return pygame.Rect(self.rect.x + self.arrow_w + 4, self.rect.y + 3,
                           self.rect.w - 2 * self.arrow_w - 8, self.rect.h - 6)


class TextInput(Widget):
    """A one-line name field: click to focus, type, Enter or a click elsewhere to leave."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        value: str,
        on_change: Callable[[str], None],
        max_length: int = 16,
    ) -> None:
        super().__init__(pygame.Rect(rect))
        self.value = value
        self.on_change = on_change
        self.max_length = max_length
        self.focused = False
        """True while typing (the keyboard focus ring is separate: `draw_focus`)."""
        self.time = 0.0

    def activate(self) -> None:
        if not self.focused:
            self.focused = True
            pygame.key.start_text_input()

    def process_event(self, event: pygame.event.Event) -> bool:
        super().process_event(event)
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            if self.focused and not was:
                pygame.key.start_text_input()
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.value = clean_typed(self.value + event.text, self.max_length)
            self.on_change(self.value)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                self.on_change(self.value)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
                if event.key == pygame.K_TAB:
                    return False  # Tab also moves the focus on
            return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        canvas.rect(self.rect, theme.WHITE if self.focused else theme.CREAM, radius=10)
        canvas.rect(self.rect, theme.GOLD if self.focused else theme.INK_SOFT, radius=10,
                    width=3 if self.focused else 2)
        shown = self.value or (_("type a name") if not self.focused else "")
        colour = theme.INK if self.value else theme.DISABLED
        r = canvas.text(shown, (self.rect.x + 14, self.rect.centery), theme.BODY, "midleft",
                        colour=colour, max_width=self.rect.w - 28)
        if self.focused and int(self.time * 2) % 2 == 0:
            x = canvas.viewport.to_logical(r.midright)[0] if self.value else self.rect.x + 14
            canvas.line((x + 3, self.rect.y + 12), (x + 3, self.rect.bottom - 12), theme.INK, 2)
