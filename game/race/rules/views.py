"""What one player may know (RULES R7), and how a bot can imagine the rest.

A `PlayerView` is built from the state by copying only public facts plus the viewer's own
hand (every hand with open hands, R9.2). Search bots call `sample_state` to draw a full
game state consistent with a view: unknown cards and cookies are dealt at random from
what the public record says is left, so a bot can never rely on hidden order.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from game.race.rules.actions import Action, Decision, SpinPurpose
from game.race.rules.board import Board
from game.race.rules.components import DECK, LARGE_COOKIE_VALUES, copies_of_each_cookie
from game.race.rules.setup import Variants, shuffled
from game.race.rules.state import GameState


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A snapshot of the table as seen from the seat of `viewer`."""

    viewer: int
    board: Board
    variants: Variants
    n_players: int
    turn: int
    turns_played: int
    decision: Decision
    legal_actions: tuple[Action, ...]
    """Empty unless the viewer must decide now (or the game waits for a spin)."""
    positions: tuple[int, ...]
    large: int
    in_hole: tuple[bool, ...]
    climb_out: tuple[bool, ...]
    hands: tuple[tuple[int, ...] | None, ...]
    """The viewer's own hand (every hand with open hands); None where hidden."""
    hand_sizes: tuple[int, ...]
    deck_sizes: tuple[int, ...]
    played: tuple[tuple[int, ...], ...]
    large_cookies: tuple[tuple[int, ...], ...]
    small_cookies: tuple[int, ...]
    pool: int
    display: int
    stack_size: int
    stack_left: tuple[tuple[int, int], ...]
    """(value, count) of the large cookies still face down: public by R7.1."""
    escape: bool
    card_slot: int
    move: int
    spins_left: int
    escape_result: int
    spin_purpose: SpinPurpose | None
    cheshire_used: int

    @property
    def own_hand(self) -> tuple[int, ...]:
        hand = self.hands[self.viewer]
        return hand if hand is not None else ()

    def unseen_cards(self, player: int) -> list[int]:
        """The cards of `player` not yet played and not visible to the viewer."""
        left = Counter(DECK)
        left.subtract(self.played[player])
        hand = self.hands[player]
        if hand is not None:
            left.subtract(hand)
        return sorted(left.elements())


def view_for(state: GameState, viewer: int) -> PlayerView:
    """The view of `viewer`: public facts (R7.1) and only the hands they may see (R7.2)."""
    n = state.n_players
    show_all = state.variants.open_hands
    hands = tuple(
        tuple(state.hands[p]) if show_all or p == viewer else None for p in range(n)
    )
    acting = state.turn == viewer and not state.is_over
    left = dict.fromkeys(LARGE_COOKIE_VALUES, copies_of_each_cookie(n))
    for taken in state.large_cookies:
        for value in taken:
            left[value] -= 1
    if state.display:
        left[state.display] -= 1
    return PlayerView(
        viewer=viewer,
        board=state.board,
        variants=state.variants,
        n_players=n,
        turn=state.turn,
        turns_played=state.turns_played,
        decision=state.decision,
        legal_actions=state.legal_actions() if acting else (),
        positions=tuple(state.positions),
        large=state.large,
        in_hole=tuple(state.in_hole),
        climb_out=tuple(state.climb_out),
        hands=hands,
        hand_sizes=tuple(len(h) for h in state.hands),
        deck_sizes=tuple(len(d) for d in state.decks),
        played=tuple(tuple(p) for p in state.played),
        large_cookies=tuple(tuple(k) for k in state.large_cookies),
        small_cookies=tuple(state.small_cookies),
        pool=state.pool,
        display=state.display,
        stack_size=len(state.stack),
        stack_left=tuple((v, c) for v, c in left.items() if c > 0),
        escape=state.escape,
        card_slot=state.card_slot,
        move=state.move,
        spins_left=state.spins_left,
        escape_result=state.escape_result,
        spin_purpose=state.spin_purpose,
        cheshire_used=state.cheshire_used,
    )


def sample_state(view: PlayerView, rng: random.Random) -> GameState:
    """A full game state that agrees with everything in `view`, hidden parts drawn at random."""
    s = GameState.for_table(view.board, view.variants, view.n_players)
    s.positions = list(view.positions)
    s.in_hole = list(view.in_hole)
    s.climb_out = list(view.climb_out)
    s.large = view.large
    s.hands = []
    s.decks = []
    for p in range(view.n_players):
        unseen = list(shuffled(view.unseen_cards(p), rng))
        known = view.hands[p]
        if known is None:
            s.hands.append(unseen[: view.hand_sizes[p]])
            s.decks.append(unseen[view.hand_sizes[p]:])
        else:
            s.hands.append(list(known))
            s.decks.append(unseen)
    s.played = [list(p) for p in view.played]
    s.large_cookies = [list(k) for k in view.large_cookies]
    s.small_cookies = list(view.small_cookies)
    s.pool = view.pool
    s.stack = list(shuffled([v for v, c in view.stack_left for _ in range(c)], rng))
    s.display = view.display
    s.turn = view.turn
    s.turns_played = view.turns_played
    s.decision = view.decision
    s.escape = view.escape
    s.card_slot = view.card_slot
    s.move = view.move
    s.spins_left = view.spins_left
    s.escape_result = view.escape_result
    s.spin_purpose = view.spin_purpose
    s.cheshire_used = view.cheshire_used
    return s
