"""Translation catalogues without extra tools: extract, update and compile.

    python -m tools.i18n extract   # game/**/*.py, pages -> game/shell/locale/*.pot
    python -m tools.i18n update    # merge the .pot into every game/shell/locale/<lang>/.../*.po
    python -m tools.i18n compile   # every .po -> .mo (what the game reads)
    python -m tools.i18n check     # exit 1 if a string is untranslated or a .mo is stale

Only the standard library is used (an `ast` walk finds the calls, a small writer makes the
`.mo`), so players, CI and translators need nothing but Python. Strings are found in calls
of `_("...")`, `N_("...")` and `ngettext("...", "...", n)` whose arguments are literal
strings; a variable is skipped (its value is marked with `N_` where it is written), and an
f-string or a concatenation is reported, since it cannot be translated. The words of each
game's How to Play pages are data (`game/<id>/data/how_to_play.json`): their titles and
texts are msgids too (`extract_pages`). The tests in tests/i18n use the same functions.
"""

from __future__ import annotations

import argparse
import ast
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "game"
LOCALE = SOURCE / "shell" / "locale"
DOMAIN = "wonderland_parlour"
POT = LOCALE / f"{DOMAIN}.pot"
KEYWORDS = {"_": 1, "N_": 1, "ngettext": 2}
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);", "en": "nplurals=2; plural=(n != 1);"}
LANGUAGE_NAMES = {"fr": "French"}


@dataclass
class Message:
    msgid: str
    plural: str | None = None
    msgstr: list[str] = field(default_factory=list)
    places: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    fuzzy: bool = False

    @property
    def key(self) -> str:
        return self.msgid

    @property
    def translated(self) -> bool:
        return not self.fuzzy and bool(self.msgstr) and all(self.msgstr)


# ----------------------------------------------------------------------- extraction


def _literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def extract_file(path: Path, root: Path = ROOT) -> tuple[list[Message], list[str]]:
    """The marked strings of one file, and complaints about marked non-literals."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    where = path.relative_to(root).as_posix() if path.is_relative_to(root) else path.name
    found: list[Message] = []
    problems: list[str] = []
    comments = _translator_comments(path)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        arity = KEYWORDS.get(node.func.id)
        if arity is None or not node.args:
            continue
        args = [_literal(a) for a in node.args[:arity]]
        place = f"{where}:{node.lineno}"
        if any(a is None for a in args) or len(args) < arity:
            if any(isinstance(a, (ast.JoinedStr, ast.BinOp)) for a in node.args[:arity]):
                problems.append(f"{place}: {node.func.id}() of a built string: use a "
                                "literal with {{names}} and .format() after translating")
            continue  # a variable: its value was marked where it was written
        note = comments.get(node.lineno, [])
        found.append(Message(args[0], args[1] if arity == 2 else None, places=[place],
                             comments=list(note)))
    return found, problems


def _translator_comments(path: Path) -> dict[int, list[str]]:
    """`# Translators: ...` on the line(s) just above a call, keyed by the call's line."""
    out: dict[int, list[str]] = {}
    pending: list[str] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("# Translators:"):
            pending.append(stripped[2:])
            continue
        if pending:
            out[number] = pending
            pending = []
    return out


PAGE_FIELDS = ("title", "text")
"""The fields of a How to Play page that players read."""


def extract_pages(path: Path, root: Path = ROOT) -> tuple[list[Message], list[str]]:
    """The titles and texts of a game's How to Play pages (one key per line, as the file
    is written), each placed at its line; a file that is no valid page list is reported."""
    import json

    where = path.relative_to(root).as_posix() if path.is_relative_to(root) else path.name
    text = path.read_text(encoding="utf-8")
    try:
        pages = json.loads(text)["pages"]
        wanted = [p[f] for p in pages for f in PAGE_FIELDS]
    except (ValueError, KeyError, TypeError) as e:
        return [], [f"{where}: not a list of How to Play pages ({e})"]
    found: list[Message] = []
    for number, line in enumerate(text.splitlines(), 1):
        key, _colon, value = line.strip().partition(":")
        if key.strip('"') in PAGE_FIELDS and value.strip():
            found.append(Message(json.loads(value.strip().rstrip(",")),
                                 places=[f"{where}:{number}"]))
    if [m.msgid for m in found] != wanted:
        return [], [f"{where}: write one page field per line, as tools/i18n.py reads them"]
    return found, []


def _sources(source: Path) -> list[tuple[Path, bool]]:
    """The files that hold strings: Python files, and each game's pages (True)."""
    code = [(p, False) for p in source.rglob("*.py") if "locale" not in p.parts]
    pages = [(p, True) for p in source.glob("*/data/how_to_play.json")]
    return sorted(code + pages)


