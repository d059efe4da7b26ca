"""Translations through gettext: English source strings, French catalogue in game/shell/locale.

The language can change while the game runs (Settings), so screens must call `_()` when
they draw or lay out text, not once at import. Catalogues are compiled `.mo` files under
`game/shell/locale/<lang>/LC_MESSAGES/`, found through `game.shell.resources` in a
checkout and in the frozen app alike. Until `set_language` is called, `_()` returns the
English source.
"""

from __future__ import annotations

import contextlib
import gettext
import locale
import logging
import os

from game.shell import resources

log = logging.getLogger(__name__)

DOMAIN = "wonderland_parlour"
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
"""Languages offered in Settings, each named in its own language."""
SOURCE_LANGUAGE = "en"
_WINDOWS_NAMES = {"english": "en", "french": "fr"}


class _Catalogue:
    """The active translation; one per process, switched by `set_language`."""

    translation: gettext.NullTranslations = gettext.NullTranslations()
    language: str = SOURCE_LANGUAGE


def locale_dir() -> str:
    return str(resources.path("game", "shell", "locale"))


def system_language() -> str:
    """The OS's language if we have it, else English."""
    candidates = [os.environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
    with contextlib.suppress(ValueError):
        candidates.append(locale.getlocale()[0] or "")  # e.g. "fr_FR", or "French_France"
    for value in candidates:
        code = value.split("_")[0].split(".")[0].lower()
        code = _WINDOWS_NAMES.get(code, code)
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def set_language(code: str | None) -> str:
    """Switch every later `_()` to `code` ("en", "fr"; None = the OS's language).

    An unknown code or a missing catalogue falls back to English with one log line,
    never an error: the game stays playable whatever the settings file says.
    """
    wanted = code if code in LANGUAGES else system_language()
    if code is not None and code not in LANGUAGES:
        log.warning("unknown language %r; using %s", code, wanted)
    if wanted == SOURCE_LANGUAGE:
        _Catalogue.translation = gettext.NullTranslations()
    else:
        try:
            _Catalogue.translation = gettext.translation(
                DOMAIN, localedir=locale_dir(), languages=[wanted])
        except OSError:
            log.warning("no %s catalogue in %s; using English", wanted, locale_dir())
            _Catalogue.translation = gettext.NullTranslations()
            wanted = SOURCE_LANGUAGE
    _Catalogue.language = wanted
    return wanted


def current_language() -> str:
    return _Catalogue.language


def _(message: str) -> str:
    """The message in the current language."""
    return _Catalogue.translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for `n`, in the current language."""
    return _Catalogue.translation.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark a string for extraction without translating it yet (for tables of labels)."""
    return message


_EVERY: dict[str, frozenset[str]] = {}


def every_translation(message: str) -> frozenset[str]:
    """`message` in every language offered (the English source included): a default
    name is recognised whatever language it was given in, so it follows a switch."""
    found = _EVERY.get(message)
    if found is None:
        out = {message}
        for code in LANGUAGES:
            with contextlib.suppress(OSError):
                out.add(gettext.translation(DOMAIN, localedir=locale_dir(),
                                            languages=[code]).gettext(message))
        found = _EVERY[message] = frozenset(out)
    return found


class Notices:
    """A one-line notice for the screen, kept as its English template and names so that it
    can be shown in whatever language is current when it is drawn (mixed into the stores
    of settings and saves)."""

    notice: str | None = None
    """The last notice, in English."""
    _notice_parts: tuple[str, dict[str, str]] | None = None

    def _say(self, template: str, **names: str) -> None:
        self._notice_parts = (template, names)
        self.notice = template.format(**names)

    def notice_text(self) -> str | None:
        """The notice in the current language, or None."""
        if self._notice_parts is None:
            return self.notice
        template, names = self._notice_parts
        return _(template).format(**names)
