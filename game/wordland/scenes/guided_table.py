"""The guided first game's table: a fixed deal and gentle bots that show their tricks.

You are the Queen of Hearts (you choose the topic, you play first, you hold a red
letter) at a table of five: the White Rabbit, the Tweedle Twins, the Cheshire Cat and the
Caterpillar, all gentle bots. In the first round each bot uses its trick once, so each
comes up while you play: the Caterpillar bets on you, the Rabbit shows its letter after
its first word, the Twins spend a time token, the Cat passes its first turn, and the
Caterpillar's first word is off the topic, so the table challenges it and votes. From
the second round on the bots play as the easy level does.

The deal is fixed per language (topics you can find words for, letters that leave
room); the bots' words still come from their seeded draws. A game dealt here is known by
`is_guided` (Continue rebuilds it with its coach).
"""

from __future__ import annotations

import dataclasses
import random

from game.wordland.ai.bot import Bot, BotMove
from game.wordland.ai.levels import LEVELS
from game.wordland.ai.player import WordBot
from game.wordland.ai.vocabulary import avoids, entries, vote_ruling
from game.wordland.data.catalogue import letter_piles, topics
from game.wordland.rules.actions import (
    Challenge,
    PassTurn,
    PlaceCaterpillarToken,
    PlaceLetter,
    SayWord,
    UseTimeToken,
    timed,
)
from game.wordland.rules.components import Character, Mode, Phase, Pile
from game.wordland.rules.setup import GameSetup, LetterDeal, Options, Seat
from game.wordland.rules.views import PlayerView
from game.wordland.words.relevance import Ruling

GUIDED_SEED = 1865
"""Alice's Adventures in Wonderland, 1865."""
CHARACTERS = (Character.QUEEN, Character.RABBIT, Character.TWEEDLES, Character.CHESHIRE,
              Character.CATERPILLAR)
"""Seat 0 (you) is the Queen; the turn passes to the Rabbit, the Twins, the Cat, the
Caterpillar and back to you."""
YOU = 0
BOT_NAMES = ("Bill", "Dodo", "Lory", "Duck")
TIMER = 30.0
"""The longest typed teapot: a newcomer reads the table while typing."""
DEALS = {
    # topics first in the pile (the Queen chooses between the first two), the first
    # round's row (blue, purple, green), the Rabbit's purple letter, the Queen's red one
    "en": (("pets", "fruit"), ("k", "b", "c"), "p", "r"),
    "fr": (("zoo", "ferme"), ("k", "b", "c"), "p", "r"),
}
GENTLE = dataclasses.replace(LEVELS["easy"], letter_slip=0.0, repeat_slip=0.0,
                             recall=LEVELS["medium"].recall)
"""The gentle bots of the first round: the easy level's pace and whims, a medium
vocabulary (they do not fall silent at once) and no slips (a slip could take a bot out
before its trick shows)."""
OFF_TOPIC_FROM = {"en": ("weather", "office", "tennis", "dentist"),
                  "fr": ("gare", "bibliotheque", "musee", "hopital")}
"""Where the Caterpillar's off-topic first word comes from."""


def _first(pile: str, *letters: str) -> str:
    """`pile` with `letters` on top, the rest in the pile's order."""
    return "".join(letters) + "".join(x for x in pile if x not in letters)


def guided_setup(language: str, you: str) -> GameSetup:
    """The guided table in `language` (English or French; another falls back to
    English); `you` is the name of the person at the screen."""
    language = language if language in DEALS else "en"
    (first, second), (blue, purple, green), rabbit, queen = DEALS[language]
    piles = letter_piles(language)
    rng = random.Random(GUIDED_SEED)
    rest = [t.id for t in topics(language) if t.id not in (first, second)]
    rng.shuffle(rest)
    deals = [LetterDeal(_first(piles.blue, blue), _first(piles.purple, purple, rabbit),
                        _first(piles.green, green), _first(piles.red, queen))]
    for _ in CHARACTERS[1:]:
        deals.append(LetterDeal(*(_shuffled(piles.pile(p.value), rng) for p in Pile)))
    seats = (Seat(you, "human"), *(Seat(n, "bot:easy") for n in BOT_NAMES))
    return GameSetup(language, seats, Options(mode=Mode.TYPE, timer=TIMER), YOU, CHARACTERS,
                     (first, second, *rest), tuple(deals), GUIDED_SEED)


