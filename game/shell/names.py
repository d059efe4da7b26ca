"""Text from outside (a typed name, a name read back from a file) made safe at the
boundary, for the screen and for a terminal.

- `clean_name`: what a player's name may hold. Control characters (NUL, escapes, line
  breaks), lone surrogates, private-use and unassigned code points, every format
  character (Unicode category Cf: the bidirectional controls, zero-width joiners, the
  soft hyphen, tags), the other code points Unicode calls *default ignorable* (variation
  selectors, the combining grapheme joiner, Hangul fillers) and combining marks with no
  letter to sit on are dropped; runs of spaces become one; the name is capped at
  `MAX_NAME` characters. What is left always holds a visible character, or is "".
- `visible_name`: `clean_name`, or the seat's default name when nothing visible is left.
  Used wherever a name comes in: the setup screens' fields, every record reader, the
  remembered tables in the settings.
- `clean_typed`: the same filter for a field being typed in (spaces kept as typed).
- `for_terminal`: any text about to be printed — every character that is not printable
  (escape sequences, bidi controls, surrogates) is shown as a ``\\x..``/``\\u....``
  escape instead of being obeyed, and very long text is cut. `one_line` does the same
  and shows line breaks too: a name printed by the CLI can never start a line of its own.

Pure standard library; nothing happens at import time.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 24
"""Longest name kept, in characters (the panels and lists have room for about this)."""
MAX_MARKS = 4
"""Most combining marks kept on one letter (Vietnamese stacks two; more is "Zalgo")."""
MAX_TERMINAL = 4000
"""Longest text printed on one call of `for_terminal`."""

_DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
_BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
_INVISIBLE = frozenset("\u200b\u2028\u2029\ufeff\ufff9\ufffa\ufffb")
_IGNORABLE = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x2800, 0x2800), (0x3164, 0x3164), (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFFB), (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)
"""Unicode's Default_Ignorable_Code_Point ranges (drawn as nothing), with U+2800 BRAILLE
PATTERN BLANK, which is drawn as a blank."""


def _ignorable(ch: str) -> bool:
    code = ord(ch)
    return any(low <= code <= high for low, high in _IGNORABLE)


def _filtered(text: str, spaces: bool) -> str:
    """`text` without what cannot be seen or must not be drawn (see the docstring); a
    space-like character becomes " " when `spaces`, else only " " itself is kept."""
    out: list[str] = []
    base = False  # the last kept character is a letter a mark may sit on
    marks = 0
    for ch in text:
        category = unicodedata.category(ch)
        if ch.isspace() or category[0] == "Z":
            if spaces or ch == " ":
                out.append(" ")
            base = False
            continue
        if category in _DROPPED_CATEGORIES or _ignorable(ch):
            continue
        if category[0] == "M":  # a combining mark: only on a letter, and only a few
            if base and marks < MAX_MARKS:
                out.append(ch)
                marks += 1
            continue
        out.append(ch)
        base, marks = True, 0
    return "".join(out)


def clean_name(text: object, limit: int = MAX_NAME) -> str:
    """`text` as a name that is safe to draw and print (see the module docstring): ""
    when nothing visible is left, or when it is not a string (the caller then uses the
    seat's default name: `visible_name`)."""
    if not isinstance(text, str):
        return ""
    if len(text) > limit * 8:  # no need to look at a megabyte to keep 24 characters
        text = text[: limit * 8]
    kept = " ".join(_filtered(text, spaces=True).split())
    return kept[:limit].rstrip()  # marks only follow a letter: one is always kept


def visible_name(text: object, default: str, limit: int = MAX_NAME) -> str:
    """`clean_name(text)`, or `default` (the seat's own name) when nothing visible is
    left of it: a name is kept only if it shows at least one character."""
    return clean_name(text, limit) or default


def clean_typed(text: str, limit: int = MAX_NAME) -> str:
    """Like `clean_name`, for a field being typed in: inner spaces and a trailing space
    are kept (the player may be about to type the next word); the field may hold only
    spaces while typing (`visible_name` gives the seat's name for it)."""
    if not isinstance(text, str):
        return ""
    return _filtered(text[: limit * 8], spaces=False)[:limit]


def for_terminal(text: object, limit: int = MAX_TERMINAL, keep_newlines: bool = True) -> str:
    """`text` escaped for printing: unprintable characters as escapes, cut at `limit`."""
    text = str(text)
    cut = len(text) > limit
    if cut:
        text = text[:limit]
    out = []
    for ch in text:
        shown = (ch.isprintable() and ch not in _BIDI_CONTROLS and ch not in _INVISIBLE
                 and not _ignorable(ch))
        if shown or (ch == "\n" and keep_newlines):
            out.append(ch)
        else:
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else
                       f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
    if cut:
        out.append("…")
    return "".join(out)


def one_line(text: object, limit: int = MAX_TERMINAL) -> str:
    """`for_terminal` that shows line breaks too (as ``\\x0a``): for a name, or any text
    from a file, inside a line the CLI prints."""
    return for_terminal(text, limit, keep_newlines=False)
