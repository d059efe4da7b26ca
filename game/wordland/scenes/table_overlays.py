"""The word table's overlays: the panel frame, the curtain before a secret, and the round's
summary — drawn over the table, never cached with it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.shell.i18n import N_, _, current_language
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import cover, fit_text
from game.wordland.rules.components import Character, Pile
from game.wordland.scenes.director import RoundSummary
from game.wordland.ui import geometry as geo
from game.wordland.ui.pieces import (
    CHARACTER_ART,
    card_rect,
    draw_letter,
    draw_score_card,
    draw_topic,
    player_colour,
)
from game.wordland.ui.words import (
    character_name,
    describe_event,
    out_story,
    shown_word,
    topic_name,
)

if TYPE_CHECKING:
    from game.wordland.scenes.play import PlayScene

OUT_ORDER = (N_("out 1st"), N_("out 2nd"), N_("out 3rd"), N_("out 4th"), N_("out 5th"),
             N_("out 6th"), N_("out 7th"))
"""The order of going out (W4.6): the first out takes card 1, not first place."""


def draw_panel(canvas: Canvas, rect: pygame.Rect, title: str) -> None:
    canvas.rect(rect.move(8, 10), (20, 14, 10, 120), radius=28)
    canvas.rect(rect, theme.PARCHMENT, radius=28)
    canvas.rect(rect, theme.INK, radius=28, width=4)
    canvas.solid(rect, "panel")
    fit_text(canvas, title, (rect.x + 30, rect.y + 18, rect.w - 60, 60), theme.SUBHEADING,
             align="center", max_lines=1)


def draw_curtain(play: PlayScene, canvas: Canvas) -> None:
    curtain = play.curtain
    assert curtain is not None
    canvas.fill((70, 16, 30))
    cover(canvas)
    name = play.names[curtain.seat]
    character = play.state.characters[curtain.seat]
    who = character_name(character)
    if not curtain.open:
        fit_text(canvas, _("Only {name} looks").format(name=name), (360, 300, 1200, 110),
                 theme.TextStyle(72, theme.GOLD_LIGHT, True), align="center", max_lines=1)
        fit_text(canvas, _("Everyone else, look away! ({who})").format(who=who),
                 (360, 430, 1200, 70), theme.TextStyle(36, theme.CREAM), align="center",
                 max_lines=2)
        return
    s = play.state
    if curtain.purpose == "secret":
        letter = s.secret.get(curtain.seat, "")
        pile = Pile.RED if character is Character.QUEEN else Pile.PURPLE
        fit_text(canvas, _("{name}, your secret letter").format(name=name),
                 (360, 120, 1200, 80), theme.TextStyle(48, theme.GOLD_LIGHT, True),
                 align="center", max_lines=1)
        if letter:
            draw_letter(canvas, letter, pile, card_rect((960, 470), 420))
        fit_text(canvas, _("Show it after one of your turns: it is then forbidden to the "
                           "others until play comes back to you."),
                 (460, 700, 1000, 80), theme.TextStyle(28, theme.CREAM), align="center",
                 max_lines=2)
        return
    fit_text(canvas, _("{name}, choose the round's topic").format(name=name),
             (360, 150, 1200, 80), theme.TextStyle(48, theme.GOLD_LIGHT, True),
             align="center", max_lines=1)
    draw_topic(canvas, [topic_name(play.language, t) for t in s.topic_choices],
               pygame.Rect(810, 260, 300, 200), _("You drew"))
    secret = s.secret.get(curtain.seat, "")
    if secret:
        draw_letter(canvas, secret, Pile.RED, pygame.Rect(1160, 280, 100, 150))
        fit_text(canvas, _("your secret letter"), (1120, 440, 180, 76),
                 theme.TextStyle(28, theme.CREAM), align="center", max_lines=2)


def draw_summary(play: PlayScene, canvas: Canvas, summary: RoundSummary) -> None:
    rect = geo.SUMMARY
    canvas.dim(150)
    cover(canvas)  # the table waits, dimmed, under the summary
    draw_panel(canvas, rect, _("End of round {n}").format(n=summary.round + 1))
    head = pygame.Rect(rect.x + 40, rect.y + 96, rect.w - 80, 40)
    cols = [(0, 150, _("went out")), (160, 270, _("player")), (440, 380, _("why out")),
            (830, 150, _("card")), (990, 200, _("bonus")), (1200, 220, _("total"))]
    for x, w, label in cols:
        fit_text(canvas, label, (head.x + x, head.y, w, head.h),
                 theme.TextStyle(26, theme.INK_SOFT, True), max_lines=1)
    n = len(summary.outs)
    row_h = min(84, (rect.h - 420) // max(1, n))
    for i, line in enumerate(summary.outs):
        y = head.bottom + 8 + i * row_h
        row = pygame.Rect(head.x, y, head.w, row_h - 6)
        canvas.rect(row, (*player_colour(line.seat), 40), radius=12)
        seat = line.seat
        place = _("still in") if line.reason is None else _(OUT_ORDER[min(i, 6)])
        fit_text(canvas, place, (row.x + 8, row.y, 150, row.h), theme.TextStyle(26,
                 theme.INK, True), max_lines=2)
        character = summary.characters[seat] if summary.characters else None
        if character is not None:
            art = pygame.Rect(row.x + 164, row.y + 4, (row.h - 8) * 2 // 3, row.h - 8)
            canvas.image(f"wordland/{CHARACTER_ART[character]}", art)
        fit_text(canvas, play.names[seat], (row.x + 168 + (row.h - 8) * 2 // 3, row.y,
                                             262 - (row.h - 8) * 2 // 3, row.h),
                 theme.TextStyle(28, theme.INK, True), max_lines=1)
        how = out_story(line.reason, line.detail, line.said, play.language) if line.reason \
            else _("last one in")
        fit_text(canvas, how, (row.x + 440, row.y, 380, row.h),
                 theme.TextStyle(28, theme.INK), max_lines=2)
        draw_score_card(canvas, summary.cards[seat],
                        pygame.Rect(row.x + 840, row.y + 2, (row.h - 4) * 2 // 3,
                                    row.h - 4))
        bonus = summary.bonuses[seat]
        bonus_text = f"+{bonus}" if bonus else "–"
        if bonus and character is not None:
            bonus_text = f"+{bonus} ({character_name(character)})"
        fit_text(canvas, bonus_text, (row.x + 990, row.y, 200, row.h),
                 theme.TextStyle(24, theme.GOOD if bonus else theme.INK_SOFT, True),
                 max_lines=2)
        fit_text(canvas, str(summary.totals[seat]), (row.x + 1200, row.y, 200, row.h),
                 theme.TextStyle(34, theme.INK, True), max_lines=1)
    top = head.bottom + 8 + n * row_h + 6
    recap = pygame.Rect(rect.x + 40, top, rect.w - 80, rect.bottom - 216 - top)
    lines = max(1, recap.h // RECAP_LINE)
    fit_text(canvas, recap_text(play, summary.said, recap.w // RECAP_CHAR * lines), recap,
             theme.TextStyle(26, theme.INK), align="center", max_lines=lines)
    if summary.fitted:  # words nobody said that would have stood (issue 32, item 5)
        fitted = ", ".join(shown_word(w, play.language) for w in summary.fitted)
        fit_text(canvas, _("Words that would have fitted: {words}").format(words=fitted),
                 (rect.x + 40, rect.bottom - 210, rect.w - 80, 40),
                 theme.TextStyle(26, theme.INK_SOFT), align="center", max_lines=1)
    if summary.caterpillar_target >= 0:
        note = _("The Caterpillar bet on {name}.").format(
            name=play.names[summary.caterpillar_target])
        fit_text(canvas, note, (rect.x + 40, rect.bottom - 170, rect.w - 80, 44),
                 theme.TextStyle(26, theme.INK_SOFT), align="center", max_lines=1)


RECAP_LINE = 34
"""Logical px a line of the round's recap takes at the text floor, with its gap."""
RECAP_CHAR = 15
"""Logical px a character of the recap takes at most at the text floor (a wide guess)."""


