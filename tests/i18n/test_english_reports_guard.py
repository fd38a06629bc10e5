"""No French text left unmarked in the documents and in ``belote-club print``/``serve`` (issue 15).

An AST walk over ``belote_club/reports`` and the two command modules: every string constant that looks
French to a reader — an accented letter, « », the apostrophe ’, « æ œ », or French spacing before a colon —
must sit inside ``_()``, ``N_()`` or ``ngettext()`` (or be a docstring).  Made-up data (the sample concours'
names and people) is the short explicit allow-list below.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHECKED = (*sorted((ROOT / "belote_club" / "reports").glob("*.py")),
           ROOT / "belote_club" / "cli" / "print_pdf.py", ROOT / "belote_club" / "cli" / "serve.py")
MARKERS = {"_", "N_", "gettext", "ngettext"}
#: A text a French reader reads: accents, guillemets, the typographic apostrophe, ligatures, « mot : ».
FRENCH = re.compile(r"[àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ«»’]| [:;!?](?:\s|$)")
#: (module, name assigned): made-up data, not text of the product.
ALLOWED = {
    ("sample.py", "TEAM_WORDS"), ("sample.py", "EVENT"), ("sample.py", "LONG_EVENT"), ("sample.py", "LONG_TEAMS"),
    ("sample.py", "LONG_LAST"), ("sample.py", "LONG_FIRST"), ("sample.py", "sample_entrants"),
}


def _docstrings(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
        # an attribute's docstring: a bare string right after an assignment
        for field in ("body", "orelse"):
            statements = getattr(node, field, None)
            if isinstance(statements, list):
                for statement in statements:
                    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
                        found.add(id(statement.value))
    return found


def unmarked(source: str, module: str = "<source>") -> Iterator[tuple[int, str]]:
    """(line, text) of each French-looking string constant of ``source`` outside the gettext markers."""
    tree = ast.parse(source)
    skip = _docstrings(tree)
    parents: dict[int, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[id(child)] = node

    def allowed(node: ast.AST) -> bool:
        current: ast.AST | None = node
        while current is not None:
            if (isinstance(current, ast.Call) and isinstance(current.func, ast.Name)
                    and current.func.id in MARKERS):
                return True
            if isinstance(current, (ast.Assign, ast.AnnAssign)):
                targets = current.targets if isinstance(current, ast.Assign) else [current.target]
                if any(isinstance(t, ast.Name) and (module, t.id) in ALLOWED for t in targets):
                    return True
            if isinstance(current, ast.FunctionDef) and (module, current.name) in ALLOWED:
                return True
            current = parents.get(id(current))
        return False

    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
                and FRENCH.search(node.value) and not allowed(node)):
            yield node.lineno, node.value


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
