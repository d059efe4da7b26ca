"""Issue 35, items 3, 4 and 6: each lesson of the word game's guided round fires from a
scripted table (the engine's state only, no screen), at the moment its rule comes up,
and points at the thing itself. Rule numbers are WORDLAND.md's."""

from __future__ import annotations

import dataclasses

import pytest

from game.shell.i18n import _
from game.wordland.rules import actions as act
from game.wordland.rules.components import Character, Phase
from game.wordland.rules.state import GameState
from game.wordland.rules.views import view_for
from game.wordland.scenes import guided_lessons as gl
from game.wordland.scenes.guided_table import (
    BOT_NAMES,
    CHARACTERS,
    DEALS,
    GuideBot,
    guided_setup,
    is_guided,
    off_topic_word,
)

YOU = 0
RABBIT, TWINS, CAT, CATERPILLAR = 1, 2, 3, 4
NAMES = ["Ann", *BOT_NAMES]


def _table(state: GameState, summary: bool = False, asking: bool = False) -> gl.Table:
    return gl.Table(state, (YOU,), summary=summary, asking=asking)


def _lesson(state: GameState, key: str, **facts) -> gl.Lesson | None:
    table = _table(state, **facts)
    return next((f(table) for k, f in gl.LESSONS if k == key and f(table) is not None), None)


def _comes_up(state: GameState, key: str, action: act.Action) -> gl.Lesson:
    """The lesson `key`: not up before `action`, up once it is applied."""
    assert _lesson(state, key) is None
    state.apply(action)
    lesson = _lesson(state, key)
    assert lesson is not None
    return lesson


def _kinds(lesson: gl.Lesson) -> list[tuple[str, int]]:
    return [(t.kind, t.seat) for t in lesson.targets]


@pytest.fixture
def state() -> GameState:
    s, _events = GameState.start(guided_setup("en", "Ann"))
    return s


def _to_discussion(s: GameState, topic: str = "fruit") -> None:
    s.apply(act.PlaceCaterpillarToken(CATERPILLAR, YOU))
    s.apply(act.ReturnTopic(YOU, next(t for t in s.topic_choices if t != topic)))
    assert s.phase is Phase.DISCUSSION and s.topics == (topic,)


def test_the_guided_deal_seats_each_trick_and_is_known_again() -> None:
    for language in ("en", "fr"):
        setup = guided_setup(language, "Ann")
        assert setup.characters == CHARACTERS and setup.characters[YOU] is Character.QUEEN
        assert is_guided(setup)
        s, _e = GameState.start(setup)
        (_first, _second), row, rabbit, _queen = DEALS[language]
        assert s.row == row and s.secret[RABBIT] == rabbit  # W3.3, W3.4
    other = dataclasses.replace(guided_setup("en", "Ann"), seed=4)
    assert not is_guided(other)
    assert guided_setup("de", "Ann").language == "en"  # an unknown language: English


def test_the_caterpillars_bet_then_the_queens_topic(state: GameState) -> None:
    """W3.5 then W3.6: the bet is said once placed, the topic while the Queen chooses."""
    bet = _comes_up(state, "bet", act.PlaceCaterpillarToken(CATERPILLAR, YOU))  # once placed
    assert bet.text == gl.TEXTS["bet_you"]
    assert _kinds(bet) == [("seat", YOU), ("seat", CATERPILLAR)]  # the arrow: the token
    topic = gl.next_lesson(_table(state), {"bet"})
    assert topic is not None and topic.key == "topic" and _kinds(topic) == [("topics", -1)]


def test_the_bet_on_someone_else_names_them() -> None:
    s, _e = GameState.start(guided_setup("en", "Ann"))
    s.apply(act.PlaceCaterpillarToken(CATERPILLAR, TWINS))
    bet = _lesson(s, "bet")
    assert bet.text == gl.TEXTS["bet"]
    assert "Lory" not in bet.fill(bet.text, NAMES) and "Dodo" in bet.fill(bet.text, NAMES)


def test_the_letters_and_the_teapot_on_your_first_turn(state: GameState) -> None:
    _to_discussion(state)
    said = []
    while (lesson := gl.next_lesson(_table(state), set(said))) is not None \
            and lesson.key in ("bet", "letters", "teapot"):
        said.append(lesson.key)
        if lesson.key == "letters":
            assert _kinds(lesson) == [("row", -1)]
            assert lesson.fill(_(lesson.text), NAMES).count("K, B and C") == 1
        if lesson.key == "teapot":
            assert _kinds(lesson) == [("teapot", -1), ("entry", -1)]
    assert said == ["bet", "letters", "teapot"]