def extract(source: Path = SOURCE) -> tuple[dict[str, Message], list[str]]:
    """Every marked string under `source` (locale folders excluded), merged by msgid."""
    messages: dict[str, Message] = {}
    problems: list[str] = []
    for path, is_pages in _sources(source):
        found, bad = extract_pages(path) if is_pages else extract_file(path)
        problems.extend(bad)
        for m in found:
            known = messages.get(m.key)
            if known is None:
                messages[m.key] = m
            else:
                known.places.extend(m.places)
                known.comments.extend(c for c in m.comments if c not in known.comments)
                known.plural = known.plural or m.plural
    return messages, problems


# ----------------------------------------------------------------------- .po reading


def _unquote(text: str) -> str:
    value = ast.literal_eval(text)
    if not isinstance(value, str):
        raise ValueError(f"not a string: {text}")
    return value


def read_po(path: Path) -> tuple[str, dict[str, Message]]:
    """(header msgstr, messages) of a .po file; obsolete (#~) entries are dropped."""
    header = ""
    messages: dict[str, Message] = {}
    entry: dict[str, object] = {}
    current: tuple[str, int] | None = None

    def finish() -> None:
        nonlocal header, entry, current
        if "msgid" in entry:
            msgid = str(entry["msgid"])
            strs = entry.get("msgstr", {})
            assert isinstance(strs, dict)
            msgstr = [strs[i] for i in sorted(strs)]
            if msgid == "":
                header = msgstr[0] if msgstr else ""
            else:
                messages[msgid] = Message(
                    msgid, entry.get("plural"), msgstr,  # type: ignore[arg-type]
                    list(entry.get("places", [])),  # type: ignore[call-overload]
                    list(entry.get("comments", [])),  # type: ignore[call-overload]
                    bool(entry.get("fuzzy")),
                )
        entry, current = {}, None

    for raw in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        line = raw.strip()
        if not line:
            finish()
            continue
        if line.startswith("#~"):
            continue
        if line.startswith("#") and "msgid" in entry and current is not None:
            finish()
        if line.startswith("#,"):
            entry["fuzzy"] = "fuzzy" in line
        elif line.startswith("#:"):
            entry.setdefault("places", []).extend(line[2:].split())  # type: ignore[union-attr]
        elif line.startswith("#."):
            entry.setdefault("comments", []).append(line[2:].strip())  # type: ignore[union-attr]
        elif line.startswith("#"):
            continue
        elif line.startswith("msgid_plural"):
            entry["plural"] = _unquote(line[12:].strip())
            current = ("plural", 0)
        elif line.startswith("msgid"):
            if "msgid" in entry:
                finish()
            entry["msgid"] = _unquote(line[5:].strip())
            current = ("msgid", 0)
        elif line.startswith("msgstr["):
            index = int(line[7:line.index("]")])
            entry.setdefault("msgstr", {})[index] = _unquote(  # type: ignore[index]
                line[line.index("]") + 1:].strip())
            current = ("msgstr", index)
        elif line.startswith("msgstr"):
            entry.setdefault("msgstr", {})[0] = _unquote(line[6:].strip())  # type: ignore[index]
            current = ("msgstr", 0)
        elif line.startswith('"') and current is not None:
            kind, index = current
            more = _unquote(line)
            if kind == "msgstr":
                entry["msgstr"][index] += more  # type: ignore[index]
            else:
                entry[kind] = str(entry[kind]) + more
    return header, messages


# ----------------------------------------------------------------------- .po writing


def _quote(text: str) -> str:
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
               .replace("\n", "\\n"))
    return f'"{escaped}"'


def _field(name: str, text: str) -> list[str]:
    if "\n" not in text[:-1] and len(text) < 70:
        return [f"{name} {_quote(text)}"]
    lines = [f'{name} ""']
    parts = text.split("\n")
    for i, part in enumerate(parts):
        chunk = part + ("\n" if i < len(parts) - 1 else "")
        if chunk:
            lines.append(_quote(chunk))
    return lines


def write_po(path: Path, header: str, messages: dict[str, Message], template: bool) -> None:
    out = ["# Wonderland Parlour translations.",
           "# See docs/i18n.md for how to update this file.", "#",
           'msgid ""', 'msgstr ""']
    out += [_quote(line + "\n") for line in header.splitlines()]
    out.append("")
    for m in sorted(messages.values(), key=lambda m: (m.places[0] if m.places else "", m.msgid)):
        out += [f"#. {c.removeprefix('Translators:').strip()}" for c in m.comments]
        if m.places:
            out.append("#: " + " ".join(m.places))
        flags = ["fuzzy"] if m.fuzzy and not template else []
        if "{" in m.msgid:
            flags.append("python-brace-format")
        if flags:
            out.append("#, " + ", ".join(flags))
        out += _field("msgid", m.msgid)
        if m.plural is not None:
            out += _field("msgid_plural", m.plural)
            strs = m.msgstr if (m.msgstr and not template) else ["", ""]
            for i, s in enumerate(strs):
                out += _field(f"msgstr[{i}]", s)
        else:
            out += _field("msgstr", "" if template else (m.msgstr[0] if m.msgstr else ""))
        out.append("")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out), encoding="utf-8")


