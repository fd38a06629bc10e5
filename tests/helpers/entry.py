"""The quick-entry line's refusals (``belote_club.ui.entry_syntax``, no Qt): what a parser says of a line it
refuses, for the tests of the classic and the contrée entry lines."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from belote_club.ui.entry_syntax import EntryContext, EntryError


def refusal(parse: Callable[[str, EntryContext], Any], text: str, context: EntryContext) -> EntryError:
    """The :class:`EntryError` ``parse`` raises on ``text`` under ``context`` (the test fails if it reads it)."""
    from belote_club.ui.entry_syntax import EntryError

    with pytest.raises(EntryError) as refused:
        parse(text, context)
    return refused.value
