"""The one rule every typed name and text follows (tournament, venue, team, club, player fields).

Kept apart from :mod:`belote_club.services.validation` so that the player fields (forms and CSV import)
apply it too without an import cycle.
"""

from __future__ import annotations

from belote_club.i18n import gettext as _

#: What no name may hold: C0 and C1 controls (NUL, tab, newline…), and the invisible format characters
#: that reorder or hide text (U+202A–U+202E, U+2066–U+2069, U+200B, U+200E, U+200F, U+FEFF, U+2028/U+2029).
_FORBIDDEN = frozenset(
    [chr(c) for c in range(32)] + [chr(c) for c in range(127, 160)]
    + [chr(c) for c in (0x200B, 0x200E, 0x200F, 0x2028, 0x2029, *range(0x202A, 0x202F), *range(0x2066, 0x206A),
                        0xFEFF)]
)


def safe_text(value: str) -> str:
    """``value`` with what cannot be shown or encoded replaced (a lone surrogate becomes « ? »)."""
    return value.encode("utf-8", "replace").decode("utf-8")


def text_problem(value: str, label: str) -> str | None:
    """Why ``value`` cannot be a stored text (control or hidden characters, lone surrogates), or None.

    The one rule of every name and text a person types: tournament, venue, team, club and player fields."""
    if any(c in _FORBIDDEN for c in value):
        return _("le champ « {label} » contient un caractère de contrôle").format(label=label)
    if any("\ud800" <= c <= "\udfff" for c in value):
        return _("le champ « {label} » contient un caractère invalide").format(label=label)
    return None
