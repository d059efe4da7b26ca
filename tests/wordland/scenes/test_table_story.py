"""The table keeps the story and says it in words a family reads (issue 20 items 3-6):
banners beside the letters, never on them; a line when a placed letter goes; bots that
hurry once no person is in; the vote naming whose word it is; the summary's order of
going out; the tie-break note on the winner's row only; setup names following renames;
one language in the log after a switch; the words' language following the interface's;
proper nouns with their capitals; no "jeu de mots" and no gendered "éliminé" in French."""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

from game.shell.i18n import set_language
from game.ui.layout import Recorder
from game.wordland.rules import events as ev
from game.wordland.rules.actions import Challenge, PressTeapot, ReportOut, TimeRanOut
from game.wordland.rules.components import Mode, OutReason, Phase
from game.wordland.rules.setup import Options, Seat, deal
from game.wordland.scenes.play import HURRY, PlayScene
from game.wordland.scenes.table_drawing import LETTERS_AREA
from game.wordland.ui import geometry as geo
from game.wordland.ui.words import describe_event, discard_why, shown_word
from tests.wordland.scenes.driver import FRAME, to_discussion
from tests.wordland.scenes.test_table_manners import spoken

PO = Path(__file__).parents[3] / "game/shell/locale/fr/LC_MESSAGES/wonderland_parlour.po"


def drawn_texts(app, scene) -> list[str]:
    canvas = app.canvas()
    canvas.recorder = Recorder()
    scene.draw(canvas)
    return [t.words for t in canvas.recorder.texts]


# ------------------------------------------------------------------ item 3: the story


def test_the_banner_lies_beside_the_letters_never_on_them() -> None:
    assert not geo.FLASH.colliderect(LETTERS_AREA)
    assert not geo.FLASH.colliderect(geo.ROW) and not geo.FLASH.colliderect(geo.EXTRA)
    assert not geo.FLASH.colliderect(geo.WORDS) and not geo.FLASH.colliderect(geo.SIDE)
    assert not geo.FLASH.colliderect(geo.NEXT_BUTTON) and not geo.FLASH.colliderect(geo.ENTRY)


def test_a_placed_letter_that_goes_gets_a_line_saying_why(app) -> None:
    """W5.1: the Queen's letter goes when a turn forced by the Two of Hearts brings play
    back to her; the log and the banner say so."""
    names = ["Ann", "Bea", "Cy"]
    gone = ev.ExtraLetterDiscarded(0, "e")
    assert discard_why(gone, [ev.TurnStarted(0, 10.0, True)]) == "back"
    assert discard_why(gone, [ev.LetterPlaced(1, "g", "e")]) == "replaced"
    assert discard_why(gone, [ev.TurnStarted(2, 10.0, False)]) == "out"
    assert discard_why(gone, [ev.LastStanding(1, 3)]) == "round"
    assert "back to Ann" in describe_event(gone, names, "en", "back")
    assert describe_event(gone, names, "en", "round") == ""
    play = spoken(app, players=3)
    play.director.handle([gone, ev.TurnStarted(0, 10.0, True)])
    assert "Ann's letter E goes: play is back to Ann" in str(play.log[-1])
    assert play.flash is not None and "letter E goes" in str(play.flash.text)


def test_every_word_of_the_round_stays_in_the_list(app) -> None:
    play = spoken(app, players=4)
    for _ in range(14):
        if play.state.phase is not Phase.DISCUSSION or play.state.round:
            break
        play.act(PressTeapot(play.state.speaker), elapsed=1.0)
    said = len(play.state.said)
    assert said >= 10
    entries = play.drawing._word_entries()
    # spoken: the whole round in counts (issue #33), none dropped, in view without scrolling
    assert entries[0].text == f"{said} words said"
    drawn_texts(app, play)
    assert not play.drawing.words_panel.scrolls


def test_the_log_stays_readable_with_every_side_button_up(app) -> None:
    """With the grid's three rows up, the log keeps its room under them."""
    lowest = geo.side_cell(2, 1)
    assert geo.SIDE.bottom - (lowest.bottom + geo.LOG_GAP) >= 120


# ------------------------------------------------------------------ item 4: bots' pace


def test_bots_hurry_once_no_person_is_in_the_round(app) -> None:
    seats = (Seat("Ann", "human"), Seat("Dodo", "bot:medium"), Seat("Lory", "bot:easy"),
             Seat("Bill", "bot:hard"))
    setup = deal(seats, random.Random(4), Options(mode=Mode.TYPE, timer=20.0), "en", 0,
                 seed=4)
    play = PlayScene(app, setup, seed=4, autosave=False)
    app.push(play)
    to_discussion(play)
    for _ in range(4000):
        if play.human_speaker() is not None:
            break
        app.step(FRAME)
    assert play.pace == 1.0 and not play.hurried
    play.act(TimeRanOut(0), elapsed=play.state.timer_left)
    assert play.hurried and play.pace == HURRY
    frames = 0
    while play.state.round == 0 and frames < 3000:
        if play.state.phase is Phase.VOTE and 0 not in play.state.ballot.votes \
                and play.input.pending.get(0) is None:
            play.input.pending.cast(0, True)   # W4.5: Ann, out, still votes
        app.step(FRAME)
        frames += 1
    assert play.state.round == 1
    assert frames * FRAME < 60, "three bots play out a round within a minute"
    assert not play.hurried   # a new round: Ann is in again


