"""The word bot: one class, four levels (W9), deciding from a seat's view only.

What it knows of each round's topic is drawn once from its own RNG (a level knows each
word of a tier with the level's recall), so two bots of one level know different words,
as two people would. Every choice and every duration comes from that RNG.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from game.wordland.ai.bot import BotMove
from game.wordland.ai.levels import Level
from game.wordland.ai.vocabulary import (
    Entry,
    avoids,
    child_word,
    entries,
    entries_for,
    is_fresh,
    is_relevant,
    make_entry,
    vote_ruling,
    wider,
)
from game.wordland.data.catalogue import topics
from game.wordland.rules import actions as act
from game.wordland.rules.components import Character, Phase
from game.wordland.rules.views import PlayerView
from game.wordland.words.derivatives import SaidForm, analyse
from game.wordland.words.lexicon import without_article
from game.wordland.words.relevance import Ruling, read_as, warm

REACTION = (0.5, 1.6)
"""Seconds a bot takes to press a button between turns (challenge, letter, force)."""
VOTE_REACTION = (1.3, 2.0)
"""Seconds a bot takes to cast its vote after the table's last change: each vote comes
with its reason on the voter's row (issue 32, item 5), which takes a moment to read, and
bots vote one after another (a play-test found 0.6 s votes too quick to follow)."""
KIDS_FREE_TIERS = 2
"""In a kids game the common and familiar tiers are said freely; deeper words must pass
vocabulary.child_word."""
LEVEL_RANK = {"bot:easy": 1, "bot:medium": 2, "bot:hard": 3, "bot:expert": 4}
FEW_WORDS = 4
"""A shrewd Two of Hearts forces a player left with this many fitting words or fewer."""


@dataclass(frozen=True, slots=True)
class Plan:
    """A word the bot means to type, and when it would be done."""

    text: str
    think: float
    typing: float


class WordBot:
    """A bot of one level for one seat; create one per game (it remembers its knowledge)."""

    def __init__(self, level: Level, rng: random.Random) -> None:
        self.level = level
        self.name = level.name
        self.rng = rng
        self._known: dict[tuple[int, tuple[str, ...]], tuple[Entry, ...]] = {}
        self._wider: dict[tuple[int, tuple[str, ...]], tuple[Entry, ...]] = {}
        self._warmed = False
        self._wide_rng = random.Random(hash(rng.getstate()[1]))
        """A second stream (seeded from the first without drawing from it) for the wider
        lexicon, so that knowing more words never reshuffles the bot's other choices.
        Seeded from the state's integers only: hashing ints is the same in every run."""

    # ------------------------------------------------------------------ entry point

    def decide(self, view: PlayerView) -> BotMove | None:
        if not self._warmed:
            self._warmed = True
            warm(view.language)
        legal = view.legal_actions
        if not legal:
            return None
        if view.phase is Phase.CATERPILLAR:
            return self._quick(self._token_target(view, legal))
        if view.phase is Phase.TOPIC:
            return self._quick(self._topic_to_return(view, legal), slow=True)
        if view.phase is Phase.VOTE:
            text = view.said[view.challenged_word].text or ""
            ruling = vote_ruling(text, view.language, view.topics, view.options.kids_topics)
            return self._quick(act.Vote(view.viewer, ruling.fits), because=ruling,
                               pace=VOTE_REACTION)
        reaction = self._reaction(view, legal)
        if reaction is not None:
            return reaction
        if view.speaker == view.viewer:
            return self._speak(view, legal)
        return None

    # ------------------------------------------------------------------ helpers

    def _shrewd(self) -> bool:
        """Whether this decision is made with the level's judgement (W9.2) or on a whim."""
        return self.rng.random() < self.level.craft

    def _quick(self, action: act.Action, slow: bool = False,
               because: Ruling | None = None,
               pace: tuple[float, float] = REACTION) -> BotMove:
        low, high = pace
        seconds = self.rng.uniform(low, high) * (2.0 if slow else 1.0)
        return BotMove(act.timed(action, seconds), seconds, 0.0, because)

    def known(self, view: PlayerView) -> tuple[Entry, ...]:
        """The words of this round's topic(s) this bot can think of."""
        key = (view.round, view.topics)
        if key not in self._known:
            recall = self.level.recall
            drawn = [e for e in entries_for(view.language, view.topics)
                     if self.rng.random() < recall[e.tier]]
            self._known[key] = tuple(self._for_the_table(view, drawn))
        return self._known[key]

    def wider_known(self, view: PlayerView) -> tuple[Entry, ...]:
        """The words of the topic's wider lexicon this bot knows this round (item 7),
        drawn from its second RNG so the say-tier draws stay what they were."""
        key = (view.round, view.topics)
        if key not in self._wider:
            recall, rng = self.level.recall, self._wide_rng
            drawn = [(text, tier) for topic_id in view.topics
                     for text, tier in wider(view.language, topic_id)
                     if rng.random() < recall[tier]]
            rng.shuffle(drawn)
            # However long a topic's also list, a level knows at most this many of them.
            cap = self.level.wider_words * len(view.topics)
            self._wider[key] = tuple(self._for_the_table(
                view, [make_entry(text, tier, view.language) for text, tier in drawn[:cap]]))
        return self._wider[key]

    @staticmethod
    def _for_the_table(view: PlayerView, pool: list[Entry]) -> list[Entry]:
        """In a kids game, only words a six-year-old knows (issue 32): the topic's common
        and familiar tiers, and deeper or wider words only when they are common words of
        the language ("parrot", not "bosun"). The draws above are made first, so the RNG
        sequence does not depend on this filter."""
        if not view.options.kids_topics:
            return pool
        return [e for e in pool if e.tier < KIDS_FREE_TIERS or child_word(e.text, view.language)]

    @staticmethod
    def said_forms(view: PlayerView) -> list[SaidForm]:
        """The words said this round, without their article too, and what an answer spelt
        by ear was taken for: after "pancaiks" a bot does not say "pancake", nor
        "araignée" after "une araigné", as if it were new (W7 compares spellings only)."""
        forms = []
        for w in view.standing_words():
            meant = read_as(w, view.language, view.topics, view.options.kids_topics)
            for text in (w,) if meant == w else (w, meant):
                forms.append(analyse(text, view.language))
                bare = without_article(text, view.language)
                if bare:
                    forms.append(analyse(bare, view.language))
        return forms

    def fitting(self, view: PlayerView, seat: int, pool: tuple[Entry, ...],
                said: list[SaidForm]) -> list[Entry]:
        """Entries of `pool` that `seat` could say now without going out."""
        forbidden = view.forbidden_for(seat)
        starting = view.options.starting_only
        return [e for e in pool if avoids(e, forbidden, starting) and is_fresh(e, said)]

    # ------------------------------------------------------------------ preparation

    def _token_target(self, view: PlayerView, legal: tuple[act.Action, ...]) -> act.Action:
        """Caterpillar (W5.5): bet on the player most likely to stay in longest."""
        if not self._shrewd():
            return self.rng.choice(legal)

        def strength(a: act.Action) -> tuple[int, int, float]:
            assert isinstance(a, act.PlaceCaterpillarToken)
            rank = LEVEL_RANK.get(view.controllers[a.target], 2)
            return (rank, view.scores[a.target], self.rng.random())

        return max(legal, key=strength)

    def _topic_to_return(self, view: PlayerView, legal: tuple[act.Action, ...]) -> act.Action:
        """Queen (W3.6): keep the topic(s) she knows best, return the other."""
        if not self._shrewd():
            return self.rng.choice(legal)
        recall = self.level.recall

        def known_words(a: act.Action) -> float:
            assert isinstance(a, act.ReturnTopic)
            return sum(recall[e.tier] for e in entries(view.language, a.topic)) + \
                sum(recall[tier] for _, tier in wider(view.language, a.topic))

        return min(legal, key=known_words)

    # ------------------------------------------------------------------ between turns

    def _reaction(self, view: PlayerView, legal: tuple[act.Action, ...]) -> BotMove | None:
        for action in legal:
            if isinstance(action, act.Challenge) and self._doubts_last_word(view):
                last = next(w for w in reversed(view.said) if w.stands)
                return self._quick(action, because=vote_ruling(
                    last.text or "", view.language, view.topics, view.options.kids_topics))
            if isinstance(action, act.PlaceLetter) and self._wants_letter_placed(view):
                return self._quick(action)
            if isinstance(action, act.ForceAnotherTurn) and self._wants_force(view, action.target):
                return self._quick(action)
        return None

    def _doubts_last_word(self, view: PlayerView) -> bool:
        last = next((w for w in reversed(view.said) if w.stands), None)
        if last is None or last.text is None or last.seat == view.viewer:
            return False
        return not is_relevant(last.text, view.language, view.topics,
                               view.options.kids_topics)

    def _wants_letter_placed(self, view: PlayerView) -> bool:
        """Queen or Rabbit (W5.1, W5.2): show the letter when it hurts the others more
        than the letter already showing (a shrewd bot), or on a whim."""
        if not self._shrewd():
            return self.rng.random() < self.level.whim
        mine = view.own_secret
        if view.extra and view.extra_by != view.viewer:
            return self._hurt(view, mine) > self._hurt(view, view.extra)
        return self._hurt(view, mine) > 0.0

    def _hurt(self, view: PlayerView, letter: str) -> float:
        """The share of the words still fitting the row that contain `letter`, weighted by
        the players still in whom the letter would bind."""
        said = self.said_forms(view)
        pool = [e for e in entries_for(view.language, view.topics)
                if e.letters.isdisjoint(view.row) and is_fresh(e, said)]
        if not pool:
            return 0.0
        share = sum(letter in e.letters for e in pool) / len(pool)
        bound = sum(1 for s in view.players_in if s != view.viewer
                    and not (view.character is Character.QUEEN
                             and view.characters[s] is Character.TWO_OF_HEARTS))
        return share * bound

    def _wants_force(self, view: PlayerView, target: int) -> bool:
        """Two of Hearts (W5.7): force the player most likely to fail."""
        if not self._shrewd():
            return self.rng.random() < self.level.whim * 0.3
        if len(view.players_in) == 2:
            return True
        pool = entries_for(view.language, view.topics)
        return len(self.fitting(view, target, pool, self.said_forms(view))) <= FEW_WORDS

    # ------------------------------------------------------------------ the speaker

    def _speak(self, view: PlayerView, legal: tuple[act.Action, ...]) -> BotMove:
        me = view.viewer
        known = self.known(view)
        said = self.said_forms(view)
        fits = self.fitting(view, me, known, said)
        if not fits or self._wide_rng.random() < self.level.variety:
            wide = self.fitting(view, me, self.wider_known(view), said)
            fits = wide or fits
        has_token = any(isinstance(a, act.UseTimeToken) for a in legal)
        ignores = [a for a in legal if isinstance(a, act.IgnoreLetter)]
        if not fits and ignores:
            best = self._best_ignore(view, ignores, known, said)
            if best is not None:
                return self._quick(best)
        plan = self._plan(view, fits, known, said)
        left = view.timer_left
        if plan is not None and plan.think + plan.typing < left:
            action = act.SayWord(me, plan.text, plan.think + plan.typing)
            return BotMove(action, plan.think, plan.typing)
        if has_token and (plan is not None or self.rng.random() < 0.5):
            seconds = left * self.rng.uniform(0.7, 0.95)
            return BotMove(act.UseTimeToken(me, seconds), seconds, 0.0)
        passing = next((a for a in legal if isinstance(a, act.PassTurn)), None)
        if passing is not None:
            seconds = min(left * 0.5, self.rng.uniform(*REACTION) * 2)
            return BotMove(act.timed(passing, seconds), seconds, 0.0)
        return BotMove(act.TimeRanOut(me, left), left, 0.0)

    def _best_ignore(self, view: PlayerView, ignores: list[act.IgnoreLetter],
                     known: tuple[Entry, ...], said: list[SaidForm]) -> act.IgnoreLetter | None:
        """Hatter (W5.8): ignore the letter that frees the most known words, if any."""
        forbidden = view.forbidden_for(view.viewer)
        starting = view.options.starting_only
        best, best_count = None, 0
        for action in ignores:
            rest = forbidden - {action.letter}
            count = sum(1 for e in known if avoids(e, rest, starting) and is_fresh(e, said))
            if count > best_count:
                best, best_count = action, count
        if best is None or (not self._shrewd() and self.rng.random() > self.level.whim):
            return None
        return best

    def _plan(self, view: PlayerView, fits: list[Entry], known: tuple[Entry, ...],
              said: list[SaidForm]) -> Plan | None:
        """Pick a word (with the level's slips) and the time it takes to find and type."""
        rng, level = self.rng, self.level
        choices = fits
        if rng.random() < level.letter_slip:
            choices = [e for e in known if is_fresh(e, said)] or fits
        elif rng.random() < level.repeat_slip:
            forbidden = view.forbidden_for(view.viewer)
            choices = [e for e in known if avoids(e, forbidden, view.options.starting_only)]
        if choices:
            text = self._pick(choices).text
        elif rng.random() < level.bluff:
            text = self._off_topic_word(view)
        else:
            return None
        think = level.think * math.exp(rng.gauss(0.0, 0.35)) * (1 + 2 / (1 + len(fits)))
        typing = len(text) * level.per_letter * rng.uniform(0.8, 1.25)
        return Plan(text, think, typing)

    def _pick(self, choices: list[Entry]) -> Entry:
        """A shrewd bot says the commonest short words first, using up what everyone knows
        and keeping its deep words for later; others say what comes to mind."""
        if not self._shrewd():
            return self.rng.choice(choices)
        ranked = sorted(choices, key=lambda e: (e.tier, len(e.text), self.rng.random()))
        return self.rng.choice(ranked[:3])

    def _off_topic_word(self, view: PlayerView) -> str:
        """A desperate answer from another topic that at least avoids the letters."""
        forbidden = view.forbidden_for(view.viewer)
        kids_only = view.options.kids_topics
        others = [t.id for t in topics(view.language) if t.id not in view.topics
                  and (t.kids or not kids_only)]  # a kids game never hears a grown-up word
        for _ in range(8):
            pool = entries(view.language, self.rng.choice(others))
            fits = [e for e in pool if avoids(e, forbidden, view.options.starting_only)
                    and (not kids_only or e.tier < KIDS_FREE_TIERS
                         or child_word(e.text, view.language))]
            if fits:
                return self.rng.choice(fits).text
        return self.rng.choice(pool).text
