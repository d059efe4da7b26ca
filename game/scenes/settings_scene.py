"""Settings: language, text size, animation pace, bots' pace, volumes, fullscreen, reduced
motion and the colour-blind palette; every change is saved at once and shows at once
(no restart)."""

from __future__ import annotations

import pygame

from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.scenes.players import PlayersScene
from game.shell.i18n import LANGUAGES, N_, _, system_language
from game.shell.settings import ANIMATION_SPEEDS, BOT_SPEEDS, LANGUAGE_CHOICES, TEXT_SIZES
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.widgets import Button, Chooser, Label, Toggle, share_sizes

SPEED_NAMES = {0.5: N_("Slow"), 1.0: N_("Normal"), 1.5: N_("Brisk"), 2.0: N_("Fast"),
               3.0: N_("Very fast")}
BOT_SPEED_NAMES = {"normal": N_("Normal"), "fast": N_("Fast"),
                   "instant": N_("Instant")}
VOLUMES = tuple(round(v / 10, 1) for v in range(11))
LABEL_X = 740
CHOOSER = pygame.Rect(770, 0, 420, 68)
ROW_Y = 230
ROW_H = 80


def _language_label(code: str) -> Label:
    if code == "auto":
        return lambda: _("Automatic ({language})").format(
            language=LANGUAGES[system_language()])
    return lambda: LANGUAGES[code]  # each language named in its own words


def _percent(value: float) -> Label:
    return lambda: _("{percent}%").format(percent=round(value * 100))


def _nearest(values: tuple[float, ...], value: float) -> int:
    return min(range(len(values)), key=lambda i: abs(values[i] - value))


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        rows: list[tuple[str, list[tuple[Label, object]], int, str]] = [
            (N_("Language"), [(_language_label(c), c) for c in LANGUAGE_CHOICES],
             LANGUAGE_CHOICES.index(s.language) if s.language in LANGUAGE_CHOICES else 0,
             "language"),
            (N_("Text size"), [(_percent(v / 100), v) for v in TEXT_SIZES],
             _nearest(tuple(float(v) for v in TEXT_SIZES), s.text_size), "text_size"),
            (N_("Animation speed"), [(SPEED_NAMES.get(v, f"×{v}"), v) for v in ANIMATION_SPEEDS],
             _nearest(ANIMATION_SPEEDS, s.animation_speed), "animation_speed"),
            (N_("Bot speed"), [(BOT_SPEED_NAMES[v], v) for v in BOT_SPEEDS],
             BOT_SPEEDS.index(s.bot_speed) if s.bot_speed in BOT_SPEEDS else 0, "bot_speed"),
            (N_("Sound effects"), [(_percent(v), v) for v in VOLUMES],
             _nearest(VOLUMES, s.sound_volume), "sound_volume"),
            (N_("Music"), [(_percent(v), v) for v in VOLUMES],
             _nearest(VOLUMES, s.music_volume), "music_volume"),
        ]
        self.rows: list[tuple[str, Chooser]] = []
        for i, (label, options, index, field) in enumerate(rows):
            rect = CHOOSER.move(0, ROW_Y + i * ROW_H)
            chooser = Chooser(rect, options, index,
                              lambda v, field=field: self.change(field, v))
            self.rows.append((label, chooser))
            self.widgets.append(chooser)
        toggles = [
            (N_("Fullscreen (F11)"), s.fullscreen, self.app.set_fullscreen, ""),
            (N_("Reduced motion"), s.reduced_motion,
             lambda v: self.change("reduced_motion", v), N_("no flying pieces or trails")),
            (N_("Colour-blind palette"), s.colour_blind,
             lambda v: self.change("colour_blind", v), N_("blue and orange, with marks")),
            (N_("Voice"), s.voice, lambda v: self.change("voice", v),
             N_("says “Spin!” for young players")),
        ]
        for i, (label, value, action, hint) in enumerate(toggles):
            self.widgets.append(Toggle((1250, ROW_Y + i * 120, 480, 80), label, value, action,
                                       hint))
        share_sizes(self.widgets[-len(toggles):])
        self.widgets.append(Button((810, 900, 300, 80), N_("Back"), self.app.pop,
                                   theme.INK_SOFT))
        self.widgets.append(Button((1250, 900, 420, 80), N_("Players"),  # household players
                                   lambda: app.push(PlayersScene(app)), theme.GARDEN_DARK))

    def change(self, field: str, value: object) -> None:
        current = getattr(self.app.settings, field)
        value = type(current)(value)  # type: ignore[call-arg]
        self.app.update_settings(self.app.settings.with_changes(**{field: value}))

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas, _("Settings"))
        for label, chooser in self.rows:
            canvas.text(_(label), (LABEL_X, chooser.rect.centery), theme.BODY, "midright",
                        max_width=LABEL_X - 240)
        canvas.paragraph(
            _("Tip: during play, a click or Space skips the animation that is playing."),
            (260, 730, 1400, 70), theme.SMALL, align="center")
        if self.app.store is not None:
            canvas.paragraph(_("Saved in {folder}").format(folder=str(self.app.store.path.parent)),
                             (260, 790, 1400, 50), theme.SMALL, align="center")
        super().draw(canvas)
