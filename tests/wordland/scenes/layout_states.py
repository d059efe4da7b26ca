"""The word game's screens in every state that shows text, for the layout check
(test_layout.py). Each state is a builder that pushes its scene on a fresh app, in the
app's language (the words of the table follow it, as a French family's table does).

Tables come from the showcase (`game.wordland.scenes.showcase`): a seeded game whose
bots play every seat up to the wanted moment; seat 0 is the person at the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.wordland.rules.components import Character, Mode, Phase
from game.wordland.scenes import showcase


@dataclass(frozen=True)
class State:
    name: str
    build: Callable[[object], object]
    """app -> the scene drawn (on top of the app's stack)."""


def _scene(name: str, then: Callable[[object], None] | None = None
           ) -> Callable[[object], object]:
    """The showcase's scene `name` (seed 7), then `then(scene)` if given."""
    def build(app):
        showcase.SCENES[name](app, 7, 40, 0)
        if then is not None:
            then(app.top)
        return app.top
    return build


def _setup(mode: Mode | None = None, harder: bool = False, seats: int = 0):
    def build(app):
        from game.wordland.scenes.setup import SetupScene
        from game.wordland.table_choice import DEFAULT_NAMES, SeatChoice

        scene = SetupScene(app)
        app.push(scene)
        if mode is not None:
            scene._set_mode(mode.value)
        if harder:
            scene._set(harder=True, easier=True, kids=True)
        if seats:
            scene._set(seats=tuple(SeatChoice(n, "bot:expert" if scene.choice.typed
                                              else "human")
                                   for n in DEFAULT_NAMES[:seats]))
        return scene
    return build


def _prep(character: Character, human: bool, mode: Mode = Mode.TYPE, players: int = 5):
    """The preparation panel of the first round where `character` is seat 0's (human)
    or not seat 0's (a bot's, or another person's)."""
    def build(app):
        def stop(s) -> bool:
            if s.phase is not (Phase.CATERPILLAR if character is Character.CATERPILLAR
                               else Phase.TOPIC):
                return False
            return (s.seat_of(character) == 0) == human
        for seed in range(1, 40):
            play = showcase.table(app, seed, None, mode, stop=stop, players=players)
            if stop(play.state):
                play.summary = None
                play.input.rebuild()
                return play
            app.pop()
        raise LookupError(f"no table where {character} is {'' if human else 'not '}seat 0's")
    return build


def _curtain(purpose: str, opened: bool):
    def build(app):
        play = showcase.table(app, 3, None, Mode.SAY,
                              stop=lambda s: s.phase is Phase.TOPIC)
        seat = (play.state.seat_of(Character.QUEEN) if purpose == "topic"
                else next(iter(play.state.secret), 0))
        play.summary = None
        play.open_curtain(seat, purpose)
        play.curtain.open = opened
        play.input.rebuild()
        return play
    return build


def _refusal(play) -> None:
    from game.wordland.ui.words import refusal_text

    play.show_flash(refusal_text("write numbers as words"), "bad")


def _big_table(mode: Mode):
    def build(app):
        play = showcase.table(app, 5, 30, mode, players=8)
        if mode is Mode.TYPE:
            play.input.entry.insert("hippopotamus")
        return play
    return build


def _last_summary(app):
    play = showcase.table(app, 7, None, stop=lambda s: s.round >= s.n - 1
                          and s.phase is Phase.DISCUSSION and s.speaker == 0)
    from game.wordland.scenes.director import RoundSummary

    s = play.state
    play.summary = RoundSummary(s.round, tuple(s.characters), [], s.last_cards,
                                (0,) * s.n, tuple(s.scores), 1, last_round=True)
    play.input.rebuild()
    return play


def _results_tied(app):
    """A finished game whose first places are tied (the last card decides)."""
    for seed in range(1, 60):
        play = showcase.table(app, seed, None)
        scores = play.state.scores
        if len(set(scores)) < len(scores):
            play.to_results()
            return app.top
        app.pop()
    raise LookupError("no tied game")


def _asking(what: str):
    """Say it with 8 people: "why out?" over the speaker's area, or "who challenges?"
    (seven possible challengers and Cancel) in the middle."""
    def build(app):
        from game.wordland.rules.actions import PressTeapot

        play = showcase.table(app, 5, 30, Mode.SAY, players=8)
        if what == "out":
            play.input.out_menu = True
        else:
            play.act(PressTeapot(play.state.speaker))
            play.input.choosing_challenger = True
        play.input.rebuild()
        return play
    return build


def _vote_undo(play) -> None:
    """A vote cast at the screen, waiting out its undo window."""
    voter = next(v for v in play.state.ballot.voters if v not in play.state.ballot.votes)
    play.input.pending.cast(voter, False)
    play.input.rebuild()


def _every_ability(menu: bool):
    """Every kind of side button at once (Challenge, a secret letter shown, the Two of
    Hearts, a time token, the Hatter's letter), or the Hatter's menu of seven letters: the
    legal actions are made up so that every label is drawn in its cell."""
    def build(app):
        from game.wordland.rules.actions import (
            Challenge,
            ForceAnotherTurn,
            IgnoreLetter,
            PlaceLetter,
            UseTimeToken,
        )

        play = showcase.table(app, 5, 30, Mode.SAY, players=8)
        speaker = play.state.speaker
        made_up = [Challenge(5), PlaceLetter(5), ForceAnotherTurn(6, 5), UseTimeToken(speaker)]
        made_up += [IgnoreLetter(speaker, x) for x in "zqxwkjv"]
        play.input._human_legal = lambda: made_up
        play.input._first_ignore = lambda action: action == made_up[4]
        play.input.ignore_menu = menu
        play.input.rebuild()
        return play
    return build


def _before_summary(app):
    """The moment between a round's last out and its summary: the banner says it."""
    from game.wordland.rules.actions import PressTeapot, ReportOut
    from game.wordland.rules.components import OutReason

    # the first round's discussion, a few words said, then the speakers out one by one
    # down to two (bots playing a spoken table to that moment took some 100,000 moves)
    play = showcase.table(app, 5, 0, Mode.SAY,
                          stop=lambda s: s.phase is Phase.DISCUSSION)
    for _ in range(6):
        play.act(PressTeapot(play.state.speaker))
    while len(play.state.players_in) > 2:
        play.act(ReportOut(play.state.speaker, OutReason.TIME))
    play.act(ReportOut(play.state.speaker, OutReason.APOSTROPHE))
    assert play.summary_due is not None
    return play


def _verdict(players: int):
    """A person's word voted on by the bots alone, its verdict held until Continue: every
    bot's vote with its reason, and the outcome beside Continue (issue 32, item 5)."""
    def build(app):
        from tests.wordland.scenes.driver import vote_on_seat_zero

        play = showcase.table(app, 7, None, Mode.TYPE, players=players,
                              stop=lambda s: s.phase is Phase.DISCUSSION and s.speaker == 0)
        vote_on_seat_zero(app, play, ("lawnmower", "submarine", "tractor", "umbrella",
                                      "volcano", "tondeuse", "parapluie", "bulldozer"),
                          frames=2000)
        assert play.verdict is not None
        return play
    return build


STATES: list[State] = [
    State("setup", _setup()),
    State("setup-say", _setup(Mode.SAY)),
    State("setup-harder-8", _setup(Mode.TYPE, harder=True, seats=8)),
    State("caterpillar-human", _prep(Character.CATERPILLAR, True)),
    State("caterpillar-bot", _prep(Character.CATERPILLAR, False)),
    State("queen-human", _prep(Character.QUEEN, True)),
    State("queen-bot", _prep(Character.QUEEN, False)),
    State("queen-shared", _prep(Character.QUEEN, True, Mode.SAY)),
    State("curtain-closed", _curtain("secret", False)),
    State("curtain-secret", _curtain("secret", True)),
    State("curtain-topic", _curtain("topic", True)),
    State("type-it", _scene("play")),
    State("type-it-8", _big_table(Mode.TYPE)),
    State("say-it", _scene("say")),
    State("say-it-8", _big_table(Mode.SAY)),
    State("refusal", _scene("play", then=_refusal)),
    State("vote", _scene("vote")),
    State("vote-undo", _scene("vote", then=_vote_undo)),
    State("verdict", _verdict(4)),
    State("verdict-8", _verdict(8)),
    State("why-out-8", _asking("out")),
    State("who-challenges-8", _asking("challenge")),
    State("every-ability-8", _every_ability(False)),
    State("hatter-menu-8", _every_ability(True)),
    State("before-summary", _before_summary),
    State("round-end", _scene("round_end")),
    State("last-round-end", _last_summary),
    State("results-tied", _results_tied),
]
