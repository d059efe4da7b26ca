"""The Parade's move log: every play, take and discard, in words and small cards.

The `Director` notes each engine event as its beat begins (`MoveLog.note`), so the log
tells what the table shows, never ahead of it. A turn is one item: who played which
card, and what it took (or nothing); the last round, the secret discard and each
player's revealed discard and kept cards are items too. The items are data; their words
are made in the language of the moment (`entries`), and the shared `LogPanel`
(game/ui/log_panel.py) draws them on the table, and behind a hot-seat curtain, the
items since that person's last turn (`since`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.parade.rules import events as ev
from game.parade.rules.events import Trigger
from game.parade.ui.cards import character_colour, draw_chip
from game.parade.ui.words import card_words, cards_words, crown_reason, trigger_words
from game.shell.i18n import _, current_language, ngettext
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.log_panel import LogEntry

CHIP_W = 40
CHIP_H = 50
CHIP_GAP = 6
ARROW_W = 30
REVEAL_GAP = 14
"""Room between the cards kept and the two discarded, on one row."""


@dataclass(eq=False)
class LogItem:
    kind: str
    """"turn", "last_round", "discard_start", "chosen", "revealed", "over", "undo"."""
    player: int = -1
    card: int | None = None
    taken: tuple[int, ...] = ()
    kept: tuple[int, ...] = ()
    discarded: tuple[int, ...] = ()
    trigger: Trigger | None = None
    counts: tuple[int, ...] = ()
    """A colour counted at the end: each player's cards of it (`card` is the suit)."""
    strict: bool = False
    number: int = 0
    """The action this item belongs to (how many actions had been made before it)."""

    def picture(self, canvas: Canvas, rect: pygame.Rect) -> None:
        """The cards of the item as chips: the card played, an arrow, the cards taken;
        or the cards kept, then the two discarded (crossed)."""
        if self.kind == "turn" and self.card is not None:
            x = rect.x
            y = rect.y
            draw_chip(canvas, self.card, pygame.Rect(x, y, CHIP_W, CHIP_H))
            x += CHIP_W + CHIP_GAP
            if self.taken:
                _arrow(canvas, (x + ARROW_W / 2 - 3, y + CHIP_H / 2))
                x += ARROW_W
                for row, chunk in enumerate(_rows(self.taken, rect.right - x)):
                    for i, c in enumerate(chunk):
                        draw_chip(canvas, c, pygame.Rect(x + i * (CHIP_W + CHIP_GAP),
                                                         y + row * (CHIP_H + CHIP_GAP),
                                                         CHIP_W, CHIP_H))
            return
        if self.kind == "revealed":
            x = rect.x
            for c in self.kept:
                draw_chip(canvas, c, pygame.Rect(x, rect.y, CHIP_W, CHIP_H))
                x += CHIP_W + CHIP_GAP
            y = rect.y
            if self._revealed_rows(rect.w) > 1:  # the discards under the kept cards
                x, y = rect.x, rect.y + CHIP_H + CHIP_GAP
            else:
                x += REVEAL_GAP
            for c in self.discarded:
                draw_chip(canvas, c, pygame.Rect(x, y, CHIP_W, CHIP_H), crossed=True)
                x += CHIP_W + CHIP_GAP

    def picture_height(self, width: float) -> float:
        if self.kind == "turn" and self.card is not None:
            rows = len(_rows(self.taken, width - CHIP_W - CHIP_GAP - ARROW_W)) or 1
            return rows * CHIP_H + (rows - 1) * CHIP_GAP
        if self.kind == "revealed":
            rows = self._revealed_rows(width)
            return rows * CHIP_H + (rows - 1) * CHIP_GAP
        return 0

    def _revealed_rows(self, width: float) -> int:
        """The kept cards and the discards on one row, or the discards on a second row
        when one row is wider than `width` (a narrow log at a large text size)."""
        chips = len(self.kept) + len(self.discarded)
        one_row = chips * CHIP_W + (chips - 2) * CHIP_GAP + REVEAL_GAP
        return 1 if one_row <= width else 2