def test_the_queens_letter_names_who_it_binds_next(state: GameState) -> None:
    """W5.1 and issue 35 item 4: showing the letter puts the next word at risk."""
    _to_discussion(state)
    lesson = _comes_up(state, "queen_letter", act.SayWord(YOU, "apple", 3.0))
    assert _kinds(lesson)[0] == ("place_letter", -1)
    words = lesson.fill(lesson.text, NAMES)
    assert "R" in words and "Bill" in words  # the red letter, the Rabbit typing next


def test_the_rabbits_letter_then_it_bites_your_word(state: GameState) -> None:
    """W5.2: a letter shown by the Rabbit is said, and when the turn comes to you with
    it showing, the coach warns that it binds your word."""
    _to_discussion(state)
    state.apply(act.SayWord(YOU, "apple", 3.0))
    state.apply(act.SayWord(RABBIT, "melon", 3.0))
    lesson = _comes_up(state, "rabbit_letter", act.PlaceLetter(RABBIT, 1.0))
    assert _kinds(lesson) == [("extra", -1), ("seat", RABBIT)]
    assert "P" in lesson.fill(lesson.text, NAMES)
    assert _lesson(state, "letter_bites") is None  # not your turn yet
    state.apply(act.SayWord(TWINS, "lemon", 3.0))
    state.apply(act.SayWord(CAT, "grape", 3.0))  # P: out (W4.3a)
    assert state.out[CAT]
    state.apply(act.SayWord(CATERPILLAR, "mango", 3.0))
    assert state.speaker == YOU
    bites = _lesson(state, "letter_bites")
    assert bites is not None and "P" in bites.fill(bites.text, NAMES)


def test_a_challenge_then_the_vote(state: GameState) -> None:
    """W4.5: a word open to a challenge, then a vote that asks you."""
    _to_discussion(state)
    state.apply(act.SayWord(YOU, "apple", 3.0))
    state.apply(act.SayWord(RABBIT, "rain", 3.0))
    challenge = _lesson(state, "challenge")
    assert challenge is not None and _kinds(challenge) == [("challenge", -1)]
    assert "Bill" in challenge.fill(challenge.text, NAMES)
    assert _lesson(state, "challenge", asking=True) is None  # "who challenges?" is up
    state.apply(act.Challenge(TWINS, 1.0))
    vote = _lesson(state, "vote")
    assert vote is not None and _kinds(vote) == [("panel", -1)]
    for voter in (YOU, TWINS, CAT, CATERPILLAR):
        state.apply(act.Vote(voter, False))
    assert state.out[RABBIT]
    out = _lesson(state, "out")
    assert out is not None and _kinds(out) == [("seat", RABBIT)]


def test_the_twins_time_and_the_cats_pass(state: GameState) -> None:
    """W5.4 and W5.3: said once used, pointing at the seat that used it."""
    _to_discussion(state)
    state.apply(act.SayWord(YOU, "apple", 3.0))
    state.apply(act.SayWord(RABBIT, "melon", 3.0))
    tokens = _comes_up(state, "tokens", act.UseTimeToken(TWINS, 10.0))
    assert _kinds(tokens) == [("seat", TWINS), ("teapot", -1)]
    state.apply(act.SayWord(TWINS, "lemon", 3.0))
    passing = _comes_up(state, "pass", act.PassTurn(CAT, 2.0))
    assert _kinds(passing) == [("seat", CAT)]


def test_being_out_yourself_and_the_points_at_the_summary(state: GameState) -> None:
    _to_discussion(state)
    state.apply(act.TimeRanOut(YOU, 30.0))  # W4.3b
    assert state.out[YOU]
    me = _lesson(state, "me_out")
    assert me is not None and _kinds(me) == [("seat", YOU)]
    assert "card 1" in me.fill(me.text, NAMES)
    assert _lesson(state, "points") is None
    points = _lesson(state, "points", summary=True)
    assert points is not None and _kinds(points) == [("summary", -1)]
    assert _lesson(state, "me_out", summary=True) is None
    assert gl.applies(_table(state, summary=True), "me_out") is None
    assert gl.next_lesson(_table(state, summary=True), set()).key == "points"


def test_your_own_tricks_in_a_later_round() -> None:
    """The Twins' tokens and the Cat's pass, when the person at the screen holds them."""
    s, _e = GameState.start(guided_setup("en", "Ann"))
    seat_of = {c: i for i, c in enumerate(CHARACTERS)}
    for character, key, kind in ((Character.TWEEDLES, "my_tokens", "token"),
                                 (Character.CHESHIRE, "my_pass", "pass")):
        s2, _e = GameState.start(guided_setup("en", "Ann"))
        _to_discussion(s2)
        while s2.speaker != seat_of[character]:
            s2.apply(act.SayWord(s2.speaker, ["apple", "melon", "lemon", "mango"][s2.turns - 1],
                             2.0))
        table = gl.Table(s2, (seat_of[character],))
        found = next(f(table) for k, f in gl.LESSONS if k == key)
        assert found is not None and found.targets[0].kind == kind
    assert s.phase is Phase.CATERPILLAR


