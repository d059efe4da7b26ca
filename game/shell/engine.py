"""What the games' rules engines and bots share: a fast `clone()` made from a list of
fields, the one way `apply` runs an action's handler (`RulesState`), and a bot's answer
when only one action is legal (`BotBase`). Pure Python: rules and bots use it.

Search bots clone a state thousands of times a decision, so `cloned` writes the method out
once, when the class is made, as the plain assignments one would write by hand: it runs
exactly as fast, and a field added to `__slots__` but not to the list is refused at import.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, TypeVar

T = TypeVar("T")


def cloned(*, shared: str = "", lists: str = "", nested: str = "",
           cleared: str = "") -> Callable[[type[T]], type[T]]:
    """A class decorator giving a `__slots__` class its `clone()`. Each argument names
    fields, separated by spaces: `shared` are kept as they are (values never changed in
    place), `lists` are copied (`[:]`), `nested` are lists of lists copied one level down,
    `cleared` are set to None in the clone. Every slot must be named exactly once."""

    def decorate(cls: type[T]) -> type[T]:
        groups = {"shared": shared.split(), "lists": lists.split(),
                  "nested": nested.split(), "cleared": cleared.split()}
        named = [name for names in groups.values() for name in names]
        slots = [name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ())]
        if sorted(named) != sorted(slots):
            raise TypeError(f"{cls.__name__}: clone fields {sorted(named)} do not match its "
                            f"slots {sorted(slots)}")
        copy = {"shared": "self.{0}", "lists": "self.{0}[:]",
                "nested": "[x[:] for x in self.{0}]", "cleared": "None"}
        lines = [f"    c.{name} = {copy[group].format(name)}"
                 for group, names in groups.items() for name in names]
        source = "def clone(self):\n    c = new(cls)\n" + "\n".join(lines) + "\n    return c\n"
        namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
        exec(source, namespace)  # our own fixed template; the names are checked above
        clone = namespace["clone"]
        clone.__qualname__ = f"{cls.__qualname__}.clone"
        clone.__module__ = cls.__module__
        clone.__doc__ = "A copy to branch from: changing it never changes this one."
        cls.clone = clone  # type: ignore[attr-defined]
        return cls

    return decorate


class RulesState:
    """The base of a game's state: `apply` runs the handler `handlers` names for the
    action's type. Each game sets `handlers` (after its handler functions) and `illegal`,
    its IllegalAction. A method here, not a helper `apply` calls, so the bots' rollouts pay
    no extra call per action."""

    __slots__ = ()

    handlers: ClassVar[Mapping[type, Callable[[Any, Any], None]]] = {}
    illegal: ClassVar[type[Exception]] = ValueError
    _events: list | None

    def apply(self, action: Any, *, report: bool = True) -> list:
        """Carry out `action` for whoever must act now, or raise `illegal` saying why.

        With `report=False` no events are built (fast simulations); otherwise the events
        are returned in the order they happened.
        """
        handler = self.handlers.get(type(action))
        if handler is None:
            raise self.illegal(f"{action!r} is not an action of this game")
        self._events = [] if report else None
        handler(self, action)
        events, self._events = self._events, None
        return events if events is not None else []


class BotBase:
    """What every bot shares: `choose` plays the only legal action at once (no thinking,
    no random draw), and otherwise asks `decide`, given the legal actions."""

    name = ""

    def choose(self, view: Any, rng: random.Random) -> Any:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.decide(view, legal, rng)

    def decide(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        raise NotImplementedError(f"{type(self).__name__} must say how it decides")


class SearchingBot(BotBase):
    """A bot that thinks at length. Its `checkpoint`, None until a UI worker sets one, is
    called now and then while it searches, so that the worker may yield or stop it."""

    checkpoint: Callable[[], None] | None = None
