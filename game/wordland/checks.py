"""Off With Their Letters!'s own `--selftest` checks and the list of pictures its screens draw
(named by its contract: `self_checks`, `art`)."""

from __future__ import annotations

import random

from game.box import SelfCheck


def _check_data() -> None:
    from game.wordland.data.catalogue import letter_piles, topics
    from game.wordland.words.relevance import rule

    for language in ("en", "fr"):
        if len(topics(language)) < 80:
            raise RuntimeError(f"only {len(topics(language))} {language} topics")
        letter_piles(language)
    # The word lists, lexicons and pronouncing models are packaged data: the judge must
    # find them.
    for text, language, topic, fits in (("giraffe", "en", "zoo", True),
                                        ("giraffe", "en", "kitchen", False),
                                        ("zebrafant", "en", "zoo", False),
                                        ("girafe", "fr", "zoo", True),
                                        ("girafule", "fr", "zoo", False),
                                        # heard by the pronouncing model (python-crfsuite
                                        # and its packaged data: words/phonemes.py)
                                        ("yucalyptus", "en", "trees", True),
                                        ("coqlicot", "fr", "fleurs", True)):
        if rule(text, language, (topic,)).fits is not fits:
            raise RuntimeError(f"the judge got {text!r} for {topic} ({language}) wrong")


def _check_bots_game() -> None:
    from game.wordland.ai.arena import play_game
    from game.wordland.ai.registry import make_bot
    from game.wordland.rules.setup import Options, Seat, deal

    rng = random.Random(5)
    seats = [Seat(f"Bot {i}", f"bot:{level}")
             for i, level in enumerate(("easy", "medium", "hard", "expert"))]
    setup = deal(seats, rng, Options(timer=15.0), "en", seed=5)
    result = play_game(setup, [make_bot(s.controller[4:], random.Random(i))
                               for i, s in enumerate(seats)])
    if not result.order:
        raise RuntimeError("the bots' game had no result")


def self_checks() -> list[SelfCheck]:
    return [SelfCheck("word game data", _check_data),
            SelfCheck("word game bots' game", _check_bots_game)]


def art() -> list[str]:
    """Every picture the word game's screens draw."""
    from game.wordland.ui.pieces import CHARACTER_ART

    names = [f"wordland/{stem}" for stem in CHARACTER_ART.values()]
    names += [f"wordland/letter_{pile}" for pile in ("blue", "purple", "green", "red")]
    names += ["wordland/" + n for n in ("character_back", "topic_card", "teapot",
                                        "teapot_fill", "teapot_steam", "score_card",
                                        "time_token", "caterpillar_token")]
    return names
