"""A lean copy of a Parade table for the searches: imagined games played thousands of
times per decision.

`Table` holds the same facts as `rules.state.GameState` but keeps each collection as
counts and value sums per suit (all that scoring needs, P7), applies a card without events
or legality checks, and settles the final discard (P6.1) straight into the collections.
It is filled from a seat's `PlayerView` with the unseen cards dealt at random
(`Table.imagine`), so a search built on it sees nothing its seat cannot see (P9.2).
`tests/parade/ai/test_fast_table.py` plays whole games on both engines side by side and
checks that they agree card for card and point for point.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.parade.rules.actions import Phase
from game.parade.rules.cards import VALUES_PER_SUIT
from game.parade.rules.views import PlayerView
from game.shell.engine import cloned

V = VALUES_PER_SUIT
SUITS = 6
ALL_SUITS = (1 << SUITS) - 1
PLAY, DISCARD, OVER = 0, 1, 2

SUIT_OF = tuple(c // V for c in range(SUITS * V))
VALUE_OF = tuple(c % V for c in range(SUITS * V))


def pair_code(a: int, b: int) -> int:
    """One int for the discard of cards a and b (order-free): 1000 + low * 66 + high."""
    if a > b:
        a, b = b, a
    return 1000 + a * 66 + b


def pair_cards(code: int) -> tuple[int, int]:
    return divmod(code - 1000, 66)


_PAIRS_4 = ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3))


def discard_codes(hand: list[int]) -> list[int]:
    """The six discards of a four-card hand (fewer only in hand-built tests)."""
    n = len(hand)
    return [pair_code(hand[i], hand[j]) for i in range(n) for j in range(i + 1, n)]


@cloned(shared="n strict turn phase last turns_left first draw",
        lists="parade pile ncards masks kept", nested="hands cnt sums")
class Table:
    __slots__ = (
        "cnt",
        "draw",
        "first",
        "hands",
        "kept",
        "last",
        "masks",
        "n",
        "ncards",
        "parade",
        "phase",
        "pile",
        "strict",
        "sums",
        "turn",
        "turns_left",
    )

    n: int
    strict: bool
    hands: list[list[int]]
    parade: list[int]
    pile: list[int]
    cnt: list[list[int]]
    sums: list[list[int]]
    ncards: list[int]
    masks: list[int]
    turn: int
    phase: int
    last: bool
    turns_left: int
    first: int
    kept: list[bool]
    draw: Callable[[], float] | None
    """With a random(), each draw takes a random card of the pile (its order is unknown,
    so this is the same game as a shuffled pile); None: the top card (`pile[-1]`)."""

    # ------------------------------------------------------------ building

    @classmethod
    def imagine(cls, view: PlayerView, rng: random.Random,
                unseen: list[int] | None = None) -> Table:
        """A full table agreeing with `view`; the unseen cards dealt at random into the
        other hands and the pile (P9.2). Discards already chosen by others are imagined as
        a random pair of their imagined hand (P9.3: the view says only that they chose)."""
        t = cls.__new__(cls)
        n = view.n_players
        t.n = n
        t.strict = n == 2 and view.options.two_player_majority
        cards = list(view.unseen_cards() if unseen is None else unseen)
        rng.shuffle(cards)
        t.kept = [False] * n
        t.hands = [list(view.hand) if p == view.viewer else [] for p in range(n)]
        t._deal_others(view, cards)
        t.parade = list(view.parade)
        t.cnt = [[0] * SUITS for _ in range(n)]
        t.sums = [[0] * SUITS for _ in range(n)]
        t.ncards = [0] * n
        t.masks = [0] * n
        for p, pile in enumerate(view.collections):
            t._collect(p, pile)
        t.turn = view.turn
        t.first = view.first_player
        t.last = view.trigger is not None
        t.turns_left = view.turns_left
        t.draw = None
        if view.phase is Phase.PLAY:
            t.phase = PLAY
        elif view.phase is Phase.DISCARD:
            t.phase = DISCARD
            for p, chosen in enumerate(view.discards_chosen):
                if chosen:
                    mine = view.discards[p]
                    hand = t.hands[p]
                    if mine is None:
                        rng.shuffle(hand)
                        keep = hand[2:]
                    else:
                        keep = [c for c in hand if c not in mine]
                    t._collect(p, keep)
                    t.hands[p] = []
                    t.kept[p] = True
        else:
            t.phase = OVER
        return t

    def deal_hidden(self, view: PlayerView, unseen: list[int], rng: random.Random,
                    lazy: bool = False) -> Table:
        """A copy of this table (built by `imagine`) with the unseen cards dealt afresh.

        `lazy`: only the other hands are dealt at random; the pile keeps an arbitrary
        order and every draw takes a random card of it (`draw`), which is the same
        distribution for a fraction of the work when few cards are drawn.
        """
        t = self.clone()
        cards = unseen[:]
        if lazy:
            r = rng.random
            need = sum(size for p, size in enumerate(view.hand_sizes)
                       if p != view.viewer and not t.kept[p])
            last = len(cards)
            for i in range(min(need, last)):
                j = i + int(r() * (last - i))
                cards[i], cards[j] = cards[j], cards[i]
            t.draw = r
        else:
            # Fisher-Yates with one random() a card: twice as fast as rng.shuffle, and the
            # bias of int(random() * k) for k <= 66 is below 1e-14.
            r = rng.random
            for i in range(len(cards) - 1, 0, -1):
                j = int(r() * (i + 1))
                cards[i], cards[j] = cards[j], cards[i]
        t._deal_others(view, cards)
        return t

    def _deal_others(self, view: PlayerView, cards: list[int]) -> None:
        """Fill the hands of the others still holding cards from the front of `cards`,
        in seat order; the rest is the pile."""
        at = 0
        for p, size in enumerate(view.hand_sizes):
            if p != view.viewer and not self.kept[p]:
                self.hands[p] = cards[at:at + size]
                at += size
        self.pile = cards[at:]

    def _collect(self, p: int, cards) -> None:
        cnt, sums = self.cnt[p], self.sums[p]
        mask = self.masks[p]
        for c in cards:
            s = SUIT_OF[c]
            cnt[s] += 1
            sums[s] += VALUE_OF[c]
            mask |= 1 << s
        self.masks[p] = mask
        self.ncards[p] += len(cards)

    # ------------------------------------------------------------ moves

    def actions(self) -> list[int]:
        """The moves of the player to act: card ints, or discard codes (`pair_code`)."""
        if self.phase == PLAY:
            return self.hands[self.turn]
        if self.phase == DISCARD:
            return discard_codes(self.hands[self.turn])
        return []

    def take(self, card: int) -> list[int]:
        """Positions (front = 0) of the parade cards `card` would take (P4)."""
        parade = self.parade
        v = VALUE_OF[card]
        mode = len(parade) - v
        if mode <= 0:
            return []
        s = SUIT_OF[card]
        return [i for i in range(mode)
                if SUIT_OF[parade[i]] == s or VALUE_OF[parade[i]] <= v]

    def play(self, card: int) -> None:
        """P3-P5: play `card` for the player to move (no checks)."""
        p = self.turn
        self.hands[p].remove(card)
        parade = self.parade
        v = VALUE_OF[card]
        mode = len(parade) - v
        if mode > 0:
            s = SUIT_OF[card]
            keep = []
            taken = []
            for i in range(mode):
                c = parade[i]
                if SUIT_OF[c] == s or VALUE_OF[c] <= v:
                    taken.append(c)
                else:
                    keep.append(c)
            if taken:
                keep.extend(parade[mode:])
                self.parade = parade = keep
                self._collect(p, taken)
        parade.append(card)
        if self.last:
            self.turns_left -= 1
            if self.turns_left == 0:
                self.phase = DISCARD
                self.turn = self.first
                return
        else:
            trigger = self.masks[p] == ALL_SUITS
            pile = self.pile
            if pile:
                if self.draw is not None:
                    j = int(self.draw() * len(pile))
                    pile[j], pile[-1] = pile[-1], pile[j]
                self.hands[p].append(pile.pop())
                if not pile:
                    trigger = True
            if trigger:
                self.last = True
                self.turns_left = self.n
        self.turn = p + 1 if p + 1 < self.n else 0

    def discard(self, code: int) -> None:
        """P6.1 for the player to act: the two cards other than the pair join the
        collection at once (nobody acts on them before the end)."""
        p = self.turn
        a, b = pair_cards(code)
        self._collect(p, [c for c in self.hands[p] if c != a and c != b])
        self.hands[p] = []
        self.kept[p] = True
        self._next_discarder()

    def _next_discarder(self) -> None:
        n = self.n
        p = self.turn
        for _ in range(n):
            p = p + 1 if p + 1 < n else 0
            if not self.kept[p]:
                self.turn = p
                return
        self.phase = OVER

    def act(self, move: int) -> None:
        if move >= 1000:
            self.discard(move)
        else:
            self.play(move)

    # ------------------------------------------------------------ scoring (P7, P8)

    def scores(self) -> list[int]:
        n = self.n
        cnt, sums = self.cnt, self.sums
        totals = [0] * n
        if n == 2 and self.strict:
            a, b = cnt
            sa, sb = sums
            ta = tb = 0
            for s in range(SUITS):
                ca, cb = a[s], b[s]
                ta += ca if ca >= cb + 2 else sa[s]
                tb += cb if cb >= ca + 2 else sb[s]
            return [ta, tb]
        for s in range(SUITS):
            top = 0
            for p in range(n):
                if cnt[p][s] > top:
                    top = cnt[p][s]
            for p in range(n):
                c = cnt[p][s]
                totals[p] += c if c == top and top else sums[p][s]
        return totals

    def win_shares(self) -> list[float]:
        """P8: 1 to the sole winner (lowest score, then fewest cards), 1/k on a k-way tie."""
        sc = self.scores()
        keys = [(sc[p], self.ncards[p]) for p in range(self.n)]
        best = min(keys)
        k = keys.count(best)
        return [1.0 / k if key == best else 0.0 for key in keys]


# ---------------------------------------------------------------- quick policies


def _quick(t: Table, p: int) -> tuple[int, int]:
    """`p`'s quick card (the cheapest take in printed values plus one a card, so a 0 is
    not free; lowest value on a tie) and what it takes."""
    return cheapest(t, t.hands[p])


def take_costs(t: Table, cards: list[int]) -> list[int]:
    """What each of `cards` would take from the parade now (P4), in printed values plus
    one a card, so that a 0 is not free."""
    parade = t.parade
    length = len(parade)
    out = []
    for c in cards:
        v = VALUE_OF[c]
        mode = length - v
        cost = 0
        if mode > 0:
            s = SUIT_OF[c]
            for i in range(mode):
                x = parade[i]
                if SUIT_OF[x] == s or VALUE_OF[x] <= v:
                    cost += VALUE_OF[x] + 1
        out.append(cost)
    return out


def cheapest(t: Table, cards: list[int]) -> tuple[int, int]:
    """The card of `cards` whose take costs least (`take_costs`; lowest value on a tie),
    and that cost. The key puts the cost first, so the card chosen is also one with the
    cheapest take."""
    best = -1
    best_key = 1 << 30
    for c, cost in zip(cards, take_costs(t, cards), strict=True):
        key = cost * 16 + VALUE_OF[c]
        if key < best_key:
            best, best_key = c, key
    return best, best_key >> 4


def quick_card(t: Table) -> int:
    """The card the player to move plays in a quick imagined game: the same rule as
    `quick.quick_card`, on a `Table`."""
    return _quick(t, t.turn)[0]


def high_pair(hand: list[int]) -> int:
    """The quick discard: the two highest printed values (Easy's rule)."""
    ranked = sorted(hand, key=VALUE_OF.__getitem__)
    return pair_code(ranked[-1], ranked[-2])


def cheapest_take(t: Table, p: int) -> int:
    """What `p`'s cheapest card would take now, in printed values plus one a card."""
    return _quick(t, p)[1] if t.hands[p] else 0
