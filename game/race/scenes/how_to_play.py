"""The race's How to Play pages: a few illustrated pages in our own words, and one page
that sums up the special spaces. Shown by the shared How to Play frame."""

from __future__ import annotations

import pygame

from game.race.rules.components import Character
from game.race.ui.pieces import draw_card, draw_cookie, draw_pawn, draw_small_cookie
from game.scenes.how_to_play import Page
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text


def _art_race(canvas: Canvas, box: pygame.Rect) -> None:
    canvas.image("race/space_tea_party", (box.x + 40, box.y + 60, 150, 150))
    draw_cookie(canvas, 4, (box.x + 300, box.y + 135), 130)
    draw_cookie(canvas, None, (box.x + 450, box.y + 135), 130)
    for i, c in enumerate(Character):
        draw_pawn(canvas, c, False, (box.x + 90 + i * 110, box.y + 420), 150)


def _art_turn(canvas: Canvas, box: pygame.Rect) -> None:
    for i, card in enumerate((3, 4, 2)):
        r = pygame.Rect(box.x + 40 + i * 170, box.y + 60, 150, 225)
        draw_card(canvas, card, r, alpha=255 if i != 1 else 130)
        mark = _("× no") if i == 1 else _("✓ yes")  # a mark and a word, not colour alone
        canvas.text(mark, (r.centerx, r.bottom + 30), theme.SUBHEADING,
                    colour=theme.BAD if i == 1 else theme.GOOD, max_width=160)
    canvas.text(_("the middle card waits"), (box.x + 295, box.y + 380), theme.BODY,
                max_width=box.w - 20)


def _art_large(canvas: Canvas, box: pygame.Rect) -> None:
    canvas.image("race/space_caterpillar", (box.x + 20, box.y + 40, 150, 150))
    draw_pawn(canvas, Character.HATTER, False, (box.x + 260, box.y + 330), 200)
    canvas.text("→", (box.x + 360, box.y + 250), theme.HEADING, max_width=80)
    draw_pawn(canvas, Character.HATTER, True, (box.x + 470, box.y + 330), 200)
    draw_card(canvas, 5, pygame.Rect(box.x + 60, box.y + 230, 100, 150))
    canvas.text(_("5 + 1 = 6 spaces"), (box.x + 290, box.y + 400), theme.SUBHEADING,
                max_width=box.w - 20)


def _art_spaces(canvas: Canvas, box: pygame.Rect) -> None:
    canvas.image("race/clock_face", (box.x + 60, box.y + 20, 400, 400))
    canvas.image("race/spinner_hand", (box.x + 220, box.y + 40, 80, 320))


def _art_hole(canvas: Canvas, box: pygame.Rect) -> None:
    canvas.image("race/space_rabbit_hole", (box.x + 120, box.y + 80, 280, 280))
    draw_pawn(canvas, Character.ALICE, False, (box.x + 260, box.y + 260), 200, sink=0.55)


def _art_end(canvas: Canvas, box: pygame.Rect) -> None:
    for i, v in enumerate((5, 3, 2)):
        draw_cookie(canvas, v, (box.x + 120 + i * 140, box.y + 140), 120)
    for i in range(4):
        draw_small_cookie(canvas, (box.x + 140 + i * 70, box.y + 290), 60)
    canvas.text(_("5 + 3 + 2 + 4 = 14 points"), (box.x + 260, box.y + 390), theme.SUBHEADING,
                max_width=box.w - 20)


PAGES: tuple[Page, ...] = (
    Page(N_("The race"), N_(
        "Everyone races round the garden, clockwise, starting at the Hatter's Tea Party. "
        "The prize is cookies: big ones worth 2 to 5 points, and little ones worth 1.\n\n"
        "Every time your pawn walks past the Tea Party you pick up the cookie that lies face "
        "up on display, and a new one is turned over. Going round often pays!"), _art_race),
    Page(N_("Your turn"), N_(
        "You hold three cards in a row. Play the card at the left end or the right end — "
        "never the one in the middle. Its number is how many spaces "
        "you walk. The Joker counts as any number from 1 to 5.\n\n"
        "A space with a pawn on it counts as a step, but you cannot stop there: hop on to the "
        "next free one. Afterwards your new card slides in between the other two."),
        _art_turn),
    Page(N_("Growing large"), N_(
        "Stop on the Caterpillar and your pawn grows large. That is good: a large pawn may "
        "add +1 to every move (a 5 takes you 6 spaces, so you go round faster and pass the "
        "Tea Party more often), and it walks over the Rabbit Holes without falling in.\n\n"
        "Only one pawn is large at a time: when yours grows, the large one shrinks. A large "
        "pawn that stops on the Caterpillar shrinks back."), _art_large),
    Page(N_("The spinner"), N_(
        "The clock in the middle has a hand that you flick: grab it with the mouse and throw "
        "it round, or hold Space (or Enter) and let go. A feeble flick does not count — "
        "spin harder!\n\n"
        "Where the hand stops points at a space. Its plate of little cookies (1, 2 or 3) says "
        "how many you win on Small Cookies; when escaping, it is where you may climb out."),
        _art_spaces),
    Page(N_("Down the Rabbit Hole"), N_(
        "A small pawn that stops on a Rabbit Hole falls in. Next turn, play a card: its "
        "number is how many spins you get. A spin that lands on a free space which is not a "
        "hole is a way out — take it, or gamble on another spin while you have some left.\n\n"
        "Large pawns walk over holes without falling. With the climb-out rule, after a "
        "failed escape you simply walk out next turn."), _art_hole),
    Page(N_("Who wins?"), N_(
        "When every card has been played, add up your cookies. Most points wins. If that is "
        "a tie, more big cookies wins; if still tied, the pawn farthest round from the Tea "
        "Party wins.\n\n"
        "Kids mode: two cards in hand, play either. Open hands: everyone's cards are shown, "
        "handy for learning."), _art_end),
)

SPACE_SUMMARY: tuple[tuple[str, str, str], ...] = (
    ("race/space_tea_party", N_("Tea Party"),
     N_("Walk past: take the display cookie. Stop here: choose the display cookie or a "
        "face-down one.")),
    ("race/space_small_cookies", N_("Small Cookies"),
     N_("Spin: take as many little cookies as the plate the hand points at.")),
    ("race/space_caterpillar", N_("Caterpillar"),
     N_("Grow large: +1 on each move and safe over holes. A large pawn shrinks here.")),
    ("race/space_cheshire_cat", N_("Cheshire Cat"),
     N_("Walk the same number again! Each cat moves you once per turn.")),
    ("race/space_rabbit_hole", N_("Rabbit Hole"),
     N_("A small pawn falls in and must spin its way out. Large pawns are safe.")),
    ("race/space_plain", N_("Flower"), N_("Nothing happens: enjoy the flowers.")),
)


def _draw_space_summary(canvas: Canvas, box: pygame.Rect) -> None:
    for i, (art, name, text) in enumerate(SPACE_SUMMARY):
        col, row = divmod(i, 3)
        x, y = box.x + col * 720, box.y + row * 220
        canvas.image(art, (x, y, 150, 150))
        fit_text(canvas, _(name), (x + 170, y, 520, 56), theme.SUBHEADING, max_lines=1)
        fit_text(canvas, _(text), (x + 170, y + 60, 520, 150), theme.BODY, max_lines=4,
                 valign="top")


def pages() -> tuple[Page, ...]:
    """The race's pages for the shared How to Play frame: the rules, then the spaces."""
    return (*PAGES, Page(N_("The special spaces"), "", None, _draw_space_summary))
