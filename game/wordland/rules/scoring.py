"""Cleanup scores (W6.1, W5.5, W5.6) and the final order with its tie-break (W6.3)."""

from __future__ import annotations

from collections.abc import Sequence

from game.wordland.rules.components import Character, card_value

NO_SEAT = -1


def bonuses(
    characters: Sequence[Character | None], cards: Sequence[int], caterpillar_target: int
) -> tuple[int, ...]:
    """Character bonuses, scored whether or not their player went out.

    Alice scores half her own card; the Caterpillar half the card of the player holding
    its token: their card only, never their own bonus (W5.5).
    """
    out = []
    for seat, character in enumerate(characters):
        if character is Character.ALICE:
            out.append(card_value(cards[seat]) // 2)
        elif character is Character.CATERPILLAR and caterpillar_target != NO_SEAT:
            out.append(card_value(cards[caterpillar_target]) // 2)
        else:
            out.append(0)
    return tuple(out)


def final_order(scores: Sequence[int], last_cards: Sequence[int]) -> tuple[int, ...]:
    """Seats from first place down: most points; on a tie, the higher card of the last round.

    Scoring cards in a round are all different, so the order is always strict.
    """
    return tuple(sorted(range(len(scores)), key=lambda s: (-scores[s], -last_cards[s])))
