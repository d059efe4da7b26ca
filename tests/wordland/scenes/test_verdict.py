"""A vote that explains itself (issue 32, item 5) to a person who did not take part in it:
when the bots alone vote on a person's word, the vote's verdict (every vote, each bot's
reason, the outcome) stays on the table until someone presses Continue; the teapot and
the bots wait meanwhile (table manners: time is fair, a consequential outcome waits for
the player to see it)."""

from __future__ import annotations

import pygame

from game.wordland.scenes.table_guard import ARM_SECONDS
from game.wordland.ui import geometry as geo
from tests.wordland.scenes.driver import FRAME, button, key, vote_on_seat_zero
from tests.wordland.scenes.test_table_manners import typed
from tests.wordland.scenes.test_table_story import drawn_texts

OFF_TOPIC = ("tax return", "lawnmower", "submarine", "volcano", "tractor", "umbrella",
             "spaceship", "ironing board")


def voted_on(app, humans: int = 1):
    """Ann (a person) says an off-topic word; a bot challenges; the bots vote it out."""
    play = typed(app, humans=humans)

    def people_vote(play) -> None:   # Bea, a person, votes too
        ballot = play.state.ballot
        for voter in ballot.voters if ballot is not None else ():
            if voter not in play.bots and voter not in ballot.votes \
                    and play.input.pending.get(voter) is None:
                play.input.pending.cast(voter, False)

    word = vote_on_seat_zero(app, play, OFF_TOPIC,
                             each_frame=people_vote if humans > 1 else None)
    return play, word


def test_a_vote_by_the_bots_alone_stays_until_continue(app) -> None:
    play, word = voted_on(app)
    assert play.verdict is not None and play.blocked
    ballot = play.shown.ballot
    assert ballot is not None and set(ballot.votes) == set(ballot.voters)
    # the teapot and the bots wait, however long the person reads (20 s here)
    since, actions = play.since, len(play.record.actions)
    for _ in range(round(20 / FRAME)):
        app.step(FRAME)
    assert play.since == since and len(play.record.actions) == actions
    assert play.verdict is not None
    texts = " ".join(drawn_texts(app, play))   # wrapped lines joined
    against = sum(not v for v in ballot.votes.values())
    yes = len(ballot.votes) - against
    outcome = (f"Ann's word is rejected ({yes} for, {against} against)" if against > yes
               else f"Ann's word stands ({yes} for, {against} against)")
    assert outcome in texts and f"Does Ann's word “{word}” fit the topic?" in texts
    reasons = [play.because[v].reason("en") for v in ballot.voters if v in play.because]
    assert reasons and all(r in texts for r in reasons), "each bot's reason is on its row"
    go_on = button(play, "Continue")
    assert go_on is not None and go_on.rect == geo.VERDICT_BUTTON
    for row in play.input.vote_rows.values():
        assert not row.colliderect(geo.VERDICT_BUTTON)
    key(app, pygame.K_RETURN)
    app.step(FRAME)
    assert play.verdict is None and not play.blocked


def test_space_goes_on_only_once_the_verdict_has_been_up_a_moment(app) -> None:
    play, _ = voted_on(app)
    key(app, pygame.K_SPACE)   # a stray Space pressed as the vote ended
    app.step(FRAME)
    assert play.verdict is not None
    for _ in range(round((ARM_SECONDS + 0.2) / FRAME)):
        app.step(FRAME)
    key(app, pygame.K_SPACE)
    app.step(FRAME)
    assert play.verdict is None


def test_no_hold_when_a_person_voted(app) -> None:
    """Bea, a person at the screen, voted: the people saw the vote; play goes on."""
    play, _ = voted_on(app, humans=2)
    assert play.verdict is None


def test_a_childs_verdict_goes_on_by_itself(app) -> None:
    """Kids topics (W10.1, issue 36): nothing she must read to play. The verdict on a
    child's word stays a few seconds (the teapot waiting), then goes on with no Continue."""
    from game.wordland.scenes.play import KIDS_VERDICT
    from tests.wordland.scenes.test_wave2_word import _table, _until

    play = _table(app, timer=45.0, kids_topics=True)
    _until(play, lambda: play.human_speaker() == 0, 300.0)
    vote_on_seat_zero(app, play, OFF_TOPIC)
    assert play.verdict is not None
    since = play.since
    for _ in range(round((KIDS_VERDICT - 0.5) / FRAME)):
        app.step(FRAME)
    assert play.verdict is not None and play.since == since
    for _ in range(round(1.0 / FRAME)):
        app.step(FRAME)
    assert play.verdict is None
