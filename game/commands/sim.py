"""`python -m game sim --game ID ...`: many headless games between bots, for any game.

The shell only picks the game; the game's own console hooks add its options (players,
bots, variants) and print its figures. Seats rotate between the bots from game to game
so that no bot keeps the same seat; win rates carry a 95% Wilson interval so that a
difference can be told from luck (`game.shell.stats`, shared by every game's report).
"""

from __future__ import annotations

import argparse

from game import box


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "sim", add_help=False,
        help="play many headless games between bots and print statistics "
             "(sim --game ID --help lists that game's options)")
    p.add_argument("--game", default=box.GAMES[0], choices=box.GAMES)
    p.add_argument("-h", "--help", action="store_true")
    p.set_defaults(run=main, game_options=True)


def game_parser(game: box.GameInfo) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=f"wonderland sim --game {game.id}",
        description=f"Headless bot games of {game.name}.")
    game.console().add_sim_arguments(parser)
    return parser


def main(args: argparse.Namespace) -> int:
    game = box.find(args.game)
    parser = game_parser(game)
    rest = list(args.game_args)
    if args.help:
        rest.append("--help")
    return game.console().run_sim(parser.parse_args(rest))
