"""Clicks and keys -> legal actions at the word table.

`rebuild()` makes the buttons from `legal_actions()` each time the table changes (the
one source of legality): the typed-word box or Next / Out for the speaker, a Challenge
button, each character's ability only when the rules allow it (W5), the vote buttons,
the preparation choices (the Caterpillar's token, the Queen's topic), curtains and the
round's summary. Only human seats get buttons; bots act through `BotSeats`.

Every kind of button has its own column of its own row in the side column (Challenge;
the letter | the Two of Hearts; the speaker's token | trick), rows in that order and an
empty row left out so the log keeps its room; and `ArmGuard` keeps a button that just
appeared at a place, or changed there, from acting for a moment (and while the pointer
stays on it). A consequential action takes a deliberate gesture, the same in both modes:
Challenge opens "who challenges?" (a confirm; the teapot waits), Out opens "why out?"
(a confirm; the teapot waits), and a vote has a short undo window.

Keys: Esc pauses (or closes a question). While the word box has the keys (type it) no
other key acts: Enter says the word. Space only skips an animation, or presses Next in
say it. Say it: O or L / T / R / A / V open "why out?", where the same letters answer;
C opens "who challenges?", where 1-9 answer; Y / N = the next voter's vote; 1-9 = a
preparation choice; Tab / arrows / Enter = move between the buttons and press one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.scenes.base import note_input_mode
from game.shell.i18n import N_, _
from game.table.guard import ArmGuard
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text, fitted_size, sized_style
from game.ui.widgets import Button
from game.wordland.rules import actions as act
from game.wordland.rules.components import Character, OutReason, Phase
from game.wordland.scenes.table_guard import PendingVotes
from game.wordland.ui import geometry as geo
from game.wordland.ui.entry import WordEntry
from game.wordland.ui.pieces import CHARACTER_ART, player_colour
from game.wordland.ui.words import shown_word, topic_name

if TYPE_CHECKING:
    from game.wordland.scenes.play import PlayScene

SMALL_BUTTON = theme.TextStyle(26, theme.CREAM, True)
OUT_STYLE = theme.TextStyle(28, theme.CREAM, True)
OUT_KEYS = {OutReason.LETTER: pygame.K_l, OutReason.REPEAT: pygame.K_r,
            OutReason.APOSTROPHE: pygame.K_a, OutReason.TIME: pygame.K_t,
            OutReason.VOTE: pygame.K_v}
OUT_LABELS = {OutReason.LETTER: N_("A forbidden letter (L)"),
              OutReason.REPEAT: N_("Already said (R)"),
              OutReason.APOSTROPHE: N_("An apostrophe (A)"),
              OutReason.TIME: N_("Time is up (T)"),
              OutReason.VOTE: N_("Vote lost (V)")}
DIGIT_KEYS = [getattr(pygame, f"K_{d}") for d in range(1, 10)]
ROW_OF = {act.Challenge: 0, act.PlaceLetter: 1, act.ForceAnotherTurn: 1, act.UseTimeToken: 2,
          act.PassTurn: 2, act.IgnoreLetter: 2}
"""The side column's rows, top down: the challenge, the window's abilities, the speaker's."""


def _topic_label(words: str, language: str, topics: tuple[str, ...]) -> Callable[[], str]:
    return lambda: _(words).format(
        topic=" + ".join(topic_name(language, t) for t in topics))


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
        pic = self.picture_box
        canvas.image(f"wordland/{self.art}", pic)
        canvas.solid(pic, "ability picture")
        fit_text(canvas, self.text, self.text_box, self.style, max_lines=2, line_gap=0.95)

    @property
    def picture_box(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 8, self.rect.y + 4, (self.rect.h - 8) * 2 // 3,
                           self.rect.h - 8)

    @property
    def text_box(self) -> pygame.Rect:
        pic = self.picture_box
        return pygame.Rect(pic.right + 10, self.rect.y + 2, self.rect.right - pic.right - 18,
                           self.rect.h - 4)

    def text_size(self, canvas: Canvas) -> float:
        """The logical size its label is drawn at (the fitting rule in its text box)."""
        return fitted_size(canvas, self.text, self.text_box, self.style, max_lines=2,
                           line_gap=0.95)


