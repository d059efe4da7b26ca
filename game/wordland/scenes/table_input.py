"""Clicks and keys -> legal actions at the word table.

`rebuild()` makes the buttons from `legal_actions()` each time the table changes (the
one source of legality): the typed-word box or Next / Out for the speaker, a Challenge
button, each character's ability only when the rules allow it (W5), the vote buttons,
the preparation choices (the Caterpillar's token, the Queen's topic), curtains and the
round's summary. Only human seats get buttons; bots act through `BotSeats`.

Keys: Esc pauses. Type it: the word box has the keys while its owner speaks; Enter says
the word. Say it: Space = Next, L / R / A / T = Out for a letter, a repeat, an
apostrophe, the time. C = challenge, Y / N = the next voter's vote, 1-9 = a preparation
choice, Tab / arrows / Enter = move between the buttons and press one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.scenes.base import note_input_mode
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.widgets import Button
from game.wordland.rules.actions import (
    Challenge,
    ForceAnotherTurn,
    IgnoreLetter,
    PassTurn,
    PlaceCaterpillarToken,
    PlaceLetter,
    PressTeapot,
    ReportOut,
    ReturnTopic,
    UseTimeToken,
    Vote,
)
from game.wordland.rules.components import Character, OutReason, Phase
from game.wordland.ui import geometry as geo
from game.wordland.ui.entry import WordEntry
from game.wordland.ui.pieces import CHARACTER_ART, player_colour
from game.wordland.ui.words import topic_name

if TYPE_CHECKING:
    from game.wordland.scenes.play import PlayScene

SMALL_BUTTON = theme.TextStyle(26, theme.CREAM, True)
OUT_STYLE = theme.TextStyle(20, theme.CREAM, True)
"""Never drawn under the floor (24); at 150 % it grows only as far as the accented
capitals of "Éliminé" stay inside the button."""
OUT_KEYS = {OutReason.LETTER: pygame.K_l, OutReason.REPEAT: pygame.K_r,
            OutReason.APOSTROPHE: pygame.K_a, OutReason.TIME: pygame.K_t}
OUT_LABELS = {OutReason.LETTER: N_("Out: letter (L)"), OutReason.REPEAT: N_("Out: repeat (R)"),
              OutReason.APOSTROPHE: N_("Out: apostrophe (A)"),
              OutReason.TIME: N_("Out: time (T)")}
DIGIT_KEYS = [getattr(pygame, f"K_{d}") for d in range(1, 10)]


def _topic_label(words: str, language: str, topic: str) -> Callable[[], str]:
    return lambda: _(words).format(topic=topic_name(language, topic))


class AbilityButton(Button):
    """A character's ability: its picture at the left, one line beside it."""

    def __init__(self, rect, label, on_click, art: str, colour: theme.Colour) -> None:
        super().__init__(rect, label, on_click, colour, SMALL_BUTTON)
        self.art = art

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        base = self.colour
        if self.hovered:
            base = tuple(min(255, c + 28) for c in base)  # type: ignore[assignment]
        canvas.rect(self.rect.move(0, 5), (60, 30, 20, 90), radius=14)
        canvas.rect(self.rect, base, radius=14)
        canvas.rect(self.rect, theme.INK, radius=14, width=3)
        pic = pygame.Rect(self.rect.x + 8, self.rect.y + 4, (self.rect.h - 8) * 2 // 3,
                          self.rect.h - 8)
        canvas.image(f"wordland/{self.art}", pic)
        canvas.solid(pic, "ability picture")
        text = pygame.Rect(pic.right + 10, self.rect.y + 2, self.rect.right - pic.right - 18,
                           self.rect.h - 4)
        fit_text(canvas, self.text, text, self.style, max_lines=2, line_gap=0.95)


