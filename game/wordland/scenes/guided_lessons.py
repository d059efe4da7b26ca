"""The word game's lessons for its guided first round: pure conditions on the table.

Each lesson reads the table as it stands (`Table`: the engine's state, the seats played
at the screen, whether a question or the round's summary is up) and says whether it
applies now; the first lesson that applies and has not been taught yet is said
(`next_lesson`). The lessons read the state, not a script of events, so Continue, a
vote taken back, Pause or a resize never lose one: the rebuilt table is read again.

A lesson names what it points at by name (`Target`: "row", "teapot", "seat", a button
by its action's kind, ...); the guided scene turns names into places on the screen. The
words are English source strings marked `N_`, with `{named}` places filled when drawn
(`Lesson.fill`): seats by their names, letters in capitals.

No pygame here: the lessons can move into the table kit's coach unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.shell.i18n import N_
from game.wordland.rules import actions as act
from game.wordland.rules.components import TIME_TOKENS, Character, Phase
from game.wordland.rules.scoring import NO_SEAT
from game.wordland.rules.state import GameState


@dataclass(frozen=True)
class Target:
    """Something on the table a lesson points at: `kind` and, for a seat, which one."""

    kind: str
    """"row", "extra", "topic", "teapot", "entry", "panel", "summary", "seat", or a
    button: "topics" (the Queen's choice), "bets" (the Caterpillar's), "place_letter",
    "challenge", "token", "pass",
    "vote"."""
    seat: int = NO_SEAT


@dataclass(frozen=True)
class Lesson:
    key: str
    text: str
    """An `N_` string; `{name}`-style places are filled from `seats` and `letters`."""
    targets: tuple[Target, ...] = ()
    seats: dict[str, int] = field(default_factory=dict)
    letters: dict[str, str] = field(default_factory=dict)
    numbers: dict[str, int] = field(default_factory=dict)

    def fill(self, translated: str, names: list[str]) -> str:
        """The translated text with its places filled in."""
        values: dict[str, object] = {k: names[s] for k, s in self.seats.items()}
        values.update({k: x.upper() for k, x in self.letters.items()})
        values.update(self.numbers)
        return translated.format(**values)


@dataclass(frozen=True)
class Table:
    """What the coach reads: the live state and the screen's facts around it."""

    state: GameState
    me: tuple[int, ...]
    """The seats played at this screen."""
    summary: bool = False
    """The round's summary is showing."""
    asking: bool = False
    """A question is up (who challenges, why out): no lesson interrupts it."""
    first_round: bool = True

    def mine(self, action_kind: type) -> list:
        """Legal actions of `action_kind` for a seat played at the screen."""
        return [a for a in self.state.legal_actions()
                if isinstance(a, action_kind) and a.seat in self.me]

    @property
    def my_turn(self) -> int | None:
        s = self.state
        if s.phase is Phase.DISCUSSION and s.speaker in self.me:
            return s.speaker
        return None


TEXTS: dict[str, str] = {
    "bet": N_("The Caterpillar's trick: before the topic, {cat} bet on {target}. At the "
              "end of the round the Caterpillar also scores half of {target}'s card, so "
              "it hopes {target} stays in long."),
    "bet_you": N_("The Caterpillar's trick: before the topic, {cat} bet on you. At the end "
                  "of the round the Caterpillar also scores half of your card, so it "
                  "hopes you stay in long."),
    "my_bet": N_("You are the Caterpillar: before the topic, bet on the player you think "
                 "will stay in longest. At the end of the round you also score half of "
                 "their card."),
    "my_letter": N_("You are the White Rabbit: show your secret letter {letter} now and "
                    "{next}, whose word comes now, must avoid it too, and everyone after, "
                    "until your turn comes back."),
    "topic": N_("You are the Queen of Hearts: you choose the round's topic from two. "
                "Keep the one you know more words for; the other goes back."),
    "letters": N_("These are the forbidden letters. A word with one of them anywhere is "
                  "out: {a}, {b} and {c}, silent or accented letters too (é is E)."),
    "letters_any": N_("These are the forbidden letters: a word with one of them anywhere "
                      "is out, silent or accented letters too."),
    "teapot": N_("Your turn! Type one word on the topic and press Enter before the "
                 "teapot's time runs out. The teapot waits while I talk."),
    "queen_letter": N_("The Queen's trick: show your secret letter {letter} now and "
                       "{next}, typing next, must avoid it too, and everyone after, "
                       "until your turn comes back. You never have to."),
    "rabbit_letter": N_("The White Rabbit's trick: {who} showed the letter {letter}. It is "
                        "forbidden for everyone else until {who}'s turn comes round "
                        "again. Only one extra letter shows at a time."),
    "letter_bites": N_("Careful: {letter} is forbidden for your word now ({who}'s letter). "
                       "Check your word before you press Enter."),
    "challenge": N_("Think {who}'s word does not fit the topic? Press Challenge before "
                    "the next player starts: everyone else then votes."),
    "vote": N_("A vote! Everyone but {who} says if the word fits the topic: ✓ yes, × no. "
               "More × than ✓ and {who} is out. The bots say why they vote as they do."),
    "tokens": N_("The Tweedle Twins' trick: {who} spent a time token and the teapot "
                 "started again. They have two a round; the Mad Hatter has one."),
    "my_tokens": N_("You have time tokens: when the teapot runs low, spend one and it "
                    "starts again."),
    "pass": N_("The Cheshire Cat's trick: once a round, {who} may pass the turn instead "
               "of finding a word. The next player starts at once."),
    "my_pass": N_("You are the Cheshire Cat: once a round you may pass your turn instead "
                  "of finding a word."),
    "out": N_("{who} is out of the round and takes the next scoring card. The first "
              "out takes card 1, the next card 2: the longer you stay in, the more you "
              "score."),
    "me_out": N_("You are out of this round, with scoring card {card}: those points are "
                 "yours. Watch the others finish it (the bots hurry now); the next round "
                 "starts afresh."),
    "spoken": N_("Playing aloud instead (Say it)? The speaker says the word and presses "
                 "Next; anyone presses Out and picks why, or Challenge to vote. The app "
                 "keeps the time, the letters and the points."),
    "points": N_("The round's points: each player scores their card (the last one in "
                  "takes the highest). The Caterpillar adds half of its bet's card, Alice "
                  "half of her own. Characters then pass to the left."),
}