class PartnerButton(Button):
    """A button beside an ability's (Keep it hidden beside "Ann: show your letter"): its
    words are never drawn larger than its partner's, so the two choices read alike."""

    def __init__(self, rect, label, on_click, colour: theme.Colour,
                 partner: AbilityButton | None) -> None:
        super().__init__(rect, label, on_click, colour, SMALL_BUTTON)
        self.partner = partner
        self._sized: tuple[object, theme.TextStyle] | None = None

    def draw(self, canvas: Canvas) -> None:
        partner = self.partner
        if partner is not None and self.visible:
            # worked out again only when the words, the places or the sizes change
            key = (self.text, partner.text, tuple(self.rect), tuple(partner.rect),
                   canvas.text_cache.scale, canvas.viewport.scale)
            if self._sized is None or self._sized[0] != key:
                mine = fitted_size(canvas, self.text, self.rect.inflate(-2 * self.margin, -6),
                                   SMALL_BUTTON, max_lines=2, line_gap=0.95)
                size = min(mine, partner.text_size(canvas))
                self._sized = (key, sized_style(canvas, size, SMALL_BUTTON))
            self.style = self._sized[1]
        super().draw(canvas)



class TableInput:
    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self.entry = WordEntry(geo.ENTRY, self._submit)
        self.entry.placeholder = ""
        self.choosing_challenger = False
        self.out_menu = False
        self.ignore_menu = False
        self.vote_rows: dict[int, pygame.Rect] = {}
        self.guard = ArmGuard(fresh=True)
        self.pending = PendingVotes()
        self._eat_text = False

    @property
    def asking(self) -> bool:
        """A question to the table is up ("who challenges?", "why out?"): the teapot
        waits for the answer."""
        return self.choosing_challenger or self.out_menu

    # ------------------------------------------------------------------ building

    def rebuild(self) -> None:
        play = self.play
        widgets: list = []
        play.widgets = widgets
        self.vote_rows = {}
        self.entry.set_active(False)
        if play.watching:
            return
        self._build(widgets)
        self.guard.note(widgets, play.clock)
        play.focus_index = min(play.focus_index, max(0, len(play.focusables()) - 1))

    def _build(self, widgets: list) -> None:
        play = self.play
        s = play.state
        if s.phase is not Phase.VOTE:
            self.pending.clear()
        if s.phase is not Phase.DISCUSSION:
            self.choosing_challenger = self.out_menu = self.ignore_menu = False
        if play.verdict is not None:
            self._verdict_rows(widgets)
            return
        if play.summary_due is not None:
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
        speaker = play.human_speaker()
        if s.phase is Phase.CATERPILLAR:
            self._caterpillar_buttons(widgets)
        elif s.phase is Phase.TOPIC:
            self._topic_buttons(widgets)
        elif s.phase is Phase.VOTE:
            self._vote_buttons(widgets)
        elif s.phase is Phase.DISCUSSION:
            if self.choosing_challenger:
                if self._challenger_buttons(widgets):
                    return
                self.choosing_challenger = False
            if speaker is None:
                self.out_menu = False
            if self.out_menu:
                self._out_buttons(widgets, speaker)
                return
            if speaker is not None:
                self._speaker_buttons(widgets, speaker)
            self._side_buttons(widgets)
        self._secret_buttons(widgets)

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
            widgets.append(Button((640, 620, 640, 90),  # room for the words at full size
                                  lambda: _("I am {name}: show").format(name=name), show,
                                  theme.ROSE, key=pygame.K_RETURN))
            widgets.append(Button((810, 760, 300, 76), N_("Back"), play.close_curtain,
                                  theme.INK_SOFT, SMALL_BUTTON))
            return
        if curtain.purpose == "secret":
            widgets.append(Button((810, 800, 300, 84), N_("Hide it"), play.close_curtain,
                                  theme.GARDEN_DARK, key=pygame.K_RETURN))
            return
        self._topic_choices(widgets, top=560)

    def _caterpillar_buttons(self, widgets: list) -> None:
        play = self.play
        actions = [a for a in self._human_legal() if isinstance(a, act.PlaceCaterpillarToken)]
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
        if not any(isinstance(a, act.ReturnTopic) for a in self._human_legal()):
            return
        queen = s.seat_of(Character.QUEEN)
        if play.shared_screen:
            widgets.append(Button((geo.PANEL.centerx - 340, geo.PANEL.y + 320, 680, 100),
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
        # kept topics in the card's order (issue 33): the first button keeps the first
        # card's topic, so the one returned runs from the last card to the first
        actions = [a for a in play.state.legal_actions() if isinstance(a, act.ReturnTopic)][::-1]
        for i, action in enumerate(actions):
            # "Keep" means keep in every mode (issue 36): the button names what stays
            kept = tuple(t for t in play.state.topic_choices if t != action.topic)
            label = _topic_label(N_("Keep: {topic}"), play.language, kept)
            rect = pygame.Rect(660, top + i * 86, 600, 72)
            widgets.append(Button(rect, label, lambda a=action: play.act(a),
                                  theme.GARDEN_DARK, SMALL_BUTTON, key=DIGIT_KEYS[i]))

    def _lay_vote_rows(self, voters: tuple[int, ...]) -> None:
        """A row per voter on the vote panel (two columns past four voters)."""
        two = len(voters) > 4
        width = (geo.PANEL.w - 80) // 2 if two else geo.PANEL.w - 60
        for i, voter in enumerate(voters):
            col, line = divmod(i, 4) if two else (0, i)
            self.vote_rows[voter] = pygame.Rect(geo.PANEL.x + 30 + col * (width + 20),
                                                geo.PANEL.y + 196 + line * 78, width, 72)

    def _verdict_rows(self, widgets: list) -> None:
        """A vote's verdict held for the person whose word it was: the voters' rows as
        they voted, and Continue (Enter or Space) under them."""
        play = self.play
        ballot = play.shown.ballot
        assert ballot is not None
        self._lay_vote_rows(ballot.voters)
        widgets.append(Button(geo.VERDICT_BUTTON, N_("Continue"), play.close_verdict,
                              theme.ROSE, key=pygame.K_RETURN))

    def _vote_buttons(self, widgets: list) -> None:
        """A row per voter: ✓ and ×, or Undo while a vote cast here waits (VOTE_UNDO)."""
        play = self.play
        ballot = play.state.ballot
        assert ballot is not None
        self._lay_vote_rows(ballot.voters)
        for voter, row in self.vote_rows.items():
            if voter in play.bots or voter in ballot.votes or (play.kids and play.typed):
                continue  # in kids topics no vote is asked of a child (issue 36)
            pending = self.pending.get(voter)
            if pending is not None:  # the vote shows on its button, which undoes it
                widgets.append(Button((row.right - 176, row.y + 13, 168, 46),
                                      N_("✓ Undo") if pending else N_("× Undo"),
                                      lambda v=voter: self._undo_vote(v),
                                      theme.GOOD if pending else theme.BAD, SMALL_BUTTON))
                continue
            for j, accept in enumerate((True, False)):
                rect = pygame.Rect(row.right - 176 + j * 88, row.y + 13, 80, 46)
                widgets.append(Button(rect, "✓" if accept else "×",
                                      lambda v=voter, a=accept: self._cast(v, a),
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
        if any(isinstance(a, act.PressTeapot) for a in legal):
            widgets.append(Button(geo.NEXT_BUTTON, N_("Next ✓ (Space)"),
                                  lambda: play.act(act.PressTeapot(speaker)), theme.GOOD,
                                  theme.TextStyle(34, theme.CREAM, True)))
            widgets[-1].meaning = f"next for seat {speaker}"  # a new speaker: a new button
        if any(isinstance(a, act.ReportOut) for a in legal):
            widgets.append(Button(geo.OUT_BUTTON, N_("Out × (O)"), self._open_out_menu,
                                  theme.BAD, theme.TextStyle(34, theme.CREAM, True),
                                  key=pygame.K_o))
            widgets[-1].meaning = f"out for seat {speaker}"

    def _out_buttons(self, widgets: list, speaker: int | None) -> None:
        """"Why is Ann out?": a reason confirms it (W8.1), or back to the turn."""
        play = self.play
        if speaker is None:
            return
        reports = [a for a in play.state.legal_actions_for(speaker)
                   if isinstance(a, act.ReportOut)]
        cells = geo.out_cells()
        for cell, action in zip(cells, reports, strict=False):
            widgets.append(Button(cell, OUT_LABELS[action.reason],
                                  lambda a=action: self._report(a), theme.BAD, OUT_STYLE,
                                  key=OUT_KEYS[action.reason]))
        widgets.append(Button(cells[-1], N_("Not out: back"), self._cancel_choice,
                              theme.INK_SOFT, OUT_STYLE))

    def _challenger_buttons(self, widgets: list) -> bool:
        """"Who challenges?": a name confirms the challenge; Cancel goes back."""
        play = self.play
        challengers = [a for a in self._human_legal() if isinstance(a, act.Challenge)]
        if not challengers:
            return False
        cells = geo.panel_cells(len(challengers) + 1)
        for i, (cell, action) in enumerate(zip(cells, challengers, strict=False)):
            widgets.append(Button(cell, lambda s=action.seat: _("{name} challenges").format(
                name=play.names[s]), lambda a=action: self._challenge(a), theme.ROSE,
                SMALL_BUTTON, key=DIGIT_KEYS[i] if i < 9 else None))
        widgets.append(Button(cells[len(challengers)], N_("Cancel"), self._cancel_choice,
                              theme.INK_SOFT, SMALL_BUTTON))
        return True

    def _side_buttons(self, widgets: list) -> None:
        """The side column's grid: each kind of button in its own column of its own row
        (Challenge; the secret letter | the Two of Hearts; a time token | the Cat's pass or
        the Hatter's letter), rows in that order; the first two rows keep their places, the
        last moves up when neither shows, so the log keeps the room under them (`ArmGuard`
        holds a place whose words change)."""
        play = self.play
        legal = self._human_legal()
        kinds = {ROW_OF.get(type(a)) for a in legal}
        # Challenge's row and the secret letter's keep their own places (issue 33: the
        # Queen's "show your letter" never becomes "Challenge" in the same place); the
        # last row moves up under whichever of them shows
        row_at = {0: 0, 1: 1, 2: 2 if 1 in kinds else 1 if 0 in kinds else 0}
        ignores = [a for a in legal if isinstance(a, act.IgnoreLetter)]
        if self.ignore_menu and ignores:
            for i, action in enumerate(ignores[:7]):
                widgets.append(AbilityButton(
                    geo.side_cell(i // 2, i % 2),
                    lambda x=action.letter: _("Ignore {letter}").format(letter=x.upper()),
                    lambda a=action: self._ignore(a), "character_mad_hatter",
                    theme.GARDEN_DARK))
            widgets.append(Button(geo.side_cell(3, 1), N_("Cancel"), self._cancel_choice,
                                  theme.INK_SOFT, SMALL_BUTTON))
            return
        self.ignore_menu = False
        if any(isinstance(a, act.Challenge) for a in legal):
            s = play.state
            said = s.said[s.window.word] if s.window is not None else None
            who = play.names[said.seat] if said is not None else ""
            word = shown_word(said.text, play.language) \
                if said is not None and said.text is not None else None

            def label(n: str = who, w: str | None = word) -> str:
                if w is not None:
                    return _("Challenge {name}'s “{word}”").format(name=n, word=w)
                return _("Challenge {name}'s word").format(name=n)
            widgets.append(Button(geo.side_cell(row_at[0]), label, self._challenge_pressed,
                                  theme.ROSE, SMALL_BUTTON))
        for action in legal:
            label, art, col = self._ability(action)
            if label is None:
                continue
            cell = geo.side_cell(row_at[ROW_OF[type(action)]], col)
            widgets.append(AbilityButton(cell, label, self._ability_callback(action), art,
                                         player_colour(action.seat)))
        if play.letter_pending and not any(isinstance(a, act.ForceAnotherTurn) for a in legal):
            # the table waits for her choice: keeping the letter is a choice too, beside
            # "show your letter", so nobody sits out the whole wait
            shown = next((w for w in widgets if isinstance(w, AbilityButton)
                          and w.rect == geo.side_cell(row_at[1], 0)), None)
            widgets.append(PartnerButton(geo.side_cell(row_at[1], 1), N_("Keep it hidden"),
                                         self._keep_letter, theme.INK_SOFT, shown))

    def _ability(self, action) -> tuple[Callable[[], str] | None, str, int]:
        """An ability's label, picture and column in its row (always the same)."""
        names = self.play.names
        match action:
            case act.PlaceLetter(seat=s):
                return (lambda: _("{name}: show your letter").format(
                    name=names[s])), self._art(s), 0
            case act.ForceAnotherTurn(seat=s, target=t):
                return (lambda: _("{name}: {target} plays again").format(
                    name=names[s], target=names[t])), CHARACTER_ART[Character.TWO_OF_HEARTS], 1
            case act.UseTimeToken(seat=s):
                return (lambda: _("{name}: a time token").format(name=names[s])), \
                    self._art(s), 0
            case act.PassTurn(seat=s):
                return (lambda: _("{name}: pass the turn").format(name=names[s])), \
                    CHARACTER_ART[Character.CHESHIRE], 1
            case act.IgnoreLetter(seat=s) if self._first_ignore(action):
                return (lambda: _("{name}: ignore a letter").format(name=names[s])), \
                    CHARACTER_ART[Character.HATTER], 1
        return None, "", 0

    def _first_ignore(self, action) -> bool:
        legal = self.play.state.legal_actions()
        first = next((a for a in legal if isinstance(a, act.IgnoreLetter)), None)
        return first == action

    def _art(self, seat: int) -> str:
        character = self.play.state.characters[seat]
        return CHARACTER_ART[character] if character is not None else "character_back"

    def _ability_callback(self, action) -> Callable[[], None]:
        if isinstance(action, act.IgnoreLetter):
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
        if any(isinstance(a, act.Challenge) for a in self._human_legal()):
            self._show_menu(challenger=True)

    def _challenge(self, action: act.Challenge) -> None:
        self.choosing_challenger = False
        self.play.act(action)

    def _open_out_menu(self) -> None:
        if self.play.human_speaker() is not None and not self.play.typed:
            self._show_menu(out=True)

    def _report(self, action: act.ReportOut) -> None:
        self.out_menu = False
        self.play.act(action)

    def _keep_letter(self) -> None:
        """The Queen's or the Rabbit's person keeps her letter: the bot speaks now."""
        self.play.keep_letter()
        self.rebuild()

    def _open_ignore_menu(self) -> None:
        self.ignore_menu = True
        self.rebuild()

    def _ignore(self, action: act.IgnoreLetter) -> None:
        self.ignore_menu = False
        self.play.act(action)

    def _cancel_choice(self) -> None:
        self._show_menu()

    def _show_menu(self, *, challenger: bool = False, out: bool = False) -> None:
        """Open the challenger menu or the out menu (closing the others), or with neither
        close every menu; then lay the table out again."""
        self.choosing_challenger, self.out_menu, self.ignore_menu = challenger, out, False
        self.rebuild()

    def _cast(self, voter: int, accept: bool) -> None:
        self.pending.cast(voter, accept)
        self.rebuild()

    def _undo_vote(self, voter: int) -> None:
        self.pending.undo(voter)
        self.rebuild()

    def update(self, dt: float) -> None:
        """Time for the guard, and the votes whose undo window closed go to the engine."""
        play = self.play
        self.guard.tick(play.clock)
        if play.state.phase is not Phase.VOTE or not self.pending.votes:
            return
        for voter, accept in self.pending.due(dt):
            if play.state.phase is not Phase.VOTE:
                break
            play.act(act.Vote(voter, accept))
        if self.pending.votes:
            self.rebuild()

    # ------------------------------------------------------------------ events

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        play = self.play
        note_input_mode(play.app, event)
        guard = self.guard
        if event.type == pygame.MOUSEMOTION:
            guard.moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            guard.pressed(event.pos)
        if self.scroll_panels(event):
            return None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            for widget in list(play.widgets):
                if event.type != pygame.MOUSEMOTION and widget.visible \
                        and widget.rect.collidepoint(event.pos) and not guard.armed(widget):
                    return None  # just appeared or changed here: not yet
                if widget.process_event(event):
                    return None
            return event
        if event.type != pygame.KEYDOWN:
            if event.type == pygame.TEXTINPUT and self._eat_text:
                self._eat_text = False  # the text of a key that acted (a "2" that chose
                return None             # the topic), not typed into the box it opened
            if self.entry.active and self.entry.process_event(event):
                return None
            return event
        self._eat_text = not self.entry.active
        if event.key == pygame.K_ESCAPE:
            if self.asking or self.ignore_menu:
                self._cancel_choice()
            else:
                play.open_pause()
            return None
        if self.entry.active:  # the word box has the keys: no hotkey acts
            self.entry.process_event(event)
            return None
        if event.key == pygame.K_SPACE:
            self._space()
            return None
        if self._vote_key(event.key) or self._menu_key(event.key):
            return None
        for widget in list(play.widgets):
            if isinstance(widget, Button) and widget.key == event.key:
                if guard.armed(widget):
                    widget.process_event(event)
                return None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = play.focused
            if focused is not None and not guard.armed(focused):
                return None
        if play.keyboard(event):
            return None
        return event

    def scroll_panels(self, event: pygame.event.Event) -> bool:
        """The words said and the log scroll by wheel, drag and (pointer over them, the
        word box not having the keys) PageUp / PageDown / Home / End."""
        if event.type == pygame.KEYDOWN and self.entry.active:
            return False
        drawing = self.play.drawing
        used = False
        for panel in (drawing.words_panel, drawing.log_panel):
            if panel.rect.w and panel.process_event(event):
                used = True
        if used:
            self.play.drawing.part_changed()
        return used and event.type != pygame.MOUSEMOTION

    def _space(self) -> None:
        """Space: Next in say it (the speaker's word was good), else skip an animation."""
        play = self.play
        if play.verdict is not None:  # Space goes on from a vote's verdict, once seen
            button = next((w for w in play.widgets if isinstance(w, Button)
                           and w.rect == geo.VERDICT_BUTTON), None)
            if button is not None and self.guard.armed(button):
                button.on_click()
            return
        next_button = next((w for w in play.widgets if isinstance(w, Button)
                            and w.rect == geo.NEXT_BUTTON), None)
        if next_button is not None and self.guard.armed(next_button):
            next_button.on_click()
            return
        play.skip()

    def _menu_key(self, key: int) -> bool:
        """From the table, L / T / R / A / V open "why out?" (where they answer) and C
        opens "who challenges?"."""
        if self.asking or self.ignore_menu:
            return False
        if key in OUT_KEYS.values() and self.play.human_speaker() is not None \
                and not self.play.typed and self.play.state.phase is Phase.DISCUSSION:
            self._open_out_menu()
            return True
        if key == pygame.K_c and any(isinstance(a, act.Challenge) for a in self._human_legal()):
            self._challenge_pressed()
            return True
        return False

    def _vote_key(self, key: int) -> bool:
        play = self.play
        if play.state.phase is not Phase.VOTE or key not in (pygame.K_y, pygame.K_n):
            return False
        ballot = play.state.ballot
        waiting = [v for v in ballot.voters if v not in play.bots and v not in ballot.votes
                   and self.pending.get(v) is None] if ballot is not None else []
        if not waiting:
            return False
        self._cast(waiting[0], key == pygame.K_y)
        return True