def _rows(cards: Sequence[int], width: float) -> list[tuple[int, ...]]:
    per = max(1, int((width + CHIP_GAP) // (CHIP_W + CHIP_GAP)))
    return [tuple(cards[i:i + per]) for i in range(0, len(cards), per)]


def _arrow(canvas: Canvas, centre: tuple[float, float]) -> None:
    """"took": a small arrow to the right, drawn (no glyph needed)."""
    x, y = centre
    vp = canvas.viewport
    pygame.draw.polygon(canvas.surface, theme.INK_SOFT, [
        vp.point(x - 10, y - 4), vp.point(x + 2, y - 4), vp.point(x + 2, y - 10),
        vp.point(x + 12, y), vp.point(x + 2, y + 10), vp.point(x + 2, y + 4),
        vp.point(x - 10, y + 4)])


@dataclass
class MoveLog:
    names: Sequence[str]
    characters: Sequence[str]
    items: list[LogItem] = field(default_factory=list)
    version: int = 0
    _cache: tuple[object, tuple[LogEntry, ...]] | None = None

    # ------------------------------------------------------------------ noting

    def note(self, event: ev.Event, number: int, taken: tuple[int, ...] = ()) -> None:
        """An event whose beat begins now; `number`: the actions made before it; for a
        play, `taken`: what it takes (known with the play, so the line is true at once)."""
        items = self.items
        match event:
            case ev.CardPlayed(player=p, card=c):
                items.append(LogItem("turn", p, c, tuple(taken), number=number))
            case ev.CardsTaken(player=p, cards=cards):
                last = items[-1] if items else None
                if last is not None and last.kind == "turn" and last.player == p:
                    if last.taken == tuple(cards):
                        return  # already told with the play
                    last.taken = tuple(cards)
                else:
                    items.append(LogItem("turn", p, None, tuple(cards), number=number))
            case ev.LastRoundStarted(player=p, trigger=t):
                items.append(LogItem("last_round", p, trigger=t, number=number))
            case ev.DiscardStarted():
                items.append(LogItem("discard_start", number=number))
            case ev.DiscardChosen(player=p):
                items.append(LogItem("chosen", p, number=number))
            case ev.DiscardsRevealed(discarded=discarded, kept=kept):
                for p, (gone, pair) in enumerate(zip(discarded, kept, strict=True)):
                    items.append(LogItem("revealed", p, kept=tuple(pair),
                                         discarded=tuple(gone), number=number))
            case _:
                return
        self.version += 1

    def note_crown(self, suit: int, counts: tuple[int, ...], strict: bool,
                   number: int) -> None:
        """A colour counted by the end show: who holds its majority, and why."""
        self.items.append(LogItem("crown", card=suit, counts=counts, strict=strict,
                                  number=number))
        self.version += 1

    def note_undo(self, player: int, number: int) -> None:
        self.items.append(LogItem("undo", player, number=number))
        self.version += 1

    # ------------------------------------------------------------------ reading

    def last_turn(self, seat: int) -> LogItem | None:
        """The seat's last play (and what it took), while the log holds one."""
        for item in reversed(self.items):
            if item.kind == "turn" and item.player == seat:
                return item
        return None

    def entries(self, width: float = 280) -> tuple[LogEntry, ...]:
        """Every item as a panel entry, in the current language."""
        key = (self.version, current_language(), tuple(self.names), round(width))
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, tuple(self.entry(item, width) for item in self.items))
        return self._cache[1]

    def since(self, seat: int, width: float = 280) -> tuple[LogEntry, ...]:
        """What happened since `seat` last decided (everything, before their first)."""
        start = 0
        for i, item in enumerate(self.items):
            if item.player == seat and item.kind in ("turn", "chosen"):
                start = i + 1
        return tuple(self.entry(item, width) for item in self.items[start:])

    def entry(self, item: LogItem, width: float) -> LogEntry:
        words = self.words(item)
        tint = (character_colour(self.characters[item.player])
                if 0 <= item.player < len(self.characters) else None)
        height = item.picture_height(width)
        picture = item.picture if height else None
        name = self.names[item.player] if 0 <= item.player < len(self.names) else ""
        return LogEntry(words, picture, height, tint=tint,
                        heading=item.kind in ("last_round", "discard_start", "over"),
                        key=(item.card, item.taken, item.kept, item.discarded),
                        # short of room: the name, then the cards on the same row
                        short=name if picture is not None and name else None,
                        measure=item.picture_height if picture is not None else None)

    def words(self, item: LogItem) -> str:
        name = self.names[item.player] if 0 <= item.player < len(self.names) else ""
        match item.kind:
            case "turn" if item.card is None:
                return _("{name} took {cards}.").format(name=name,
                                                        cards=cards_words(item.taken))
            case "turn" if not item.taken:
                return _("{name} played {card}: took nothing.").format(
                    name=name, card=card_words(item.card))
            case "turn":
                return ngettext("{name} played {card} and took {n} card:",
                                "{name} played {card} and took {n} cards:",
                                len(item.taken)).format(name=name,
                                                        card=card_words(item.card),
                                                        n=len(item.taken))
            case "last_round":
                return trigger_words(item.trigger, name)
            case "discard_start":
                return _("The last round is over: everyone secretly discards two cards.")
            case "chosen":
                return _("{name} has chosen two cards.").format(name=name)
            case "revealed":
                return _("{name} kept {kept} and discarded {gone}.").format(
                    name=name, kept=cards_words(item.kept), gone=cards_words(item.discarded))
            case "crown":
                return crown_reason(item.card or 0, item.counts, self.names, item.strict)
            case "undo":
                return _("{name} took a move back.").format(name=name)
        return ""
