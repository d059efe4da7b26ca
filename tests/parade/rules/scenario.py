"""Building table situations for rule tests: choose the hands, the parade, the pile and the
collections, in card codes ("G3 B5"), like the rulebook's figures."""

from __future__ import annotations

from game.parade.rules.actions import Phase
from game.parade.rules.cards import DECK, cards, suit_mask
from game.parade.rules.events import Trigger
from game.parade.rules.setup import Options
from game.parade.rules.state import NO_PLAYER, GameState


def table(
    *,
    hands: list[str],
    parade: str = "",
    pile: str | None = None,
    collections: list[str] | None = None,
    turn: int = 0,
    first_player: int = 0,
    options: Options | None = None,
    trigger: Trigger | None = None,
    turns_left: int = 0,
) -> GameState:
    """A state with exactly these cards placed. `pile` lists the draw pile top first; left
    out, every card not placed elsewhere forms the pile (lowest code on top). With a pile
    given, unplaced cards are simply out of the game, which no rule test depends on."""
    n = len(hands)
    s = GameState.for_table(n, options or Options(), first_player)
    s.hands = [cards(h) for h in hands]
    s.collections = [cards(k) for k in (collections or [""] * n)]
    s.suit_masks = [suit_mask(k) for k in s.collections]
    s.parade = cards(parade)
    placed = [c for group in (*s.hands, *s.collections, s.parade) for c in group]
    if len(placed) != len(set(placed)):
        raise ValueError("a card is placed twice")
    top_first = cards(pile) if pile is not None else [c for c in DECK if c not in placed]
    s.pile = top_first[::-1]
    s.played = []
    s.turn = turn
    s.phase = Phase.PLAY
    s.trigger = trigger
    s.trigger_player = NO_PLAYER if trigger is None else (turn - 1) % n
    s.turns_left = turns_left
    s.discards = [None] * n
    return s
