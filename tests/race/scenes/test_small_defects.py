"""Issue 13's smaller defects, each pinned."""

from __future__ import annotations

import pygame

from game.app import App
from game.commands.screenshot import make_scene
from game.race.rules import events as ev
from game.race.ui.words import is_default_name
from game.shell import i18n
from game.ui.text import elide


def test_french_default_names_are_default_in_english_too() -> None:
    i18n.set_language("en")
    assert is_default_name("Chapelier", "hatter")
    assert is_default_name("Hatter", "hatter")
    assert not is_default_name("Tom", "hatter")


def test_french_elides_de_before_a_vowel() -> None:
    i18n.set_language("fr")
    assert elide("La main de Alice") == "La main d’Alice"
    assert elide("Au tour de Reine") == "Au tour de la Reine"  # its article (#33)
    i18n.set_language("en")
    assert elide("de Alice") == "de Alice"


def test_the_card_drawn_shows_at_once_for_its_owner(app: App) -> None:
    make_scene(app, "play", seed=3, actions=20)
    play = app.top
    owner = play.hand_visible_to()
    assert owner is not None
    slot = play.input.playable_slots()[0]
    play.act(play.input.candidate() or __import__(
        "game.race.rules.actions", fromlist=["PlayCard"]).PlayCard(slot))
    drew = False
    while play.beats:
        beat = play.beats.popleft()
        play._finish_beat(beat)
        if isinstance(beat.event, ev.CardDrawn) and beat.event.player == owner:
            drew = True
            assert None not in play.shown_hand
    assert drew or play.state.is_over


def test_how_to_play_has_no_next_on_its_last_page(app: App) -> None:
    from game.race.scenes.how_to_play import pages
    from game.scenes.how_to_play import HowToPlayScene

    scene = HowToPlayScene(app, pages(), len(pages()) - 1)
    app.push(scene)
    app.step(1 / 60)
    assert not scene.widgets[1].visible
    scene.page = 0
    app.step(1 / 60)
    assert scene.widgets[1].visible
    pygame.event.clear()


def test_results_offer_the_replay(app: App) -> None:
    make_scene(app, "results", seed=3, actions=0)
    results = app.top
    assert results.name == "results"
    button = next(w for w in results.widgets if getattr(w, "text", "") == "Watch the replay")
    button.activate()
    assert app.top.name != "results" and getattr(app.top, "watching", False)
