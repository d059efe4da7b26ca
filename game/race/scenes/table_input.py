"""The race table's input layer: clicks and keys turned into the engine's legal actions.

Every clickable thing comes from `legal_actions()` (the choice buttons are built from
it), so the screen can offer nothing the rules refuse. Keyboard play: arrows or Tab move
between the playable cards or the choice buttons, Enter or Space takes one, 1-5 name a
card slot or the Joker's value; the spinner is flicked with the mouse or by holding
Space or Enter; Ctrl+Z (or the Undo button) takes back the last move when the rules of
the table allow it (rules/undo.py). The log scrolls back with the wheel, a drag, or
PageUp / PageDown while the pointer is over it (`log_event`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.race.rules import actions as act
from game.scenes.base import note_input_mode
from game.shell.i18n import N_, _
from game.table.guard import ArmGuard
from game.ui import theme
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.race.scenes.play import PlayScene

SPIN_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
"""Hold one of these to charge the spinner, let go to spin."""
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
UNDO_KEY = pygame.K_z
"""Ctrl+Z (Cmd+Z): take back the last move, like the Undo button."""
FLICK_FRAME = 1 / 60
"""The shortest time a drag of the spinner's hand is taken to last."""
DIGITS = {getattr(pygame, f"K_{d}"): d for d in range(1, 6)} | {
    getattr(pygame, f"K_KP{d}"): d for d in range(1, 6)}


