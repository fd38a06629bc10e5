"""Frozen records and named tuples without :mod:`dataclasses` nor :mod:`typing`: ``belote-club score`` builds
house rules, deals and a game result at each start, and its start-up is a budget (issue 10: within twice
``python -c pass``; installed by pip, whose launcher imports :mod:`re`, and with :mod:`json`, little is left).

* :class:`FrozenRecord`: importing :mod:`dataclasses` (it pulls :mod:`inspect`, :mod:`ast`, :mod:`dis`…) then
  generating the classes' methods cost ``score`` more than a fifth of its start-up.  A subclass lists its fields
  in ``__slots__`` and ``__match_args__`` (the same tuple, in order), annotates them, and sets them in its
  ``__init__`` with :meth:`FrozenRecord._fill`.  It then behaves as a ``@dataclass(frozen=True, slots=True)``
  would: equal when of the same class with equal fields, hashable, ``repr`` ``Name(field=value, …)``,
  assignment refused, copied and pickled by its fields.
* :class:`NamedTuple`: :class:`typing.NamedTuple` without :mod:`typing`, whose import alone was more than a
  tenth of ``score``'s start-up, and whose classes also compiled each (string) annotation into a ``ForwardRef``
  (most of the import time of ``rules/annonces.py``).  ``class Deal(NamedTuple)`` with annotated fields (and
  defaults, methods, a docstring) gives the very :func:`collections.namedtuple` class that
  :class:`typing.NamedTuple` gives (fields, defaults, ``_replace``, ``_asdict``, ``_make``, equality, hash,
  ``repr``, pickling), built as ``typing.NamedTupleMeta`` builds it; only ``__annotations__`` keeps the
  annotations as the strings they are (``from __future__ import annotations``), which
  :func:`typing.get_type_hints` reads the same, and no ``__orig_bases__`` names the base (tests/rules/
  test_record.py compares both).  The engine's modules import it, for the type checker, as::

      TYPE_CHECKING = False
      if TYPE_CHECKING:
          from typing import NamedTuple
      else:
          from belote_club.rules.record import NamedTuple

  so that mypy sees real named tuples (it takes any ``TYPE_CHECKING`` name as true).
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Iterable

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, NoReturn

__all__ = ["FrozenRecord", "NamedTuple"]


class FrozenRecord:
    __slots__ = ()
    __match_args__: tuple[str, ...] = ()

    def _fill(self, values: Iterable[Any]) -> None:
        setter = object.__setattr__
        for name, value in zip(self.__match_args__, values, strict=True):
            setter(self, name, value)

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.__match_args__)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, FrozenRecord)
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
        return f"{type(self).__qualname__}({fields})"

    def __setattr__(self, name: str, value: Any) -> NoReturn:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return type(self), self._values()


#: As in :mod:`typing`: what a named tuple's class body may not define, and what is not copied from it.
_PROHIBITED = frozenset(("__new__", "__init__", "__slots__", "__getnewargs__", "_fields", "_field_defaults",
                         "_make", "_replace", "_asdict", "_source"))
_SPECIAL = frozenset(("__module__", "__name__", "__annotations__"))


class _NamedTupleMeta(type):
    """Builds the :func:`collections.namedtuple` of a ``class X(NamedTuple)`` body, as ``typing.NamedTupleMeta``
    does (same checks and messages), but without turning the annotations into ``ForwardRef`` objects."""

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> Any:
        if not bases:  # NamedTuple itself
            return super().__new__(mcs, name, bases, namespace)
        for base in bases:
            if base is not NamedTuple:
                raise TypeError("can only inherit from a NamedTuple type and Generic")
        annotations: dict[str, Any] = namespace.get("__annotations__", {})
        default_names: list[str] = []
        for field in annotations:
            if field in namespace:
                default_names.append(field)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field} cannot follow default field"
                                f"{'s' if len(default_names) > 1 else ''} {', '.join(default_names)}")
        cls = namedtuple(name, tuple(annotations), defaults=[namespace[n] for n in default_names],  # type: ignore[misc]
                         module=namespace["__module__"])
        cls.__annotations__ = cls.__new__.__annotations__ = dict(annotations)
        for key, value in namespace.items():
            if key in _PROHIBITED:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            if key not in _SPECIAL and key not in cls._fields:
                setattr(cls, key, value)
        return cls


class NamedTuple(metaclass=_NamedTupleMeta):
    """Base of a named tuple class: ``class Penalty(NamedTuple): kind: str; camp: int`` (see the module's
    docstring).  The class built is a plain :func:`collections.namedtuple` (a subclass of :class:`tuple`, not of
    this base), as with :class:`typing.NamedTuple`."""

    __slots__ = ()
