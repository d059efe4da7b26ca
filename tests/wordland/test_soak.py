"""The soak: random games (random legal actions, random words) with invariants after
every action: scoring cards 1..N once each per round, exactly one player left at a
round's end, every character passed on, letters never twice on the table."""

from __future__ import annotations

import dataclasses
import os
import random

from game.wordland.ai.arena import play_game
from game.wordland.ai.registry import LEVEL_NAMES, make_bot
from game.wordland.ai.vocabulary import entries
from game.wordland.rules.actions import Action, SayWord, TimeRanOut
from game.wordland.rules.components import Mode, Pile
from game.wordland.rules.events import Event
from game.wordland.rules.records import GameRecord, replay
from game.wordland.rules.setup import Options, Seat, deal
from game.wordland.rules.state import GameState
from tests.wordland.invariants import RoundWatch, check_invariants

SOAK_GAMES = int(os.environ.get("WORDLAND_SOAK_GAMES", "2000"))
MAX_ACTIONS = 5000
EXTRA_WORDS = ("l'ours", "3 lions", "don't", "zzz", "paint", "painter", "lion tamer")


def random_options(rng: random.Random) -> Options:
    piles = rng.choice([(Pile.BLUE, Pile.PURPLE, Pile.GREEN), (Pile.PURPLE,),
                        (Pile.BLUE, Pile.PURPLE), (Pile.PURPLE, Pile.GREEN)])
    mode = rng.choice([Mode.TYPE, Mode.SAY])
    return Options(mode=mode, timer=rng.choice([10.0, 15.0]), kids_topics=rng.random() < 0.2,
                   characters=rng.random() < 0.8, letters=rng.randint(1, 6),
                   piles=piles, starting_only=rng.random() < 0.2,
                   two_topics=rng.random() < 0.3)


def random_action(state: GameState, rng: random.Random) -> Action:
    action = rng.choice(state.legal_actions())
    if isinstance(action, TimeRanOut):
        return dataclasses.replace(action, elapsed=state.timer_left)
    elapsed = rng.uniform(0, state.timer_left * 0.3) if state.timer_running else 1.0
    if isinstance(action, SayWord):
        pool = [e.text for t in state.topics for e in entries(state.language, t)]
        text = rng.choice(EXTRA_WORDS) if rng.random() < 0.05 else rng.choice(pool)
        return dataclasses.replace(action, text=text, elapsed=elapsed)
    return dataclasses.replace(action, elapsed=elapsed)


def play_random_game(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randint(3, 8)
    language = rng.choice(["en", "fr"])
    setup = deal([Seat(f"P{i}") for i in range(players)], rng, random_options(rng), language,
                  first_seat=rng.randrange(players))
    state, _ = GameState.start(setup)
    watch = RoundWatch(state)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            break
        try:
            events = state.apply(random_action(state, rng))
        except ValueError as refused:
            assert "write numbers" in str(refused) or "not a letter" in str(refused)
            continue
        check_invariants(state)
        watch.see(state, events)
    watch.check_end(state)


def test_soak_random_games_keep_every_invariant_and_end() -> None:
    for seed in range(SOAK_GAMES):
        play_random_game(seed)


def test_soak_bot_games_keep_every_invariant_and_replay() -> None:
    levels = list(LEVEL_NAMES)
    for seed in range(40):
        rng = random.Random(seed)
        players = 3 + seed % 6
        names = [levels[(s + seed) % 4] for s in range(players)]
        setup = deal([Seat(n, f"bot:{n}") for n in names], rng,
                     language_code=("en", "fr")[seed % 2])
        watch = RoundWatch(GameState.start(setup)[0])
        seen: list[GameState] = []

        def check(after: GameState, events: list[Event], watch: RoundWatch = watch,
                  seen: list[GameState] = seen) -> None:
            check_invariants(after)
            watch.see(after, events)
            seen[:] = [after]

        bots = [make_bot(n, random.Random(rng.getrandbits(64))) for n in names]
        result = play_game(setup, bots, after_action=check)
        watch.check_end(seen[0])
        assert replay(GameRecord(setup, result.actions)).scores == seen[0].scores
