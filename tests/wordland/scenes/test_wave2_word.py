"""Wave 2 at the word table: votes that explain themselves (issue 32 item 5), the round's
recap, kids topics a child plays alone (issue 36) and table manners (issue 33). Driven
through the scene; rule numbers from docs/rules/WORDLAND.md."""

from __future__ import annotations

import random

from game.wordland.rules import events as ev
from game.wordland.rules.actions import Challenge, PlaceCaterpillarToken, SayWord
from game.wordland.rules.components import Mode, OutReason, Phase
from game.wordland.rules.setup import Options, Seat, deal
from game.wordland.scenes.play import PlayScene
from tests.wordland.scenes.driver import FRAME, button, table_at_discussion

NAMES = ("Ann", "Bea", "Cy", "Dee")


def _table(app, seed: int = 3, humans: int = 1, **options) -> PlayScene:
    seats = tuple(Seat(n, "human" if i < humans else "bot:medium")
                  for i, n in enumerate(NAMES))
    opts = {"mode": Mode.TYPE, "timer": 20.0} | options
    return table_at_discussion(app, seats, Options(**opts), seed)


def _until(play: PlayScene, done, seconds: float = 120.0) -> None:
    for _ in range(round(seconds / FRAME)):
        if done():
            return
        play.update(FRAME)
        play.curtain = None
    assert done()


def _nonsense(play: PlayScene) -> str:
    """A made-up word of the speaker's allowed letters (W4.3a): no real word."""
    allowed = set("abcdefghijklmnopqrstuvwxyz") - play.state.forbidden_for(0)
    vowels = sorted(allowed & set("aeiouy"))
    consonants = sorted(allowed - set("aeiouy"), reverse=True)
    return "".join(c + v for c, v in zip(consonants[:4], (vowels * 4)[:4], strict=True))


# ------------------------------------------------- issue 32 item 5: a vote says why


def test_each_bots_vote_and_challenge_say_why_on_the_table_and_in_the_log(app) -> None:
    """W4.5, W9.3: a person's non-word is challenged and voted on by the bots; each bot's
    challenge and vote carries its reason into the log and onto its row of the panel."""
    from game.wordland.scenes.table_overlays import vote_reason

    play = _table(app)
    _until(play, lambda: play.human_speaker() == 0)
    assert play.act(SayWord(0, _nonsense(play)))
    assert not play.state.out[0]
    _until(play, lambda: play.state.phase is Phase.VOTE, 30.0)   # a bot challenges
    ballot = play.state.ballot
    bots = [v for v in ballot.voters if v in play.bots]
    shown: dict[int, str] = {}
    while play.state.ballot is not None:
        for v in play.state.ballot.votes:
            shown[v] = vote_reason(play, v)
        app.step(FRAME)   # the panel draws each bot's reason on its row
    assert len(shown) >= len(bots) - 1 and set(shown) <= set(bots)
    assert all("not a word" in r for r in shown.values()), shown
    lines = [str(line) for line in play.log if isinstance(line.event, ev.VoteCast)]
    assert len(lines) == len(bots)
    assert all("votes against" in line and "not a word" in line for line in lines)
    challenge = next(str(x) for x in play.log if isinstance(x.event, ev.Challenged))
    assert ballot.challenger in play.bots and "not a word" in challenge


def test_the_round_summary_recaps_the_words_and_offers_words_that_fitted(app) -> None:
    """W4.6: at the round's end its summary lists the words said and three words that
    would have stood (none said, none with a forbidden letter)."""
    play = _table(app, humans=0)
    _until(play, lambda: play.summary_due is not None or play.summary is not None, 400.0)
    summary = play.summary_due or play.summary
    said = [e.text for e in (line.event for line in play.log)
            if isinstance(e, ev.WordAccepted) and e.text]
    voted_out = [line.event for line in play.log if isinstance(line.event, ev.PlayerOut)
                 and line.event.reason is OutReason.VOTE]
    if not voted_out:
        assert list(summary.said) == said
    assert set(summary.said) <= set(said)
    assert len(summary.fitted) == 3
    assert not set(summary.fitted) & set(summary.said)
    row = set(play.state.row if play.state.round == summary.round else ())
    assert all(not set(w.lower()) & row for w in summary.fitted)
    play.summary, play.summary_due = summary, None
    play.frozen = None
    play.input.rebuild()
    app.step(FRAME)   # drawn without a traceback


def test_a_person_challenging_gets_no_reason_attached(app) -> None:
    """W4.5: only bots' moves carry reasons; a person's challenge stays a plain line."""
    play = _table(app, humans=2)
    _until(play, lambda: play.state.speaker not in (0, 1) and play.state.said)
    assert play.act(Challenge(0))
    line = next(x for x in play.log if isinstance(x.event, ev.Challenged))
    assert line.because is None and ":" not in str(line)