# ------------------------------------------------------------------ item 5: words


def test_the_vote_names_whose_word_it_is(app) -> None:
    play = spoken(app, players=3)
    author = play.state.speaker
    play.act(PressTeapot(author), elapsed=1.0)
    play.act(Challenge(play.state.speaker))
    texts = drawn_texts(app, play)
    assert f"Does {play.names[author]}'s word fit the topic?" in texts


def test_the_summary_says_who_went_out_when(app) -> None:
    play = spoken(app, players=3)
    while play.state.round == 0:
        play.act(ReportOut(play.state.speaker, OutReason.LETTER))
    play.update(10.0)
    assert play.summary is not None
    texts = drawn_texts(app, play)
    assert "out 1st" in texts and "out 2nd" in texts and "still in" in texts
    assert "last one in" in texts
    assert "1st" not in texts


def test_the_tie_break_note_is_on_the_winners_row_only(app) -> None:
    from tests.wordland.scenes.layout_states import _results_tied

    results = _results_tied(app)
    scores = results.state.scores
    for place, seat in enumerate(results.order):
        tied_before = any(scores[o] == scores[seat] for o in results.order[:place])
        if tied_before:
            assert not results.tie_broken(place), "the note on a row that lost the tie"
    assert any(results.tie_broken(p) for p in range(len(results.order)))


def test_who_takes_the_queen_first_follows_a_rename(app) -> None:
    from game.ui.widgets import Chooser, TextInput
    from game.wordland.scenes.setup import SetupScene

    scene = SetupScene(app)
    app.push(scene)
    names = [w for w in scene.widgets if isinstance(w, TextInput)]
    names[0].on_change("Zoé")
    first = [w for w in scene.widgets if isinstance(w, Chooser)][-1]
    assert first.text == "Zoé"


# ------------------------------------------------------------------ item 6: French


def test_the_log_is_redrawn_in_the_new_language(app) -> None:
    play = spoken(app, players=3)
    play.act(ReportOut(play.state.speaker, OutReason.TIME))
    out = next(line for line in play.log if isinstance(line.event, ev.PlayerOut))
    assert "is out" in str(out)
    try:
        set_language("fr")
        assert "hors jeu" in str(out)
        entries = play.drawing._log_entries()
        assert all("is out" not in e.text for e in entries)
    finally:
        set_language("en")


def test_the_words_follow_the_interface_language_by_default(app) -> None:
    from game.wordland.scenes.setup import WORDS_FOLLOW, SetupScene
    from game.wordland.table_choice import GAME_ID, SetupChoice, choice_to_json

    remembered = choice_to_json(SetupChoice(language="en"))
    try:
        set_language("fr")
        app.settings = dataclasses.replace(app.settings, tables={GAME_ID: remembered})
        assert SetupScene(app).choice.language == "fr"
        kept = {**remembered, WORDS_FOLLOW: False}   # English words picked on purpose
        app.settings = dataclasses.replace(app.settings, tables={GAME_ID: kept})
        assert SetupScene(app).choice.language == "en"
    finally:
        set_language("en")


def test_proper_nouns_are_shown_with_their_capitals() -> None:
    assert shown_word("mars", "en") == "Mars"
    assert shown_word("excalibur", "fr") == "Excalibur"
    assert shown_word("père noël", "fr") == "père Noël"
    assert shown_word("moon", "en") == "moon"
    line = describe_event(ev.WordAccepted(1, "jupiter", 2.0), ["Ann", "Bea"], "en")
    assert line == "Bea: Jupiter"


def _french_of_wordland_screens() -> list[tuple[str, str]]:
    """(msgid, msgstr) of every string the word game's own screens use (its tile tagline,
    in contract.py, belongs to the box's title screen)."""
    out = []
    for block in PO.read_text(encoding="utf-8").split("\n\n"):
        refs = re.findall(r"^#: (.*)$", block, re.M)
        files = {r.split(":")[0] for line in refs for r in line.split()}
        if not files or not any(f.startswith("game/wordland/") and not f.endswith(
                "contract.py") for f in files):
            continue
        msgid = "".join(re.findall(r'^(?:msgid )?"(.*)"$', block.split("msgstr")[0], re.M))
        msgstr = "".join(re.findall(r'"(.*)"', block.split("msgstr", 1)[1]))
        out.append((msgid, msgstr))
    return out


def test_french_says_jeu_de_lettres_and_out_for_anyone() -> None:
    found = _french_of_wordland_screens()
    assert len(found) > 100
    for msgid, msgstr in found:
        assert "jeu de mots" not in msgstr, msgid
        assert not re.search(r"\béliminée?s?\b", msgstr), (msgid, msgstr)
        if "{who}" in msgid or "{name}" in msgid:  # a player of either gender
            assert not re.search(r"\best (le|la) (dernier|dernière|premier|première)\b",
                                 msgstr), (msgid, msgstr)