TRICKS: dict[str, str] = {
    "queen_letter": N_("the Queen's letter"),
    "rabbit_letter": N_("the White Rabbit's letter"),
    "tokens": N_("the Tweedle Twins' time tokens"),
    "pass": N_("the Cheshire Cat's pass"),
    "bet": N_("the Caterpillar's bet"),
    "challenge": N_("a challenge"),
    "vote": N_("a vote"),
    "out": N_("someone going out"),
}
"""What the closing word names when it did not come up (issue 35, item 5)."""
CLOSING = N_("That was a whole round, and you have seen every trick at this table! One "
             "round per player, characters passed to the left; most points wins. Alice, "
             "the Two of Hearts and the Mad Hatter join bigger tables: How to play tells "
             "their tricks.")
CLOSING_SOME = N_("That was a whole round! One round per player; most points wins. "
                  "Alice, the Two of Hearts and the Mad Hatter join bigger tables.")


def _seat(kind: str, seat: int) -> Target:
    return Target(kind, seat)


# ---------------------------------------------------------------------- the lessons

def bet(t: Table) -> Lesson | None:
    s = t.state
    cat = s.seat_of(Character.CATERPILLAR)
    if cat == NO_SEAT or s.caterpillar_target == NO_SEAT or s.phase is Phase.CATERPILLAR:
        return None
    target = s.caterpillar_target
    text = TEXTS["bet_you"] if target in t.me else TEXTS["bet"]
    return Lesson("bet", text, (_seat("seat", target), _seat("seat", cat)),
                  seats={"cat": cat, "target": target})


def my_bet(t: Table) -> Lesson | None:
    if t.state.phase is not Phase.CATERPILLAR or not t.mine(act.PlaceCaterpillarToken):
        return None
    return Lesson("my_bet", TEXTS["my_bet"], (Target("bets"),))


def topic(t: Table) -> Lesson | None:
    if t.state.phase is not Phase.TOPIC or not t.mine(act.ReturnTopic):
        return None
    return Lesson("topic", TEXTS["topic"], (Target("topics"),))


def letters(t: Table) -> Lesson | None:
    s = t.state
    if t.my_turn is None:
        return None
    if len(s.row) != 3:
        return Lesson("letters", TEXTS["letters_any"], (Target("row"),))
    a, b, c = s.row
    return Lesson("letters", TEXTS["letters"], (Target("row"),),
                  letters={"a": a, "b": b, "c": c})


def teapot(t: Table) -> Lesson | None:
    if t.my_turn is None or not t.mine(act.SayWord):
        return None
    return Lesson("teapot", TEXTS["teapot"], (Target("teapot"), Target("entry")))


def _your_letter(t: Table, character: Character, key: str) -> Lesson | None:
    """The person at the screen holds `character`'s secret letter and may show it now:
    who it binds first (W5.1, W5.2)."""
    s = t.state
    for action in t.mine(act.PlaceLetter):
        if s.characters[action.seat] is character and action.seat in s.secret:
            return Lesson(key, TEXTS[key], (Target("place_letter"), Target("extra")),
                          seats={"next": s.speaker}, letters={"letter": s.secret[action.seat]})
    return None


def queen_letter(t: Table) -> Lesson | None:
    return _your_letter(t, Character.QUEEN, "queen_letter")


def my_letter(t: Table) -> Lesson | None:
    return _your_letter(t, Character.RABBIT, "my_letter")


def rabbit_letter(t: Table) -> Lesson | None:
    s = t.state
    if not s.extra or s.extra_by in t.me or s.extra_by == NO_SEAT:
        return None
    if s.characters[s.extra_by] is not Character.RABBIT:
        return None
    return Lesson("rabbit_letter", TEXTS["rabbit_letter"],
                  (Target("extra"), _seat("seat", s.extra_by)),
                  seats={"who": s.extra_by}, letters={"letter": s.extra})


