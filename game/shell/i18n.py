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


# ---------------------------------------------------------------------- French articles

FRENCH_ARTICLES: dict[str, str] = {
    "Chapelier": "le", "Chapelier fou": "le", "Lièvre": "le", "Lièvre de Mars": "le",
    "Reine": "la", "Reine de cœur": "la", "Chat": "le", "Chat du Cheshire": "le",
    "Lapin": "le", "Lapin blanc": "le", "Chenille": "la", "Jumeaux Tweedle": "les",
    "Deux de cœur": "le", "Loir": "le", "Dodo": "le", "Griffon": "le",
}
"""The characters' French names (a seat's default name, the word game's roles) and the
article each takes in a sentence ("le", "la", "l’", "les"); a name not here (Alice, a
name someone typed) takes none."""

_CONTRACTED = {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au",
               ("à", "les"): "aux"}
_NEEDS_ARTICLE = frozenset((
    "que", "par", "pour", "sur", "avec", "contre", "chez", "comme", "vers", "sans",
    "devant", "derrière", "après", "avant", "entre"))
"""Words after which a character's name takes its article ("que le Chat", "devant la
Reine"); after any other word it may be a name in apposition ("le jeton Chenille")."""
_DETERMINERS = frozenset((
    "le", "la", "l", "l’", "l'", "les", "un", "une", "du", "des", "au", "aux", "mon", "ma",
    "mes", "ton", "ta", "tes", "son", "sa", "ses", "ce", "cet", "cette", "ces", "notre",
    "votre", "leur"))


def name_with_article(name: str, before: str = "") -> str:
    """A name as a French sentence puts it after `before` ("", "de" or "à"): "le Lièvre",
    "du Lièvre", "au Lièvre", "de la Reine", "à la Reine", "d’Alice", "à Alice", "des
    Jumeaux Tweedle". Any other name takes no article ("de Tom")."""
    article = FRENCH_ARTICLES.get(name, "")
    low = before.lower()
    if article:
        joined = _CONTRACTED.get((low, article))
        word = joined or (f"{before} {article}" if before else article)
        if before[:1].isupper():
            word = word[:1].upper() + word[1:]
        return f"{word}{name}" if word.endswith("’") else f"{word} {name}"
    if low == "de" and name[:1].lower() in "aeiouyàâéèêëîïôûü" and name[:1]:
        return f"{before[0]}’{name}"
    return f"{before} {name}" if before else name


_NAMES_RE = None


def with_articles(text: str) -> str:
    """French `text` with each character name given its article where a sentence puts
    it: after "de" or "à" (contracted: "Au tour du Lièvre", "Passe l’écran à la Reine")
    and after a preposition or "que" ("devant la Reine", "que le Chat"). A name alone,
    first (the subject, as a player's name: "Lièvre joue"), in a list, in apposition ("le
    jeton Chenille") or with its article already stays as it is. Applying it twice, or to
    each line of a wrapped text, changes nothing more. Other languages are returned
    unchanged."""
    global _NAMES_RE
    if current_language() != "fr":
        return text
    if _NAMES_RE is None:
        import re

        names = sorted(FRENCH_ARTICLES, key=len, reverse=True)
        _NAMES_RE = re.compile(r"(?<![\w’'])(" + "|".join(map(re.escape, names))
                               + r")(?![\w’'])")
    if not _NAMES_RE.search(text):
        return text
    out: list[str] = []
    at = 0
    for match in _NAMES_RE.finditer(text):
        start, end = match.span()
        name = match.group(1)
        head = text[at:start]
        before = text[:start].rstrip(" ")
        words = before.split()
        prev = words[-1] if words and before != text[:start] else ""
        if prev.lower() in ("de", "à"):
            head = head[:len(head) - len(prev) - 1]
            out.append(head + name_with_article(name, prev))
        elif prev.lower().rstrip("’'") in _DETERMINERS or prev.endswith(("’", "'")):
            out.append(head + name)  # it has its article already ("la Reine", "l’Ami")
        elif prev in _NEEDS_ARTICLE:
            out.append(head + name_with_article(name))
        else:
            out.append(head + name)
        at = end
    out.append(text[at:])
    return "".join(out)
