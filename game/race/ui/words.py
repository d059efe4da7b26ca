"""Engine events, decisions and messages put into words for the log, banner and toasts.

Every phrase is an English source string marked for gettext and translated when it is
needed, so the screen follows the language chosen in Settings. The pure packages
(`game.race.rules`, `game.race.ai`) never touch gettext: the sentences they produce in English
(`IllegalAction` reasons, escape verdicts, hint reasons) are translated here, at the UI
boundary, by `engine_text`, which matches each known sentence shape and translates its
parts. tests/i18n checks that every message the engine can produce is matched.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from game.race.rules import events as ev
from game.race.rules.actions import CookieSource, SpinPurpose
from game.race.rules.board import SpaceKind
from game.race.rules.components import Character
from game.shell.i18n import N_, _, ngettext

SPACE_NAMES: dict[SpaceKind, str] = {
    SpaceKind.TEA_PARTY: N_("the Tea Party"),
    SpaceKind.SMALL_COOKIES: N_("the Small Cookies"),
    SpaceKind.CATERPILLAR: N_("the Caterpillar"),
    SpaceKind.CHESHIRE_CAT: N_("the Cheshire Cat"),
    SpaceKind.RABBIT_HOLE: N_("a Rabbit Hole"),
    SpaceKind.PLAIN: N_("a garden space"),
}

THE_SPACE: dict[SpaceKind, str] = {
    SpaceKind.TEA_PARTY: N_("the Tea Party"),
    SpaceKind.SMALL_COOKIES: N_("the Small Cookies"),
    SpaceKind.CATERPILLAR: N_("the Caterpillar"),
    SpaceKind.CHESHIRE_CAT: N_("the Cheshire Cat"),
    SpaceKind.RABBIT_HOLE: N_("the Rabbit Hole"),
    SpaceKind.PLAIN: N_("the flower"),
}
"""A space by its picture, with the definite article: a few words a child can follow."""


def space_name(board, index: int) -> str:
    """A space named by its picture, in a few words ("the Cheshire Cat", "the flower"),
    never by its index nor by its neighbours: the screen shows which one is meant by
    lighting it on the board (the glow of a spin, the preview's ring)."""
    spaces = board.spaces
    return _(THE_SPACE[spaces[index % len(spaces)].kind])


CHARACTER_NAMES: dict[Character, str] = {
    Character.ALICE: N_("Alice"),
    Character.HATTER: N_("Mad Hatter"),
    Character.HARE: N_("March Hare"),
    Character.QUEEN: N_("Queen of Hearts"),
}
"""The characters as the Setup screen names them."""

SHORT_NAMES: dict[Character, str] = {
    # Translators: the default player name for each character (short)
    Character.ALICE: N_("Alice"),
    Character.HATTER: N_("Hatter"),
    Character.HARE: N_("Hare"),
    Character.QUEEN: N_("Queen"),
}

BOT_LEVELS: dict[str, str] = {
    "random": N_("random"),
    "easy": N_("easy"),
    "medium": N_("medium"),
    "hard": N_("hard"),
    "expert": N_("expert"),
}


def character_name(character: Character | str) -> str:
    return _(CHARACTER_NAMES[Character(character)])


def default_name(character: Character | str) -> str:
    """The name a seat gets until the player types one."""
    return _(SHORT_NAMES[Character(character)])


def is_default_name(name: str, character: Character | str) -> bool:
    """True for the default name in any language (so a language switch renames it,
    back to English too)."""
    source = SHORT_NAMES[Character(character)]
    return name in (source, _(source)) or name in _every_translation(source)


def _every_translation(source: str) -> set[str]:
    import gettext

    from game.shell import i18n

    out = {source}
    for code in i18n.LANGUAGES:
        try:
            out.add(gettext.translation(i18n.DOMAIN, localedir=i18n.locale_dir(),
                                        languages=[code]).gettext(source))
        except OSError:
            continue
    return out


def controller_label(controller: str) -> str:
    if controller.startswith("bot:"):
        level = controller[4:]
        return _("Bot · {level}").format(level=_(BOT_LEVELS[level]) if level in BOT_LEVELS
                                         else level)
    return _("Human")


def card_words(card: int) -> str:
    return _("the Joker") if card == 0 else _("a {card}").format(card=card)


# ---------------------------------------------------------------------- engine text


def name_players(text: str, names: Sequence[str]) -> str:
    """The engine says "player 2"; the screen says the player's name."""

    def swap(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return names[index] if 0 <= index < len(names) else match.group(0)

    return re.sub(r"player (\d+)", swap, text)


Part = Callable[[str], str]


def _same(text: str) -> str:
    return text


def _head(text: str) -> str:
    """The first half of a hint ("Play the 3", "Take the +1", ...)."""
    return engine_text(text, ())


# (pattern over the English sentence, the English template to translate, how to put each
# captured part into words). A template's {names} are the pattern's groups.
_SHAPES: list[tuple[re.Pattern[str], str, dict[str, Part]]] = []


def _shape(pattern: str, template: str, **parts: Part) -> None:
    _SHAPES.append((re.compile(f"^{pattern}$"), template, parts))


_N = r"(?P<n>\d+)"
# --- escape verdicts (GameState.escape_verdict) and IllegalAction reasons (GameState)
_shape("that is a Rabbit Hole", N_("that is a Rabbit Hole"))
_shape(r"that space is taken by (?P<who>.+)", N_("that space is taken by {who}"))
_shape("the game is over", N_("the game is over"))
_shape(r"the \+1 is only for a large pawn", N_("the +1 is only for a large pawn"))
_shape("only a Joker just played is given a value",
       N_("only a Joker just played is given a value"))
_shape("the middle card cannot be played", N_("the middle card cannot be played"))
_shape("the Joker's value must be 1 to 5", N_("the Joker's value must be 1 to 5"))
_shape(r"the spinner has no space (?P<n>-?\d+)", N_("the spinner has no space {n}"))
_shape(r"there is no card in slot (?P<slot>-?\d+) \(the hand holds (?P<n>\d+)\)",
       N_("there is no card in slot {slot} (the hand holds {n})"))
_shape(r"(?P<action>.+) is not an action of this game", N_("that is not an action of this game"))
_shape(r"the game is waiting for (?P<waiting>.+), not to (?P<action>.+)",
       N_("the game is waiting for {waiting}, not to {action}"),
       waiting=lambda t: engine_text(t, ()), action=lambda t: engine_text(t, ()))
for _waiting in ("a card to be played", "the Joker's value", "the choice of the +1",
                 "the choice of a Tea Party cookie",
                 "the choice to accept the spin or spin again", "a spin"):
    _shape(re.escape(_waiting), _waiting)
N_("a card to be played")
N_("the Joker's value")
N_("the choice of the +1")
N_("the choice of a Tea Party cookie")
N_("the choice to accept the spin or spin again")
N_("a spin")
# --- game.race.rules.actions.describe (inside "not to ...")
_shape(r"play the card in slot (?P<slot>-?\d+)", N_("play the card in slot {slot}"))
_shape(r"declare the Joker a (?P<n>-?\d+)", N_("declare the Joker a {n}"))
_shape(r"take the \+1", N_("take the +1"))
_shape(r"decline the \+1", N_("decline the +1"))
_shape("take the display cookie", N_("take the display cookie"))
_shape("take the stack cookie", N_("take the face-down cookie"))
_shape("accept the spin", N_("accept the spin"))
_shape("spin again", N_("spin again"))
_shape(r"spin a (?P<n>-?\d+)", N_("spin a {n}"))
# --- hint heads (game.race.ai.hint)
_shape(r"Play the Joker", N_("Play the Joker"))
_shape(r"Play the (?P<n>\d+)", N_("Play the {n}"))
_shape(r"Call the Joker a (?P<n>\d+)", N_("Call the Joker a {n}"))
_shape(r"Take the \+1", N_("Take the +1"))
_shape(r"Skip the \+1", N_("Skip the +1"))
# --- hint reasons (game.race.ai.hint)
_H = r"(?P<head>.+?)"
_shape(rf"{_H}: it takes you past the Tea Party for the (?P<n>\d+) on display\.",
       N_("{head}: it takes you past the Tea Party for the {n} on display."), head=_head)
_shape(rf"{_H}: you stop on the Tea Party and pick a cookie\.",
       N_("{head}: you stop on the Tea Party and pick a cookie."), head=_head)
_shape(rf"{_H}: you stop on Small Cookies and spin for more\.",
       N_("{head}: you stop on Small Cookies and spin for more."), head=_head)
_shape(rf"{_H}: the Caterpillar makes your pawn large\.",
       N_("{head}: the Caterpillar makes your pawn large."), head=_head)
_shape(rf"{_H}: the Cheshire Cat moves you (?P<n>\d+) spaces more\.",
       N_("{head}: the Cheshire Cat moves you {n} spaces more."), head=_head)
_shape(rf"{_H}: your large pawn walks safely over the Rabbit Hole\.",
       N_("{head}: your large pawn walks safely over the Rabbit Hole."), head=_head)
_shape(rf"{_H}: from the Rabbit Hole a lucky spin can jump you far ahead\.",
       N_("{head}: from the Rabbit Hole a lucky spin can jump you far ahead."), head=_head)
_shape(rf"{_H}: that stop is safer for what comes next\.",
       N_("{head}: that stop is safer for what comes next."), head=_head)
_shape(rf"{_H}: it lands you exactly on a safe space\.",
       N_("{head}: it lands you exactly on a safe space."), head=_head)
_shape(rf"{_H}: it keeps your best cards for the turns ahead\.",
       N_("{head}: it keeps your best cards for the turns ahead."), head=_head)
_shape(rf"{_H}: it brings you closer to the next Tea Party\.",
       N_("{head}: it brings you closer to the next Tea Party."), head=_head)
_shape(r"Call the Joker a (?P<n>\d+): that gives you (?P=n) spins to escape\.",
       N_("Call the Joker a {n}: that gives you {n} spins to escape."))
_shape(r"Play the (?P<card>\w+): (?P<n>\d+) spins give you a good chance to escape\.",
       N_("Play the {card}: {n} spins give you a good chance to escape."),
       card=lambda t: _("Joker") if t == "Joker" else t)
_shape(r"Play the (?P<card>\w+): one good spin is enough, so save your high cards\.",
       N_("Play the {card}: one good spin is enough, so save your high cards."),
       card=lambda t: _("Joker") if t == "Joker" else t)
_shape(r"Take the (?P<n>\d+) on display: the face-down cookies are worth (?P<mean>[\d.]+) "
       r"on average\.",
       N_("Take the {n} on display: the face-down cookies are worth {mean} on average."))
_shape(r"Take the face-down cookie: (?P<fives>\d+) of the (?P<left>\d+) left are 5s\.",
       N_("Take the face-down cookie: {fives} of the {left} left are 5s."))
_shape(r"Take the face-down cookie: they are worth (?P<mean>[\d.]+) on average\.",
       N_("Take the face-down cookie: they are worth {mean} on average."))
_shape(r"Accept the Tea Party: you stop there and pick a cookie\.",
       N_("Accept the Tea Party: you stop there and pick a cookie."))
_S = r"(?P<space>\d+)"
_shape(rf"Accept space {_S}: you pass the Tea Party on the way out\.",
       N_("Climb out to {space}: you pass the Tea Party on the way out."))
_shape(rf"Accept space {_S}: a safe way out of the Rabbit Hole\.",
       N_("Climb out to {space}: a safe way out of the Rabbit Hole."))
_shape(rf"Spin again: space {_S} is a poor exit and you still have (?P<spins>\d+) spins\.",
       N_("Spin again: {space} is a poor exit and you still have {spins} spins."))
_shape(r"This is the best move here\.", N_("This is the best move here."))


def engine_match(text: str) -> bool:
    """True when `text` (English, from the engine or the hint) has a known shape."""
    return any(pattern.match(text) for pattern, _t, _p in _SHAPES)


def engine_text(text: str, names: Sequence[str], board=None) -> str:
    """An English sentence from the pure packages, in the current language, with
    "player N" replaced by the player's name. Unknown sentences are shown as they are."""
    for pattern, template, parts in _SHAPES:
        match = pattern.match(text)
        if match is None:
            continue
        values = {}
        for key, value in match.groupdict().items():
            if key == "who":
                value = name_players(value, names)
            elif key == "space":
                values[key] = (space_name(board, int(value)) if board is not None
                               else _("that space"))
                continue
            values[key] = parts.get(key, _same)(value)
        return _(template).format(**values)
    return name_players(text, names)


def sentence(text: str) -> str:
    """Capital letter and a full stop, for a reason shown on its own (the first letter
    after a leading mark: "✓ The Small Cookies is a way out.")."""
    text = text.strip()
    if not text:
        return text
    first = next((i for i, c in enumerate(text) if c.isalpha()), 0)
    text = text[:first] + text[first].upper() + text[first + 1:]
    return text if text.endswith((".", "!", "?", "…")) else text + "."


# ---------------------------------------------------------------------- events


def describe_event(event: ev.Event, names: Sequence[str], board=None) -> str | None:
    """One log line for an event, or None for events not worth a line. Spaces are named
    by what they show (`space_name`) when the board is given."""

    def where(space: int) -> str:
        return space_name(board, space) if board is not None else _("that space")

    match event:
        case ev.TurnStarted(p, escape):
            if escape:
                return _("{name}'s turn — escape from the hole!").format(name=names[p])
            return _("{name}'s turn").format(name=names[p])
        case ev.CardPlayed(p, _slot, card):
            if card == 0:
                return _("{name} plays the Joker.").format(name=names[p])
            return _("{name} plays a {card}.").format(name=names[p], card=card)
        case ev.JokerDeclared(p, value):
            return _("The Joker counts as {n}.").format(n=value)
        case ev.BoostChosen(p, taken):
            if taken:
                return _("{name} takes the +1.").format(name=names[p])
            return _("{name} moves without the +1.").format(name=names[p])
        case ev.Skipped(p, _space, holder):
            return _("{name} hops over {other}.").format(name=names[p], other=names[holder])
        case ev.PassedTeaParty(p, cookie):
            if cookie:
                return _("{name} passes the Tea Party: a {n} cookie!").format(
                    name=names[p], n=cookie)
            return _("{name} passes the Tea Party (no cookie left).").format(name=names[p])
        case ev.CookieTaken(p, value, source):
            if source is CookieSource.DISPLAY:
                return _("{name} takes a {n} cookie from the display.").format(
                    name=names[p], n=value)
            return _("{name} takes a {n} cookie face down.").format(name=names[p], n=value)
        case ev.Stopped(p, _space, kind, active):
            if kind is SpaceKind.PLAIN or (kind is SpaceKind.CHESHIRE_CAT and not active):
                return None
            if not active and kind is SpaceKind.SMALL_COOKIES:
                return _("No small cookies are left.")
            return _("{name} stops on {space}.").format(name=names[p],
                                                         space=_(SPACE_NAMES[kind]))
        case ev.Spun(_p, result, purpose):
            if purpose is SpinPurpose.SMALL_COOKIES:
                if board is not None:
                    n = board.spaces[result].small_cookies
                    return ngettext("The spinner points at a plate of {n} cookie.",
                                    "The spinner points at a plate of {n} cookies.",
                                    n).format(n=n)
                return _("The spinner has stopped.")
            return None
        case ev.SmallCookiesTaken(p, count, _spot):
            return ngettext("{name} takes {n} small cookie.", "{name} takes {n} small cookies.",
                            count).format(name=names[p], n=count)
        case ev.BecameLarge(p):
            return _("{name} grows large!").format(name=names[p])
        case ev.BecameSmall(p):
            return _("{name} shrinks.").format(name=names[p])
        case ev.FellIntoHole(p, _space):
            return _("{name} falls into the Rabbit Hole!").format(name=names[p])
        case ev.CheshireMove(p, steps):
            return _("The Cheshire Cat grins: {n} more!").format(n=steps)
        case ev.EscapeSpin(_p, result, valid, reason, _left):
            if valid:
                return sentence(_("✓ {space} is a way out").format(space=where(result)))
            return sentence(_("× {space}: {reason}").format(space=where(result),
                                                            reason=engine_text(reason, names)))
        case ev.LeftHole(p):
            return _("{name} climbs out of the hole.").format(name=names[p])
        case ev.StayedInHole(p, climb):
            if climb:
                return _("{name} stays in the hole (climbs out next turn).").format(
                    name=names[p])
            return _("{name} stays in the hole.").format(name=names[p])
        case ev.GameEnded():
            return _("The race is over!")
    return None


def preview_words(preview, names: Sequence[str], board, short: bool = False,
                  bare: bool = False) -> str:
    """What a previewed action does, in a line: where the pawn lands and what happens
    on the way and there (from the engine's own events, see rules/preview.py). `short`
    leaves out the hops and the Cheshire Cat's extra steps, keeping what the choice wins
    or costs, for a chain too long for the hand's label row; `bare` says only where the
    pawn lands."""
    if preview.stop is None:
        return ""
    p = preview.player
    parts: list[str] = []
    for e in preview.events:
        match e:
            case ev.PassedTeaParty(q, cookie) if q == p:
                parts.append(_("passes the Tea Party: a {n} cookie").format(n=cookie) if cookie
                             else _("passes the Tea Party (no cookie left)"))
            case ev.Skipped(q, _space, holder) if q == p and not short:
                parts.append(_("hops over {other}").format(other=names[holder]))
            case ev.CheshireMove(q, steps) if q == p and not short:
                parts.append(_("the Cheshire Cat: {n} more").format(n=steps))
            case ev.BecameLarge(q) if q == p:
                parts.append(_("the Caterpillar: grows large"))
            case ev.BecameSmall(q) if q == p:
                parts.append(_("the Caterpillar: shrinks"))
            case ev.BecameSmall(q):
                parts.append(_("{other} shrinks").format(other=names[q]))
            case ev.FellIntoHole(q, _space) if q == p:
                parts.append(_("falls into the Rabbit Hole"))
            case ev.FellIntoHole(q, _space):
                parts.append(_("{other} falls into the Rabbit Hole").format(other=names[q]))
    from game.race.rules.actions import Decision

    if preview.next_decision is Decision.TEA_PARTY:
        parts.append(_("choose a Tea Party cookie"))
    elif preview.next_decision is Decision.SPIN:
        parts.append(_("spin for small cookies"))
    head = _("To {space}").format(space=space_name(board, preview.stop))
    if not parts or bare:
        return head
    # Translators: a preview: where the pawn goes, then what happens on the way and there
    return _("{where}: {what}").format(where=head, what=", ".join(parts))


def undo_refusal(refusal, name: str) -> str:
    """Why a decision cannot be taken back (rules/undo.py `Refusal`), in words; `name`
    is the player who made the last move."""
    from game.race.rules.undo import Refusal

    match refusal:
        case Refusal.NOTHING:
            return _("Nothing to take back yet.")
        case Refusal.OTHER_PLAYER | Refusal.BOT:
            return _("Too late to take it back: {name} has played since.").format(name=name)
        case Refusal.SPIN:
            return _("Too late to take it back: the spinner has spun.")
        case Refusal.CARD_DRAWN:
            return _("Too late to take it back: a new card has been drawn.")
        case Refusal.COOKIE_REVEALED:
            return _("Too late to take it back: a cookie has been turned face up.")
        case Refusal.GAME_OVER:
            return _("The race is over: every move stands.")
    return _("That cannot be taken back.")
