"""The French catalogue speaks to the player with *tu* (docs/i18n.md, "Friendly, for
families"): no *vous*, *votre*, *vos*, and a plural imperative (-ez) only where the words
speak to the others at the table ("les autres, détournez les yeux"). Issue 33, round
three: the word game's setup said "Comment vous jouez"."""

from __future__ import annotations

import gettext
import re
from pathlib import Path

import game.shell

MO = (Path(game.shell.__file__).parent / "locale" / "fr" / "LC_MESSAGES"
      / "wonderland_parlour.mo")
NOT_VERBS = {"chez", "nez", "assez"}


def _french() -> dict[str, str]:
    with MO.open("rb") as f:
        catalogue = gettext.GNUTranslations(f)
    return {k if isinstance(k, str) else k[0]: v
            for k, v in catalogue._catalog.items() if k}  # type: ignore[attr-defined]


def test_no_vous_for_the_player() -> None:
    found = {k: v for k, v in _french().items()
             if re.search(r"\b(vous|votre|vos)\b", v, re.IGNORECASE)}
    assert not found, found


def test_a_plural_imperative_only_speaks_to_the_others() -> None:
    found = {}
    for k, v in _french().items():
        verbs = {w for w in re.findall(r"\b\w+ez\b", v.lower()) if w not in NOT_VERBS}
        if verbs and "autres" not in v.lower():
            found[k] = v
    assert not found, found


def test_the_word_games_setup_asks_how_the_table_plays() -> None:
    assert _french()["How you play"] == "Comment on joue"
