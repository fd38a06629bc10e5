"""No French text left unmarked in the documents and in ``belote-club print``/``serve`` (issue 15).

An AST walk over ``belote_club/reports`` and the two command modules: every string constant that looks
French to a reader — an accented letter, « », the apostrophe ’, « æ œ », or French spacing before a colon —
must sit inside ``_()``, ``N_()`` or ``ngettext()`` (or be a docstring).  Made-up data (the sample concours'
names and people) is the short explicit allow-list below.
"""

from __future__ import annotations

from pathlib import Path

from tests.helpers import french_text

ROOT = Path(__file__).resolve().parents[2]
CHECKED = (*sorted((ROOT / "belote_club" / "reports").glob("*.py")),
           ROOT / "belote_club" / "cli" / "print_pdf.py", ROOT / "belote_club" / "cli" / "serve.py")
#: (module, name assigned): made-up data, not text of the product.
ALLOWED = {
    ("sample.py", "TEAM_WORDS"), ("sample.py", "EVENT"), ("sample.py", "LONG_EVENT"), ("sample.py", "LONG_TEAMS"),
    ("sample.py", "LONG_LAST"), ("sample.py", "LONG_FIRST"), ("sample.py", "sample_entrants"),
}


def unmarked(source: str, module: str = "<source>") -> list[tuple[int, str]]:
    """(line, text) of each French-looking string constant of ``source`` outside the gettext markers."""
    data = {name for where, name in ALLOWED if where == module}
    return french_text.unmarked(source, functions=data, names=data)


def test_every_french_text_of_the_documents_and_print_serve_is_marked() -> None:
    found = [f"{path.relative_to(ROOT)}:{line}: {text!r}"
             for path in CHECKED for line, text in unmarked(path.read_text(encoding="utf-8"), path.name)]
    assert not found, "texte français non marqué pour la traduction :\n" + "\n".join(found)


def test_the_guard_catches_an_unmarked_text_and_lets_marked_ones_be() -> None:
    source = '''
"""Docstring: « ignorée »."""
from belote_club.i18n import N_, ngettext
from belote_club.i18n import gettext as _

TITLE = N_("Règles de jeu")
DATA = "Équipe"


def title(n: int) -> str:
    """Même ici : ignoré."""
    plain = f"Manche {n} — où suis-je assis ?"
    spaced = "Lot : " + str(n)
    return _("Palmarès") + ngettext("{n} manche", "{n} manches", n) + plain + spaced + "Table"
'''
    found = [text for _line, text in unmarked(source)]
    assert found == ["Équipe", " — où suis-je assis ?", "Lot : "]
    assert list(unmarked(source.replace('"Équipe"', 'N_("Équipe")')))[0][1] == " — où suis-je assis ?"
