"""What one seat may know (P9), and how a bot can imagine the rest.

A `PlayerView` copies only public facts (the parade, collections, hand sizes, the pile's
size, whose turn, the last round, cards played) plus the viewer's own hand and own
discard. Search bots call `sample_state` to draw a full game state consistent with a view:
the unseen cards are dealt at random into the other hands and the pile, so a bot can use
which cards are unseen (card counting) but never where each one is (P9.2).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.parade.rules.actions import Action, Phase
from game.parade.rules.cards import DECK, suit_mask
from game.parade.rules.events import Trigger
from game.parade.rules.setup import Options, shuffled
from game.parade.rules.state import GameState


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A snapshot of the table as seen from the seat of `viewer`."""

    viewer: int
    n_players: int
    options: Options
    first_player: int
    phase: Phase
    turn: int
    legal_actions: tuple[Action, ...]
    """Empty unless the viewer must act now."""
    hand: tuple[int, ...]
    """The viewer's own hand, in the order drawn."""
    hand_sizes: tuple[int, ...]
    parade: tuple[int, ...]
    """Front first."""
    collections: tuple[tuple[int, ...], ...]
    pile_size: int
    played: tuple[int, ...]
    trigger: Trigger | None
    trigger_player: int
    turns_left: int
    discards_chosen: tuple[bool, ...]
    """Who has already chosen their final discards (not which cards, P9.3)."""
    discards: tuple[tuple[int, int] | None, ...]
    """The viewer's own chosen discards; everyone's once the game is over."""

    @property
    def last_round(self) -> bool:
        return self.trigger is not None

    def unseen_cards(self) -> list[int]:
        """The cards the viewer cannot see: in other hands or the pile, in unknown places."""
        seen = set(self.parade)
        seen.update(self.hand)
        for pile in self.collections:
            seen.update(pile)
        for pair in self.discards:
            if pair is not None:
                seen.update(pair)
        return [c for c in DECK if c not in seen]


def view_for(state: GameState, viewer: int) -> PlayerView:
    """The view of `viewer`: public facts (P9.1), their own hand, nothing hidden (P9.2)."""
    over = state.is_over
    acting = state.turn == viewer and not over
    return PlayerView(
        viewer=viewer,
        n_players=state.n_players,
        options=state.options,
        first_player=state.first_player,
        phase=state.phase,
        turn=state.turn,
        legal_actions=state.legal_actions() if acting else (),
        hand=tuple(state.hands[viewer]),
        hand_sizes=tuple(len(h) for h in state.hands),
        parade=tuple(state.parade),
        collections=tuple(tuple(k) for k in state.collections),
        pile_size=len(state.pile),
        played=tuple(state.played),
        trigger=state.trigger,
        trigger_player=state.trigger_player,
        turns_left=state.turns_left,
        discards_chosen=tuple(d is not None for d in state.discards),
        discards=tuple(d if over or p == viewer else None
                       for p, d in enumerate(state.discards)),
    )


def sample_state(view: PlayerView, rng: random.Random) -> GameState:
    """A full game state that agrees with everything in `view`, hidden parts at random.

    Other players who have already chosen their discards are given a random pair of their
    imagined hand: the view says they chose, not what.
    """
    s = GameState.for_table(view.n_players, view.options, view.first_player)
    unseen = shuffled(view.unseen_cards(), rng)
    s.hands = []
    at = 0
    for p, size in enumerate(view.hand_sizes):
        if p == view.viewer:
            s.hands.append(list(view.hand))
        else:
            s.hands.append(unseen[at : at + size])
            at += size
    s.pile = unseen[at:]
    s.collections = [list(k) for k in view.collections]
    s.suit_masks = [suit_mask(k) for k in view.collections]
    s.parade = list(view.parade)
    s.played = list(view.played)
    s.turn = view.turn
    s.phase = view.phase
    s.trigger = view.trigger
    s.trigger_player = view.trigger_player
    s.turns_left = view.turns_left
    s.discards = []
    for p, chosen in enumerate(view.discards_chosen):
        mine = view.discards[p]
        if mine is not None or not chosen:
            s.discards.append(mine)
        else:
            a, b = rng.sample(range(len(s.hands[p])), 2)
            s.discards.append((s.hands[p][a], s.hands[p][b]))
    return s
