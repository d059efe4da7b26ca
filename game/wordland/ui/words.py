"""The word game's words on screen: character names and abilities, reasons for going
out, and one sentence per engine event for the table's log. English source strings
marked with `N_`, translated when drawn (so a change of language shows at once).

Topics are not translated: they come from the data of the language the words are
played in (`GameSetup.language`), which is independent of the interface language.
"""

from __future__ import annotations

from game.shell.i18n import N_, _
from game.wordland.data.catalogue import topics_by_id
from game.wordland.rules import events as ev
from game.wordland.rules.components import Character, OutReason

CHARACTER_NAMES: dict[Character, str] = {
    Character.QUEEN: N_("Queen of Hearts"),
    Character.RABBIT: N_("White Rabbit"),
    Character.CHESHIRE: N_("Cheshire Cat"),
    Character.TWEEDLES: N_("Tweedle Twins"),
    Character.CATERPILLAR: N_("Caterpillar"),
    Character.ALICE: N_("Alice"),
    Character.TWO_OF_HEARTS: N_("Two of Hearts"),
    Character.HATTER: N_("Mad Hatter"),
}

CHARACTER_POWERS: dict[Character, str] = {
    Character.QUEEN: N_("Chooses the topic, plays first; may show a secret red letter"),
    Character.RABBIT: N_("May show a secret purple letter after a turn"),
    Character.CHESHIRE: N_("Once a round: pass the turn"),
    Character.TWEEDLES: N_("Two time tokens: each resets the teapot"),
    Character.CATERPILLAR: N_("Bets on a player: half their card at the end"),
    Character.ALICE: N_("Scores half her card again at the end"),
    Character.TWO_OF_HEARTS: N_("Once a round: make a player go again"),
    Character.HATTER: N_("One time token; once a round ignore a letter"),
}

REASONS: dict[OutReason, str] = {
    OutReason.LETTER: N_("forbidden letter"),
    OutReason.TIME: N_("time is up"),
    OutReason.REPEAT: N_("already said"),
    OutReason.APOSTROPHE: N_("apostrophe"),
    OutReason.VOTE: N_("vote lost"),
}


PROPER_NOUNS: dict[str, dict[str, str]] = {
    "en": {"mars": "Mars", "jupiter": "Jupiter", "saturn": "Saturn", "venus": "Venus",
           "mercury": "Mercury", "neptune": "Neptune", "uranus": "Uranus", "pluto": "Pluto",
           "excalibur": "Excalibur", "thor": "Thor", "nile": "Nile",
           "milky way": "Milky Way", "christmas": "Christmas", "halloween": "Halloween",
           "easter": "Easter", "camelot": "Camelot", "santa claus": "Santa Claus",
           "father christmas": "Father Christmas"},
    "fr": {"mars": "Mars", "jupiter": "Jupiter", "saturne": "Saturne", "vénus": "Vénus",
           "neptune": "Neptune", "uranus": "Uranus", "pluton": "Pluton",
           "excalibur": "Excalibur", "thor": "Thor", "nil": "Nil",
           "voie lactée": "Voie lactée", "noël": "Noël", "père noël": "père Noël",
           "halloween": "Halloween", "pâques": "Pâques", "camelot": "Camelot"},
}
"""Names the table writes with their capitals, as each language writes them (the words'
lists and the players type in any case; W7.1 compares without it)."""


def shown_word(text: str, language: str) -> str:
    """A word said, as the table shows it: a proper noun with its capitals ("Mars",
    "Excalibur", "père Noël"), anything else as it was typed."""
    found = PROPER_NOUNS.get(language, {}).get(" ".join(text.split()).casefold())
    return found if found is not None else text


def character_name(character: Character | None) -> str:
    return _(CHARACTER_NAMES[character]) if character is not None else ""


def topic_name(language: str, topic: str) -> str:
    found = topics_by_id(language).get(topic)
    return found.name if found is not None else topic


def out_reason(reason: OutReason | None, detail: str = "", language: str = "") -> str:
    """Why a player is out, as the table says it: "contains F", "already said: paints"."""
    if reason is OutReason.LETTER and detail:
        return _("contains {letters}").format(letters=", ".join(detail.upper()))
    if reason is OutReason.REPEAT and detail:
        return _("already said: {word}").format(word=shown_word(detail, language))
    if reason is OutReason.APOSTROPHE:
        return _("has an apostrophe")
    if reason is None:
        return ""
    return _(REASONS[reason])


def out_story(reason: OutReason | None, detail: str, said: str, language: str) -> str:
    """Why a player is out with what she said, so the story keeps the word: "“eagle”
    contains G, L" (a play-test: "contains G, L" alone never said which word)."""
    why = out_reason(reason, detail, language)
    if not said:
        return why
    return _("“{word}” {why}").format(word=shown_word(said, language), why=why)


