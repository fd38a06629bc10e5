"""Frozen records without :mod:`dataclasses`: ``belote-club score`` builds house rules and a game result at
each start, and importing :mod:`dataclasses` (it pulls :mod:`inspect`, :mod:`ast`, :mod:`dis`…) then generating
the classes' methods cost it more than a fifth of its start-up (issue 10).

A subclass lists its fields in ``__slots__`` and ``__match_args__`` (the same tuple, in order), annotates
them, and sets them in its ``__init__`` with :meth:`FrozenRecord._fill`.  It then behaves as a
``@dataclass(frozen=True, slots=True)`` would: equal when of the same class with equal fields, hashable,
``repr`` ``Name(field=value, …)``, assignment refused, copied and pickled by its fields.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NoReturn

__all__ = ["FrozenRecord"]


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
