"""French names with their article (issue #33): a sentence that puts a character's name
after "de" or "à" contracts it ("Au tour du Lièvre", "à la Reine", "de la Reine"), one
after a preposition gives it its article ("devant la Reine"), and a name alone (a seat's
label), as the subject, in apposition ("le jeton Chenille") or a typed name stays as it
is; a wrapped line is not given a second article. One helper (`i18n.with_articles`, with
the per-character data `i18n.FRENCH_ARTICLES`) used by every text the table draws."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.race import room
from game.race.room import RaceRoom
from game.race.rules.components import Character
from game.race.rules.setup import Seat, Variants, deal
from game.race.scenes.play import PlayScene
from game.race.ui.words import default_name
from game.shell import i18n
from game.shell.i18n import name_with_article, with_articles
from tests.race.scenes.driver import FRAME
from tests.shell.layout_check import close_scenes, new_app, recorded


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("name", "before", "said"), [
    ("Lièvre", "de", "du Lièvre"), ("Lièvre", "à", "au Lièvre"), ("Lièvre", "", "le Lièvre"),
    ("Reine", "de", "de la Reine"), ("Reine", "à", "à la Reine"), ("Reine", "À", "À la Reine"),
    ("Chenille", "", "la Chenille"), ("Chat", "de", "du Chat"),
    ("Jumeaux Tweedle", "à", "aux Jumeaux Tweedle"), ("Alice", "de", "d’Alice"),
    ("Alice", "à", "à Alice"), ("Tom", "de", "de Tom"), ("Tom", "", "Tom"),
])
def test_each_name_with_its_article(name, before, said) -> None:
    assert name_with_article(name, before) == said


def test_sentences_get_the_article_and_labels_do_not(french) -> None:
    assert with_articles("Au tour de Lièvre") == "Au tour du Lièvre"
    assert with_articles("Passe l’écran à Reine") == "Passe l’écran à la Reine"
    assert with_articles("Le pion de Chapelier grandit !") == "Le pion du Chapelier grandit !"
    assert with_articles("Pat pose le jeton Chenille devant Reine") == (
        "Pat pose le jeton Chenille devant la Reine")
    assert with_articles("Contester le mot de Chenille ?") == "Contester le mot de la Chenille ?"
    for label in ("Lièvre", "Lièvre : 12", "Reine de cœur", "la Reine joue", "Robot Lièvre",
                  "Au tour de Tom", "Lièvre lance l’aiguille", "le jeton Chenille",
                  "Chenille devant Mouse"):
        assert with_articles(label) == label
    once = with_articles("Au tour de Lièvre, puis à Reine")
    assert with_articles(once) == once  # twice (a wrapped line drawn) is once
    i18n.set_language("en")
    assert with_articles("Au tour de Lièvre") == "Au tour de Lièvre"


BARE = re.compile(r"(?<![\w’'])(de|à|Au tour de) (Chapelier|Lièvre|Reine)\b")


def test_a_french_race_never_says_de_lievre(level) -> None:
    """Four bots with their French default names play a race; every text drawn that
    puts a name after "de" or "à" has its article."""
    pygame.init()
    app = new_app((1280, 720), "fr", 150, rooms={"race": RaceRoom(level)})
    chars = (Character.ALICE, Character.HATTER, Character.HARE, Character.QUEEN)
    seats = tuple(Seat(c, default_name(c), "bot:random") for c in chars)
    setup = deal(room.level(app).board, seats, random.Random(4), Variants(), 1, seed=4)
    seen: set[str] = set()
    try:
        play = PlayScene(app, setup, seed=4, autosave=False)
        app.push(play)
        for frame in range(900):
            if app.top is not play or play.state.is_over:
                break
            app.step(FRAME)
            if frame % 15 == 0:
                seen.update(t.words for t in recorded(app, play.draw).texts)
    finally:
        close_scenes(app)
        pygame.quit()
        i18n.set_language("en")
    bare = sorted(w for w in seen if BARE.search(w))
    assert bare == []
    told = " ".join(seen)
    assert re.search(r"\b(du (Chapelier|Lièvre)|de la Reine)\b", told), "no sentence seen"