def test_your_bet_and_your_rabbit_letter_in_later_rounds() -> None:
    """Round 2 makes you the Caterpillar, round 5 the White Rabbit (W6.2: characters
    pass to the left)."""
    s, _e = GameState.start(guided_setup("en", "Ann"))
    s.characters = [CHARACTERS[(seat - 1) % 5] for seat in range(5)]  # round 2's seats
    s.phase = Phase.CATERPILLAR
    s._legal = None
    mine = gl.Table(s, (YOU,))
    found = gl.my_bet(mine)
    assert found is not None and _kinds(found) == [("bets", -1)]
    r5, _e = GameState.start(guided_setup("en", "Ann"))
    r5.characters = [CHARACTERS[(seat - 4) % 5] for seat in range(5)]
    assert r5.characters[YOU] is Character.RABBIT
    r5.secret = {YOU: "p"}
    r5.phase = Phase.DISCUSSION
    r5.topics = ("fruit",)
    r5.speaker, r5.timer_left = YOU, 30.0
    r5._legal = None
    r5.apply(act.SayWord(YOU, "apple", 2.0))
    letter = gl.my_letter(gl.Table(r5, (YOU,)))
    assert letter is not None and _kinds(letter)[0] == ("place_letter", -1)
    assert "P" in letter.fill(letter.text, NAMES) and "Bill" in letter.fill(letter.text, NAMES)


def test_the_spoken_table_after_your_first_word(state: GameState) -> None:
    _to_discussion(state)
    assert _lesson(state, "spoken") is None
    for seat, word in ((YOU, "apple"), (RABBIT, "melon"), (TWINS, "lemon"), (CAT, "mango"),
                       (CATERPILLAR, "fig")):
        state.apply(act.SayWord(seat, word, 2.0))
    assert _lesson(state, "spoken") is not None


def test_no_lesson_interrupts_a_question(state: GameState) -> None:
    state.apply(act.PlaceCaterpillarToken(CATERPILLAR, YOU))
    assert gl.next_lesson(_table(state, asking=True), set()) is None


def test_every_text_has_its_places_filled_in_both_languages(state: GameState) -> None:
    from game.shell.i18n import set_language

    _to_discussion(state)
    for language in ("en", "fr"):
        set_language(language)
        try:
            for key, text in gl.TEXTS.items():
                lesson = gl.Lesson(key, text, seats={"cat": 4, "target": 0, "who": 1,
                                                     "next": 1},
                                   letters={"a": "k", "b": "b", "c": "c", "letter": "p"},
                                   numbers={"card": 2})
                words = lesson.fill(_(text), NAMES)
                assert "{" not in words and words.strip(), (language, key)
        finally:
            set_language("en")


# ------------------------------------------------------------------ the gentle bots

def test_each_gentle_bot_shows_its_trick_in_the_first_round(state: GameState) -> None:
    import random

    from game.wordland.ai.player import WordBot
    from game.wordland.scenes.guided_table import GENTLE

    bots = {seat: GuideBot(WordBot(GENTLE, random.Random(seat))) for seat in range(1, 5)}
    first = bots[CATERPILLAR].decide(view_for(state, CATERPILLAR)).action
    assert first == act.PlaceCaterpillarToken(CATERPILLAR, YOU, first.elapsed)
    state.apply(first)
    state.apply(act.ReturnTopic(YOU, "pets"))
    state.apply(act.SayWord(YOU, "apple", 3.0))
    state.apply(bots[RABBIT].decide(view_for(state, RABBIT)).action)  # its word
    placed = bots[RABBIT].decide(view_for(state, RABBIT)).action
    assert isinstance(placed, act.PlaceLetter)
    state.apply(placed)
    assert isinstance(bots[TWINS].decide(view_for(state, TWINS)).action, act.UseTimeToken)
    state.apply(act.SayWord(TWINS, "lemon", 3.0))
    assert isinstance(bots[CAT].decide(view_for(state, CAT)).action, act.PassTurn)
    state.apply(act.PassTurn(CAT, 2.0))
    word = bots[CATERPILLAR].decide(view_for(state, CATERPILLAR)).action
    assert isinstance(word, act.SayWord) and word.text == off_topic_word(
        view_for(state, CATERPILLAR))
    state.apply(word)
    doubt = bots[RABBIT].decide(view_for(state, RABBIT))
    assert isinstance(doubt.action, act.Challenge) and doubt.because is not None
    assert not doubt.because.fits
