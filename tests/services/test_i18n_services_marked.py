"""Every French text belote_club/services shows a user is marked for translation (gettext domain
``belote_club_services``): an AST walk finds each string constant that looks French (an accented letter,
« », ’, n°, a space before « : ; ! ? ») and is neither inside ``_()``/``gettext()``/``ngettext()``/``N_()``,
nor a docstring, nor journal text (stored in the database in French and read back: not translated), nor in
the short explicit allow-list below.  The allow-list is kept honest: each entry must still be in the code."""

from __future__ import annotations

from pathlib import Path

from tests.helpers import french_text

SERVICES = Path(__file__).resolve().parents[2] / "belote_club" / "services"

#: Calls whose arguments are journal text: stored in French, shown as stored, read back by the storage
#: (``TableEntryStore.activity`` matches « Manche n, table … »): deliberately not translated.
JOURNAL_CALLS = {"_audit", "GameChange", "_change_registration", "add_call"}
#: Functions that build journal values only (same reason).
JOURNAL_FUNCTIONS = {"registration_text", "_team_text", "_players_added", "origin_of", "_concours_text", "_dates_text",
                     "_entry_text"}
#: Module-level constants that are data, not messages: the demonstration's French names, the CSV file
#: format's header (read back by the import).
DATA_CONSTANTS = {"FIRST_NAMES", "LAST_NAMES", "CLUBS", "TEAM_NAMES", "DEMO_CLUB", "HEADERS"}
#: (module, text): the few French constants that are not messages, each with its reason.
ALLOWED = {
    ("tables.py", "(téléphone)"),  # PHONE_ORIGIN: journal, read back by entry_mode()
    ("forfeits.py", "le côté "),  # the journal's name of a side
    ("tournaments.py", "Règles maison (déverrouillées)"),  # journal line (in a variable before _audit)
    ("tournaments.py", "Règles maison"),  # journal line
    ("export.py", " ; "),  # the separator of a CSV cell listing the opponents
    ("csv_io.py", "prénom"),  # a required CSV column, named as the file must name it
    ("demo.py", "Concours de démonstration ("),  # the demonstration concours' name (data)
    ("demo.py", "mêlée"),  # part of that name
    ("demo.py", "Salle des fêtes de Murat"),  # its venue (data)
    ("season_demo.py", "Saison de démonstration"),  # the demonstration season's name (data)
    ("season_demo.py", "Concours n° "),  # its concours' names (data)
    ("season_demo.py", "mêlée"),  # part of those names
    ("season_demo.py", "Salle des fêtes de Murat"),  # their venue (data)
}


def unmarked(source: str) -> list[tuple[int, str]]:
    """(line, text) of every French-looking string constant of ``source`` that is not exempt (see above)."""
    return french_text.unmarked(source, calls=JOURNAL_CALLS, functions=JOURNAL_FUNCTIONS, names=DATA_CONSTANTS)


def _modules() -> list[Path]:
    return sorted(SERVICES.glob("*.py"))


def test_every_french_text_of_the_services_is_marked_for_translation() -> None:
    found = [f"{path.name}:{line}: {text!r}" for path in _modules()
             for line, text in unmarked(path.read_text(encoding="utf-8")) if (path.name, text) not in ALLOWED]
    assert not found, "French text not marked for translation (wrap it in _() or N_()):\n" + "\n".join(found)


def test_the_allow_list_names_only_what_is_still_there() -> None:
    present = {(path.name, text) for path in _modules() for _line, text in unmarked(path.read_text(encoding="utf-8"))}
    assert ALLOWED <= present, sorted(ALLOWED - present)


def test_the_walk_catches_an_unmarked_message_and_spares_the_marked_ones() -> None:
    source = '''
"""Module docstring: déjà vu."""
from belote_club.i18n import N_
from belote_club.i18n import gettext as _

LABELS = {"a": N_("étiquette")}
FIRST_NAMES = ("Hélène",)


def refuse(table: int) -> None:
    """Docstring « ignorée »."""
    self._audit(repo, 1, "x", f"Manche {table} : journal gardé en français")
    raise ServiceError(_("La table {table} n’existe pas.").format(table=table))


def forgotten(table: int) -> str:
    return f"La table {table} est déjà déclarée forfait."


def forgotten_too() -> str:
    return "Aucune donne n" + "’est saisie."


def ascii_but_french() -> str:
    return "Introuvable : rien"
'''
    assert [text for _line, text in unmarked(source)] == [
        " est déjà déclarée forfait.", "’est saisie.", "Introuvable : rien"]
