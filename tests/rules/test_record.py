"""``rules/record.py``'s :class:`NamedTuple`: the named tuple :class:`typing.NamedTuple` builds, without importing
:mod:`typing` (``belote-club score``'s start-up, tests/cli/test_cli_score.py), same fields, defaults, methods,
documentation, equality, hash, pickling and errors."""

from __future__ import annotations

import pickle
import types
import typing
from collections.abc import Callable

import pytest

from belote_club.rules import record
from belote_club.rules.annonces import Annonce
from belote_club.rules.deal import Deal, Penalty
from belote_club.rules.game import DealResult
from belote_club.rules.scoring import Outcome, Scored


def _sample(base: typing.Any, name: str) -> typing.Any:
    """The same class body on either base, named ``name`` (found again by pickle at this module's top)."""

    class Sample(base):
        """A sample record."""

        camp: int
        kind: str
        extra: tuple[int, ...] = ()
        note: str | None = None

        LIMIT = 3

        def double(self) -> int:
            return 2 * self.camp

    Sample.__name__ = Sample.__qualname__ = name
    return Sample


Light = _sample(record.NamedTuple, "Light")
Typed = _sample(typing.NamedTuple, "Typed")


def test_same_class_as_typing_builds() -> None:
    for cls in (Light, Typed):
        assert cls.__mro__ == (cls, tuple, object) and cls.__module__ == __name__
        assert cls._fields == cls.__match_args__ == ("camp", "kind", "extra", "note")
        assert cls._field_defaults == {"extra": (), "note": None}
        assert cls.__doc__ == "A sample record." and cls.LIMIT == 3
        assert typing.get_type_hints(cls) == {"camp": int, "kind": str, "extra": tuple[int, ...], "note": str | None}
        assert set(vars(cls)) - {"__annotations__", "__orig_bases__"} == set(vars(Light)) - {"__annotations__"}
    light, typed = Light(1, "tierce"), Typed(1, "tierce")
    assert light == typed == (1, "tierce", (), None) and hash(light) == hash(typed)
    assert repr(light) == repr(typed).replace("Typed", "Light") == "Light(camp=1, kind='tierce', extra=(), note=None)"
    assert light.double() == typed.double() == 2
    assert light._replace(kind="cent") == Light(1, "cent") and light._asdict() == typed._asdict()
    assert Light._make([2, "carre", (1,), "x"]) == Light(camp=2, kind="carre", extra=(1,), note="x")
    assert pickle.loads(pickle.dumps(light)) == light and type(pickle.loads(pickle.dumps(light))) is Light
    with pytest.raises(AttributeError):
        light.camp = 2  # type: ignore[misc]
    match light:
        case Light(camp, kind):
            assert (camp, kind) == (1, "tierce")


def body(**namespace: object) -> Callable[[dict[str, object]], None]:
    return lambda ns: ns.update(__module__=__name__, **namespace)


@pytest.mark.parametrize("base", [record.NamedTuple, typing.NamedTuple])
def test_same_errors_as_typing(base: object) -> None:
    with pytest.raises(TypeError, match="^Non-default namedtuple field kind cannot follow default field camp$"):
        types.new_class("Bad", (base,), exec_body=body(__annotations__={"camp": "int", "kind": "str"}, camp=0))
    with pytest.raises(AttributeError, match="^Cannot overwrite NamedTuple attribute _replace$"):
        types.new_class("Bad", (base,), exec_body=body(__annotations__={"camp": "int"}, _replace=None))


def test_the_engines_named_tuples() -> None:
    """Built by record.NamedTuple at run time (typing.NamedTuple for mypy): the fields and defaults they had."""
    expected = {
        Annonce: ("camp", "kind", "high", "suit", "length"),
        Penalty: ("kind", "camp"),
        Deal: ("passed", "taker", "trump", "points", "capot", "belote", "late_belote", "annonces", "penalty", "bid"),
        DealResult: ("outcome", "points", "reserve", "winner", "explanation"),
        Scored: ("outcome", "points", "added", "winner", "nowin", "lines"),
    }
    for cls, fields in expected.items():
        assert cls.__mro__ == (cls, tuple, object) and cls._fields == fields
        assert set(typing.get_type_hints(cls)) == set(fields)
    assert DealResult._field_defaults == {"explanation": ()}
    assert DealResult(Outcome.MADE, (95, 67), 0, 0).to_dict() == {
        "outcome": "made", "points": [95, 67], "reserve": 0, "explanation": []}
    assert DealResult.__doc__ is not None and DealResult.__doc__.startswith("What a deal gives")
    assert Penalty.__doc__ == "Penalty(kind, camp)"  # no docstring: namedtuple's own, as with typing
