"""`python -m game` / `wonderland`: play (the default), sim, replay, screenshot, --selftest."""

from __future__ import annotations

import argparse
import sys

from game import __version__
from game.commands import play, replay, screenshot, sim


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wonderland", description="Tea-Time Race, a Wonderland family board game."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--selftest", action="store_true",
                        help="check that every file the game needs loads and works, then exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play.add_parser(sub)
    sim.add_parser(sub)
    replay.add_parser(sub)
    screenshot.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.selftest:
        from game.shell.selftest import run_selftest

        return run_selftest()
    if args.command is None:
        args = parser.parse_args(["play", *(argv if argv is not None else sys.argv[1:])])
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
