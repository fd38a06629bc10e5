"""Every French text belote_club/services shows a user is marked for translation (gettext domain
``belote_club_services``): an AST walk finds each string constant that looks French (an accented letter,
« », ’, n°, a space before « : ; ! ? ») and is neither inside ``_()``/``gettext()``/``ngettext()``/``N_()``,
nor a docstring, nor journal text (stored in the database in French and read back: not translated), nor in
the short explicit allow-list below.  The allow-list is kept honest: each entry must still be in the code."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

SERVICES = Path(__file__).resolve().parents[2] / "belote_club" / "services"

#: Looks like French a user reads.
FRENCH = re.compile(r"[àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ«»’°]| [:;!?](?: |$)")
#: Calls whose arguments are marked messages.
MARKING = {"_", "gettext", "ngettext", "N_"}
#: Calls whose arguments are journal text: stored in French, shown as stored, read back by the storage
#: (``TableEntryStore.activity`` matches « Manche n, table … »): deliberately not translated.
JOURNAL_CALLS = {"_audit", "GameChange", "_change_registration", "add_call"}
#: Functions that build journal values only (same reason).
JOURNAL_FUNCTIONS = {"registration_text", "_team_text", "_players_added", "origin_of"}
#: Module-level constants that are data, not messages: the demonstration's French names, the CSV file
#: format's header (read back by the import).
DATA_CONSTANTS = {"FIRST_NAMES", "LAST_NAMES", "CLUBS", "TEAM_NAMES", "DEMO_CLUB", "HEADERS"}
#: Modules other engineers own while the services are translated (their French strings are listed in the
#: report of issue 15's services translation; they join the walk once marked).
NOT_YET = {"__init__.py", "results.py", "snapshot.py", "views.py"}
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
}


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def unmarked(source: str) -> Iterator[tuple[int, str]]:
    """(line, text) of every French-looking string constant of ``source`` that is not exempt (see above)."""
    tree = ast.parse(source)
    exempt: set[int] = set()

    def exempt_subtree(node: ast.AST) -> None:
        exempt.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            exempt.add(id(node.value))  # a docstring (of a module, class, function or attribute)
        elif isinstance(node, ast.Call) and _call_name(node) in MARKING | JOURNAL_CALLS:
            exempt_subtree(node)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in JOURNAL_FUNCTIONS:
            exempt_subtree(node)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id in DATA_CONSTANTS for t in targets):
                exempt_subtree(node)
    found = [node for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)
             and id(node) not in exempt and FRENCH.search(node.value)]
    for node in sorted(found, key=lambda n: (n.lineno, n.col_offset)):
        yield node.lineno, node.value


def _modules() -> list[Path]:
    return sorted(p for p in SERVICES.glob("*.py") if p.name not in NOT_YET)


def test_every_french_text_of_the_services_is_marked_for_translation() -> None:
    found = [f"{path.name}:{line}: {text!r}" for path in _modules()
             for line, text in unmarked(path.read_text(encoding="utf-8")) if (path.name, text) not in ALLOWED]
    assert not found, "French text not marked for translation (wrap it in _() or N_()):\n" + "\n".join(found)


def test_the_allow_list_names_only_what_is_still_there() -> None:
    present = {(path.name, text) for path in _modules() for _line, text in unmarked(path.read_text(encoding="utf-8"))}
    assert ALLOWED <= present, sorted(ALLOWED - present)
    assert all((SERVICES / name).is_file() for name in NOT_YET)


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
