"""Draw every picture in `docs/screenshots/` again, headless: ``make screenshots``.

    python tools/screenshots.py                  # all of them
    python tools/screenshots.py --only parade/   # those whose path contains "parade/"
    python tools/screenshots.py --list           # the paths, without drawing

`SHOTS` is the one list of what the docs show; `tests/shell/test_docs_links.py` fails
when a PNG in `docs/screenshots/` is not on it, so no picture can go stale unnoticed. Each
shot is what ``python -m game screenshot`` draws (the same scenes, seeds and frames), but
in one process, so the whole set takes a minute or two instead of one start-up per file.
Nothing is read from or written to the player's settings or saves.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from the checkout (python tools/screenshots.py)

OUT = ROOT / "docs" / "screenshots"
SIZES = ((960, 540), (1280, 720), (1920, 1080))
LANGUAGES = ("en", "fr")
SEED = 7
ACTIONS = 40
FRAMES = 3


@dataclass(frozen=True)
class Shot:
    path: str
    """Relative to docs/screenshots/."""
    game: str
    scene: str
    size: tuple[int, int] = (1280, 720)
    language: str = "en"
    page: int = 0
    actions: int = ACTIONS
    """How many actions the bots play first (for scenes at a table)."""


RACE_PAGES_SPACES = 5
"""The race's How to Play page of the special spaces (its last)."""


def _race_and_box() -> list[Shot]:
    """The box's screens and the race's, at 1280x720 (French under fr/), and the race's
    table at every size (the README shows it)."""
    named = [("title", "title", 0), ("lobby", "lobby", 0), ("settings", "settings", 0),
             ("setup", "setup", 0), ("play", "play", 0), ("results", "results", 0),
             ("howto", "howto", 0), ("howto-spaces", "howto", RACE_PAGES_SPACES),
             ("pause", "pause", 0), ("watch", "watch", 0), ("guided", "guided", 0)]
    shots = []
    for language in LANGUAGES:
        folder = "" if language == "en" else f"{language}/"
        shots += [Shot(f"{folder}{name}-1280x720.png", "race", scene, language=language,
                       page=page) for name, scene, page in named]
    shots += [Shot(f"play-{w}x{h}.png", "race", "play", (w, h)) for w, h in SIZES
              if (w, h) != (1280, 720)]
    return shots


def _every_size_and_language(game: str, scenes: tuple[str, ...],
                             looks: dict[str, dict[str, int]] | None = None) -> list[Shot]:
    """Each scene at every size in both languages; `looks` gives a scene its own `page`
    or `actions`."""
    looks = looks or {}
    return [Shot(f"{game}/{scene}_{w}x{h}_{language}.png", game, scene, (w, h), language,
                 **looks.get(scene, {}))
            for scene in scenes for w, h in SIZES for language in LANGUAGES]


PARADE_LOOKS = {"play": {"actions": 20}, "hint": {"actions": 20}, "watch": {"actions": 20},
                "howto": {"page": 1}}
"""The Parade's table mid-game (after 40 actions its seeded game is already over) and
the How to Play page on which cards leave the parade."""

SHOTS: tuple[Shot, ...] = (
    *_race_and_box(),
    *_every_size_and_language("parade", ("setup", "play", "six", "hint", "last_round",
                                         "discard", "curtain", "results", "watch",
                                         "howto"), PARADE_LOOKS),
    *_every_size_and_language("wordland", ("setup", "play", "say", "vote", "prep",
                                           "round_end", "curtain", "results")),
)


def draw(shot: Shot, out: Path) -> None:
    """Draw `shot` into `out`/`shot.path`."""
    import pygame

    from game.app import App
    from game.commands.screenshot import make_scene
    from game.shell.settings import Settings

    app = App(None, Settings(language=shot.language), window=shot.size, seed=SEED)
    try:
        make_scene(app, shot.scene, SEED, shot.actions, shot.page, shot.game)
        for _ in range(FRAMES):
            app.step(1 / 60)
        target = out / shot.path
        target.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(target))
    finally:
        for scene in app.scenes:
            close = getattr(scene, "close", None)
            if close is not None:
                close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Draw the pictures in docs/screenshots/.")
    parser.add_argument("--only", default="", help="only the paths containing this text")
    parser.add_argument("--list", action="store_true", help="print the paths and stop")
    parser.add_argument("--out", type=Path, default=OUT, help="folder (docs/screenshots)")
    args = parser.parse_args(argv)
    chosen = [s for s in SHOTS if args.only in s.path]
    if args.list:
        print("\n".join(s.path for s in chosen))
        return 0
    if not chosen:
        print(f"screenshots: no picture's path contains {args.only!r}", file=sys.stderr)
        return 2
    for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
        os.environ[name] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.init()
    started = time.perf_counter()
    try:
        for number, shot in enumerate(chosen, 1):
            draw(shot, args.out)
            print(f"[{number}/{len(chosen)}] {shot.path}", flush=True)
    finally:
        pygame.quit()
    print(f"drew {len(chosen)} pictures into {args.out} in "
          f"{time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