def recap_text(play: PlayScene, said: tuple[str, ...], budget: int) -> str:
    """"Words said: …", the round's words in the order said (issue 33); when they cannot
    all be shown in `budget` characters, the first ones and how many more, never cut."""
    shown = [shown_word(w, play.language) for w in said]
    if not shown:
        return _("Words said: {words}").format(words=_("none"))
    for keep in range(len(shown), 0, -1):
        words = ", ".join(shown[:keep])
        if keep < len(shown):
            text = _("Words said: {words} and {n} more").format(words=words,
                                                               n=len(shown) - keep)
        else:
            text = _("Words said: {words}").format(words=words)
        if len(text) <= budget:
            return text
    return _("Words said: {n}").format(n=len(shown))


def vote_reason(play: PlayScene, voter: int) -> str:
    """Why a bot voted as it did, once its vote is in ("" for people)."""
    ballot = play.shown.ballot
    because = play.because.get(voter)
    if ballot is None or because is None or voter not in ballot.votes:
        return ""
    return because.reason(current_language())


def draw_vote(play: PlayScene, canvas: Canvas) -> None:
    s = play.shown
    ballot = s.ballot
    if ballot is None:
        return
    rect = geo.PANEL
    said = s.said[ballot.word]
    author = play.names[ballot.target]
    if said.text is not None:
        title = _("Does {name}'s word “{word}” fit the topic?").format(
            name=author, word=shown_word(said.text, play.language))
    else:
        title = _("Does {name}'s word fit the topic?").format(name=author)
    draw_panel(canvas, rect, title)
    if play.verdict is not None:  # held for the person whose word it was: the outcome
        decided = play.verdict.decided
        fit_text(canvas, describe_event(decided, play.names, play.language),
                 (rect.x + 40, rect.y + 80, geo.VERDICT_BUTTON.x - rect.x - 60, 112),
                 theme.TextStyle(30, theme.GOOD if decided.word_stands else theme.BAD, True),
                 max_lines=3)
    else:
        guide = _("For: people, animals, plants, activities or things you can see, closely "
                  "linked to the topic. {name} said it; {who} challenged.").format(
                      name=play.names[ballot.target], who=play.names[ballot.challenger])
        fit_text(canvas, guide, (rect.x + 40, rect.y + 80, rect.w - 80, 112),
                 theme.TextStyle(28, theme.INK), max_lines=3)
    for voter, row in play.input.vote_rows.items():
        canvas.rect(row, (*player_colour(voter), 50), radius=12)
        vote = ballot.votes.get(voter)
        # a bot's reason on its row when the rows are wide (up to 4 voters); with two
        # columns of voters it is in the log beside the panel, whole
        reason = vote_reason(play, voter) if row.w > 500 else ""
        mark = 180
        if reason:  # a bot's vote says why (issue 32, item 5), beside its name
            fit_text(canvas, _("{who}: {why}").format(who=play.names[voter], why=reason),
                     (row.x + 14, row.y + 2, row.w - 22 - mark, row.h - 4),
                     theme.TextStyle(24, theme.INK), max_lines=2)
        else:
            fit_text(canvas, play.names[voter], (row.x + 14, row.y, row.w - 200, row.h),
                     theme.TextStyle(28, theme.INK, True), max_lines=1)
        if vote is not None:
            words = _("✓ for") if vote else _("× against")
            fit_text(canvas, words, (row.right - mark, row.y, mark - 8, row.h),
                     theme.TextStyle(28, theme.GOOD if vote else theme.BAD, True),
                     align="center", max_lines=1)
        elif voter in play.bots:
            fit_text(canvas, _("thinking"), (row.right - 180, row.y, 172, row.h),
                     theme.TextStyle(24, theme.INK_SOFT), align="center", max_lines=1)