def pot_header() -> str:
    return ("Project-Id-Version: Wonderland Parlour\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\n")


def po_header(lang: str) -> str:
    plural = PLURAL_FORMS.get(lang, "nplurals=2; plural=(n != 1);")
    return ("Project-Id-Version: Wonderland Parlour\n"
            f"Language: {lang}\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            f"Plural-Forms: {plural}\n")


# ----------------------------------------------------------------------- .mo writing


def mo_bytes(header: str, messages: dict[str, Message]) -> bytes:
    """A GNU .mo file holding the translated, non-fuzzy messages (sorted by msgid)."""
    pairs: list[tuple[bytes, bytes]] = [(b"", header.encode("utf-8"))]
    for m in messages.values():
        if not m.translated:
            continue
        if m.plural is not None:
            key = m.msgid.encode("utf-8") + b"\0" + m.plural.encode("utf-8")
            value = b"\0".join(s.encode("utf-8") for s in m.msgstr)
        else:
            key, value = m.msgid.encode("utf-8"), m.msgstr[0].encode("utf-8")
        pairs.append((key, value))
    pairs.sort()
    n = len(pairs)
    keys_start = 7 * 4
    values_start = keys_start + n * 8
    data_start = values_start + n * 8
    key_table, value_table, blob = [], [], b""
    for key, _value in pairs:
        key_table.append((len(key), data_start + len(blob)))
        blob += key + b"\0"
    for _key, value in pairs:
        value_table.append((len(value), data_start + len(blob)))
        blob += value + b"\0"
    head = struct.pack("<7I", 0x950412DE, 0, n, keys_start, values_start, 0, 0)
    tables = b"".join(struct.pack("<2I", *e) for e in key_table + value_table)
    return head + tables + blob


def po_files(locale: Path = LOCALE) -> list[Path]:
    return sorted(locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def mo_path(po: Path) -> Path:
    return po.with_suffix(".mo")


def compiled(po: Path) -> bytes:
    header, messages = read_po(po)
    return mo_bytes(header, messages)


# ----------------------------------------------------------------------- commands


def cmd_extract() -> int:
    messages, problems = extract()
    for p in problems:
        print("warning:", p, file=sys.stderr)
    write_po(POT, pot_header(), messages, template=True)
    print(f"wrote {POT.relative_to(ROOT)}: {len(messages)} strings")
    return 0


def merge(template: dict[str, Message], old: dict[str, Message]) -> dict[str, Message]:
    """The template's messages with the translations already made; changed plurals fuzzy."""
    merged: dict[str, Message] = {}
    for key, m in template.items():
        known = old.get(key)
        new = Message(m.msgid, m.plural, [], list(m.places), list(m.comments))
        if known is not None:
            new.msgstr = list(known.msgstr)
            new.fuzzy = known.fuzzy or (known.plural != m.plural)
        merged[key] = new
    return merged


def cmd_update(langs: list[str]) -> int:
    messages, _ = extract()
    targets = [LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po" for lang in langs] or po_files()
    for po in targets:
        lang = po.parent.parent.name
        header, old = read_po(po) if po.exists() else (po_header(lang), {})
        merged = merge(messages, old)
        write_po(po, header or po_header(lang), merged, template=False)
        missing = sum(1 for m in merged.values() if not m.translated)
        dropped = len(set(old) - set(merged))
        print(f"updated {po.relative_to(ROOT)}: {len(merged)} strings, "
              f"{missing} to translate, {dropped} dropped")
    return 0


def cmd_compile() -> int:
    for po in po_files():
        data = compiled(po)
        mo_path(po).write_bytes(data)
        print(f"wrote {mo_path(po).relative_to(ROOT)}")
    return 0


def cmd_check() -> int:
    messages, problems = extract()
    bad = list(problems)
    for po in po_files():
        _, done = read_po(po)
        for key in messages:
            m = done.get(key)
            if m is None or not m.translated:
                bad.append(f"{po.parent.parent.name}: untranslated {key!r}")
        if not mo_path(po).exists() or mo_path(po).read_bytes() != compiled(po):
            bad.append(f"{mo_path(po).relative_to(ROOT)} is out of date: run compile")
    for line in bad:
        print(line)
    print("ok" if not bad else f"{len(bad)} problems")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.i18n", description=__doc__.split(
        "\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("extract", help="write game/shell/locale/wonderland_parlour.pot")
    up = sub.add_parser("update", help="merge the strings into the .po files")
    up.add_argument("langs", nargs="*", help="languages (default: every existing .po)")
    sub.add_parser("compile", help="write the .mo files")
    sub.add_parser("check", help="fail if a translation is missing or a .mo is stale")
    args = parser.parse_args(argv)
    if args.command == "extract":
        return cmd_extract()
    if args.command == "update":
        return cmd_update(args.langs)
    if args.command == "compile":
        return cmd_compile()
    return cmd_check()


if __name__ == "__main__":
    sys.exit(main())