def _shuffled(letters: str, rng: random.Random) -> str:
    cards = list(letters)
    rng.shuffle(cards)
    return "".join(cards)


def is_guided(setup: GameSetup) -> bool:
    """A game dealt by `guided_setup`."""
    return (setup.seed == GUIDED_SEED and setup.characters == CHARACTERS
            and setup.language in DEALS
            and setup.topic_pile[:2] == DEALS[setup.language][0]
            and [s.controller for s in setup.seats] == ["human"] + ["bot:easy"] * 4)


class GuideBot:
    """A gentle bot that uses its character's trick once in the first round, then plays
    as its inner bot does."""

    def __init__(self, inner: WordBot) -> None:
        self.inner = inner
        self.name = inner.name
        self.rng = inner.rng

    def decide(self, view: PlayerView) -> BotMove | None:
        if view.round == 0:
            move = self._trick(view)
            if move is not None:
                return move
        return self.inner.decide(view)

    def _trick(self, view: PlayerView) -> BotMove | None:
        me, legal = view.viewer, view.legal_actions
        character = view.character
        if view.phase is Phase.CATERPILLAR and character is Character.CATERPILLAR:
            return _after(PlaceCaterpillarToken(me, YOU), 2.0)
        if view.phase is not Phase.DISCUSSION:
            return None
        if character is Character.RABBIT and PlaceLetter(me) in legal:
            return _after(PlaceLetter(me), 1.5)
        if character is Character.RABBIT and Challenge(me) in legal:
            doubt = self._doubt(view)
            if doubt is not None:
                return BotMove(timed(Challenge(me), 1.2), 1.2, 0.0, doubt)
        if view.speaker != me or any(w.seat == me for w in view.said):
            return None
        left = view.timer_left
        if character is Character.TWEEDLES and view.tokens[me] == 2 \
                and UseTimeToken(me) in legal:
            return _after(UseTimeToken(me), min(6.0, left * 0.4))
        if character is Character.CHESHIRE and PassTurn(me) in legal:
            return _after(PassTurn(me), min(4.0, left * 0.3))
        if character is Character.CATERPILLAR:
            word = off_topic_word(view)
            if word is not None:
                think, typing = 3.0, 0.3 * len(word)
                return BotMove(SayWord(me, word, think + typing), think, typing)
        return None


    @staticmethod
    def _doubt(view: PlayerView) -> Ruling | None:
        """The judge's ruling on the word open to a challenge, when it does not fit."""
        last = next((w for w in reversed(view.said) if w.stands), None)
        if last is None or last.text is None or last.seat == view.viewer:
            return None
        ruling = vote_ruling(last.text, view.language, view.topics, False)
        return None if ruling.fits else ruling


def _after(action, seconds: float) -> BotMove:
    return BotMove(timed(action, seconds), seconds, 0.0)


def off_topic_word(view: PlayerView) -> str | None:
    """A word from another topic that the table will doubt: it avoids the letters
    forbidden to the speaker (so only the vote can put it out) and the judge finds it
    off the round's topic."""
    forbidden = view.forbidden_for(view.viewer)
    for topic_id in OFF_TOPIC_FROM.get(view.language, ()):
        for entry in entries(view.language, topic_id):
            if entry.tier != 0 or not avoids(entry, forbidden, False):
                continue
            if not vote_ruling(entry.text, view.language, view.topics, False).fits:
                return entry.text
    return None


def gentle(bot: Bot) -> Bot:
    """The guided table's bot for a seat, from the one its controller made."""
    if isinstance(bot, WordBot):
        return GuideBot(WordBot(GENTLE, bot.rng))
    return bot


__all__ = ["GUIDED_SEED", "GuideBot", "gentle", "guided_setup", "is_guided"]