# ------------------------------------------------- issue 36: kids topics, the word box


def test_the_word_box_is_empty_at_every_new_turn(app) -> None:
    """W4.2, W4.3b: letters left in the box when the teapot whistles never come back."""
    play = _table(app)
    _until(play, lambda: play.human_speaker() == 0)
    play.input.entry.insert("elep")
    _until(play, lambda: play.state.speaker != 0, 30.0)   # the teapot whistles
    assert play.state.out[0]
    assert play.input.entry.value == ""


def test_keep_means_keep_with_easier_too(app) -> None:
    """W3.6, W10.2: with two topics the Queen's buttons name the topics kept, and the
    topics she clicks are the ones that stay; never "Put back"."""
    seats = tuple(Seat(n, "human" if i == 0 else "bot:medium") for i, n in enumerate(NAMES))
    setup = deal(seats, random.Random(4), Options(mode=Mode.TYPE, timer=20.0, two_topics=True,
                                                  letters=2, starting_only=True), "en", 0,
                 seed=4)
    play = PlayScene(app, setup, seed=4, autosave=False)
    app.push(play)
    s = play.state
    while s.phase is Phase.CATERPILLAR:
        play.act(next(a for a in s.legal_actions() if isinstance(a, PlaceCaterpillarToken)),
                 elapsed=0.0)
    assert s.phase is Phase.TOPIC
    play.topic_seen = True
    play.curtain = None
    play.input.rebuild()
    play.input._topic_choices(widgets := [], top=400)
    labels = [w.text for w in widgets]
    assert labels and all(t.startswith("Keep:") for t in labels), labels
    label = labels[1]
    widgets[1].on_click()
    from game.wordland.ui.words import topic_name
    kept = [topic_name("en", t) for t in play.state.topics]
    assert len(kept) == 2 and all(name in label for name in kept)


def test_kids_topics_offer_a_teapot_of_45_seconds_or_more(app) -> None:
    """W2.3, W10.1: with kids topics the teapot gives 45 s or 60 s, never less."""
    from game.wordland.table_choice import SetupChoice, sanitise

    assert Options(kids_topics=True, timer=45.0).problems() == ""
    assert Options(kids_topics=True, timer=60.0).problems() == ""
    assert Options(timer=45.0).problems() != ""
    choice = sanitise(SetupChoice(kids=True, timer=20.0))
    assert choice.timers() == (45.0, 60.0) and choice.timer == 45.0
    assert choice.options().timer >= 45.0
    assert sanitise(SetupChoice(kids=False, timer=45.0)).timer in (10.0, 15.0, 20.0, 30.0)


def test_being_out_in_kids_topics_is_said_kindly(app) -> None:
    """W4.3b, W10.1: out in kids topics reads kindly, never "is out: ..."."""
    play = _table(app, timer=45.0, kids_topics=True)
    _until(play, lambda: play.human_speaker() == 0, 300.0)
    _until(play, lambda: play.state.out[0], 60.0)
    line = next(str(x) for x in play.log if isinstance(x.event, ev.PlayerOut)
                and x.event.seat == 0)
    assert "Well tried" in line and "is out" not in line


def test_no_vote_is_asked_of_a_child_in_kids_topics(app) -> None:
    """W4.5, W10.1: a child at a kids table gets no vote buttons; the table votes for her
    with the bots' judgement and says why in the log."""
    play = _table(app, timer=45.0, kids_topics=True)
    _until(play, lambda: play.state.speaker != 0 and len(play.state.said) >= 1
           and any(isinstance(a, Challenge) and a.seat == 0
                   for a in play.state.legal_actions()), 300.0)
    assert play.act(Challenge(0))
    assert play.state.phase is Phase.VOTE and 0 in play.state.ballot.voters
    play.input.rebuild()
    assert not any(getattr(w, "text", "") in ("✓", "×") for w in play.widgets)
    _until(play, lambda: play.state.phase is not Phase.VOTE, 30.0)
    mine = next(x for x in play.log if isinstance(x.event, ev.VoteCast) and x.event.seat == 0)
    assert mine.because is not None and str(mine).startswith("Ann votes")


# ------------------------------------------------- issue 33: table manners


def _queen_human(app, seed: int = 3) -> PlayScene:
    """Ann (a person, alone at the screen) is the Queen and has just said her word."""
    play = _table(app, seed=seed)
    from game.wordland.rules.components import Character

    assert play.state.characters[0] is Character.QUEEN
    _until(play, lambda: play.human_speaker() == 0)
    from tests.wordland.scenes.driver import a_fitting_word

    assert play.act(SayWord(0, a_fitting_word(play)))
    return play


