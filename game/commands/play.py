"""`python -m game play`: open the game window.

The screens arrive with their own issue; until then the window shows the title only.
"""

from __future__ import annotations

import argparse


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("play", help="open the game window (the default)")
    p.set_defaults(run=main)


def main(args: argparse.Namespace) -> int:
    import pygame

    pygame.init()
    try:
        screen = pygame.display.set_mode((960, 540), pygame.RESIZABLE)
        pygame.display.set_caption("Tea-Time Race")
        font = pygame.font.Font(None, 72)
        clock = pygame.time.Clock()
        while True:
            for event in pygame.event.get():
                if event.type == pygame.QUIT or (
                    event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                ):
                    return 0
            screen.fill((244, 232, 208))
            title = font.render("Tea-Time Race", True, (60, 30, 40))
            screen.blit(title, title.get_rect(center=screen.get_rect().center))
            pygame.display.flip()
            clock.tick(30)
    finally:
        pygame.quit()
