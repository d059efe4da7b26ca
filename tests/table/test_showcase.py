"""The table kit's showcase pieces (game/table/showcase.py): bots play a table up to the
moment a picture is taken, and the builders every game has."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from game.app import App
from game.scenes.how_to_play import HowToPlayScene
from game.table.showcase import how_to_play, new_game, play_out, run_until


@dataclass
class ToyState:
    turn: int = 0
    moves: int = 0
    is_over: bool = False


@dataclass
class ToyPlay:
    state: ToyState = field(default_factory=ToyState)
    quiet: bool = False
    quiet_seen: list[bool] = field(default_factory=list)

    def move(self) -> None:
        s = self.state
        self.quiet_seen.append(self.quiet)
        s.moves += 1
        s.turn = (s.turn + 1) % 3
        s.is_over = s.moves >= 20


def test_bots_play_up_to_the_moves_asked_then_on_to_seat_zero() -> None:
    play = ToyPlay()
    play_out(play, play.move, 4, lambda s: s.turn == 0)
    assert play.state.moves == 6, "four moves, then on to seat 0's turn"
    assert all(play.quiet_seen) and play.quiet is False


def test_bots_play_to_the_end_or_until_told_to_stop() -> None:
    play = ToyPlay()
    play_out(play, play.move, None, lambda s: True)
    assert play.state.is_over and play.state.moves == 20
    play = ToyPlay()
    play_out(play, play.move, 0, lambda s: True, stop=lambda s: s.moves == 7)
    assert play.state.moves == 7, "a stop rule wins over the count"
    play = ToyPlay()
    play_out(play, play.move, 2, lambda s: s.turn == 0, quiet=False)
    assert play.quiet_seen == [False] * 3


@pytest.mark.parametrize("game_id", ["race", "parade", "wordland"])
def test_every_game_gets_its_setup_and_how_to_play_from_its_contract(
        app: App, game_id: str) -> None:
    from game import box

    game = box.find(game_id)
    new_game(game_id)(app, 7, 0, 0)
    assert app.top.name == "setup" and type(app.top) is type(game.new_game(app))
    how_to_play(game_id)(app, 7, 0, 1)
    assert isinstance(app.top, HowToPlayScene) and app.top.page == 1
    assert app.top.contents == tuple(game.how_to_play())


def test_a_scene_runs_until_something_comes_or_the_frames_run_out() -> None:
    class Ticking:
        frames = 0

        def update(self, dt: float) -> None:
            self.frames += 1

    scene = Ticking()
    assert run_until(scene, lambda: scene.frames == 5, 240) and scene.frames == 5
    assert not run_until(scene, lambda: False, 10) and scene.frames == 15
