"""Building table situations for rule tests: choose the characters, letters and topics.

English piles (data/letters.json): blue fvwkxjz, purple gupmhby, green ntoldc, red eiasr.
By default the row is K (blue), G (purple), T (green); the Rabbit's secret letter is M,
the Queen's is E; the topics drawn are "circus" then "zoo".
"""

from __future__ import annotations

from collections.abc import Sequence

from game.wordland.data.catalogue import letter_piles, topics
from game.wordland.rules.actions import PlaceCaterpillarToken, ReturnTopic, SayWord
from game.wordland.rules.components import Character, Phase, Pile
from game.wordland.rules.events import Event
from game.wordland.rules.setup import GameSetup, LetterDeal, Options, Seat
from game.wordland.rules.state import GameState
from tests.helpers.playouts import of_type as of_type
from tests.helpers.playouts import play as play

Q, R, CAT, TW, CP, AL, TWO, H = (
    Character.QUEEN, Character.RABBIT, Character.CHESHIRE, Character.TWEEDLES,
    Character.CATERPILLAR, Character.ALICE, Character.TWO_OF_HEARTS, Character.HATTER,
)

def pile_starting(pile: Pile, *top: str, language: str = "en") -> str:
    """The whole pile of `pile`, with `top` letters on top in that order."""
    letters = letter_piles(language).pile(pile.value)
    return "".join(top) + "".join(c for c in letters if c not in top)


def letters(blue: str = "k", purple: str = "gm", green: str = "t", red: str = "e",
            language: str = "en") -> LetterDeal:
    return LetterDeal(pile_starting(Pile.BLUE, *blue, language=language),
                      pile_starting(Pile.PURPLE, *purple, language=language),
                      pile_starting(Pile.GREEN, *green, language=language),
                      pile_starting(Pile.RED, *red, language=language))


def topic_pile(*first: str, language: str = "en", kids: bool = False) -> tuple[str, ...]:
    rest = [t.id for t in topics(language) if t.id not in first and (t.kids or not kids)]
    return (*first, *rest)


def setup_for(
    characters: Sequence[Character] = (Q, R, TWO, H),
    *,
    options: Options | None = None,
    deals: Sequence[LetterDeal] | None = None,
    first: int = 0,
    pile: tuple[str, ...] | None = None,
    language: str = "en",
    controllers: Sequence[str] | None = None,
) -> GameSetup:
    n = len(characters)
    options = options or Options()
    return GameSetup(
        language=language,
        seats=tuple(Seat(f"P{s + 1}", controllers[s] if controllers else "human")
                    for s in range(n)),
        options=options,
        first_seat=first,
        characters=tuple(characters) if options.characters else (),
        topic_pile=pile or topic_pile("circus", "zoo", language=language),
        letter_deals=tuple(deals or [letters(language=language)] * n),
    )


def started(setup: GameSetup, token_target: int = 1) -> GameState:
    """The state once preparation is done: token placed, the first topic drawn kept."""
    state, _ = GameState.start(setup)
    prepare(state, token_target)
    return state


def prepare(state: GameState, token_target: int = 1) -> list[Event]:
    events: list[Event] = []
    if state.phase is Phase.CATERPILLAR:
        cat = state.seat_of(Character.CATERPILLAR)
        target = token_target if token_target != cat else (cat + 1) % state.n
        events += state.apply(PlaceCaterpillarToken(cat, target))
    if state.phase is Phase.TOPIC:
        events += state.apply(ReturnTopic(state.seat_of(Character.QUEEN),
                                          state.topic_choices[-1]))
    return events


def table(characters: Sequence[Character] = (Q, R, TWO, H), **kwargs: object) -> GameState:
    return started(setup_for(characters, **kwargs))  # type: ignore[arg-type]


def say(state: GameState, text: str, elapsed: float = 1.0) -> list[Event]:
    return state.apply(SayWord(state.speaker, text, elapsed))


