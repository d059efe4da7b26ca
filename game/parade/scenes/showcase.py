"""The Parade's screens in states worth looking at, for screenshots, the self-test, the
layout test and the docs. A table is a seeded game whose seats are all played by bots
(the person's seat 0 too) for a number of actions, stopping on a turn of seat 0 with
every animation finished."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.parade.rules.actions import Phase
from game.parade.rules.setup import Options, Seat, deal
from game.parade.ui.words import default_name
from game.table.showcase import how_to_play, new_game, play_out

CHARACTERS = ["alice", "hatter", "hare", "queen", "cheshire", "rabbit"]


def make_setup(seed: int, players: int = 4, humans: int = 1, level: str = "medium",
               majority: bool = True):
    # each seat under its character's name in the interface's language, as a new table
    # names them (a French picture shows "Chapelier", not "Hatter")
    seats = tuple(Seat(default_name(CHARACTERS[i]), "human" if i < humans else f"bot:{level}")
                  for i in range(players))
    return deal(seats, random.Random(seed), Options(majority), 0, seed=seed)


def fast_forward(play, actions: int | None, stop=None, level: str = "medium") -> None:
    """Bots play every seat for `actions` actions (None: to the end), stopping on a turn
    of seat 0 (or when `stop(state)` says so); then every beat is finished."""
    from game.parade.ai.registry import make_bot
    from game.parade.rules.views import view_for

    state = play.state
    bots = [make_bot(level, random.Random(i)) for i in range(state.n_players)]

    def move() -> None:
        play.act(bots[state.turn].choose(view_for(state, state.turn)))
        play.fast_forward()

    play_out(play, move, actions, lambda s: s.turn == 0, stop)
    play.fast_forward()
    play.news = play.news  # the last news line stays
    play.input.rebuild()


def table(app, seed: int, actions: int | None, players: int = 4, humans: int = 1,
          stop=None):
    from game.parade.scenes.play import PlayScene

    play = PlayScene(app, make_setup(seed, players, humans), seed=seed, autosave=False,
                     characters=CHARACTERS[:players])
    app.push(play)
    fast_forward(play, actions, stop)
    if play.curtain_for is None and len(play.humans) > 1:
        play.hand_owner = play.state.turn
    play.input.rebuild()
    return play


def long_parade(play, length: int = 20) -> None:
    """Grow the parade to `length` cards for a look at a long one (the engine's state
    itself is edited: only for pictures and the frame bench, never in a game)."""
    s = play.state
    while len(s.parade) < length and len(s.pile) > 3:
        s.parade.append(s.pile.pop())
    play.fast_forward()


def hover_first(play, index: int = 0) -> None:
    """Point at the `index`-th card of the hand, as the mouse would."""
    play.input.rebuild()
    if play.input.cards:
        play.input.cards[min(index, len(play.input.cards) - 1)].hovered = True
        play.director.motion.update(play.drawing.parade_targets(), 0, instant=True)


def _play(app, seed: int, actions: int, page: int):
    play = table(app, seed, actions)
    hover_first(play, 2)


def _six(app, seed: int, actions: int, page: int):
    play = table(app, seed, min(actions, 6), players=6)
    long_parade(play, 20)
    hover_first(play, 1)


def _hint(app, seed: int, actions: int, page: int):
    play = table(app, seed, actions)
    app.threaded_bots = False
    from game.parade.scenes.bot_seats import Hinter

    play.adviser.close()
    play.adviser = Hinter(random.Random(seed), False)
    play.request_hint()
    play.adviser.poll()


def _last_round(app, seed: int, actions: int, page: int):
    table(app, seed, None, stop=lambda s: s.last_round and s.turn == 0
          and s.phase is Phase.PLAY)


def _discard(app, seed: int, actions: int, page: int):
    play = table(app, seed, None, stop=lambda s: s.phase is Phase.DISCARD and s.turn == 0)
    hand = play.hand_cards(0)
    if len(hand) >= 2:
        play.choose_discard(hand[0])
        play.choose_discard(hand[1])


def _curtain(app, seed: int, actions: int, page: int):
    play = table(app, seed, actions, players=3, humans=2)
    play.hand_owner = None
    play.curtain_for = play.state.turn
    play.input.rebuild()


def _results(app, seed: int, actions: int, page: int):
    play = table(app, seed, None)
    play.to_results()


def _watch(app, seed: int, actions: int, page: int):
    from game.parade.scenes.watch import WatchScene

    play = table(app, seed, None)
    record = play.record
    app.pop()
    watch = WatchScene(app, record)
    app.push(watch)
    for action in record.actions[:max(0, actions)]:
        watch.script.popleft()
        watch.act(action)
        watch.fast_forward()


def _end_show(app, seed: int, actions: int, page: int):
    """The end show counting its `page`-th colour (page 6: done, the button up)."""
    play = table(app, seed, None)
    play.next_move(0.0)
    show = play.end_show
    if show is not None:
        show.update(show.starts[min(page, 5)] + 0.01 if page < 6 else show.length + 1)
    play.input.rebuild()


def _undo(app, seed: int, actions: int, page: int):
    """Seat 0 has just played: its new card face down, the Undo button up."""
    play = table(app, seed, actions, players=3)
    who = play.human_to_act()
    if who is not None and play.input.cards:
        play.input.choose(play.input.cards[0].card)
        play.fast_forward()
    play.input.rebuild()


def _inspect(app, seed: int, actions: int, page: int):
    play = table(app, seed, actions)
    play.inspect(min(page, play.state.n_players - 1))


def _curtain_log(app, seed: int, actions: int, page: int):
    """Two people and a bot: the curtain before seat 0 with what happened since."""
    play = table(app, seed, None, players=3, humans=2,
                 stop=lambda s: len(s.pile) < 30 and s.turn == 0)
    play.hand_owner = None
    play.curtain_for = play.state.turn
    play.input.rebuild()


def _pause(app, seed: int, actions: int, page: int):
    table(app, seed, actions).open_pause()


SCENES: dict[str, Callable[..., None]] = {
    "setup": new_game("parade"), "play": _play, "six": _six, "hint": _hint,
    "last_round": _last_round, "discard": _discard, "curtain": _curtain,
    "results": _results, "watch": _watch, "howto": how_to_play("parade"), "pause": _pause,
    "end_show": _end_show, "undo": _undo, "inspect": _inspect, "curtain_log": _curtain_log,
}
"""Scene name -> builder(app, seed, actions, page) that pushes it on the app's stack."""
