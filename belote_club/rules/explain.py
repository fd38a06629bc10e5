"""The words of a deal's explanation lines (SCORING.md §7): how amounts and camps are named.

The scoring itself is in :mod:`belote_club.rules.game`; these helpers only put its numbers into words, in the
language in force (:mod:`belote_club.i18n`: French source texts, English catalogue).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from belote_club.i18n import gettext as _
from belote_club.i18n import language, on_change, using

__all__ = ["Words", "amounts", "camp_lines", "default_camp_names", "passed_line", "role", "words"]


class Words:
    """The words of the frequent explanation lines in one language, looked up as attributes: a deal explained
    pays no gettext call for them (:func:`words` gives those of the language in force)."""

    __slots__ = ("and_", "annonces", "belote", "camp_names", "camp_scores", "dedans", "defence", "defender",
                 "defence_scores", "language", "litige_dedans", "made", "reserve", "reserve_won", "taker",
                 "taker_belote", "taker_makes")

    def __init__(self, code: str) -> None:
        self.language = code
        with using(code):
            self.and_ = _(" et ")
            self.annonces = _("annonces")
            self.belote = _("belote")
            self.taker_belote = _("belote du preneur")
            self.taker = _("le preneur")
            self.defence = _("la défense")
            self.defender = _("le défenseur")
            self.camp_scores = _("{role} ({camp}) marque {amount}")
            self.taker_makes = _("Le preneur ({camp}) fait {points} contre {defence}.")
            self.made = _("Contrat rempli : {camps}")
            self.dedans = _("Dedans")
            self.litige_dedans = _("Litige compté dedans")
            self.defence_scores = _("{word} : la défense marque {amount}")
            self.reserve = _("Réserve en jeu : {points}.")
            self.reserve_won = _("Le gagnant de la donne ({camp}) remporte la réserve : + {points}.")
            #: The default camp labels of a game of 2 and of 3 camps (:func:`default_camp_names`).
            self.camp_names = {camps: _camp_labels(camps) for camps in (2, 3)}


#: One :class:`Words` per language, built when first asked for.
_WORDS: dict[str, Words] = {}


def words() -> Words:
    """The frequent words in the language in force *now* (:func:`belote_club.i18n.language`: a
    :func:`~belote_club.i18n.using` block's, else the process's).  Asked for only when lines are written: a
    quiet deal never calls it."""
    code = language()
    found = _WORDS.get(code)
    if found is None:
        found = _WORDS[code] = Words(code)
    return found


def _forget() -> None:
    """A new process language empties the cache (rebuilt, per language, on first use)."""
    _WORDS.clear()


on_change(_forget)


def passed_line() -> str:
    """The one line of a passed deal."""
    return _("Donne passée : tout le monde a passé, personne ne marque.")

#: One labelled amount of a sum: ``(value, label)``; the first amount of a sum is shown bare.
Amount = tuple[int, str | None]


def default_camp_names(camps: int) -> tuple[str, ...]:
    """Camp labels used in explanations, in the language in force.  A label always stands in parentheses or
    after a colon, never after an article, so a caller may pass team or player names instead."""
    found = words().camp_names.get(camps)
    return found if found is not None else _camp_labels(camps)


def _camp_labels(camps: int) -> tuple[str, ...]:
    return tuple(_("camp {number}").format(number=i) for i in range(camps))


def amounts(parts: Iterable[Amount]) -> str:
    """« 160 + 20 (belote) »: the first amount bare, the others labelled; zero extras left out."""
    text = ""
    for value, label in parts:
        if not text:
            text = str(value) if label is None else f"{value} ({label})"
        elif value:
            text += f" + {value} ({label})" if label else f" + {value}"
    return text or "0"


def role(i: int, taker: int, camps: int, said: Words | None = None) -> str:
    """« le preneur », « la défense » (2 camps) or « le défenseur » (3 camps) (``said``: the words to use,
    else those of the language in force)."""
    if said is None:
        said = words()
    if i == taker:
        return said.taker
    return said.defence if camps == 2 else said.defender


def camp_lines(names: Sequence[str], taker: int, pts: Sequence[int], rt: Sequence[int], a: Sequence[int],
               b: Sequence[int], taker_parts: Iterable[Amount] | None = None, said: Words | None = None) -> str:
    """« le preneur (camp 0) marque 95, la défense (camp 1) marque 87 » (``said``: the words to use, else
    those of the language in force)."""
    parts = []
    if said is None:
        said = words()
    scores, belote, annonces = said.camp_scores, said.belote, said.annonces
    camps = len(pts)
    for i in range(camps):
        amount = amounts(taker_parts) if (i == taker and taker_parts is not None) else amounts(
            ((rt[i], None), (b[i], belote), (a[i], annonces)))
        parts.append(scores.format(role=role(i, taker, camps, said), camp=names[i], amount=amount))
    return ", ".join(parts)
