"""Text from outside (a typed name, a name read back from a file) made safe at the
boundary, for the screen and for a terminal.

- `clean_name`: what a player's name may hold. Control characters (NUL, escapes, line
  breaks), lone surrogates, private-use and unassigned code points and the invisible
  bidirectional controls (an RTL override would turn the rest of a line around) are
  dropped; runs of spaces become one; the name is capped at `MAX_NAME` characters.
  Used by the setup screen's text field, by every record and settings reader, and by
  the replay command.
- `for_terminal`: any text about to be printed — every character that is not printable
  (escape sequences, bidi controls, surrogates) is shown as a ``\\x..``/``\\u....``
  escape instead of being obeyed, and very long text is cut.

Pure standard library; nothing happens at import time.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 24
"""Longest name kept, in characters (the panels and lists have room for about this)."""
MAX_TERMINAL = 4000
"""Longest text printed on one call of `for_terminal`."""

_DROPPED_CATEGORIES = frozenset({"Cc", "Cs", "Co", "Cn"})
_BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
_INVISIBLE = frozenset("\u200b\u2028\u2029\ufeff\ufff9\ufffa\ufffb")


def _kept(ch: str) -> bool:
    return (unicodedata.category(ch) not in _DROPPED_CATEGORIES
            and ch not in _BIDI_CONTROLS and ch not in _INVISIBLE)


def clean_name(text: object, limit: int = MAX_NAME) -> str:
    """`text` as a name that is safe to draw and print (see the module docstring).

    Anything that is not a string gives "" (the caller then uses its default name)."""
    if not isinstance(text, str):
        return ""
    if len(text) > limit * 8:  # no need to look at a megabyte to keep 24 characters
        text = text[: limit * 8]
    kept = "".join(ch if _kept(ch) else " " if ch.isspace() else "" for ch in text)
    kept = " ".join(kept.split())
    return kept[:limit].rstrip()


def clean_typed(text: str, limit: int = MAX_NAME) -> str:
    """Like `clean_name`, for a field being typed in: inner spaces and a trailing space
    are kept (the player may be about to type the next word)."""
    if not isinstance(text, str):
        return ""
    kept = "".join(ch for ch in text[: limit * 8] if _kept(ch) and ch.isprintable())
    return kept[:limit]


def for_terminal(text: object, limit: int = MAX_TERMINAL, keep_newlines: bool = True) -> str:
    """`text` escaped for printing: unprintable characters as escapes, cut at `limit`."""
    text = str(text)
    cut = len(text) > limit
    if cut:
        text = text[:limit]
    out = []
    for ch in text:
        shown = ch.isprintable() and ch not in _BIDI_CONTROLS and ch not in _INVISIBLE
        if shown or (ch == "\n" and keep_newlines):
            out.append(ch)
        else:
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else
                       f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
    if cut:
        out.append("…")
    return "".join(out)