def test_the_queens_letter_waits_for_her_past_a_bots_answer(app) -> None:
    """W4.2a, W5.1: after her turn the Queen may show her letter; a bot speaking next
    waits (its teapot too, reading "paused") for a fair window, not ~6 s."""
    from game.wordland.rules.actions import PlaceLetter
    from game.wordland.scenes.play import LETTER_WINDOW

    play = _queen_human(app)
    speaker = play.state.speaker
    assert speaker in play.bots and play.letter_pending
    left = play.time_left
    for _ in range(round((LETTER_WINDOW - 1) / FRAME)):
        app.step(FRAME)
    assert play.state.speaker == speaker and play.time_left == left
    assert any(isinstance(a, PlaceLetter) and a.seat == 0 for a in play.state.legal_actions())
    assert button(play, "show your letter") is not None
    _until(play, lambda: play.state.speaker != speaker, 40.0)   # then play goes on


def test_the_show_letter_button_never_takes_challenges_place(app) -> None:
    """W4.2a: the Queen's "show your letter" sits in its own row, not where "Challenge"
    shows a moment later (issue 33: nothing changes under the pointer)."""
    from game.wordland.ui import geometry as geo

    play = _queen_human(app)
    app.step(FRAME)
    show = button(play, "show your letter")
    assert show is not None
    assert not show.rect.colliderect(geo.side_cell(0))


def test_the_teapot_reads_paused_while_the_table_asks(app) -> None:
    """W4.2a: while the table asks who challenges, the teapot's note reads "paused"."""
    play = _table(app, humans=2)
    _until(play, lambda: play.state.said and play.state.speaker not in (0, 1)
           and any(isinstance(a, Challenge) for a in play.state.legal_actions()), 200.0)
    play.input.choosing_challenger = True
    play.input.rebuild()
    recorded = _texts(app)
    assert "paused" in recorded and "seconds" not in recorded


def test_pause_closes_an_open_secret_curtain(app) -> None:
    """W5.1: a secret letter shown behind its curtain is hidden when Pause opens."""
    play = _table(app, humans=2)
    seat = next(iter(play.state.secret))
    play.open_curtain(seat, "secret")
    play.curtain.open = True
    play.open_pause()
    assert play.curtain is not None and not play.curtain.open


def test_the_topic_buttons_follow_the_cards_order(app) -> None:
    """W3.6: the Queen's buttons keep topics in the order the card lists them."""
    from game.wordland.ui.words import topic_name

    play = _table(app)
    from game.wordland.rules.state import GameState

    state, _e = GameState.start(play.setup)
    while state.phase is not Phase.TOPIC:
        state.apply(next(a for a in state.legal_actions()
                         if isinstance(a, PlaceCaterpillarToken)))
    play.state = state
    play.input._topic_choices(widgets := [], top=400)
    names = [topic_name("en", t) for t in state.topic_choices]
    assert [w.text for w in widgets] == [f"Keep: {n}" for n in names]


def _texts(app) -> list[str]:
    """Every text drawn in one frame (the recorder the layout checks use)."""
    from tests.shell.layout_check import recorded

    play = app.scenes[-1]
    play.drawing.invalidate()
    return [t.words for t in recorded(app, play.draw).texts]


def test_a_childs_teapot_starts_when_she_has_the_box(app) -> None:
    """W4.2, W10.1: in kids topics the teapot starts at her first letter (or after a
    few seconds), not the moment the turn passes to her."""
    from game.wordland.scenes.play import READY_SECONDS

    play = _table(app, timer=45.0, kids_topics=True)
    _until(play, lambda: play.human_speaker() == 0, 300.0)
    left = play.time_left
    for _ in range(round((READY_SECONDS - 1) / FRAME)):
        play.update(FRAME)
    assert play.time_left == left and play.getting_ready
    play.input.entry.insert("e")
    for _ in range(10):
        play.update(FRAME)
    assert play.time_left < left - 0.5


def test_a_long_round_is_recapped_whole_words_and_how_many_more(app) -> None:
    """W4.6: the recap at a round's end never cuts a word: what does not fit is counted."""
    from game.wordland.scenes.table_overlays import recap_text

    play = _table(app)
    said = tuple(f"word{i}" for i in range(60))
    text = recap_text(play, said, 200)
    assert len(text) <= 200 and text.endswith("more") and "word0, word1" in text
    assert recap_text(play, said[:3], 200) == "Words said: word0, word1, word2"