class TableInput:
    """The input layer of one Play scene."""

    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self.grab_time = 0.0
        """When the spinner's hand was taken hold of (the table's clock)."""
        self.key_chosen: tuple[int, int] | None = None
        """(turn, slot) of the card a key chose (`key_waits`)."""
        self.guard = ArmGuard()
        """Nothing changes under the pointer: a click meant for what was there waits."""

    def watch_places(self) -> None:
        """Each frame: what the hand's cards, the choice buttons and Undo mean now, so
        that one that changes under the resting pointer does not take its click."""
        play = self.play
        count = len(play.shown_hand)
        places = [(play.hand_view.card_rect(slot, count), ("card", card))
                  for slot, card in enumerate(play.shown_hand)]
        places.append((play.undo_rect, "undo" if play.can_undo() else "no undo"))
        self.guard.note_places(places, play.time)
        self.guard.note(play.choices, play.time)

    def armed_at(self, pos: tuple[int, int]) -> bool:
        """Whether a click at `pos` may act: not on something that just changed there."""
        play = self.play
        count = len(play.shown_hand)
        slot = play.hand_view.slot_at(pos, count)
        if slot is not None and not self.guard.armed_at(
                play.hand_view.card_rect(slot, count), ("card", play.shown_hand[slot])):
            return False
        if play.undo_rect.collidepoint(pos) and not self.guard.armed_at(
                play.undo_rect, "undo" if play.can_undo() else "no undo"):
            return False
        return all(self.guard.armed(b) for b in play.choices if b.rect.collidepoint(pos))

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        note_input_mode(self.play.app, event)
        if event.type == pygame.MOUSEMOTION:
            self.play.pointer = event.pos
            self.guard.moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.guard.pressed(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.play.open_pause()
            return None
        if self.play.curtain_for is not None:
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                event.type == pygame.KEYDOWN
                and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
            ):
                self.play.hand_owner = self.play.curtain_for
                self.play.curtain_for = None
                self.play._sync_hand()
            return None
        if self.log_event(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == UNDO_KEY and \
                getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.play.undo()
            return None
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                not self.play.beats and not self.armed_at(event.pos):
            return None  # it changed under the pointer: not yet
        if self.undo_click(event):
            return None
        if self.play.hurry.process_event(event, self.hurry_rect(), self.play.bots_turn()):
            return None
        space = event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE
        if self.play.beats:
            if clicked or space:
                self.play.fast_forward()
                return None
            return event
        if self.play.spinner.busy or self.play.settling is not None:
            if clicked or space:
                self.play.spinner.model.finish()
            return None
        p = self.play.human_to_act()
        if p is None:
            return event
        if self.play.hinter.process_event(event):
            return None
        if event.type == pygame.MOUSEMOTION:
            count = len(self.play.shown_hand)
            self.play.hand_view.hover = self.play.hand_view.slot_at(event.pos, count)
            if self.play.spinner.dragging:
                self.play.spinner.drag(event.pos, self.play.time)
        if self.play.state.decision is act.Decision.SPIN:
            return self.spin_input(event)
        if self.keyboard_choice(event):
            return None
        picked = self.play.cookie_pick.handle(event, self.play.state)  # the pictures
        if picked is not None:
            self.play.act(picked)
            return None
        if (
            self.play.state.decision is act.Decision.CARD
            and event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
        ):
            slot = self.play.hand_view.slot_at(event.pos, len(self.play.shown_hand))
            if slot is not None:
                self.play.act(act.PlayCard(slot))
                return None
        for button in list(self.play.choices):
            if button.process_event(event):
                return None
        return event

    def log_event(self, event: pygame.event.Event) -> bool:
        """The log reads the events over it (the kit's `LogPanel`): the wheel, a drag of
        its text or scroll bar, a click on its "Earlier" or back strip, and PageUp /
        PageDown / Home / End while the pointer is over it (keys the table does not use:
        the digits, arrows, Tab, Enter, Space and Escape stay the table's). True when
        it used the event; its drawing is then done anew."""
        panel = self.play.log_panel
        if not panel.rect.w or not panel.process_event(event):
            return False
        self.play.drawing.log_changed()
        return True

    def undo_click(self, event: pygame.event.Event) -> bool:
        """The Undo button (shown only when the last move may be taken back)."""
        pos = getattr(event, "pos", None)
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or \
                getattr(event, "button", 0) != 1 or pos is None:
            return False
        if not self.play.can_undo() or not self.play.undo_rect.collidepoint(pos):
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            self.play.undo()
        return True

    def hurry_rect(self) -> pygame.Rect:
        """The hurry button, where a person's choices go (a bot's turn has none)."""
        box = self.choice_box()
        return pygame.Rect(box.x, box.y, box.w, min(62, box.h))

    def playable_slots(self) -> list[int]:
        legal = self.play.state.legal_actions()
        return sorted(a.slot for a in legal if isinstance(a, act.PlayCard))

    def focused_card(self) -> int | None:
        """The playable card the arrows point at (Card decision only)."""
        if self.play.state.decision is not act.Decision.CARD or self.play.human_to_act() is None:
            return None
        slots = self.playable_slots()
        return slots[self.play.key_focus % len(slots)] if slots else None

    def keyboard_choice(self, event: pygame.event.Event) -> bool:
        """Arrows / Tab move between the playable cards or the choice buttons; Enter or
        Space takes the one in focus; 1-5 name a card slot (1 = left) or the Joker's value.
        True when the key was used."""
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        card = self.play.state.decision is act.Decision.CARD
        slots = self.playable_slots() if card else []
        count = len(slots) if card else len(self.play.choices)
        if key in DIGITS:
            value = DIGITS[key]
            if card:
                if not self.key_waits(value - 1):
                    self.play.act(act.PlayCard(value - 1))
                return True
            if self.play.state.decision is act.Decision.JOKER_VALUE:
                self.play.act(act.DeclareJoker(value))
                return True
            return False
        if not count:
            return False
        back = key in (pygame.K_LEFT, pygame.K_UP) or (
            key == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if back or key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            self.play.key_focus = (self.play.key_focus + (-1 if back else 1)) % count
            if card:  # the card moved to is chosen: Enter or Space then plays it
                self.key_chosen = (self.play.state.turns_played,
                                   slots[self.play.key_focus % count])
            return True
        if key in CHOOSE_KEYS:
            if card:
                slot = slots[self.play.key_focus % count]
                if not self.key_waits(slot):
                    self.play.act(act.PlayCard(slot))
            else:
                self.play.choices[self.play.key_focus % count].activate()
            return True
        return False

    def key_waits(self, slot: int) -> bool:
        """A key on a card (1-5, Enter, Space) first only chooses it: it is lit and its
        ghost shows; the same card again plays it, and so do Enter and Space on a card
        the arrows moved to (a stray key never plays, as in the Parade: issue 36 at a
        kids' table, then every table, since a Space meant to hurry the bots' last move
        could land on the person's turn). True when the key only chose."""
        play = self.play
        slots = self.playable_slots()
        if slot not in slots:
            return False
        chosen = (play.state.turns_played, slot)
        if self.key_chosen == chosen:
            return False
        self.key_chosen = chosen
        play.key_focus = slots.index(slot)
        play.app.keyboard_mode = True  # the chosen card is lit, with its ghost
        return True

    def spin_input(self, event: pygame.event.Event) -> pygame.event.Event | None:
        button = self.play.choices[0] if self.play.choices else None
        button_hit = button is not None and hasattr(event, "pos") and \
            button.rect.collidepoint(event.pos)
        if button is not None:
            button.process_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if button_hit:
                self.play.spin_button_held = True
                self.play.spinner.start_charge()
            elif self.play.geo.on_clock(event.pos):
                self.play.spinner.grab(event.pos, self.play.time)
                self.grab_time = self.play.time
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.play.spin_button_held:
                self.play.spin_button_held = False
                self.play._flick(self.play.spinner.release_charge())
            elif self.play.spinner.dragging:
                # a quick flick may go down, move and come up within one frame (one
                # clock reading): it is timed as one frame long, not as no time at all
                # (which measured no speed and said "Spin harder!")
                now = max(self.play.time, self.grab_time + FLICK_FRAME)
                self.play.spinner.drag(event.pos, now)
                self.play._flick(self.play.spinner.release(now))
            return None
        if event.type == pygame.KEYDOWN and event.key in SPIN_KEYS:
            self.play.spinner.start_charge()
            return None
        if event.type == pygame.KEYUP and event.key in SPIN_KEYS:
            if self.play.spinner.charging:
                self.play._flick(self.play.spinner.release_charge())
            return None
        return event

    def build_choices(self) -> None:
        s = self.play.state
        key = (s.turns_played, s.decision, s.spins_left, len(self.play.record.actions))
        if key == self.play.choice_key:
            return
        self.play.choice_key = key
        self.play.key_focus = 0
        box = self.choice_box()
        legal = s.legal_actions()
        buttons: list[Button] = []
        actions: list[act.Action] = []

        def row(items: list[tuple[Label, act.Action]], colour: theme.Colour = theme.ROSE) -> None:
            n = len(items)
            gap = 14
            w = (box.w - gap * (n - 1)) / n
            h = min(62, box.h)
            for i, (label, action) in enumerate(items):
                rect = pygame.Rect(round(box.x + i * (w + gap)), box.y, round(w), h)
                buttons.append(Button(rect, label, lambda a=action: self.play.act(a), colour))
                actions.append(action)

        if s.decision is act.Decision.JOKER_VALUE:
            row([(str(a.value), a) for a in legal if isinstance(a, act.DeclareJoker)])
        elif s.decision is act.Decision.BOOST:
            move = s.move
            # in the question's order: "Move 3, or 4 with the +1?" (issue 33)
            boosts = sorted((a for a in legal if isinstance(a, act.Boost)), key=lambda a: a.take)
            row([((lambda n=move + (1 if a.take else 0): _("Move {n}").format(n=n)), a)
                 for a in boosts])
        elif s.decision is act.Decision.TEA_PARTY:
            display = s.display
            row([((lambda: _("Take the {n}").format(n=display))
                  if a.source is act.CookieSource.DISPLAY else N_("Face down"), a)
                 for a in legal if isinstance(a, act.ChooseCookie)], theme.GARDEN_DARK)
        elif s.decision is act.Decision.ESCAPE:
            row([(N_("Climb out") if a.accept else N_("Spin again"), a)
                 for a in legal if isinstance(a, act.EscapeChoice)], theme.GARDEN_DARK)
        elif s.decision is act.Decision.SPIN:
            rect = pygame.Rect(box.x + box.w // 6, box.y, box.w * 2 // 3, min(62, box.h))
            button = Button(rect, N_("Hold to spin"), lambda: None, theme.GARDEN_DARK)
            buttons.append(button)
        self.play.choices = buttons
        self.play.choice_actions = actions

    def candidate(self) -> act.Action | None:
        """The action the player is considering: the card or choice under the pointer or
        the keyboard focus (what the previews show)."""
        play = self.play
        if play.human_to_act() is None or play.curtain_for is not None:
            return None
        if play.state.decision is act.Decision.CARD:
            slots = self.playable_slots()
            hover = play.hand_view.hover
            if hover in slots:
                return act.PlayCard(hover)
            return act.PlayCard(self.focused_card()) if play.app.keyboard_mode and slots else None
        actions = getattr(play, "choice_actions", [])
        for button, action in zip(play.choices, actions, strict=False):
            if button.hovered:
                return action
        if play.app.keyboard_mode and actions:
            return actions[play.key_focus % len(actions)]
        return None

    def choice_box(self) -> pygame.Rect:
        """Where decision buttons go: the top of the hand area (it holds the hand, the
        instruction and the choices), or above it when the map gives a low hand area."""
        return self.play.hand_view.regions()["choices"]
