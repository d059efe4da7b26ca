"""The pace of a replay being watched, shared by the games' watch scenes: hold and carry
on (Space, or the Pause button), faster and slower (Right/+ and Left/-), leave (Esc)."""

from __future__ import annotations

import pygame

FASTER_KEYS = (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
SLOWER_KEYS = (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS)


class ReplayPace:
    """Mixed into a watch scene, which sets `speeds` and, in its constructor,
    `holding` and `speed_index`, and gives `exit`."""

    speeds: tuple[float, ...]
    holding: bool
    speed_index: int

    def exit(self) -> None:
        raise NotImplementedError

    @property
    def pace(self) -> float:
        return self.speeds[self.speed_index]

    def toggle_hold(self) -> None:
        self.holding = not self.holding

    def change_speed(self, delta: int) -> None:
        """One step faster (round to the slowest after the fastest) or slower."""
        n = len(self.speeds)
        self.speed_index = (self.speed_index + delta) % n if delta > 0 \
            else max(0, self.speed_index + delta)

    def pace_key(self, event: pygame.event.Event) -> bool:
        """True when `event` was one of the pace keys, and it has been acted on."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE:
            self.exit()
        elif event.key == pygame.K_SPACE:
            self.toggle_hold()
        elif event.key in FASTER_KEYS:
            self.speed_index = min(len(self.speeds) - 1, self.speed_index + 1)
        elif event.key in SLOWER_KEYS:
            self.change_speed(-1)
        else:
            return False
        return True
