"""`python -m game` / `wonderland`: play (the default), sim, replay, screenshot, --selftest."""

from __future__ import annotations

import argparse
import sys

from game import __version__
from game.commands import play, records, replay, screenshot, sim

TOP_OPTIONS = ("-h", "--help", "--version", "--selftest")
"""The options of `python -m game` itself; any other option starts the play command's."""
EXIT_BROKEN_PIPE = 141
"""As a program killed by SIGPIPE would exit (128 + 13)."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wonderland", description="Wonderland Parlour: three Wonderland family games."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--selftest", action="store_true",
                        help="check that every file the game needs loads and works, then exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play.add_parser(sub)
    sim.add_parser(sub)
    replay.add_parser(sub)
    screenshot.add_parser(sub)
    records.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    words = list(argv if argv is not None else sys.argv[1:])
    if words and words[0].startswith("-") and words[0].split("=")[0] not in TOP_OPTIONS:
        words = ["play", *words]  # `python -m game --language fr`: options of play
    args, extra = parser.parse_known_args(words)
    if args.selftest:
        from game.shell.selftest import run_selftest

        return run_selftest()
    if args.command is None:  # play is the default command
        args, extra = parser.parse_known_args(["play", *words])
    if extra and not getattr(args, "game_options", False):
        from game.shell.names import one_line

        parser.error(f"unrecognized arguments: {one_line(' '.join(extra), 400)}")
    args.game_args = extra  # a game's own options (sim --game ID ...), parsed by the game
    try:
        return int(args.run(args))
    except BrokenPipeError:  # `replay F | head -1`: the reader has gone; so do we, quietly
        _silence_stdout()
        return EXIT_BROKEN_PIPE


def _silence_stdout() -> None:
    """Point stdout at the null device so that the final flush raises nothing."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    sys.exit(main())
