"""R10: the rulebook's worked examples E1-E5, played on the engine."""

from __future__ import annotations

from game.race.rules import actions as act
from game.race.rules import events as ev
from game.race.rules.actions import Decision, DeclareJoker, PlayCard, Spin
from game.race.rules.components import JOKER, Character
from game.race.rules.setup import default_seats
from tests.race.rules.scenario import deck_starting, of_type, play, stack_starting, table

ALICE, HATTER, HARE, QUEEN = range(4)


def test_e1_from_3_4_2_the_3_or_the_2_may_be_played_not_the_4() -> None:
    state = table(decks=[deck_starting(3, 4, 2), deck_starting()])
    assert state.legal_actions() == (PlayCard(0), PlayCard(2))


def test_e2_hatter_skips_the_queen_passes_the_tea_party_and_meets_the_cat() -> None:
    assert default_seats(4)[HATTER].character is Character.HATTER
    decks = [deck_starting(), deck_starting(3, 4, 2, 5), deck_starting(), deck_starting()]
    state = table(players=4, decks=decks, first=HATTER, positions=[10, 15, 12, 2],
                  stack=stack_starting(4, 3, 2))
    events = play(state, PlayCard(0))
    # Three ahead of 15 is space 2, the Queen's: one step on, to the free Cheshire Cat (3).
    assert [e.space for e in of_type(events, ev.Stepped)][:4] == [0, 1, 2, 3]
    assert ev.Skipped(HATTER, 2, QUEEN) in events
    assert ev.PassedTeaParty(HATTER, 3) in events
    assert state.large_cookies[HATTER] == [3]
    assert state.display == 2
    assert ev.CheshireMove(HATTER, 3) in events  # the cat moves the pawn 3 more
    assert state.positions[HATTER] == 6
    assert state.hands[HATTER] == [4, 5, 2]


def test_e3_stopping_on_the_tea_party_the_face_down_cookie_may_be_a_5() -> None:
    state = table(decks=[deck_starting(2, 4, 1), deck_starting()], positions=[14, 5],
                  stack=stack_starting(2, 3, 5))
    play(state, PlayCard(0))
    assert state.decision is Decision.TEA_PARTY
    events = play(state, act.ChooseCookie(act.CookieSource.STACK))
    assert ev.CookieTaken(0, 5, act.CookieSource.STACK) in events
    assert state.display == 3


def test_e4_small_cookies_spin_shows_3_but_only_2_remain() -> None:
    state = table(decks=[deck_starting(5, 4, 1), deck_starting()], positions=[0, 9], pool=2)
    play(state, PlayCard(0))
    events = play(state, Spin(2))  # space 2 shows 3 small cookies
    assert ev.SmallCookiesTaken(0, 2, 0) in events
    assert state.small_cookies[0] == 2
    # From then on the space is plain: no spin.
    state2 = table(decks=[deck_starting(5, 4, 1), deck_starting()], positions=[0, 9], pool=0)
    assert not of_type(play(state2, PlayCard(0)), ev.Spun)


def test_e5_a_pawn_in_the_hole_plays_a_3_and_may_spin_up_to_3_times() -> None:
    state = table(decks=[deck_starting(3, 4, 2), deck_starting()], positions=[7, 10],
                  in_hole=[True, False])
    play(state, PlayCard(0))
    spins = 0
    while state.decision is Decision.SPIN:
        state.apply(Spin(14))  # a Rabbit Hole: never valid
        spins += 1
    assert spins == 3
    assert state.in_hole[0] and state.turn == 1


def test_e5_with_a_joker_the_declared_value_sets_the_spins() -> None:
    state = table(decks=[deck_starting(JOKER, 4, 2), deck_starting()], positions=[7, 10],
                  in_hole=[True, False])
    play(state, PlayCard(0), DeclareJoker(3))
    assert state.spins_left == 3