class TableInput:
    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self.entry = WordEntry(geo.ENTRY, self._submit)
        self.entry.placeholder = ""
        self.choosing_challenger = False
        self.ignore_menu = False
        self.vote_rows: dict[int, pygame.Rect] = {}
        self.panel_title = ""
        self.panel_note = ""

    # ------------------------------------------------------------------ building

    def rebuild(self) -> None:
        play = self.play
        widgets: list = []
        play.widgets = widgets
        self.vote_rows = {}
        self.panel_title = self.panel_note = ""
        speaker = play.human_speaker()
        self.entry.set_active(False)
        if play.watching:
            return
        if play.summary is not None:
            last = play.summary.last_round
            widgets.append(Button((geo.SUMMARY.centerx - 200, geo.SUMMARY.bottom - 110, 400, 84),
                                  N_("See the results") if last else N_("Next round"),
                                  play.close_summary, theme.ROSE, key=pygame.K_RETURN))
            return
        if play.curtain is not None:
            self._curtain_buttons(widgets)
            return
        s = play.state
        if s.phase is Phase.CATERPILLAR:
            self._caterpillar_buttons(widgets)
        elif s.phase is Phase.TOPIC:
            self._topic_buttons(widgets)
        elif s.phase is Phase.VOTE:
            self._vote_buttons(widgets)
        elif s.phase is Phase.DISCUSSION:
            if speaker is not None:
                self._speaker_buttons(widgets, speaker)
            self._side_buttons(widgets)
        self._secret_buttons(widgets)
        play.focus_index = min(play.focus_index, max(0, len(play.focusables()) - 1))

    def _human_legal(self) -> list:
        play = self.play
        return [a for a in play.state.legal_actions() if a.seat not in play.bots]

    def _curtain_buttons(self, widgets: list) -> None:
        play = self.play
        curtain = play.curtain
        assert curtain is not None
        name = play.names[curtain.seat]
        if not curtain.open:
            def show() -> None:
                curtain.open = True
                self.rebuild()
            widgets.append(Button((760, 620, 400, 90),
                                  lambda: _("I am {name}: show").format(name=name), show,
                                  theme.ROSE, key=pygame.K_RETURN))
            return
        if curtain.purpose == "secret":
            widgets.append(Button((810, 800, 300, 84), N_("Hide it"), play.close_curtain,
                                  theme.GARDEN_DARK, key=pygame.K_RETURN))
            return
        self._topic_choices(widgets, top=560)

    def _caterpillar_buttons(self, widgets: list) -> None:
        play = self.play
        actions = [a for a in self._human_legal() if isinstance(a, PlaceCaterpillarToken)]
        if not actions:
            return
        for i, action in enumerate(actions):
            rect = pygame.Rect(geo.PANEL.x + 60 + (i % 2) * 350, geo.PANEL.y + 200 + (i // 2) * 80,
                               330, 64)
            widgets.append(Button(rect, lambda t=action.target: play.names[t],
                                  lambda a=action: play.act(a), theme.GARDEN_DARK,
                                  SMALL_BUTTON, key=DIGIT_KEYS[i] if i < 9 else None))
            widgets[-1].translate = False

    def _topic_buttons(self, widgets: list) -> None:
        play = self.play
        s = play.state
        if not any(isinstance(a, ReturnTopic) for a in self._human_legal()):
            return
        queen = s.seat_of(Character.QUEEN)
        if play.shared_screen:
            widgets.append(Button((geo.PANEL.centerx - 230, geo.PANEL.y + 330, 460, 90),
                                  lambda: _("Only {name} looks: show").format(
                                      name=play.names[queen]),
                                  lambda: play.open_curtain(queen, "topic"), theme.ROSE,
                                  key=pygame.K_RETURN))
            return
        self._topic_choices(widgets, top=geo.PANEL.y + 240)

    def _topic_choices(self, widgets: list, top: int) -> None:
        """Keep one of two topics (return the other), or with two topics shown, put one
        of three back (W3.6, W10.2)."""
        play = self.play
        actions = [a for a in play.state.legal_actions() if isinstance(a, ReturnTopic)]
        keep_one = len(actions) == 2
        for i, action in enumerate(actions):
            if keep_one:
                kept = next(a.topic for a in actions if a is not action)
                label = _topic_label(N_("Keep: {topic}"), play.language, kept)
            else:
                label = _topic_label(N_("Put back: {topic}"), play.language, action.topic)
            rect = pygame.Rect(660, top + i * 86, 600, 72)
            widgets.append(Button(rect, label, lambda a=action: play.act(a),
                                  theme.GARDEN_DARK, SMALL_BUTTON, key=DIGIT_KEYS[i]))

    def _vote_buttons(self, widgets: list) -> None:
        play = self.play
        ballot = play.state.ballot
        assert ballot is not None
        two = len(ballot.voters) > 4
        width = (geo.PANEL.w - 80) // 2 if two else geo.PANEL.w - 60
        for i, voter in enumerate(ballot.voters):
            col, line = divmod(i, 4) if two else (0, i)
            row = pygame.Rect(geo.PANEL.x + 30 + col * (width + 20),
                              geo.PANEL.y + 196 + line * 56, width, 50)
            self.vote_rows[voter] = row
            if voter in play.bots or voter in ballot.votes:
                continue
            for j, accept in enumerate((True, False)):
                rect = pygame.Rect(row.right - 176 + j * 88, row.y + 2, 80, 46)
                widgets.append(Button(rect, "✓" if accept else "×",
                                      lambda v=voter, a=accept: play.act(Vote(v, a)),
                                      theme.GOOD if accept else theme.BAD,
                                      theme.TextStyle(30, theme.CREAM, True)))
                widgets[-1].translate = False

    def _speaker_buttons(self, widgets: list, speaker: int) -> None:
        play = self.play
        legal = play.state.legal_actions_for(speaker)
        if play.typed:
            self.entry.set_active(True)
            widgets.append(Button(geo.SAY_BUTTON, N_("Say it!"), self._submit_button,
                                  theme.ROSE))
            return
        if any(isinstance(a, PressTeapot) for a in legal):
            widgets.append(Button((616, 486, 280, 120), N_("Next ✓ (Space)"),
                                  lambda: play.act(PressTeapot(speaker)), theme.GOOD,
                                  theme.TextStyle(34, theme.CREAM, True), key=pygame.K_SPACE))
        reports = [a for a in legal if isinstance(a, ReportOut)]
        for i, action in enumerate(reports):
            rect = pygame.Rect(916, 478 + i * 54, 388, 52)
            widgets.append(Button(rect, OUT_LABELS[action.reason],
                                  lambda a=action: play.act(a), theme.BAD, OUT_STYLE,
                                  key=OUT_KEYS[action.reason]))

    def _side_buttons(self, widgets: list) -> None:
        play = self.play
        names = play.names
        legal = self._human_legal()
        slots = iter(geo.side_slots(5))
        challengers = [a for a in legal if isinstance(a, Challenge)]
        if self.choosing_challenger and challengers:
            for action in challengers[:4]:
                widgets.append(Button(next(slots), lambda s=action.seat: _(
                    "{name} challenges").format(name=names[s]),
                    lambda a=action: self._challenge(a), theme.ROSE, SMALL_BUTTON))
            widgets.append(Button(next(slots), N_("Cancel"), self._cancel_choice,
                                  theme.INK_SOFT, SMALL_BUTTON))
            return
        self.choosing_challenger = self.choosing_challenger and bool(challengers)
        ignores = [a for a in legal if isinstance(a, IgnoreLetter)]
        if self.ignore_menu and ignores:
            for action in ignores[:4]:
                widgets.append(AbilityButton(next(slots), lambda x=action.letter: _(
                    "Ignore {letter} this turn").format(letter=x.upper()),
                    lambda a=action: self._ignore(a), "character_mad_hatter",
                    theme.GARDEN_DARK))
            widgets.append(Button(next(slots), N_("Cancel"), self._cancel_choice,
                                  theme.INK_SOFT, SMALL_BUTTON))
            return
        self.ignore_menu = False
        if challengers:
            word = play.state.said[play.state.window.word].text if play.state.window else None
            if self.entry.active:  # the keys type the speaker's word: no C to press
                label = (lambda w=word: _("Challenge “{word}”").format(word=w)) if word \
                    else N_("Challenge the last word")
            else:
                label = (lambda w=word: _("Challenge “{word}” (C)").format(word=w)) if word \
                    else N_("Challenge the last word (C)")
            widgets.append(Button(next(slots), label, self._challenge_pressed, theme.ROSE,
                                  SMALL_BUTTON, key=pygame.K_c))
        for action in legal:
            label, art = self._ability(action)
            if label is None:
                continue
            slot = next(slots, None)
            if slot is None:
                break
            widgets.append(AbilityButton(slot, label, self._ability_callback(action), art,
                                         player_colour(action.seat)))

    def _ability(self, action) -> tuple[Callable[[], str] | None, str]:
        names = self.play.names
        match action:
            case UseTimeToken(seat=s):
                return (lambda: _("{name}: time token, the teapot starts again").format(
                    name=names[s])), self._art(s)
            case PassTurn(seat=s):
                return (lambda: _("{name} (Cheshire Cat): pass the turn").format(
                    name=names[s])), CHARACTER_ART[Character.CHESHIRE]
            case IgnoreLetter(seat=s) if self._first_ignore(action):
                return (lambda: _("{name} (Mad Hatter): ignore a letter").format(
                    name=names[s])), CHARACTER_ART[Character.HATTER]
            case PlaceLetter(seat=s):
                return (lambda: _("{name}: show your secret letter").format(
                    name=names[s])), self._art(s)
            case ForceAnotherTurn(seat=s, target=t):
                return (lambda: _("{name} (Two of Hearts): {target} plays again").format(
                    name=names[s], target=names[t])), CHARACTER_ART[Character.TWO_OF_HEARTS]
        return None, ""

    def _first_ignore(self, action) -> bool:
        first = next((a for a in self.play.state.legal_actions() if isinstance(a, IgnoreLetter)),
                     None)
        return first == action

    def _art(self, seat: int) -> str:
        character = self.play.state.characters[seat]
        return CHARACTER_ART[character] if character is not None else "character_back"

    def _ability_callback(self, action) -> Callable[[], None]:
        if isinstance(action, IgnoreLetter):
            return self._open_ignore_menu
        return lambda: self.play.act(action)

    def _secret_buttons(self, widgets: list) -> None:
        play = self.play
        s = play.state
        if s.phase is Phase.VOTE:
            return
        boxes = geo.player_boxes(s.n)
        for seat in sorted(s.secret):
            if seat in play.bots or s.out[seat]:
                continue
            box = boxes[seat]
            rect = pygame.Rect(box.x + 8, box.bottom - 52, box.w - 16, 44)
            widgets.append(Button(rect, N_("Secret letter"),
                                  lambda seat=seat: play.open_curtain(seat, "secret"),
                                  theme.INK_SOFT, theme.TextStyle(24, theme.CREAM, True)))

    # ------------------------------------------------------------------ callbacks

    def _submit(self, text: str) -> None:
        speaker = self.play.human_speaker()
        if speaker is not None and self.play.typed:
            self.play.say_word(speaker, text)

    def _submit_button(self) -> None:
        if self.entry.value.strip():
            self._submit(self.entry.value)

    def _challenge_pressed(self) -> None:
        legal = [a for a in self._human_legal() if isinstance(a, Challenge)]
        if len(legal) == 1:
            self._challenge(legal[0])
        elif legal:
            self.choosing_challenger = True
            self.rebuild()

    def _challenge(self, action: Challenge) -> None:
        self.choosing_challenger = False
        self.play.act(action)

    def _open_ignore_menu(self) -> None:
        self.ignore_menu = True
        self.rebuild()

    def _ignore(self, action: IgnoreLetter) -> None:
        self.ignore_menu = False
        self.play.act(action)

    def _cancel_choice(self) -> None:
        self.choosing_challenger = self.ignore_menu = False
        self.rebuild()

    # ------------------------------------------------------------------ events

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        play = self.play
        note_input_mode(play.app, event)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            for widget in list(play.widgets):
                if widget.process_event(event):
                    return None
            return event
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.choosing_challenger or self.ignore_menu:
                self._cancel_choice()
            else:
                play.open_pause()
            return None
        if self.entry.active:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN,
                                                              pygame.K_KP_ENTER) \
                    and not self.entry.value.strip() and play.app.keyboard_mode:
                pass  # an empty box: Enter presses the focused button
            elif self.entry.process_event(event):
                return None
        if event.type == pygame.KEYDOWN and self._vote_key(event.key):
            return None
        if event.type == pygame.KEYDOWN:
            for widget in list(play.widgets):
                if isinstance(widget, Button) and widget.key == event.key \
                        and widget.process_event(event):
                    return None
            if play.keyboard(event):
                return None
        return event

    def _vote_key(self, key: int) -> bool:
        play = self.play
        if play.state.phase is not Phase.VOTE or key not in (pygame.K_y, pygame.K_n):
            return False
        legal = [a for a in self._human_legal() if isinstance(a, Vote)]
        if not legal:
            return False
        voter = legal[0].seat
        return play.act(Vote(voter, key == pygame.K_y))