def letter_bites(t: Table) -> Lesson | None:
    """Someone else's letter binds the word the person at the screen is about to type."""
    s = t.state
    me = t.my_turn
    if me is None or not s.extra or s.extra_by in t.me or s.extra not in s.forbidden_for(me):
        return None
    return Lesson("letter_bites", TEXTS["letter_bites"], (Target("extra"), Target("entry")),
                  seats={"who": s.extra_by}, letters={"letter": s.extra})


def challenge(t: Table) -> Lesson | None:
    s = t.state
    if t.asking or not t.mine(act.Challenge) or s.window is None or s.window.word < 0:
        return None
    return Lesson("challenge", TEXTS["challenge"], (Target("challenge"),),
                  seats={"who": s.said[s.window.word].seat})


def vote(t: Table) -> Lesson | None:
    s = t.state
    if s.phase is not Phase.VOTE or s.ballot is None or not t.mine(act.Vote):
        return None
    return Lesson("vote", TEXTS["vote"], (Target("panel"),), seats={"who": s.ballot.target})


def tokens(t: Table) -> Lesson | None:
    s = t.state
    for seat, character in enumerate(s.characters):
        full = TIME_TOKENS.get(character, 0) if character is not None else 0
        if character is Character.TWEEDLES and seat not in t.me and s.tokens[seat] < full:
            return Lesson("tokens", TEXTS["tokens"], (_seat("seat", seat), Target("teapot")),
                          seats={"who": seat})
    return None


def my_tokens(t: Table) -> Lesson | None:
    if not t.mine(act.UseTimeToken):
        return None
    return Lesson("my_tokens", TEXTS["my_tokens"], (Target("token"), Target("teapot")))


def passing(t: Table) -> Lesson | None:
    s = t.state
    cat = s.seat_of(Character.CHESHIRE)
    if cat == NO_SEAT or cat in t.me or not s.turned[cat]:
        return None
    return Lesson("pass", TEXTS["pass"], (_seat("seat", cat),), seats={"who": cat})


def my_pass(t: Table) -> Lesson | None:
    if not t.mine(act.PassTurn):
        return None
    return Lesson("my_pass", TEXTS["my_pass"], (Target("pass"),))


def out(t: Table) -> Lesson | None:
    s = t.state
    gone = [seat for seat in range(s.n) if s.out[seat] and seat not in t.me]
    if not gone or t.summary:
        return None
    first = min(gone, key=lambda seat: s.cards[seat])
    return Lesson("out", TEXTS["out"], (_seat("seat", first),), seats={"who": first})


def me_out(t: Table) -> Lesson | None:
    s = t.state
    gone = [seat for seat in t.me if s.out[seat]]
    if not gone or t.summary or s.phase is not Phase.DISCUSSION:
        return None
    return Lesson("me_out", TEXTS["me_out"], (_seat("seat", gone[0]),),
                  numbers={"card": s.cards[gone[0]]})


def spoken(t: Table) -> Lesson | None:
    """Once the person at the screen has had a word accepted and it is her turn again."""
    s = t.state
    me = t.my_turn
    if me is None or not any(w.seat == me and w.stands for w in s.said):
        return None
    return Lesson("spoken", TEXTS["spoken"], (Target("teapot"),))


def points(t: Table) -> Lesson | None:
    if not t.summary:
        return None
    return Lesson("points", TEXTS["points"], (Target("summary"),))


LESSONS: tuple[tuple[str, Callable[[Table], Lesson | None]], ...] = (
    ("points", points),
    ("my_bet", my_bet), ("bet", bet), ("topic", topic),
    ("vote", vote), ("me_out", me_out), ("out", out),
    ("rabbit_letter", rabbit_letter), ("tokens", tokens), ("pass", passing),
    ("letters", letters), ("teapot", teapot),
    ("letter_bites", letter_bites), ("queen_letter", queen_letter), ("my_letter", my_letter),
    ("my_tokens", my_tokens), ("my_pass", my_pass),
    ("challenge", challenge), ("spoken", spoken),
)
"""In the order they are said when several apply at once: what just happened first,
then what the person at the screen may do now."""
KEYS = tuple(dict.fromkeys(key for key, _f in LESSONS))


AT_THE_SUMMARY = ("points",)
"""The only lessons said over a round's summary (the table under it has moved on to
the next round's preparation)."""


def applies(table: Table, key: str) -> Lesson | None:
    """Lesson `key` as it applies to the table now, or None."""
    if table.asking or (table.summary and key not in AT_THE_SUMMARY):
        return None
    for k, check in LESSONS:
        if k == key:
            found = check(table)
            if found is not None:
                return found
    return None


def next_lesson(table: Table, taught: set[str] | frozenset[str]) -> Lesson | None:
    """The first lesson that applies to the table now and has not been taught."""
    for key in KEYS:
        if key not in taught and (found := applies(table, key)) is not None:
            return found
    return None