KIND_OUT = {
    OutReason.LETTER: N_("{who} sits out this round: the word had the letter {letters}. "
                         "Well tried!"),
    OutReason.TIME: N_("{who} sits out this round: the teapot whistled. Well tried!"),
    OutReason.REPEAT: N_("{who} sits out this round: that word was said before. "
                         "Well tried!"),
    OutReason.APOSTROPHE: N_("{who} sits out this round: no apostrophes in this game. "
                             "Well tried!"),
    OutReason.VOTE: N_("{who} sits out this round: the table thought the word did not "
                       "fit. Well tried!"),
}


def kind_out(reason: OutReason | None, detail: str, who: str) -> str:
    """Being out in kids topics (issue 36): no blunt verdict, a kind word."""
    if reason is None:
        return ""
    return _(KIND_OUT.get(reason, KIND_OUT[OutReason.VOTE])).format(
        who=who, letters=", ".join(detail.upper()) or "?")


def refusal_text(why: str) -> str:
    """The engine's reason a typed entry is not an answer yet (W4.2), in the interface
    language; the turn goes on."""
    if why.startswith("write numbers"):
        return _("Write numbers as words")
    if why.startswith("type a word"):
        return _("Type a word first")
    if "is not a letter" in why:
        return _("Only the letters of the alphabet, please")
    if "cannot be part of a word" in why:
        return _("Use letters, spaces and hyphens only")
    if why.startswith("the time ran out"):
        return _("Time is up")
    return why


def discard_why(event: ev.ExtraLetterDiscarded, after: list[ev.Event]) -> str:
    """Why a placed letter leaves the table, from the events that follow it in the same
    action: another letter replaces it, the turn comes back to its owner (a turn forced
    by the Two of Hearts included), the round ends, or its owner is out and passed over."""
    for later in after:
        match later:
            case ev.LetterPlaced():
                return "replaced"
            case ev.TurnStarted(seat=s) if s == event.seat:
                return "back"
            case ev.LastStanding() | ev.RoundScored():
                return "round"
            case ev.TurnStarted():
                return "out"
    return "round"


def describe_event(event: ev.Event, names: list[str], language: str, why: str = "") -> str:
    """One line for the table's log, or "" for events not worth a line."""
    match event:
        case ev.ExtraLetterDiscarded(seat=s, letter=x):
            owner, letter = names[s], x.upper()
            if why == "replaced":
                return _("{who}'s letter {letter} goes: the new letter replaces it").format(
                    who=owner, letter=letter)
            if why == "back":
                return _("{who}'s letter {letter} goes: play is back to {who}").format(
                    who=owner, letter=letter)
            if why == "out":
                return _("{who}'s letter {letter} goes: {who} is out of the round").format(
                    who=owner, letter=letter)
            return ""
        case ev.RoundStarted(round=r):
            return _("Round {n} begins").format(n=r + 1)
        case ev.CaterpillarTokenPlaced(seat=s, target=t):
            return _("{who} puts the Caterpillar token before {target}").format(
                who=names[s], target=names[t])
        case ev.TopicsShown(topics=topics):
            return _("Topic: {topic}").format(
                topic=" / ".join(topic_name(language, t) for t in topics))
        case ev.WordAccepted(seat=s, text=text):
            if text is None:
                return _("{who} said a word").format(who=names[s])
            return _("{who}: {word}").format(who=names[s], word=shown_word(text, language))
        case ev.PlayerOut(seat=s, reason=reason, detail=detail, said=said):
            return _("{who} is out: {why}").format(
                who=names[s], why=out_story(reason, detail, said, language))
        case ev.TimerReset(seat=s):
            return _("{who} uses a time token").format(who=names[s])
        case ev.TurnPassed(seat=s):
            return _("{who} passes (Cheshire Cat)").format(who=names[s])
        case ev.LetterIgnored(seat=s, letter=x):
            return _("{who} ignores {letter} this turn").format(who=names[s], letter=x.upper())
        case ev.LetterPlaced(seat=s, letter=x):
            return _("{who} shows the letter {letter}!").format(who=names[s], letter=x.upper())
        case ev.AnotherTurnForced(seat=s, target=t):
            return _("{who} makes {target} play again").format(who=names[s], target=names[t])
        case ev.Challenged(seat=s, target=t):
            return _("{who} challenges {target}'s word").format(who=names[s], target=names[t])
        case ev.VoteDecided(target=t, word_stands=stands, votes_for=f, votes_against=a):
            if stands:
                return _("{who}'s word stands ({yes} for, {no} against)").format(
                    who=names[t], yes=f, no=a)
            return _("{who}'s word is rejected ({yes} for, {no} against)").format(
                who=names[t], yes=f, no=a)
        case ev.LastStanding(seat=s):
            return _("{who} is the last one in!").format(who=names[s])
    return ""
