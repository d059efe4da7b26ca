"""Single-observer information-set Monte Carlo tree search (Cowling, Powley and
Whitehouse, 2012) over `fast.Table`.

Every iteration deals the unseen cards afresh (a determinization consistent with the
seat's view, P9.2), walks one tree shared by all determinizations, choosing by UCB among
the moves available in this one (each child counts how often it was available), adds one
node, then values the position it reached with `leaf` and backs the value up: each node
keeps the value for the player who made its move. Budgets are iterations, never seconds,
so a decision depends only on the view and the seed.

`plain_leaf` is the textbook light play-out (uniformly random cards and discards to the
end, scored by P8's win shares): with it this is the untuned baseline of
`docs/parade-ai.md`, `bench/parade_ismcts.py`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from game.parade.ai.fast import DISCARD, OVER, PLAY, Table, cheapest, pair_code
from game.parade.rules.actions import Action, Discard
from game.parade.rules.views import PlayerView
from game.shell.engine import SearchingBot

Leaf = Callable[[Table, random.Random], list[float]]
Expand = Callable[[Table, list[int], random.Random], int]
"""Which of the moves not yet in the tree a walk adds (two or more to choose from)."""


def random_expand(t: Table, fresh: list[int], rng: random.Random) -> int:
    """The textbook choice: any of them at random."""
    return rng.choice(fresh)


def cheapest_expand(t: Table, fresh: list[int], rng: random.Random) -> int:
    """A card play adds the cheapest take first (`fast.cheapest`: what a sensible player,
    the other one included, would try first); a discard, one at random."""
    if t.phase == PLAY:
        return cheapest(t, fresh)[0]
    return rng.choice(fresh)


class Node:
    __slots__ = ("avail", "children", "player", "total", "visits")

    def __init__(self, player: int) -> None:
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.children: dict[int, Node] = {}
        self.player = player
        """Who made the move leading here: the values are theirs."""


def plain_leaf(t: Table, rng: random.Random) -> list[float]:
    """Uniformly random moves to the end of the game; P8's win shares."""
    choice = rng.choice
    while t.phase != OVER:
        t.act(choice(t.actions()))
    return t.win_shares()


def search(view: PlayerView, rng: random.Random, iterations: int, leaf: Leaf,
           c: float = 0.7, checkpoint: Callable[[], None] | None = None,
           every: int = 64, lazy: bool = False, expand: Expand = random_expand) -> Node:
    """Run `iterations` iterations from `view`; the root's children are its moves.

    `lazy` deals only the other hands each iteration and draws pile cards at random as
    they are needed (`Table.deal_hidden`): worth it when the leaf looks only a few cards
    ahead; the plain baseline shuffles every unseen card, as the paper does. `expand`
    picks the move a walk adds when several are new (the baseline: at random)."""
    unseen = view.unseen_cards()
    base = Table.imagine(view, rng, unseen)
    redeal = not (base.phase == DISCARD and any(
        chosen and p != view.viewer for p, chosen in enumerate(view.discards_chosen)))
    root = Node(-1)
    log = math.log
    sqrt = math.sqrt
    for i in range(iterations):
        if checkpoint is not None and i % every == 0:
            checkpoint()
        if redeal:
            t = base.deal_hidden(view, unseen, rng, lazy)
        else:
            t = Table.imagine(view, rng, unseen)
        node = root
        path = [root]
        while t.phase != OVER:
            moves = t.actions()
            children = node.children
            fresh = [m for m in moves if m not in children]
            if fresh:
                for m in moves:
                    ch = children.get(m)
                    if ch is not None:
                        ch.avail += 1
                move = fresh[0] if len(fresh) == 1 else expand(t, fresh, rng)
                child = Node(t.turn)
                children[move] = child
                t.act(move)
                path.append(child)
                break
            best = None
            best_move = -1
            best_ucb = -1.0
            for m in moves:
                ch = children[m]
                ch.avail += 1
                ucb = ch.total / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                if ucb > best_ucb:
                    best_ucb, best, best_move = ucb, ch, m
            t.act(best_move)
            node = best
            path.append(node)
        values = leaf(t, rng) if t.phase != OVER else t.win_shares()
        for node in path:
            node.visits += 1
            if node.player >= 0:
                node.total += values[node.player]
    return root


def most_visited(view: PlayerView, root: Node) -> Action:
    """The root move tried most often (ties: the better mean, then the first legal)."""
    best = None
    best_key = None
    for action in view.legal_actions:
        code = _code(action)
        ch = root.children.get(code)
        key = (ch.visits, ch.total / ch.visits) if ch is not None and ch.visits else (0, 0.0)
        if best_key is None or key > best_key:
            best, best_key = action, key
    assert best is not None
    return best


def _code(action: Action) -> int:
    """The tree's int for `action`: the card, or `fast.pair_code` of a discard."""
    if isinstance(action, Discard):
        return pair_code(*action.cards)
    return action.card


@dataclass(eq=False, repr=False)
class IsmctsBot(SearchingBot):
    """SO-ISMCTS with a fixed iteration budget and a leaf evaluation.

    `iterations` is one budget for every table size, or one per size (`{n: budget}`);
    `lazy` is passed on to `search`. With the defaults this is the plain baseline. Its
    `checkpoint` is called every 64 iterations.
    """

    name = "ismcts"

    iterations: int | dict[int, int] = 1000
    c: float = 0.7
    leaf: Leaf = plain_leaf
    lazy: bool = False
    expand: Expand = random_expand

    def budget(self, n_players: int) -> int:
        it = self.iterations
        return it if isinstance(it, int) else it[n_players]

    def tuning(self, view: PlayerView) -> tuple[float, Expand]:
        """UCB's constant and the expansion for a decision at this table."""
        return self.c, self.expand

    def decide(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        c, expand = self.tuning(view)
        root = search(view, rng, self.budget(view.n_players), self.leaf, c,
                      self.checkpoint, lazy=self.lazy, expand=expand)
        return most_visited(view, root)
