"""How long does a bot turn take at the race table? Prints figures; not a test.

A 4-player game of bots (easy, medium, hard, expert) is played through the real Play
scene, headless, at the Normal animation speed, frame by frame (1/60 s). A bot turn's
time is the table time from the moment the turn passes to the bot until it passes on:
the bot's pause, its thinking (CPU time, measured with `time.process_time`, added to the
frames' clock), every animation beat, and its spins. Turns with a spin (small cookies,
an escape) are reported apart: the spinner turns as long as its physics says (R8).

Target (issue 22): median <= 2 s for the turns without a spin; (issue 33) median <= 2 s
for the turns with a spin too, at the Normal bot speed. The figures: game/race/scenes/pace.py.

Usage: python bench/race_pace.py [games] [bot speed]   (default 2 normal; the bot speeds
are the Settings' `BOT_SPEEDS`: normal, fast, instant)
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

FRAME = 1 / 60
LEVELS = ("easy", "medium", "hard", "expert")


def one_game(seed: int, bot_speed: str = "normal") -> tuple[list[float], list[float], float]:
    import pygame

    from game.app import App
    from game.race.room import RaceRoom, load_board
    from game.race.rules.components import Character
    from game.race.rules.setup import Seat, Variants, deal
    from game.race.scenes.play import PlayScene
    from game.shell.settings import Settings

    App.threaded_bots = False
    pygame.init()
    level = load_board()
    settings = Settings(animation_speed=1.0, language="en", bot_speed=bot_speed)
    app = App(None, settings, window=(960, 540), seed=seed, rooms={"race": RaceRoom(level)})
    chars = (Character.ALICE, Character.HATTER, Character.HARE, Character.QUEEN)
    seats = tuple(Seat(c, c.value, f"bot:{lvl}") for c, lvl in zip(chars, LEVELS, strict=True))
    setup = deal(level.board, seats, random.Random(seed), Variants(), 0, seed=seed)
    play = PlayScene(app, setup, seed=seed, autosave=False)
    app.push(play)
    plain: list[float] = []
    spun: list[float] = []
    clock = 0.0
    turn_start = 0.0
    turns_played = play.state.turns_played
    had_spin = False
    thinking = 0.0
    thoughts: list[float] = []
    while not play.state.is_over or play.beats:
        before = time.process_time()
        app.step(FRAME)
        spent = time.process_time() - before
        thought = max(0.0, spent - FRAME)  # a frame that thought longer than a frame
        clock += FRAME + thought
        thinking += thought
        if play.spinner.busy:
            had_spin = True
        if play.state.turns_played != turns_played and play.idle:
            (spun if had_spin else plain).append(clock - turn_start)
            thoughts.append(thinking)
            thinking = 0.0
            turn_start, had_spin = clock, False
            turns_played = play.state.turns_played
        if clock > 3600:
            raise RuntimeError("the game did not end")
    play.close()
    pygame.quit()
    THOUGHTS.extend(thoughts)
    return plain, spun, clock


THOUGHTS: list[float] = []


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    bot_speed = sys.argv[2] if len(sys.argv) > 2 else "normal"
    plain: list[float] = []
    spun: list[float] = []
    total = []
    for seed in range(1, games + 1):
        p, s, clock = one_game(seed, bot_speed)
        plain += p
        spun += s
        total.append(clock)
    q = statistics.quantiles
    print(f"games: {games}, 4 bots ({', '.join(LEVELS)}), animation speed Normal (1.0), "
          f"bot speed {bot_speed}")
    print(f"bot turns without a spin: {len(plain)}, median {statistics.median(plain):.2f} s, "
          f"p95 {q(plain, n=20)[-1]:.2f} s")
    if spun:
        print(f"bot turns with a spin:    {len(spun)}, median {statistics.median(spun):.2f} s, "
              f"p95 {q(spun, n=20)[-1]:.2f} s")
    print(f"of which thinking (CPU): median {statistics.median(THOUGHTS):.2f} s, "
          f"p95 {q(THOUGHTS, n=20)[-1]:.2f} s")
    print(f"a whole game: median {statistics.median(total) / 60:.1f} min")


if __name__ == "__main__":
    main()
