"""Off With Their Letters! as the box sees it: the game contract (`game.box.GameInfo`).

Screens are imported inside the factories, so the box can list the game, and the command
line can run its bots, without loading pygame.
"""

from __future__ import annotations

import random

from game.box import ConsoleHooks, GameInfo, SelfCheck
from game.shell.i18n import N_


def _new_game(app):
    from game.wordland.scenes.setup import SetupScene

    return SetupScene(app)


def _resume(app, record):
    from game.wordland.scenes.resume import resumed_play

    return resumed_play(app, record)


def _watch(app, record):
    from game.wordland.scenes.watch import WatchScene

    return WatchScene(app, record)


def _records(app):
    from game.wordland.saving import WordRecords

    return WordRecords()


def _how_to_play():
    from game.wordland.scenes.how_to_play import pages

    return pages()


def _console() -> ConsoleHooks:
    from game.wordland.console import add_sim_arguments, replay_command, run_sim

    return ConsoleHooks(add_sim_arguments, run_sim, replay_command)


def _check_data() -> None:
    from game.wordland.data.catalogue import letter_piles, topics
    from game.wordland.words.relevance import rule

    for language in ("en", "fr"):
        if len(topics(language)) < 80:
            raise RuntimeError(f"only {len(topics(language))} {language} topics")
        letter_piles(language)
    # The word lists and lexicons are packaged data: the judge must find them.
    for text, language, topic, fits in (("giraffe", "en", "zoo", True),
                                        ("giraffe", "en", "kitchen", False),
                                        ("flomingo", "en", "zoo", False),
                                        ("girafe", "fr", "zoo", True),
                                        ("girafule", "fr", "zoo", False)):
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


def _self_checks() -> list[SelfCheck]:
    return [SelfCheck("word game data", _check_data),
            SelfCheck("word game bots' game", _check_bots_game)]


def _screenshot_scenes():
    from game.wordland.scenes.showcase import SCENES

    return SCENES


def _art() -> list[str]:
    """Every picture the word game's screens draw."""
    from game.wordland.ui.pieces import CHARACTER_ART

    names = [f"wordland/{stem}" for stem in CHARACTER_ART.values()]
    names += [f"wordland/letter_{pile}" for pile in ("blue", "purple", "green", "red")]
    names += ["wordland/" + n for n in ("character_back", "topic_card", "teapot",
                                        "teapot_fill", "teapot_steam", "score_card",
                                        "time_token", "caterpillar_token")]
    return names


GAME = GameInfo(
    id="wordland",
    name=N_("Off With Their Letters!"),
    tagline=N_("A party game of forbidden letters"),
    players=(3, 8),
    characters=("queen", "rabbit", "cheshire", "tweedles", "caterpillar", "alice",
                "two_of_hearts", "hatter"),
    setup_options=(
        N_("Say it (spoken, the app keeps the game) or type it (bots may join)"),
        N_("Teapot timer: 10 or 15 seconds, or 20 and 30 when typing"),
        N_("Kids topics only"),
        N_("Easier: two letters, only first letters count, two topics"),
        N_("Harder: no characters, four hard letters"),
    ),
    tile_art="tile_wordland",
    new_game=_new_game,
    resume=_resume,
    watch=_watch,
    records=_records,
    how_to_play=_how_to_play,
    console=_console,
    self_checks=_self_checks,
    screenshot_scenes=_screenshot_scenes,
    art=_art,
)
