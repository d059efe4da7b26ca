"""Names follow characters at the Parade's setup (issue 21, item 7): default names are
the characters' names in the interface language, a typed name stays, an added seat is
called after its own character, and the replays list writes dates in the language."""

from __future__ import annotations

from datetime import datetime

from game.parade.scenes.setup import SetupScene
from game.parade.table_choice import SeatChoice, SetupChoice, choice_to_json
from game.shell import i18n


def setup_with(app, seats) -> SetupScene:
    app.update_settings(app.settings.with_table("parade", choice_to_json(
        SetupChoice(seats=tuple(seats)))))
    scene = SetupScene(app)
    app.push(scene)
    return scene


def test_an_added_seat_is_called_after_its_own_character(app) -> None:
    scene = setup_with(app, [SeatChoice("Mia", "human", "alice"),
                             SeatChoice("Hatter", "bot:medium", "hatter")])
    scene._add_seat()
    added = scene.choice.seats[-1]
    assert added.character == "hare" and added.name == "Hare"


def test_a_default_name_follows_its_character_and_a_typed_one_stays(app) -> None:
    scene = setup_with(app, [SeatChoice("Mia", "human", "alice"),
                             SeatChoice("Hatter", "bot:medium", "hatter"),
                             SeatChoice("Hare", "bot:easy", "hare")])
    scene._set_seat(1, character="queen")
    assert scene.choice.seats[1].name == "Queen"
    scene._set_seat(0, character="hare")  # swapped with seat 2, which follows
    assert [(s.name, s.character) for s in scene.choice.seats] == [
        ("Mia", "hare"), ("Queen", "queen"), ("Alice", "alice")]


def test_an_older_table_with_a_bot_called_after_another_character_is_mended(app) -> None:
    scene = setup_with(app, [SeatChoice("Mia", "human", "alice"),
                             SeatChoice("Alice", "bot:easy", "hare")])
    assert scene.choice.seats[1].name == "Hare"


def test_default_names_are_in_the_interface_language(app) -> None:
    scene = setup_with(app, [SeatChoice("Mia", "human", "alice"),
                             SeatChoice("Hatter", "bot:medium", "hatter"),
                             SeatChoice("Hare", "bot:easy", "hare")])
    i18n.set_language("fr")
    scene.on_language()
    assert [s.name for s in scene.choice.seats] == ["Mia", "Chapelier", "Lièvre"]
    assert [s.name for s in scene.seats()] == ["Mia", "Chapelier", "Lièvre"]
    i18n.set_language("en")
    scene.on_language()
    assert [s.name for s in scene.choice.seats] == ["Mia", "Hatter", "Hare"]


def test_replay_dates_are_written_in_the_interface_language() -> None:
    from game.scenes.replays import when_words

    moment = datetime(2026, 11, 26, 10, 31)
    assert when_words(moment) == "26 November 2026, 10:31"
    i18n.set_language("fr")
    assert when_words(moment) == "26 novembre 2026 à 10:31"


def test_the_showcase_tables_name_seats_in_the_interface_language() -> None:
    """The pictures (docs, self-test) name each seat as a new table would: a French
    picture showed "Hatter", "Hare" and "Queen" at a French table."""
    from game.parade.scenes.showcase import make_setup

    i18n.set_language("fr")
    try:
        names = [s.name for s in make_setup(7, players=4).seats]
    finally:
        i18n.set_language("en")
    assert names == ["Alice", "Chapelier", "Lièvre", "Reine"]
    assert [s.name for s in make_setup(7, players=3).seats] == ["Alice", "Hatter", "Hare"]
